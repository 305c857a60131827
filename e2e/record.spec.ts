import { recordYearPath, routes as siteRoutes, sectionIds } from '@/content/routes';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { recordSettings } from '@/content/record/settings';
import { siteConfig } from '@/data/config';
import { expect, overlays, test } from './fixtures';

// The figures are worked out here from the published CSV alone, with no code shared with the site.
type Row = Record<string, string>;

async function ledger(request: APIRequestContext): Promise<Row[]> {
  const response = await request.get(siteRoutes.recordCsv);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/csv/);
  return parse(await response.text(), { columns: true, skip_empty_lines: true }) as Row[];
}

/** Profit in hundredths of a unit, as a book pays: to the cent. */
function profitCents({ result, odds, stake }: Row): number {
  const price = Number(odds);
  const risked = Number(stake);
  if (result === 'win') return Math.round((price > 0 ? (risked * price) / 100 : (risked * 100) / -price) * 100);
  if (result === 'loss') return -Math.round(risked * 100);
  return 0;
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

function expected(rows: Row[]) {
  const count = (result: string) => rows.filter((row) => row.result === result).length;
  const cents = rows.reduce((sum, row) => sum + profitCents(row), 0);
  const riskedCents = rows
    .filter((row) => row.result === 'win' || row.result === 'loss')
    .reduce((sum, row) => sum + Math.round(Number(row.stake) * 100), 0);
  return {
    'Record (W-L-P)': `${count('win')}-${count('loss')}-${count('push')}`,
    'Units won': signed(cents / 100, 2),
    ROI: riskedCents ? `${signed((cents / riskedCents) * 100, 1)}%` : '–',
    Picks: String(rows.length),
  };
}

async function figures(page: Page, scope: string): Promise<Record<string, string>> {
  return page
    .locator(`${scope} dl`)
    .first()
    .evaluate((list) => {
      const pairs: Record<string, string> = {};
      for (const item of list.querySelectorAll(':scope > div')) {
        pairs[item.querySelector('dt')?.textContent ?? ''] = item.querySelector('dd')?.textContent ?? '';
      }
      return pairs;
    });
}

const INTRO = 'section[aria-labelledby="record-title"]';
const samples = JSON.parse(readFileSync('content/samples.json', 'utf8')) as Record<string, string>;
const sampleLabel = samples['content/record/picks.csv'];

test.describe('the public record', () => {
  test.skip(({ isMobile }) => isMobile, 'the figures are the same at every width');

  test('/record shows the figures anyone can work out from /record.csv', async ({ page, request }) => {
    const rows = await ledger(request);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Math.round(Number(row.profit || 0) * 100), `profit of ${row.id}`).toBe(profitCents(row));
    }
    await page.goto(siteRoutes.record);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await figures(page, INTRO)).toMatchObject(expected(rows));
    const graded = rows.filter((row) => row.result === 'win' || row.result === 'loss');
    const wins = graded.filter((row) => row.result === 'win').length;
    const riskedCents = graded.reduce((sum, row) => sum + Math.round(Number(row.stake) * 100), 0);
    expect(await figures(page, '#behind-the-numbers')).toMatchObject({
      'Win rate': `${((wins / graded.length) * 100).toFixed(1)}%`,
      'Units risked': (riskedCents / 100).toFixed(2),
    });
    await expect(page.getByRole('link', { name: /Download the ledger/ })).toHaveAttribute('href', siteRoutes.recordCsv);
  });

  test('a year page lists every pick of that year, month by month, newest first', async ({ page, request }) => {
    // Walks every year page, hundreds of rows each.
    test.slow();
    const rows = await ledger(request);
    const years = [...new Set(rows.map((row) => yearOf(row.posted ?? '')))].sort();
    await page.goto(siteRoutes.record);
    const links = await page.locator('#years a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(years.map((year) => recordYearPath(Number(year))).reverse());

    for (const year of years) {
      const ofYear = rows
        .filter((row) => yearOf(row.posted ?? '') === year)
        .sort((a, b) => Date.parse(b.posted ?? '') - Date.parse(a.posted ?? ''));
      await page.goto(recordYearPath(Number(year)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Every pick of ${year}`);
      // The rows are in the HTML once, not again in the payload that hydrates the page (RecordPicksTable).
      const html = await (await request.get(recordYearPath(Number(year)))).text();
      expect(html.match(/data-r=/g) ?? []).toHaveLength(ofYear.length);
      // Each row's first cell is the time posted, in the record's time zone with the zone named.
      const shown = await page.locator('main tbody tr td:first-child').allTextContents();
      expect(shown).toEqual(ofYear.map((row) => postedText(row.posted ?? '')));
      const selections = await page.locator('main tbody tr td:nth-child(3)').allTextContents();
      expect(selections).toEqual(ofYear.map((row) => row.selection));
      expect(await figures(page, INTRO)).toMatchObject(expected(ofYear));
      // Every slip photo keeps its box before it loads and says what it shows.
      const slips = page.locator('main tbody img');
      await expect(slips).toHaveCount(ofYear.filter((row) => row.slip).length);
      for (const img of await slips.all()) {
        await expect(img).toHaveAttribute('loading', 'lazy');
        await expect(img).toHaveAttribute('width', /^\d+$/);
        await expect(img).toHaveAttribute('height', /^\d+$/);
        await expect(img).toHaveAttribute('alt', /^Slip from .+/);
      }
    }
  });

  test('the chart has a text alternative and its figures as a table', async ({ page, request }) => {
    const rows = await ledger(request);
    await page.goto(siteRoutes.record);
    const chart = page.getByRole('img', { name: /^Cumulative units from / });
    await expect(chart).toBeVisible();
    const units = expected(rows)['Units won'];
    await expect(chart).toHaveAccessibleName(new RegExp(`: ${units.replace('+', '\\+')} units at the end`));
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
    await expect(card.getByRole('link')).toHaveAttribute('href', siteRoutes.record);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(card).toBeHidden();
  });

  test('the home page shows the same figures as /record, and links to it', async ({ page }) => {
    await page.goto(siteRoutes.record);
    const onRecord = await figures(page, INTRO);
    await page.goto('/');
    expect(await figures(page, `#${sectionIds.trackRecord}`)).toEqual(onRecord);
    await page
      .locator(`#${sectionIds.trackRecord}`)
      .getByRole('link', { name: /full record/ })
      .click();
    await expect(page).toHaveURL(/\/record$/);
  });

  test('every figure from the sample ledger says so', async ({ page }) => {
    test.skip(!sampleLabel, 'the ledger is real');
    await page.goto(siteRoutes.record);
    // The headline, the chart, the figures behind it, the breakdowns, the latest picks and the download.
    for (const id of [
      'record-title',
      'chart-title',
      'behind-the-numbers-title',
      'breakdown-title',
      'latest-title',
      'download-title',
    ]) {
      await expect(
        page.locator(`[aria-labelledby="${id}"]`).getByText(sampleLabel ?? '', { exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByText(sampleLabel ?? '', { exact: true })).toHaveCount(6);
    await page.goto('/');
    await expect(
      page.locator(`#${sectionIds.trackRecord}`).getByText(sampleLabel ?? '', { exact: true }),
    ).toBeVisible();
    const year = await page.goto(siteRoutes.record).then(() => page.locator('#years a').first().getAttribute('href'));
    await page.goto(year ?? '');
    await expect(page.getByText(sampleLabel ?? '', { exact: true })).toBeVisible();
  });

  test('the record pages load no script the about page does not', async ({ page, request }) => {
    const scripts = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]).sort();
    };
    const about = await scripts(siteRoutes.about);
    expect(about.length).toBeGreaterThan(0);
    await page.goto(siteRoutes.record);
    const year = (await page.locator('#years a').first().getAttribute('href')) ?? '';
    expect(await scripts(siteRoutes.record)).toEqual(about);
    expect(await scripts(year)).toEqual(about);
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
    for (const year of new Set(rows.map((row) => yearOf(row.posted ?? '')))) {
      expect(lastmod(recordYearPath(Number(year))), recordYearPath(Number(year))).toBe(
        lastSettled(rows.filter((row) => yearOf(row.posted ?? '') === year)),
      );
    }
  });
});

for (const path of [siteRoutes.record, 'year']) {
  test(`${path === 'year' ? 'a year page' : path} has no axe violations`, async ({ page }) => {
    // A year page holds hundreds of rows for axe to walk.
    test.slow();
    await page.goto(siteRoutes.record);
    if (path === 'year') await page.goto((await page.locator('#years a').first().getAttribute('href')) ?? '');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('each correction links to its pick, shown between the header and the banner', async ({ page }) => {
  // Months far down a year page are laid out only when they near the screen: the link must still land.
  await page.goto(siteRoutes.record);
  const links = await page
    .locator('a[href*="#"]', { hasText: /^Pick / })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) {
    await page.goto(siteRoutes.record);
    await page.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const row = page.locator(`[id="${href.split('#')[1]}"]`);
    await expect(row).toBeInViewport();
    await expect(async () => {
      const box = await row.boundingBox();
      const { headerBottom, bannerTop } = await overlays(page);
      expect(box?.y, href).toBeGreaterThanOrEqual(headerBottom);
      expect((box?.y ?? 0) + (box?.height ?? 0), href).toBeLessThanOrEqual(bannerTop);
    }).toPass();
  }
});
