import { parse } from 'csv-parse/sync';
import { marketCounts, recordDefinitions, recordFigures, recordPage, recordRiskFigures } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { recordYearPath, routes } from '@/content/routes';
import { fixtureOrigin, serveFixtureBuild } from './fixtureBuilds';
import { test as base, expect } from './fixtures';
import { INTRO, figure, figures, tableRows } from './recordFigures';

// What a visitor reads on /record, over the fixture record (e2e/fixtures/record) as built after its
// last game started (out-revealed/, `npm run build:fixtures:record`). Every figure is written here,
// worked out by hand from its five picks; the arithmetic behind them is unit-tested
// (__tests__/recordStats.test.ts, recordFigures.test.ts, recordGrading.test.ts).
//   FX-0001 NFL    spread    Buffalo Bills +3 (closed +2.5)   -110  1 u    win   +0.91
//   FX-0002 NBA    total     Under 221.5 (closed 220.5)       -108  1.5 u  loss  -1.50  (odds corrected)
//   FX-0003 NFL    moneyline Dallas Cowboys                   +145  1 u    win   +1.45  (closed +130 / -152)
//   FX-0004 NCAAF  spread    Michigan +7 (closed +7.5)        -115  2 u    push   0.00
//   FX-0005 NFL    total     Over 44.5                        -105  1 u    pending
// All five were timestamped before their games: every one is proven. Units +0.86 on 5.50 risked.
// The figures are the same at every size: the desktop project reads them (playwright.config.ts).
const MINUS = '\u2212';

/** The fixture build, served by the preview server of this Playwright worker (e2e/fixtureBuilds.ts). */
const test = base.extend({
  baseURL: async ({}, use, testInfo) => {
    await serveFixtureBuild('revealed', testInfo.parallelIndex);
    await use(fixtureOrigin('revealed', testInfo.parallelIndex));
  },
});

test('the headline: 2-1-1, +0.86 units, +15.6% on 5.50 risked, every pick proven, the corrected one named', async ({
  page,
  request,
}) => {
  // The download's profit column is the visitor's first check: plain numbers to the cent, nothing
  // for a pending pick.
  const rows: Record<string, string>[] = parse(await (await request.get(routes.recordCsv)).text(), {
    bom: true,
    columns: true,
  });
  expect(rows.map(({ id, profit }) => [id, profit])).toEqual([
    ['FX-0001', '0.91'],
    ['FX-0002', '-1.5'],
    ['FX-0003', '1.45'],
    ['FX-0004', '0'],
    ['FX-0005', ''],
  ]);

  await page.goto(routes.record);
  // 0.86 / 5.50 = 0.15636 → +15.6%; the pending pick counts among the picks, not the result.
  expect(await figures(page, INTRO)).toMatchObject({
    'Record (W-L-P)': '2-1-1',
    'Units won': '+0.86',
    ROI: '+15.6%',
    Picks: '5',
  });
  const intro = page.locator('section[aria-labelledby="record-title"]');
  await expect(intro).toContainText('Not proven: none.');
  await expect(intro.locator('#not-proven')).toContainText(
    'Picks corrected after they went out count here at the worse for us of as posted and as corrected: 1 pick, listed under Corrections.',
  );
  // 2 wins of 3 decided; 1 + 1.5 + 1 + 2 units at risk.
  expect(await figures(page, '#behind-the-numbers')).toMatchObject({ 'Win rate': '66.7%', 'Units risked': '5.50' });
  await expect(figure(page, recordRiskFigures.voids).value).toHaveText('0');
  // 4 picks that stood are fewer than the small-sample threshold: no interval is drawn.
  await expect(figure(page, recordRiskFigures.roiInterval).value).toHaveText('–');
  await expect(figure(page, recordRiskFigures.roiInterval).note).toContainText(
    'Shown once 30 picks have stood (won, lost or pushed), so the range has enough picks to mean something; 4 have so far.',
  );
});

