/**
 * @jest-environment node
 */
import {
  cumulativeUnits,
  groupSummaries,
  lineClvInterval,
  profit,
  roiInterval,
  summarize,
  voidedPicks,
} from '@/lib/record/figures/stats';
import { notProvenFigures, provenSplit } from '@/lib/record/figures/proven';
import { isRevealed, type Correction, type Pick, type PublishedPick } from '@/lib/record/types';

let line = 1;
function pick(fields: Partial<Pick> = {}): Pick {
  line += 1;
  return {
    id: `RC-${line}`,
    line,
    posted: '2025-09-07T11:00:00-04:00',
    eventStart: '2025-09-07T13:00:00-04:00',
    sport: 'NFL',
    sportCode: 'NFL',
    event: 'A at B',
    market: 'spread',
    selection: 'B -3.5',
    odds: -110,
    stake: 1,
    sportsbook: 'Book',
    result: 'win',
    score: null,
    settled: '2025-09-07T16:00:00-04:00',
    closingOdds: null,
    closingOtherOdds: null,
    closingLine: null,
    slip: null,
    note: '',
    secret: 'a'.repeat(64),
    ...fields,
  };
}
const settledOn = (day: number) => `2025-09-${String(day).padStart(2, '0')}T23:00:00-04:00`;

describe('profit of one pick', () => {
  test.each([
    // 2 × 150/100 = 3
    ['a win at +150 for 2 units', { odds: 150, stake: 2 }, 3],
    // 1.5 × 100/120 = 1.25
    ['a win at -120 for 1.5 units', { odds: -120, stake: 1.5 }, 1.25],
    // 1 × 100/110 = 0.90909… → 0.91 (a hundredth of a unit, as a book pays to the cent)
    ['a win at -110 for 1 unit', { odds: -110, stake: 1 }, 0.91],
    // 1 × 100/100 = 1
    ['a win at +100 for 1 unit', { odds: 100, stake: 1 }, 1],
    ['a loss of 2.5 units', { result: 'loss', stake: 2.5 }, -2.5],
    ['a push', { result: 'push', stake: 2 }, 0],
    ['a void', { result: 'void', stake: 2 }, 0],
    ['a pending pick', { result: 'pending', settled: null }, null],
  ] as const)('%s', (_, fields, expected) => {
    expect(profit(pick(fields))).toBe(expected);
  });
});

/**
 * Eight picks, their games on Sept 1–8 (the pending one not yet graded), worked out by hand:
 *
 *   #  result   odds  stake  profit  cumulative  peak  drawdown
 *   1  win      -110  1      +0.91   0.91        0.91  0
 *   2  loss     +150  2      -2     -1.09        0.91  2.00
 *   3  push     -110  1      0      -1.09        0.91  2.00
 *   4  win      +150  2      +3      1.91        1.91  0
 *   5  loss     -120  1.5    -1.5    0.41        1.91  1.50
 *   6  void     -110  1      0       0.41        1.91  1.50
 *   7  loss     -105  1      -1     -0.59        1.91  2.50
 *   8  pending  -110  1      —
 *
 * Record 2-3-1 (W-L-P), 1 void, 1 pending; 8 picks, 7 settled.
 * Win rate 2 / (2 + 3) = 0.4.
 * Units won 0.91 - 2 + 0 + 3 - 1.5 + 0 - 1 = -0.59.
 * Units risked (wins, losses and the push; not the void) 1 + 2 + 1 + 2 + 1.5 + 1 = 8.5;
 *   ROI -0.59 / 8.5 = -0.069412 (without the push it would be -0.59 / 7.5 = -0.078667).
 * Median odds of the wins, losses and the push, in decimal: 1.833333 (-120), 1.909091 (-110, twice),
 *   1.952381 (-105), 2.5 (+150, twice): the lower middle of six is the third, 1.909091 → -110.
 *   Favorites: 4 of the 6 (-110, -110, -120, -105) = 0.666667.
 * Max drawdown 1.91 - (-0.59) = 2.5. Longest losing run: W L P W L V L → the void does not break
 *   the run of #5 and #7, so 2.
 */
