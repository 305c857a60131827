import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { recordDefinitions, recordFigures, recordRiskFigures } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings';
import { recordYearPath, routes, sectionIds } from '@/content/routes';
import { expect, test } from './fixtures';

// Everything here is worked out again from /record.csv with this file's own arithmetic, not the
// site's code, the way a sceptical bettor with a spreadsheet would.
test.skip(({ isMobile }) => isMobile, 'the figures are the same at every size; the desktop run reads them');

type Row = Record<string, string>;
const MINUS = '\u2212';

async function ledger(request: APIRequestContext): Promise<Row[]> {
  const csv = await (await request.get(routes.recordCsv)).text();
  return parse(csv.replace(/^\uFEFF/, ''), { columns: true });
}

const decimal = (odds: number) => (odds < 0 ? 1 + 100 / -odds : 1 + odds / 100);

/**
 * Hundredths of a unit won or lost, as a book pays to the cent. A parlay won with a leg that pushed
 * or was voided pays at the price of the legs that won (docs/grading.md): each leg's price is in
 * the selection, "(-110)", and its outcome leads its part of the score, "push 20-23".
 */
function profit(row: Row): number {
  const odds = Number(row.odds);
  const stake = Number(row.stake);
  const legs = row.market === 'parlay' ? (row.score ?? '').split('; ').map((leg) => leg.split(' ')[0]) : [];
  if (row.result === 'win' && legs.some((leg) => leg === 'push' || leg === 'void')) {
    const prices = (row.selection ?? '').split('; ').map((leg) => Number(/\(([+-]\d+)\)$/.exec(leg)?.[1]));
    const paid = prices.reduce(
      (product, price, index) => (legs[index] === 'win' ? product * decimal(price) : product),
      1,
    );
    return Math.round(stake * (paid - 1) * 100);
  }
  if (row.result === 'win') return Math.round((odds < 0 ? (stake * 100) / -odds : (stake * odds) / 100) * 100);
  return row.result === 'loss' ? -Math.round(stake * 100) : 0;
}
const signed = (value: number, digits: number) => {
  const rounded = Number(value.toFixed(digits));
  if (rounded === 0) return (0).toFixed(digits);
  return `${rounded > 0 ? '+' : MINUS}${Math.abs(rounded).toFixed(digits)}`;
};
const units = (hundredths: number) => signed(hundredths / 100, 2);
const percent = (ratio: number) => `${signed(ratio * 100, 1)}%`;

/** A group's record, units and ROI as the breakdown tables print them. */
function figures(rows: readonly Row[]) {
  const count = (result: string) => rows.filter((row) => row.result === result).length;
  const won = rows.reduce((sum, row) => sum + profit(row), 0);
  const risked = rows
    .filter((row) => row.result === 'win' || row.result === 'loss')
    .reduce((sum, row) => sum + Math.round(Number(row.stake) * 100), 0);
  return { record: `${count('win')}-${count('loss')}-${count('push')}`, won, roi: risked ? won / risked : null };
}

/** The cells of a table's rows, by the text of their first cell. */
async function tableRows(page: Page, caption: string): Promise<Map<string, string[]>> {
  const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
  return new Map(rows.map(([label = '', ...cells]) => [label, cells]));
}

test('every figure on /record says, beside it, how it is counted', async ({ page }) => {
  await page.goto(routes.record);
  const definition = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd')
      .nth(1);
  const book = recordSettings.closingBook;
  const expected: [string, string][] = [
    [recordFigures.record, recordDefinitions.record],
    [recordFigures.units, recordDefinitions.units],
    [recordFigures.roi, recordDefinitions.roi],
    [recordFigures.picks, recordDefinitions.picks],
    [recordFigures.since, recordDefinitions.since],
    [recordFigures.updated, recordDefinitions.updated],
    [recordRiskFigures.winRate, recordDefinitions.winRate],
    [recordRiskFigures.unitsRisked, recordDefinitions.unitsRisked],
    [recordRiskFigures.medianOdds, recordDefinitions.medianOdds],
    [recordRiskFigures.maxDrawdown, recordDefinitions.maxDrawdown],
    [recordRiskFigures.longestLosingRun, recordDefinitions.longestLosingRun],
    [recordRiskFigures.priceClv, recordDefinitions.priceClv(book)],
    [recordRiskFigures.lineClv, recordDefinitions.lineClv(book)],
  ];
  for (const [label, text] of expected) await expect(definition(label), label).toHaveText(text);
  await expect(definition(recordRiskFigures.roiInterval)).toContainText('95 times in 100');
  await expect(page.getByText(`A unit is $${recordSettings.unitDollars} of our own money`)).toBeVisible();
  await expect(page.getByText('A pick counts on the day its game started')).toBeVisible();
});