test('every figure says, beside it, how it is counted', async ({ page }) => {
  await page.goto(routes.record);
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
    // Only FX-0003's closing price is for the bet taken: the three spreads and totals closed on another line.
    [recordRiskFigures.priceClv, recordDefinitions.priceClv(book, marketCounts({ moneyline: 1 }))],
    [recordRiskFigures.priceClvPerPick, recordDefinitions.priceClvPerPick],
    [recordRiskFigures.voids, recordDefinitions.voids],
  ];
  for (const [label, text] of expected) await expect(figure(page, label).note, label).toHaveText(text);
  const intervalNote = figure(page, recordRiskFigures.roiInterval).note;
  await expect(intervalNote).toContainText('a 95% bootstrap interval over picks');
  await expect(intervalNote).not.toContainText('95 times in 100');
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

// Columns: record, win rate, units, ROI, interval, picks, share of the units (of +0.86).
const small = 'Small sample';
const breakdowns: Record<string, Record<string, string[]>> = {
  // Spreads: FX-0001 +0.91 and FX-0004's push, 3 risked; totals: FX-0002 -1.50 and FX-0005 pending.
  'By market': {
    spread: ['1-0-1', '100.0%', '+0.91', '+30.3%', small, '2', '+105.8%'],
    total: ['0-1-0', '0.0%', `${MINUS}1.50`, `${MINUS}100.0%`, small, '2', `${MINUS}174.4%`],
    moneyline: ['1-0-0', '100.0%', '+1.45', '+145.0%', small, '1', '+168.6%'],
  },
  // 1 u: +0.91 + 1.45 = +2.36 on 2 risked (FX-0005 pending); 2 u: a push, no decided pick.
  'By stake': {
    '1 u': ['2-0-0', '100.0%', '+2.36', '+118.0%', small, '3', '+274.4%'],
    '1.5 u': ['0-1-0', '0.0%', `${MINUS}1.50`, `${MINUS}100.0%`, small, '1', `${MINUS}174.4%`],
    '2 u': ['0-0-1', '–', '0.00', '0.0%', small, '1', '0.0%'],
  },
  'By sport': {
    NFL: ['2-0-0', '100.0%', '+2.36', '+118.0%', small, '3', '+274.4%'],
    NBA: ['0-1-0', '0.0%', `${MINUS}1.50`, `${MINUS}100.0%`, small, '1', `${MINUS}174.4%`],
    'college football': ['0-0-1', '–', '0.00', '0.0%', small, '1', '0.0%'],
  },
  // FX-0005 starts at 8:15 PM on November 30 in New York (01:15 UTC on December 1): still November.
  'By month': { 'November 2026': ['2-1-1', '66.7%', '+0.86', '+15.6%', small, '5', '+100.0%'] },
};

test('every breakdown row, its share of the units and its small-sample mark', async ({ page }) => {
  await page.goto(routes.record);
  for (const [caption, rows] of Object.entries(breakdowns))
    expect(Object.fromEntries(await tableRows(page, caption)), caption).toEqual(rows);
});

/**
 * Price: FX-0003 at +145 (decimal 2.45); closing +130 / -152 imply 0.434783 and 0.603175, margin
 * out 0.434783 / 1.037958 = 0.418883; 0.418883 × 2.45 − 1 = +0.0263 → +2.6%, by stake and per pick.
 * Lines, sport by sport: FX-0001 +3 closed +2.5 → +0.50 points; FX-0002 Under 221.5 closed 220.5 →
 * +1.00; FX-0004 +7 closed +7.5 → −0.50 (a push still had its line).
 */
test('closing-line value: on price by stake and per pick, on lines sport by sport', async ({ page }) => {
  await page.goto(routes.record);
  await expect(figure(page, recordRiskFigures.priceClv).value).toHaveText('+2.6% on 1 pick');
  await expect(figure(page, recordRiskFigures.priceClvPerPick).value).toHaveText('+2.6% on 1 pick');
  expect(Object.fromEntries(await tableRows(page, recordRiskFigures.lineClvCaption))).toEqual({
    NFL: ['1', '0', '+0.50 pts', small],
    NBA: ['0', '1', '+1.00 pts', small],
    'college football': ['1', '0', `${MINUS}0.50 pts`, small],
  });
});

test('the chart ends at the units won, and its table says so month by month', async ({ page }) => {
  await page.goto(routes.record);
  await expect(page.getByRole('img', { name: /^Cumulative units from / })).toHaveAccessibleName(
    /: \+0\.86 units at the end/,
  );
  // The fixture's one month: its units and the running total at its end are the same +0.86.
  expect(Object.fromEntries(await tableRows(page, 'Units over time, month by month'))).toEqual({
    'November 2026': ['+0.86', '+0.86'],
  });
});

test('the year page has its own preview card and description, with that year’s figures', async ({ page, request }) => {
  const year = recordYearPath(2026);
  await page.goto(year);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image ?? '').pathname).toBe(`${year}/preview.png`);
  expect((await request.get(`${year}/preview.png`)).headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /2026: 2-1-1 \(W-L-P\), \+0\.86 units/,
  );
  expect(await figures(page, INTRO)).toMatchObject({
    'Record (W-L-P)': '2-1-1',
    'Units won': '+0.86',
    ROI: '+15.6%',
    Picks: '5',
  });
});