const gameOn = (day: number) => `2025-09-${String(day).padStart(2, '0')}T19:00:00-04:00`;
const week = [
  pick({
    result: 'win',
    odds: -110,
    stake: 1,
    settled: settledOn(1),
    eventStart: gameOn(1),
    posted: '2025-09-01T10:00:00-04:00',
  }),
  pick({ result: 'loss', odds: 150, stake: 2, settled: settledOn(2), eventStart: gameOn(2) }),
  pick({ result: 'push', odds: -110, stake: 1, settled: settledOn(3), eventStart: gameOn(3) }),
  pick({ result: 'win', odds: 150, stake: 2, settled: settledOn(4), eventStart: gameOn(4) }),
  pick({ result: 'loss', odds: -120, stake: 1.5, settled: settledOn(5), eventStart: gameOn(5) }),
  pick({ result: 'void', odds: -110, stake: 1, settled: settledOn(6), eventStart: gameOn(6) }),
  pick({ result: 'loss', odds: -105, stake: 1, settled: settledOn(7), eventStart: gameOn(7) }),
  pick({ result: 'pending', odds: -110, stake: 1, settled: null, eventStart: gameOn(8) }),
];

test('the figures of a set of picks match the ones worked out by hand', () => {
  expect(summarize(week)).toEqual({
    picks: 8,
    settled: 7,
    pending: 1,
    wins: 2,
    losses: 3,
    pushes: 1,
    voids: 1,
    winRate: 0.4,
    unitsWon: -0.59,
    unitsRisked: 8.5,
    roi: expect.closeTo(-0.069412, 6),
    medianOdds: -110,
    favoriteShare: expect.closeTo(0.666667, 6),
    maxDrawdown: 2.5,
    longestLosingRun: 2,
    priceClv: { value: null, perPick: null, picks: 0, markets: {} },
    lineClv: { value: null, perPick: null, picks: 0, markets: {} },
    firstPosted: '2025-09-01T10:00:00-04:00',
    lastSettled: settledOn(7),
  });
});

test('no picks: counts are 0 and the ratios are null, not NaN', () => {
  expect(summarize([])).toMatchObject({
    picks: 0,
    winRate: null,
    unitsWon: 0,
    roi: null,
    medianOdds: null,
    favoriteShare: null,
    maxDrawdown: 0,
    priceClv: { value: null, perPick: null, picks: 0, markets: {} },
    lineClv: { value: null, perPick: null, picks: 0, markets: {} },
    firstPosted: null,
    lastSettled: null,
  });
});

/**
 * Closing-line value on a hand-made ledger, worked out by hand:
 * - a 2-unit moneyline at -150 that closed -170 / +150: implied 0.629630 and 0.4, margin out 0.629630 /
 *   1.029630 = 0.611511; at our decimal odds 1.666667 that is worth 0.611511 × 1.666667 - 1 = +0.019185;
 * - a 1-unit Over 210.5 at -110 whose line did not move, closing -115 / -105: 0.534884 / (0.534884 +
 *   0.512195) = 0.510834, × 1.909091 - 1 = -0.024771; line value 0 points;
 * - a 1-unit spread taken at -3 that closed at -3.5: half a point better (its price is for another
 *   line, so it counts on lines only);
 * - a 3-unit Under 47 that closed at 46: one point better;
 * - left out: a parlay with closing odds, a moneyline without the other side's price, a void.
 * Price, by stake: (2 × 0.019185 + 1 × -0.024771) / 3 = +0.004533; per pick: (0.019185 - 0.024771) / 2
 *   = -0.002793; on 1 moneyline and 1 total.
 * Lines, by stake: (1 × 0 + 1 × 0.5 + 3 × 1) / 5 = 0.7; per pick: (0 + 0.5 + 1) / 3 = 0.5; on 2 totals
 *   and 1 spread.
 */