test('the breakdowns by market and by stake, each one’s share of the units, and the ROI interval match the download', async ({
  page,
  request,
}) => {
  const rows = await ledger(request);
  await page.goto(routes.record);
  const total = figures(rows).won;
  for (const [caption, key] of [
    ['By market', (row: Row) => row.market],
    ['By stake', (row: Row) => `${Number(row.stake)} u`],
  ] as const) {
    const shown = await tableRows(page, caption);
    const groups = new Map<string, Row[]>();
    for (const row of rows.filter((candidate) => candidate.market !== '' || caption === 'By stake')) {
      groups.set(key(row) ?? '', [...(groups.get(key(row) ?? '') ?? []), row]);
    }
    expect([...shown.keys()].sort(), caption).toEqual([...groups.keys()].sort());
    for (const [group, members] of groups) {
      const { record, won, roi } = figures(members);
      const [wlp, , unitsCell, roiCell, picksCell, shareCell] = shown.get(group) ?? [];
      expect([wlp, unitsCell, roiCell, picksCell, shareCell], `${caption}: ${group}`).toEqual([
        record,
        units(won),
        roi === null ? '–' : percent(roi),
        String(members.length),
        total > 0 ? percent(won / total) : '–',
      ]);
    }
  }

  // The interval, by the method /record states: the graded picks redrawn 2,000 times with
  // mulberry32 from the fixed seed, indices ⌊u·n⌋, the 2.5th and 97.5th percentiles.
  const graded = rows.filter((row) => row.result === 'win' || row.result === 'loss' || row.result === 'push');
  const { resamples, seed } = recordSettings.roiInterval;
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rois = Array.from({ length: resamples }, () => {
    let won = 0;
    let risked = 0;
    for (let i = 0; i < graded.length; i += 1) {
      const row = graded[Math.floor(next() * graded.length)] ?? {};
      won += profit(row);
      risked += row.result === 'push' ? 0 : Math.round(Number(row.stake) * 100);
    }
    return won / risked;
  }).sort((a, b) => a - b);
  const low = rois[Math.floor(0.025 * resamples)] ?? 0;
  const high = rois[Math.ceil(0.975 * resamples) - 1] ?? 0;
  const interval = page.locator('dl > div', { has: page.getByText(recordRiskFigures.roiInterval, { exact: true }) });
  await expect(interval.locator('dd').first()).toHaveText(`${percent(low)} to ${percent(high)}`);
  await expect(interval.locator('dd').nth(1)).toContainText(`the ${graded.length} graded picks`);
});

test('a month means the same everywhere: the chart’s table, “By month” and the year pages agree on every month’s units', async ({
  page,
}) => {
  await page.goto(routes.record);
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

test('no page claims more years, an earlier first receipt or more slips than the ledger holds', async ({
  page,
  request,
}) => {
  const rows = await ledger(request);
  const checkpoint = await (await request.get(`${routes.record}/checkpoint.txt`)).text();
  const built = new Date(checkpoint.split('\n')[3]?.replace('built ', '') ?? '');
  const first = rows.map((row) => row.posted ?? '').sort()[0] ?? '';
  const firstMonth = new Intl.DateTimeFormat('en-CA', {
    timeZone: recordSettings.timeZone,
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(first))
    .slice(0, 7);
  const [year, month] = firstMonth.split('-').map(Number);
  const years = Math.floor(((built.getUTCFullYear() - (year ?? 0)) * 12 + built.getUTCMonth() + 1 - (month ?? 0)) / 12);
  const graded = rows.filter((row) => row.result && row.result !== 'pending');
  const everySlip = graded.every((row) => row.slip);

  await page.goto(routes.home);
  const badge = (await page.locator('section[aria-labelledby="hero-title"]').textContent()) ?? '';
  const claimed = Number(/(\d+)\+ years of posted results/.exec(badge)?.[1] ?? 0);
  expect(claimed, 'the hero’s years').toBeLessThanOrEqual(years);
  const timeline = page.locator(`#${sectionIds.trackRecord} ol time`);
  expect(await timeline.first().getAttribute('datetime'), 'the timeline’s first receipt').toBe(firstMonth);
  const text = (await page.locator('main').textContent()) ?? '';
  if (!everySlip) expect(text).not.toMatch(/slip for every pick/i);

  await page.goto(routes.about);
  const story = (await page.locator('main').textContent()) ?? '';
  const since = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 0, (month ?? 1) - 1, 1),
  );
  expect(story).toContain(`goes back to ${since}`);
  if (!everySlip) expect(story).not.toMatch(/slip for every pick/i);
});

test('each year page has its own preview card and description, with that year’s figures', async ({ page, request }) => {
  const rows = await ledger(request);
  const year = Number(rows.at(-1)?.event_start?.slice(0, 4));
  await page.goto(recordYearPath(year));
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image ?? '').pathname).toBe(`${recordYearPath(year)}/preview.png`);
  expect((await request.get(`${recordYearPath(year)}/preview.png`)).headers()['content-type']).toBe('image/png');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  const ofYear = rows.filter((row) => row.event_start?.startsWith(String(year)));
  const { record, won } = figures(ofYear);
  expect(description).toContain(`${year}: ${record} (W-L-P), ${units(won)} units`);
});
