import { pickPath, recordYearPath, routes as siteRoutes, sectionIds } from '@/content/routes';
import { shownYears } from '@/data/record/ledger';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Request } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { pickPage } from '@/content/record/pickPage';
import { recordPickRow, recordRiskFigures } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { voidStatusOf } from '@/lib/record/model.mjs';
import { siteConfig } from '@/data/config';
import { desktopOnly, expect, hydrated, latestYearPage, overlays, test } from './fixtures';
import { INTRO, figure, figures, tableRows } from './recordFigures';

// The sample record's pages as a visitor meets them: every row and link against /record.csv, and
// the pages against each other. The figures themselves are written out by hand over the fixture
// record in record-figures.spec.ts.
type Row = Record<string, string>;

async function ledger(request: APIRequestContext): Promise<Row[]> {
  const response = await request.get(siteRoutes.recordCsv);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  const text = (await response.text()).replace(/^\uFEFF/, '');
  const rows = parse(text, { columns: true, skip_empty_lines: true }) as Row[];
  // A sample's download says so on every row, in a first column every reader sees.
  if (sampleLabel) {
    expect(text.split('\n')[0]).toMatch(/^sample,id,/);
    expect(rows.filter((row) => !row.sample?.includes(sampleLabel))).toEqual([]);
  }
  return rows;
}

/** Whether a row of the download is sealed: what was picked is not published, only its seal. */
const isSealed = (row: Row) => !row.secret;

/**
 * What a parlay's row shows where the selection goes: its legs counted by how each ended, from the
 * download's score ("win 24-17; loss 20-23; void"); its page lists the legs.
 */
function parlayLegsShown({ selection, score }: Row): string {
  const ended = (score ?? '').split('; ').flatMap((leg) => (leg ? [leg.split(' ')[0]] : []));
  const tally = (['win', 'loss', 'push', 'void'] as const).flatMap((outcome) => {
    const count = ended.filter((leg) => leg === outcome).length;
    return count ? [recordPickRow.legOutcomes[outcome](count)] : [];
  });
  return recordPickRow.parlayLegs((selection ?? '').split('; ').length, tally);
}

const signed = (value: number, digits: number) => {
  const text = Math.abs(value).toFixed(digits);
  if (Number(text) === 0) return text;
  return `${value > 0 ? '+' : '\u2212'}${text}`;
};

const postedText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: recordSettings.timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

const yearOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: recordSettings.timeZone }).format(new Date(iso));
/** "2025-08": the month a moment falls in, in the record's zone. */
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: recordSettings.timeZone }).format(
    new Date(iso),
  );

const samples = JSON.parse(readFileSync('content/samples.json', 'utf8')) as Record<string, string>;
const sampleLabel = samples['content/record/picks.csv'];