test('closing-line value: weighted by stake and per pick, the margin taken out of the closing price, spreads and totals in points, parlays left out', () => {
  const clv = summarize([
    pick({
      market: 'moneyline',
      selection: 'A moneyline',
      odds: -150,
      stake: 2,
      closingOdds: -170,
      closingOtherOdds: 150,
    }),
    pick({
      market: 'total',
      selection: 'Over 210.5',
      odds: -110,
      closingOdds: -115,
      closingOtherOdds: -105,
      closingLine: 210.5,
    }),
    pick({
      market: 'spread',
      selection: 'B -3',
      odds: -110,
      closingOdds: -110,
      closingOtherOdds: -110,
      closingLine: -3.5,
    }),
    pick({ market: 'total', selection: 'Under 47', odds: -110, stake: 3, closingLine: 46 }),
    pick({ market: 'parlay', selection: 'A + B', odds: 260, closingOdds: 240, closingOtherOdds: -300 }),
    pick({ market: 'moneyline', selection: 'C moneyline', odds: 120, closingOdds: 110 }),
    pick({
      result: 'void',
      market: 'moneyline',
      selection: 'D moneyline',
      odds: 120,
      closingOdds: 110,
      closingOtherOdds: -130,
    }),
  ]);
  expect(clv.priceClv).toEqual({
    value: expect.closeTo(0.004533, 6),
    perPick: expect.closeTo(-0.002793, 6),
    picks: 2,
    markets: { moneyline: 1, total: 1 },
  });
  expect(clv.lineClv).toEqual({ value: 0.7, perPick: 0.5, picks: 3, markets: { total: 2, spread: 1 } });
});

test('runs and drawdowns follow the order the games were played in, not posted or graded in', () => {
  // Games L (Sept 3), W (Sept 1), L (Sept 2), graded in ledger order: in game order W, L, L, one run of 2.
  // Cumulative in game order: +0.91, -0.09, -1.09 → drawdown from 0.91 to -1.09 = 2.
  const picks = [
    pick({ result: 'loss', eventStart: gameOn(3), settled: settledOn(1) }),
    pick({ result: 'win', eventStart: gameOn(1), settled: settledOn(2) }),
    pick({ result: 'loss', eventStart: gameOn(2), settled: settledOn(3) }),
  ];
  expect(summarize(picks)).toMatchObject({ longestLosingRun: 2, maxDrawdown: 2, lastSettled: settledOn(3) });
});

test('sums hundredths exactly: 300 wins at -110 are 300 × 0.91 = 273 units, not 272.99999', () => {
  expect(summarize(Array.from({ length: 300 }, () => pick({}))).unitsWon).toBe(273);
});

test('the running total after each graded pick, in the games’ order, for the chart', () => {
  expect(cumulativeUnits(week)).toEqual([
    { date: gameOn(1), units: 0.91, id: week[0]?.id },
    { date: gameOn(2), units: -1.09, id: week[1]?.id },
    { date: gameOn(3), units: -1.09, id: week[2]?.id },
    { date: gameOn(4), units: 1.91, id: week[3]?.id },
    { date: gameOn(5), units: 0.41, id: week[4]?.id },
    { date: gameOn(6), units: 0.41, id: week[5]?.id },
    { date: gameOn(7), units: -0.59, id: week[6]?.id },
  ]);
});

const intervalSettings = { resamples: 2000, seed: 7, smallSample: 30 };

test('the ROI interval is the same every time and brackets the ROI', () => {
  const picks = Array.from({ length: 200 }, (_, index) => pick({ result: index % 9 < 5 ? 'win' : 'loss' }));
  const interval = roiInterval(picks, intervalSettings);
  const roi = summarize(picks).roi ?? 0;
  expect(interval).toEqual(roiInterval(picks, intervalSettings));
  expect(interval?.picks).toBe(200);
  expect(interval?.low).toBeLessThan(roi);
  expect(interval?.high).toBeGreaterThan(roi);
});

