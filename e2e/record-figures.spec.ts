import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { marketCounts, recordDefinitions, recordFigures, recordPage, recordRiskFigures } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings.mjs';
import { recordYearPath, routes, sectionIds } from '@/content/routes';
import { expect, test } from './fixtures';

// Everything here is worked out again from /record.csv with this file's own arithmetic, not the
// site's code, the way a sceptical bettor with a spreadsheet would. Only the words come from the
// site's content: the labels to find a figure by, and the sentences that say how it is counted.
test.skip(({ isMobile }) => isMobile, 'the figures are the same at every size; the desktop run reads them');

type Row = Record<string, string>;
const MINUS = '\u2212';
const { timeZone, closingBook: book } = recordSettings;

async function csv(request: APIRequestContext, path: string): Promise<Row[]> {
  const text = await (await request.get(path)).text();
  return parse(text.replace(/^\uFEFF/, ''), { columns: true });
}
const ledger = (request: APIRequestContext) => csv(request, routes.recordCsv);

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
  // In hundredths first, so a half cent is exactly half and rounds up (docs/grading.md, "Amounts").
  const hundredths = Math.round(stake * 100);
  if (row.result === 'win') return Math.round(odds < 0 ? (hundredths * 100) / -odds : (hundredths * odds) / 100);
  return row.result === 'loss' ? -Math.round(stake * 100) : 0;
}
/** The stake in hundredths of a unit. */
const staked = (row: Row) => Math.round(Number(row.stake) * 100);
/** Wins, losses and pushes: the picks whose stake was at risk, which the ROI divides by. */
const isGraded = (row: Row) => row.result === 'win' || row.result === 'loss' || row.result === 'push';
const signed = (value: number, digits: number) => {
  const rounded = Number(value.toFixed(digits));
  if (rounded === 0) return (0).toFixed(digits);
  return `${rounded > 0 ? '+' : MINUS}${Math.abs(rounded).toFixed(digits)}`;
};
const units = (hundredths: number) => signed(hundredths / 100, 2);
const percent = (ratio: number) => `${signed(ratio * 100, 1)}%`;
const points = (value: number) => `${signed(value, 2)} pts`;
const whole = (count: number) => new Intl.NumberFormat('en-US').format(count);
const plural = (count: number) => `${whole(count)} pick${count === 1 ? '' : 's'}`;

/** A group's record, units and ROI as the breakdown tables print them. */
function figures(rows: readonly Row[]) {
  const count = (result: string) => rows.filter((row) => row.result === result).length;
  const won = rows.reduce((sum, row) => sum + profit(row), 0);
  const risked = rows.filter(isGraded).reduce((sum, row) => sum + staked(row), 0);
  const decided = count('win') + count('loss');
  return {
    record: `${count('win')}-${count('loss')}-${count('push')}`,
    winRate: decided ? `${((count('win') / decided) * 100).toFixed(1)}%` : '–',
    won,
    roi: risked ? won / risked : null,
  };
}

/**
 * The 95% interval by the method /record states: the picks, in the download's order, redrawn
 * with replacement as many times as the settings say, with mulberry32 from the fixed seed and
 * indices ⌊u·n⌋; each draw's sum gained over its sum staked; the 2.5th and 97.5th percentiles.
 * None on fewer picks than the small-sample threshold.
 */
function interval(picks: readonly { gained: number; staked: number }[]): { low: number; high: number } | null {
  const { resamples, seed, smallSample } = recordSettings.interval;
  if (picks.length < smallSample) return null;
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const ratios = Array.from({ length: resamples }, () => {
    let gained = 0;
    let stake = 0;
    for (let i = 0; i < picks.length; i += 1) {
      const pick = picks[Math.floor(next() * picks.length)] ?? { gained: 0, staked: 0 };
      gained += pick.gained;
      stake += pick.staked;
    }
    return stake > 0 ? gained / stake : 0;
  }).sort((a, b) => a - b);
  return { low: ratios[Math.floor(0.025 * resamples)] ?? 0, high: ratios[Math.ceil(0.975 * resamples) - 1] ?? 0 };
}
const roiInterval = (rows: readonly Row[]) =>
  interval(rows.filter(isGraded).map((row) => ({ gained: profit(row), staked: staked(row) })));
/** An interval as a table cell: "−3.1% to +9.8%", or the small-sample mark. */
const intervalCell = (range: { low: number; high: number } | null, format: (value: number) => string) =>
  range ? `${format(range.low)} to ${format(range.high)}` : 'Small sample';