// The figures are the same at every width.
test.describe('the public record', desktopOnly, () => {
  test('/record has one heading, its headline figures and a link to the download', async ({ page, request }) => {
    expect((await ledger(request)).length).toBeGreaterThan(0);
    await page.goto(siteRoutes.record);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(Object.keys(await figures(page, INTRO))).toEqual(
      expect.arrayContaining(['Record (W-L-P)', 'Units won', 'ROI', 'Picks']),
    );
    await expect(page.getByRole('link', { name: /Download the ledger/ })).toHaveAttribute('href', siteRoutes.recordCsv);
  });

  test('the record links one page for each year of the ledger, newest first', async ({ page, request }) => {
    const rows = await ledger(request);
    const years = [...new Set(rows.map((row) => yearOf(row.event_start ?? '')))].sort();
    await page.goto(siteRoutes.record);
    const links = await page.locator('#years a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(years.map((year) => recordYearPath(Number(year))).reverse());
  });

  // One test a year, each reading every row of its page in one pass, so the years run side by side
  // and a year of a thousand picks costs a round trip, not a thousand.
  for (const yearNumber of shownYears()) {
    const year = String(yearNumber);
    test(`${recordYearPath(yearNumber)} lists every pick of ${year}, month by month, newest first, each row in the same shape`, async ({
      page,
      request,
    }) => {
      const rows = await ledger(request);
      // A pick counts in the year and month its game started, the newest month first; in a month the
      // latest posted first (the time each row shows first), and of two posted at once the one further
      // down the ledger.
      const ofYear = rows
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => yearOf(row.event_start ?? '') === year)
        .sort(
          (a, b) =>
            monthOf(b.row.event_start ?? '').localeCompare(monthOf(a.row.event_start ?? '')) ||
            Date.parse(b.row.posted ?? '') - Date.parse(a.row.posted ?? '') ||
            b.index - a.index,
        )
        .map(({ row }) => row);
      const path = recordYearPath(yearNumber);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Every pick of ${year}`);
      // The rows are in the HTML once, not again in the payload that hydrates the page (RecordPicksTable).
      const html = await (await request.get(path)).text();
      expect(html.match(/data-r=/g) ?? [], `${path}: rows in the HTML`).toHaveLength(
        ofYear.filter((row) => !isSealed(row)).length,
      );
      // Every row of every month, read in one pass: a year of a thousand picks costs one round trip.
      const shown = await page.locator('main').evaluate((main) => {
        const months = [...main.querySelectorAll('section[id^="month-"]')];
        const seen = new Set<string>();
        const duplicateIds: string[] = [];
        for (const { id } of document.querySelectorAll('[id]')) {
          if (seen.has(id)) duplicateIds.push(id);
          seen.add(id);
        }
        return {
          duplicateIds,
          months: months.map((month) => {
            const table = month.querySelector('table');
            return {
              columns: [...(table?.querySelectorAll('thead th[scope="col"]') ?? [])].length,
              caption: !!table?.querySelector('caption')?.textContent?.trim(),
            };
          }),
          rows: months.flatMap((month) =>
            [...month.querySelectorAll<HTMLTableRowElement>('tbody tr')].map((tr) => {
              const img = tr.querySelector('img');
              return {
                posted: tr.cells[0]?.firstChild?.textContent ?? '',
                page: tr.cells[0]?.querySelector('small a')?.getAttribute('href') ?? '',
                selection: tr.cells[2]?.textContent ?? '',
                score: tr.cells[5]?.querySelector('small')?.textContent ?? '',
                // Each row's event heads it, and the other eight cells follow it.
                shape: `${tr.querySelectorAll(':scope > th[scope="row"]').length}+${tr.querySelectorAll(':scope > td').length}`,
                slip: img && {
                  linked: img.parentElement?.getAttribute('href') === img.getAttribute('src'),
                  alt: img.getAttribute('alt') ?? '',
                  box: /^\d+x\d+$/.test(`${img.getAttribute('width')}x${img.getAttribute('height')}`),
                  lazy: img.getAttribute('loading') === 'lazy',
                },
              };
            }),
          ),
        };
      });
      expect(shown.months.length, `${path}: months`).toBeGreaterThan(0);
      expect(shown.duplicateIds, `${path}: ids used twice`).toEqual([]);
      expect(
        shown.months.filter((month) => month.columns !== 9 || !month.caption),
        `${path}: tables`,
      ).toEqual([]);
      // Each row's first cell is the time posted, in the record's time zone with the zone named, and
      // under it a link to the pick's own page.
      expect(shown.rows.map((row) => row.posted)).toEqual(ofYear.map((row) => postedText(row.posted ?? '')));
      expect(shown.rows.map((row) => row.page)).toEqual(ofYear.map((row) => pickPath(row.id ?? '')));
      // A sealed pick shows its seal where the selection goes, and a parlay its legs' count.
      expect(shown.rows.map((row) => row.selection)).toEqual(
        ofYear.map((row) =>
          isSealed(row) ? row.seal : row.market === 'parlay' ? parlayLegsShown(row) : row.selection,
        ),
      );
      expect(new Set(shown.rows.map((row) => row.shape)), `${path}: cells of a row`).toEqual(new Set(['1+8']));
      // Each graded pick shows the final score its grade comes from, under the result (a parlay's
      // legs' outcomes are in its count). A game not played to its end says so in words:
      // "postponed" reads "Postponed".
      const scoreShown = (score: string) =>
        voidStatusOf(score) ? `${score.charAt(0).toUpperCase()}${score.slice(1)}` : score;
      expect(shown.rows.map((row) => row.score)).toEqual(
        ofYear.map((row) => (isSealed(row) || row.market === 'parlay' ? '' : scoreShown(row.score ?? ''))),
      );
      // Every slip photo is a link to itself, keeps its box before it loads and says what it shows.
      const slips = shown.rows.flatMap((row) => (row.slip ? [row.slip] : []));
      expect(slips, `${path}: slips`).toHaveLength(ofYear.filter((row) => row.slip).length);
      expect(
        slips.filter((slip) => !slip.linked || !/^Slip from .+/.test(slip.alt) || !slip.box || !slip.lazy),
        `${path}: slips without a link, a box, lazy loading or a description`,
      ).toEqual([]);
    });
  }

  test('the chart has a text alternative and its figures as a table, which end at the same units', async ({ page }) => {
    await page.goto(siteRoutes.record);
    const chart = page.getByRole('img', { name: /^Cumulative units from / });
    await expect(chart).toBeVisible();
    const [, units = ''] =
      /: (\S+) units at the end/.exec((await page.locator('#record-chart-caption').textContent()) ?? '') ?? [];
    expect(units).toMatch(/^[+\u2212]?\d+\.\d\d$/);
    await expect(chart).toHaveAccessibleName(new RegExp(`: ${units.replace(/[+.]/g, '\\$&')} units at the end`));
    const table = page.locator('details', { hasText: 'The chart as a table, month by month' });
    await table.getByText('The chart as a table, month by month').click();
    const lastRow = table.locator('tbody tr').last();
    await expect(lastRow.locator('td').last()).toHaveText(units);
  });

  test('on a wide screen the hero shows the latest settled pick as a receipt; on a phone it does not', async ({
    page,
    request,
  }) => {
    const rows = await ledger(request);
    // Settled last, voids aside; of picks settled at the same moment, the later in the ledger.
    const latest = rows
      .filter((row) => ['win', 'loss', 'push'].includes(row.result ?? ''))
      .reduce<Row | undefined>(
        (last, row) => (!last || Date.parse(row.settled ?? '') >= Date.parse(last.settled ?? '') ? row : last),
        undefined,
      );
    if (!latest) throw new Error('the ledger has no settled pick');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(siteRoutes.home);
    const card = page
      .locator('section[aria-labelledby="hero-title"]')
      .getByRole('article', { name: 'Latest settled pick' });
    await expect(card).toBeVisible();
    await expect(card).toContainText(latest.event ?? '');
    await expect(card).toContainText(latest.selection ?? '');
    const odds = Number(latest.odds);
    await expect(card).toContainText(odds > 0 ? `+${odds}` : String(odds));
    await expect(card).toContainText(`${signed(Number(latest.profit), 2)} u`);
    if (sampleLabel) await expect(card).toContainText(sampleLabel);
    await expect(card.getByRole('link')).toHaveAttribute('href', pickPath(latest.id ?? ''));
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(card).toBeHidden();
  });

  test('the home page shows the same figures as /record, and links to it', async ({ page }) => {
    await page.goto('/');
    const onHome = await figures(page, `#${sectionIds.trackRecord}`);
    await page
      .locator(`#${sectionIds.trackRecord}`)
      .getByRole('link', { name: /full record/ })
      .click();
    await expect(page).toHaveURL(/\/record$/);
    expect(await figures(page, INTRO)).toEqual(onHome);
  });

  test('the voids are counted on /record and listed with why each was called off', async ({ page, request }) => {
    const rows = await ledger(request);
    await page.goto(siteRoutes.record);
    const voids = rows.filter((row) => row.result === 'void');
    const shown = await tableRows(page, recordRiskFigures.voidsCaption);
    expect([...shown.keys()]).toEqual(voids.map((row) => row.id));
    expect(shown.size).toBeGreaterThan(0);
    await expect(figure(page, recordRiskFigures.voids).value).toHaveText(String(shown.size));
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: recordSettings.timeZone,
    });
    // Why, as the void says it: its note (corrected, in record.csv), else its game's status, else it
    // is a parlay whose every leg was voided; never the reason of a correction, which says why the
    // ledger changed.
    const status = (score: string) => voidStatusOf(score)?.word;
    for (const row of voids) {
      const why =
        row.note ||
        (status(row.score ?? '') ? pickPage.gameStatus(status(row.score ?? '') ?? '') : recordRiskFigures.voidLegs);
      expect(shown.get(row.id ?? ''), row.id).toEqual([day.format(new Date(row.event_start ?? '')), row.event, why]);
    }
  });

  test('a month means the same everywhere: the chart’s table, “By month” and the year pages agree on every month’s units', async ({
    page,
  }) => {
    await page.goto(siteRoutes.record);
    const chart = await tableRows(page, 'Units over time, month by month');
    const byMonth = await tableRows(page, 'By month');
    expect(chart.size).toBeGreaterThan(12);
    const years = new Set<string>();
    for (const [month, [chartUnits]] of chart) {
      expect(byMonth.get(month)?.[2], month).toBe(chartUnits);
      years.add(month.slice(-4));
    }
    for (const year of years) {
      await page.goto(recordYearPath(Number(year)));
      const captions = await page.locator('caption').allTextContents();
      for (const caption of captions) {
        const [, month, shown] = /^(\w+ \d{4}): .*, (\S+) units$/.exec(caption) ?? [];
        if (month) expect(shown, `${month} on ${recordYearPath(Number(year))}`).toBe(chart.get(month)?.[0]);
      }
    }
  });

  test.describe('every figure from the sample ledger says so', () => {
    test.skip(() => !sampleLabel, 'the ledger is real');
    const label = sampleLabel ?? '';

    test('on /record: the headline, the chart, the figures behind it, the breakdowns, the latest picks, the worked check and the download', async ({
      page,
    }) => {
      await page.goto(siteRoutes.record);
      for (const id of [
        'record-title',
        'chart-title',
        'behind-the-numbers-title',
        'breakdown-title',
        'latest-title',
        'check-title',
        'download-title',
      ]) {
        await expect(page.locator(`[aria-labelledby="${id}"]`).getByText(label, { exact: true }), id).toBeVisible();
      }
      await expect(page.getByText(label, { exact: true })).toHaveCount(7);
    });

    test('on the home page’s track record', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator(`#${sectionIds.trackRecord}`).getByText(label, { exact: true })).toBeVisible();
    });

    test('on a year page', async ({ page }) => {
      await page.goto(latestYearPage);
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    });
  });

  test('the record pages load no script the about page does not', async ({ page }) => {
    // The scripts arrive at the first interaction (scripts/build/script-loader.mjs): give it, then
    // note every script the page fetched by the time React owns the menu and the network is quiet.
    const scripts = async (path: string) => {
      const fetched = new Set<string>();
      const note = (request: Request) => {
        if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname);
      };
      page.on('request', note);
      await page.goto(path);
      await page.mouse.move(10, 10);
      await hydrated(page, 'header [popovertarget]');
      await page.waitForLoadState('networkidle');
      page.off('request', note);
      return [...fetched].sort();
    };
    const about = await scripts(siteRoutes.about);
    expect(about.length).toBeGreaterThan(0);
    expect(await scripts(siteRoutes.record)).toEqual(about);
    expect(await scripts(latestYearPage)).toEqual(about);
  });

  test('search engines get the page, its dataset, its download and dated sitemap entries', async ({
    page,
    request,
  }) => {
    await page.goto(siteRoutes.record);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.url}/record`);
    const graph = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => JSON.parse(text)['@graph'] as { '@type': string; distribution?: Record<string, string> }[],
    );
    const dataset = graph.find((node) => node['@type'] === 'Dataset');
    expect(dataset?.distribution).toMatchObject({
      encodingFormat: 'text/csv',
      contentUrl: `${siteConfig.url}/record.csv`,
    });
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect((await request.get(new URL(image ?? '').pathname)).headers()['content-type']).toBe('image/png');
    // /record and each year are dated by the latest settlement they show, in the record's time zone.
    const rows = await ledger(request);
    const lastSettled = (list: Row[]) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: recordSettings.timeZone }).format(
        Math.max(...list.filter((row) => row.settled).map((row) => Date.parse(row.settled ?? ''))),
      );
    const xml = await (await request.get('/sitemap.xml')).text();
    const lastmod = (path: string) =>
      new RegExp(`<loc>${siteConfig.url}${path}</loc>\\s*<lastmod>(.*?)</lastmod>`).exec(xml)?.[1];
    expect(lastmod(siteRoutes.record)).toBe(lastSettled(rows));
    for (const year of new Set(rows.map((row) => yearOf(row.event_start ?? '')))) {
      expect(lastmod(recordYearPath(Number(year))), recordYearPath(Number(year))).toBe(
        lastSettled(rows.filter((row) => yearOf(row.event_start ?? '') === year)),
      );
    }
  });
});

test('each correction links to its pick; the one farthest down its page lands between the header and the banner', async ({
  page,
  request,
}) => {
  await page.goto(siteRoutes.record);
  const links = await page
    .locator('a[href*="#"]', { hasText: /^Pick / })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  // Every link's row is on its page, read from the HTML as served.
  const pages = new Map<string, string>();
  const place = new Map<string, number>();
  for (const href of links) {
    const [path = '', id = ''] = href.split('#');
    if (!pages.has(path)) pages.set(path, await (await request.get(path)).text());
    const at = pages.get(path)?.indexOf(`<tr id="${id}">`) ?? -1;
    expect(at, `${href}: the row it links to`).toBeGreaterThan(0);
    place.set(href, at);
  }
  // Months far down a year page are laid out only when they near the screen, at an estimated
  // height: the farther down the row, the more a wrong estimate would move it. That one is followed.
  const farthest = [...place].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  // A year page is long: wait for it to load, not for the first look at the URL.
  await Promise.all([page.waitForURL(new RegExp(`${farthest}$`)), page.locator(`a[href="${farthest}"]`).click()]);
  const row = page.locator(`[id="${farthest.split('#')[1]}"]`);
  await expect(row).toBeInViewport();
  await expect(async () => {
    const box = await row.boundingBox();
    const { headerBottom, bannerTop } = await overlays(page);
    expect(box?.y, farthest).toBeGreaterThanOrEqual(headerBottom);
    expect((box?.y ?? 0) + (box?.height ?? 0), farthest).toBeLessThanOrEqual(bannerTop);
  }).toPass();
});

// The hero's and the story's claims, as a visitor reads them on the sample build. How they follow
// from a ledger and the build date is Jest's (__tests__/recordClaims.test.ts); here the sample's own
// facts are written out: its first pick, RC-0001, was posted on August 1, 2023 (New York), and every
// graded sample pick has its slip. The words are the same at every width.
test.describe('what the other pages say of the record', desktopOnly, () => {
  test('the hero, the timeline and the story start the record in August 2023 and give it the same years', async ({
    page,
  }) => {
    await page.goto(siteRoutes.home);
    const badge = (await page.locator('section[aria-labelledby="hero-title"]').textContent()) ?? '';
    // Three whole years from August 2023 when the sample was made (November 2026), more in a later build.
    const years = Number(/(\d+)\+ years of posted results/.exec(badge)?.[1] ?? 0);
    expect(years, 'the hero’s years').toBeGreaterThanOrEqual(3);
    const timeline = page.locator(`#${sectionIds.trackRecord} ol time`);
    expect(await timeline.first().getAttribute('datetime'), 'the timeline’s first receipt').toBe('2023-08');
    await expect(page.locator('main')).toContainText('the real slip for every pick we post');

    await page.goto(siteRoutes.about);
    await expect(page.locator('main')).toContainText(
      `over ${years} years, and the public record of posted receipts goes back to August 2023.`,
    );
  });
});