test('an interval on fewer picks than the small-sample threshold is not drawn; on that many it is', () => {
  const picks = Array.from({ length: 30 }, (_, index) => pick({ result: index % 2 ? 'win' : 'loss' }));
  expect(roiInterval(picks.slice(0, 29), intervalSettings)).toBeNull();
  expect(roiInterval(picks, intervalSettings)?.picks).toBe(30);
  expect(roiInterval(picks, { ...intervalSettings, smallSample: 31 })).toBeNull();
  // Voids and pending picks are not graded: 30 graded picks and 5 others are still 30.
  const others = [pick({ result: 'void' }), pick({ result: 'pending', settled: null })];
  expect(roiInterval([...picks.slice(0, 29), ...others], intervalSettings)).toBeNull();
});

test('pushes are in the ROI and its interval’s denominator: 20 wins at +100 and 20 pushes', () => {
  // Every win gains 1 unit on 1; every push 0 on 1. ROI 20 / 40 = 0.5; each resample's ROI is the
  // share of wins it drew, so the interval brackets 0.5. With pushes left out, every resample would be 1.
  const picks = Array.from({ length: 40 }, (_, index) => pick({ result: index % 2 ? 'win' : 'push', odds: 100 }));
  expect(summarize(picks)).toMatchObject({ unitsWon: 20, unitsRisked: 40, roi: 0.5 });
  const interval = roiInterval(picks, intervalSettings);
  expect(interval?.low).toBeLessThan(0.5);
  expect(interval?.high).toBeGreaterThan(0.5);
  expect(interval?.high).toBeLessThan(1);
});

test('a ledger whose every pick returns the same gives an interval of that one value', () => {
  // 30 wins at +150 for 2 units: each gains 3 on 2, so every resample's ROI is 1.5.
  const wins = Array.from({ length: 30 }, () => pick({ odds: 150, stake: 2 }));
  expect(roiInterval(wins, intervalSettings)).toEqual({ low: 1.5, high: 1.5, picks: 30 });
  // 30 spreads taken at -3 that closed at -4: one point better each, so the interval is exactly 1.
  const lines = Array.from({ length: 30 }, (_, index) =>
    pick({ selection: 'B -3', closingLine: -4, stake: 1 + (index % 3) }),
  );
  expect(lineClvInterval(lines, intervalSettings)).toEqual({ low: 1, high: 1, picks: 30 });
});

test('the line interval counts only spreads and totals with a closing line, voids left out, weighted by stake', () => {
  const measured = Array.from({ length: 30 }, (_, index) =>
    pick({ selection: 'B -3', closingLine: index % 2 ? -3.5 : -2.5, stake: index % 2 ? 3 : 1 }),
  );
  const unmeasured = [
    pick({ selection: 'B -3', closingLine: -6, result: 'void' }),
    pick({ market: 'moneyline', selection: 'B moneyline' }),
    pick({ selection: 'B -3', closingLine: null }),
  ];
  const interval = lineClvInterval([...measured, ...unmeasured], intervalSettings);
  expect(interval?.picks).toBe(30);
  // By stake: (15 × 3 × 0.5 + 15 × 1 × -0.5) / (15 × 3 + 15 × 1) = 15 / 60 = 0.25; per pick 0.
  expect(summarize(measured).lineClv).toMatchObject({ value: 0.25, perPick: 0, picks: 30 });
  expect(interval?.low).toBeLessThan(0.25);
  expect(interval?.high).toBeGreaterThan(0.25);
  expect(lineClvInterval(measured.slice(0, 29), intervalSettings)).toBeNull();
});