/** Points the line we took beat the closing line by, for a spread or total with a closing line. */
function lineValue(row: Row): number | null {
  if (row.closing_line === '' || row.result === 'void' || row.result === 'pending') return null;
  const closing = Number(row.closing_line);
  const selection = (row.selection ?? '').trim();
  if (row.market === 'total') {
    const [, side, line] = /^(over|under)\s+(\d+(?:\.5)?)$/i.exec(selection) ?? [];
    if (!side) return null;
    return side.toLowerCase() === 'over' ? closing - Number(line) : Number(line) - closing;
  }
  if (row.market === 'spread') {
    const [, line] = /\s([+-]\d+(?:\.5)?)$/.exec(selection) ?? [];
    return line === undefined ? null : Number(line) - closing;
  }
  return null;
}

/**
 * The expected return of our price at the closing price with the margin taken out, where both
 * closing prices are known: not a parlay, a void, or a spread or total whose line moved.
 */
function priceValue(row: Row): number | null {
  if (row.market === 'parlay' || row.result === 'void' || row.result === 'pending') return null;
  if (row.closing_odds === '' || row.closing_other_odds === '') return null;
  const moved = lineValue(row);
  if (moved !== null && moved !== 0) return null;
  const implied = (odds: number) => (odds < 0 ? -odds / (-odds + 100) : 100 / (odds + 100));
  const ours = implied(Number(row.closing_odds));
  const odds = Number(row.odds);
  return (ours / (ours + implied(Number(row.closing_other_odds)))) * (odds < 0 ? 1 + 100 / -odds : 1 + odds / 100) - 1;
}

/** The picks a closing-line figure rests on, with the value, the mean by stake and the plain mean. */
function closingLine(rows: readonly Row[], value: (row: Row) => number | null) {
  const measured = rows.flatMap((row) => {
    const worth = value(row);
    return worth === null ? [] : [{ row, worth }];
  });
  const stake = measured.reduce((sum, { row }) => sum + staked(row), 0);
  const markets: Record<string, number> = {};
  for (const { row } of measured) markets[row.market ?? ''] = (markets[row.market ?? ''] ?? 0) + 1;
  return {
    measured,
    markets,
    byStake: measured.reduce((sum, { row, worth }) => sum + staked(row) * worth, 0) / stake,
    perPick: measured.reduce((sum, { worth }) => sum + worth, 0) / measured.length,
  };
}

/** Rows grouped by a key, each group in the download's order, groups in order of first appearance. */
function groupBy(rows: readonly Row[], key: (row: Row) => string | null): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = key(row);
    if (group !== null) groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  return groups;
}

/** The cells of a table's rows, by the text of their first cell. */
async function tableRows(page: Page, caption: string): Promise<Map<string, string[]>> {
  const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
  return new Map(rows.map(([label = '', ...cells]) => [label, cells]));
}

/** A figure's value and its note, by its label. */
function figure(page: Page, label: string) {
  const box = page.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  return { value: box.locator('dd').first(), note: box.locator('dd').nth(1) };
}

test('every figure on /record says, beside it, how it is counted', async ({ page, request }) => {
  const rows = await ledger(request);
  await page.goto(routes.record);
  const prices = closingLine(rows, priceValue);
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
    [recordRiskFigures.priceClv, recordDefinitions.priceClv(book, marketCounts(prices.markets))],
    [recordRiskFigures.priceClvPerPick, recordDefinitions.priceClvPerPick],
    [recordRiskFigures.voids, recordDefinitions.voids],
  ];
  for (const [label, text] of expected) await expect(figure(page, label).note, label).toHaveText(text);
  const intervalNote = figure(page, recordRiskFigures.roiInterval).note;
  await expect(intervalNote).toContainText('a 95% bootstrap interval over picks');
  await expect(intervalNote).not.toContainText('95 times in 100');
  // The ROI's words say pushes count and voids do not, and its figure (record.spec.ts) is worked
  // out that way; the closing-line notes say whose prices they are, and that we report them.
  await expect(figure(page, recordFigures.roi).note).toContainText('every win, loss and push');
  await expect(figure(page, recordRiskFigures.priceClv).note).toContainText(
    `${book} is a retail sportsbook, and these are its closing prices and lines as we report them ourselves`,
  );
  await expect(page.getByText(recordDefinitions.lineClv(book), { exact: true })).toBeVisible();
  await expect(page.getByText(recordPage.sampleRule(recordSettings.interval.smallSample), { exact: true })).toHaveCount(
    1,
  );
  await expect(page.getByText(`A unit is $${recordSettings.unitDollars} of our own money`)).toBeVisible();
  await expect(page.getByText('A pick counts on the day its game started')).toBeVisible();
});