test('the voids, each with why it is void: its note as published and its game’s status, never a correction’s reason', () => {
  const published = (fields: Partial<Pick>, correctedBy: Correction[] = []): PublishedPick => ({
    ...pick(fields),
    profit: 0,
    correctedBy,
    state: 'revealed',
    seal: 'b'.repeat(64),
    sealVersion: 2,
    previous: '0'.repeat(64),
    chain: 'c'.repeat(64),
    timestamp: null,
    earliestStart: pick(fields).eventStart,
  });
  const postponed = published({ result: 'void', score: 'postponed', note: 'Rained out before the first pitch.' });
  // Graded a loss, then corrected to a book's void: the note, corrected too, says why the book voided
  // it; the correction's reason says why the ledger changed.
  const bookVoid = published({ result: 'void', score: 'F5 3-2', note: 'The listed starter was scratched.' }, [
    {
      pickId: 'RC-9',
      field: 'note',
      before: '',
      value: 'The listed starter was scratched.',
      reason: 'The slip shows the bet voided by the book.',
      date: '2025-09-09',
      line: 2,
    },
    {
      pickId: 'RC-9',
      field: 'result',
      before: 'loss',
      value: 'void',
      reason: 'The slip shows the bet voided by the book.',
      date: '2025-09-09',
      line: 3,
    },
    {
      pickId: 'RC-9',
      field: 'odds',
      before: '-110',
      value: '-115',
      reason: 'The slip shows -115.',
      date: '2025-09-10',
      line: 4,
    },
  ]);
  const suspended = published({ result: 'void', score: 'suspended', note: '' });
  expect(voidedPicks([published({}), postponed, published({ result: 'loss' }), bookVoid, suspended])).toEqual([
    {
      id: postponed.id,
      eventStart: postponed.eventStart,
      event: 'A at B',
      note: 'Rained out before the first pitch.',
      status: 'postponed',
    },
    {
      id: bookVoid.id,
      eventStart: bookVoid.eventStart,
      event: 'A at B',
      note: 'The listed starter was scratched.',
      status: null,
    },
    { id: suspended.id, eventStart: suspended.eventStart, event: 'A at B', note: '', status: 'suspended' },
  ]);
});

describe('groups', () => {
  test('by sport and by market, in ledger order, each with its own figures', () => {
    const picks = [
      pick({ sport: 'NBA', market: 'total', result: 'win', odds: 100 }),
      pick({ sport: 'college football', market: 'spread', result: 'loss', stake: 2 }),
      pick({ sport: 'NBA', market: 'spread', result: 'loss' }),
    ];
    expect(
      groupSummaries(picks, 'sport', 'America/New_York').map(({ key, summary }) => [
        key,
        summary.wins,
        summary.losses,
        summary.unitsWon,
      ]),
    ).toEqual([
      // NBA: +1 (1 × 100/100) - 1 = 0
      ['NBA', 1, 1, 0],
      ['college football', 0, 1, -2],
    ]);
    expect(
      groupSummaries(picks, 'market', 'America/New_York').map(({ key, summary }) => [
        key,
        summary.picks,
        summary.unitsWon,
      ]),
    ).toEqual([
      ['total', 1, 1],
      ['spread', 2, -3],
    ]);
  });

  test('by the month and year the game started, New York time: a game at 01:30 UTC on Oct 1 belongs to September', () => {
    const picks = [
      // 2025-10-01T01:30Z is 21:30 on Sept 30 in New York (EDT, -04:00).
      pick({ eventStart: '2025-10-01T01:30:00Z', result: 'loss' }),
      pick({ eventStart: '2025-10-01T10:00:00-04:00' }),
      // 2026-01-01T03:00Z is 22:00 on Dec 31 in New York (EST, -05:00).
      pick({ eventStart: '2026-01-01T03:00:00Z' }),
      pick({ eventStart: '2026-01-01T12:00:00-05:00', result: 'loss', stake: 2 }),
    ];
    expect(
      groupSummaries(picks, 'month', 'America/New_York').map(({ key, summary }) => [key, summary.unitsWon]),
    ).toEqual([
      ['2025-09', -1],
      ['2025-10', 0.91],
      ['2025-12', 0.91],
      ['2026-01', -2],
    ]);
    expect(
      groupSummaries(picks, 'year', 'America/New_York').map(({ key, summary }) => [
        key,
        summary.picks,
        summary.unitsWon,
      ]),
    ).toEqual([
      // 2025: -1 + 0.91 + 0.91 = 0.82
      ['2025', 3, 0.82],
      ['2026', 1, -2],
    ]);
  });

  test('months come in calendar order even when the ledger lists them otherwise', () => {
    const picks = [
      pick({ eventStart: '2025-11-02T10:00:00-05:00' }),
      pick({ eventStart: '2025-09-02T10:00:00-04:00' }),
    ];
    expect(groupSummaries(picks, 'month', 'America/New_York').map(({ key }) => key)).toEqual(['2025-09', '2025-11']);
  });

  test('by stake, from the smallest', () => {
    const picks = [pick({ stake: 2, result: 'loss' }), pick({ stake: 0.5 }), pick({ stake: 2 })];
    expect(
      groupSummaries(picks, 'stake', 'America/New_York').map(({ key, summary }) => [
        key,
        summary.picks,
        summary.unitsWon,
      ]),
    ).toEqual([
      ['0.5', 1, 0.45],
      // 2 × 100/110 = 1.818… → 1.82, less the 2-unit loss
      ['2', 2, -0.18],
    ]);
  });
});

describe('the proven record: what the headline counts', () => {
  // Every game starts 2025-09-07 at 1 PM EDT (17:00 UTC); a token of 16:59 is before it, one of 17:01 is not.
  const before = '2025-09-07T16:59:00Z';
  const after = '2025-09-07T17:01:00Z';
  const published = (fields: Partial<Pick>, token: string | null, correctedBy: Correction[] = []): PublishedPick => {
    const row = pick(fields);
    return {
      ...row,
      profit: profit(row),
      correctedBy,
      state: 'revealed',
      seal: 'b'.repeat(64),
      sealVersion: 2,
      previous: '0'.repeat(64),
      chain: 'c'.repeat(64),
      timestamp: token === null ? null : { time: token },
      earliestStart: row.eventStart,
    };
  };
  const correction = (field: Correction['field'], before: string, value: string): Correction => ({
    pickId: 'RC-0',
    field,
    before,
    value,
    reason: 'Corrected.',
    date: '2025-09-09',
    line: 2,
  });
  // B -3.5 on "A at B": a 10-20 final covers it, a 20-10 final does not.
  const win = () => published({ odds: -110, stake: 1, score: '10-20' }, before);
  const loss = () => published({ result: 'loss', stake: 2, score: '20-10' }, before);
  const push = () =>
    published({ result: 'push', selection: 'B -3', stake: 1, score: '10-13' }, before, [
      correction('note', '', 'The book graded it a push.'),
    ]);

  test('counts every pick with a token before its start, each as posted, and the rest apart', () => {
    const late = published({ odds: 150, stake: 1, score: '10-20' }, after);
    const untimed = published({ result: 'loss', stake: 1, score: '20-10' }, null);
    // A loss turned into a win by moving the pick to the other side after the game: counted as posted, a loss.
    const turned = published({ selection: 'A +3.5', stake: 1, score: '20-10' }, before, [
      correction('selection', 'B -3.5', 'A +3.5'),
      correction('result', 'loss', 'win'),
    ]);
    // A win at -110 "corrected" to +150: counted at -110.
    const repriced = published({ odds: 150, stake: 1, score: '10-20' }, before, [correction('odds', '-110', '+150')]);
    // A 2-unit loss "corrected" to 1 unit: counted as a loss of 2.
    const restaked = published({ result: 'loss', stake: 1, score: '20-10' }, before, [correction('stake', '2', '1')]);
    // Posted as a moneyline on "B -3.5", which no score grades: counted as a loss of its stake.
    const remarketed = published({ stake: 1, score: '10-20' }, before, [correction('market', 'moneyline', 'spread')]);
    const { proven, notProven, corrected } = provenSplit([
      win(),
      loss(),
      late,
      push(),
      untimed,
      turned,
      repriced,
      restaked,
      remarketed,
    ]);
    // As published these would be 4-2-1 for +0.91 - 2 + 0 + 0.91 + 1.5 - 1 + 0.91 = +1.23 units.
    // As posted, 2-4-1: 0.91 - 2 + 0 - 1 + 0.91 - 2 - 1 = -4.18 units on 1 + 2 + 1 + 1 + 1 + 2 + 1 = 9 risked.
    const summary = summarize(proven);
    expect(summary).toMatchObject({ picks: 7, wins: 2, losses: 4, pushes: 1, unitsWon: -4.18, unitsRisked: 9 });
    expect(summary.roi).toBeCloseTo(-4.18 / 9, 10);
    expect(
      proven.filter(isRevealed).map(({ id, result, odds, stake, profit }) => [id, result, odds, stake, profit]),
    ).toEqual([
      [proven[0]?.id, 'win', -110, 1, 0.91],
      [proven[1]?.id, 'loss', -110, 2, -2],
      [proven[2]?.id, 'push', -110, 1, 0],
      [turned.id, 'loss', -110, 1, -1],
      [repriced.id, 'win', -110, 1, 0.91],
      [restaked.id, 'loss', -110, 2, -2],
      [remarketed.id, 'loss', -110, 1, -1],
    ]);
    expect(notProven.map(({ id }) => id)).toEqual([late.id, untimed.id]);
    // +1.5 (the late win at +150) - 1 (the loss with no token) = 0.5.
    expect(notProvenFigures(notProven)).toEqual({ picks: 2, unitsWon: 0.5 });
    // The push's correction is of its note, which the seal does not cover.
    expect(corrected).toBe(4);
  });

  test('a correction of a proven loss after the game leaves the headline as it was', () => {
    const posted = published({ result: 'loss', stake: 2, score: '20-10' }, before);
    const [pick] = provenSplit([posted]).proven;
    const corrections: [Partial<PublishedPick>, Correction[]][] = [
      [{ odds: -112 }, [correction('odds', '-110', '-112')]],
      [{ stake: 0.5, profit: -0.5 }, [correction('stake', '2', '0.5')]],
      [
        { selection: 'A +3.5', result: 'win', profit: 1.82 },
        [correction('selection', 'B -3.5', 'A +3.5'), correction('result', 'loss', 'win')],
      ],
      [
        { market: 'total', selection: 'Under 40.5', result: 'win', profit: 1.82 },
        [
          correction('market', 'spread', 'total'),
          correction('selection', 'B -3.5', 'Under 40.5'),
          correction('result', 'loss', 'win'),
        ],
      ],
    ];
    for (const [fields, correctedBy] of corrections) {
      const moved = provenSplit([{ ...posted, ...fields, correctedBy } as PublishedPick]);
      expect(moved.proven.map((counted) => counted.result)).toEqual([pick?.result]);
      const { wins, losses, pushes, voids, unitsWon, unitsRisked } = summarize([posted]);
      expect(summarize(moved.proven)).toMatchObject({ wins, losses, pushes, voids, unitsWon, unitsRisked });
    }
  });

  test('a win posted at a better price than the book gave counts at the book’s price, the worse of the two', () => {
    // Posted at -110, the slip says -125: 1 unit wins 0.80, not 0.91.
    const corrected = published({ odds: -125, stake: 1, score: '10-20' }, before, [correction('odds', '-110', '-125')]);
    expect(summarize(provenSplit([corrected]).proven)).toMatchObject({ wins: 1, unitsWon: 0.8, unitsRisked: 1 });
  });

  test('the token must be before the earliest start the record gives, not the start it shows', () => {
    // Shown at 1 PM, once given as noon: a token of 12:59 PM proves nothing.
    const moved = { ...win(), earliestStart: '2025-09-07T12:00:00-04:00' };
    expect(provenSplit([moved]).notProven).toEqual([moved]);
  });

  test('ten picks re-timestamped late leave the headline as it was and are counted apart', () => {
    const record = [win(), loss(), push(), win()];
    const retimed = Array.from({ length: 10 }, () => published({ odds: 120, stake: 3 }, '2026-01-01T00:00:00Z'));
    const { proven, notProven } = provenSplit([...record, ...retimed]);
    expect(summarize(proven)).toEqual(summarize(record));
    // 2-1-1: 0.91 + 0.91 - 2 + 0 = -0.18 units.
    expect(summarize(proven)).toMatchObject({ wins: 2, losses: 1, pushes: 1, unitsWon: -0.18 });
    // Ten wins at +120 for 3 units: 10 × 3.6 = 36 units, none of them in the headline.
    expect(notProvenFigures(notProven)).toEqual({ picks: 10, unitsWon: 36 });
  });
});