test('every breakdown row, its share of the units and its interval or small-sample mark, and the ROI interval match the download', async ({
  page,
  request,
}) => {
  const rows = await ledger(request);
  await page.goto(routes.record);
  const total = figures(rows).won;
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone });
  const sports: Record<string, string> = recordSettings.sports;
  for (const [caption, key] of [
    ['By market', (row: Row) => row.market || null],
    ['By stake', (row: Row) => `${Number(row.stake)} u`],
    ['By sport', (row: Row) => sports[row.sport ?? ''] ?? null],
    ['By month', (row: Row) => month.format(new Date(row.event_start ?? ''))],
  ] as const) {
    const shown = await tableRows(page, caption);
    const groups = groupBy(rows, key);
    expect([...shown.keys()].sort(), caption).toEqual([...groups.keys()].sort());
    for (const [group, members] of groups) {
      const { record, winRate, won, roi } = figures(members);
      const range = roiInterval(members);
      expect(shown.get(group), `${caption}: ${group}`).toEqual([
        record,
        winRate,
        units(won),
        roi === null ? '–' : percent(roi),
        intervalCell(range, percent),
        String(members.length),
        total > 0 ? percent(won / total) : '–',
      ]);
    }
  }

  const graded = rows.filter(isGraded);
  const { low, high } = roiInterval(rows) ?? { low: NaN, high: NaN };
  const headline = figure(page, recordRiskFigures.roiInterval);
  await expect(headline.value).toHaveText(`${percent(low)} to ${percent(high)}`);
  await expect(headline.note).toContainText(`The ${whole(graded.length)} graded picks`);
});

test('closing-line value: on price by stake and per pick, on lines sport by sport, each on the picks it names', async ({
  page,
  request,
}) => {
  const rows = await ledger(request);
  await page.goto(routes.record);
  const prices = closingLine(rows, priceValue);
  expect(prices.measured.length).toBeGreaterThan(0);
  await expect(figure(page, recordRiskFigures.priceClv).value).toHaveText(
    `${percent(prices.byStake)} on ${plural(prices.measured.length)}`,
  );
  await expect(figure(page, recordRiskFigures.priceClvPerPick).value).toHaveText(
    `${percent(prices.perPick)} on ${plural(prices.measured.length)}`,
  );

  const sports: Record<string, string> = recordSettings.sports;
  const measured = rows.filter((row) => lineValue(row) !== null);
  const bySport = groupBy(measured, (row) => sports[row.sport ?? ''] ?? null);
  const shown = await tableRows(page, recordRiskFigures.lineClvCaption);
  expect([...shown.keys()].sort()).toEqual([...bySport.keys()].sort());
  expect(shown.size, 'one row per sport, no average across them').toBeGreaterThan(1);
  for (const [sport, members] of bySport) {
    const lines = closingLine(members, lineValue);
    const range = interval(
      lines.measured.map(({ row, worth }) => ({ gained: staked(row) * worth, staked: staked(row) })),
    );
    expect(shown.get(sport), sport).toEqual([
      String(members.filter((row) => row.market === 'spread').length),
      String(members.filter((row) => row.market === 'total').length),
      points(lines.byStake),
      intervalCell(range, points),
    ]);
  }
});

test('the voids are counted on /record and listed with why each was called off', async ({ page, request }) => {
  const rows = await ledger(request);
  const corrections = await csv(request, `${routes.record}/corrections.csv`);
  await page.goto(routes.record);
  const voids = rows.filter((row) => row.result === 'void');
  expect(voids.length).toBeGreaterThan(0);
  await expect(figure(page, recordRiskFigures.voids).value).toHaveText(String(voids.length));
  const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
  const shown = await tableRows(page, recordRiskFigures.voidsCaption);
  expect([...shown.keys()]).toEqual(voids.map((row) => row.id));
  for (const row of voids) {
    const made = corrections.findLast(
      (correction) => correction.pick_id === row.id && correction.field === 'result' && correction.after === 'void',
    );
    expect(shown.get(row.id ?? ''), row.id).toEqual([
      day.format(new Date(row.event_start ?? '')),
      row.event,
      made ? made.reason : row.note,
    ]);
  }
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
