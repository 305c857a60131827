/**
 * @jest-environment node
 */
import { cumulativeUnits, groupSummaries, profit, summarize } from '@/lib/record/stats';
import type { Pick } from '@/lib/record/types';

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
 * Eight picks, graded on Sept 1–7 (the pending one not yet), worked out by hand:
 *
 *   #  result   odds  stake  close  profit  cumulative  peak  drawdown
 *   1  win      -110  1      -120   +0.91   0.91        0.91  0
 *   2  loss     +150  2      +140   -2     -1.09        0.91  2.00
 *   3  push     -110  1             0      -1.09        0.91  2.00
 *   4  win      +150  2             +3      1.91        1.91  0
 *   5  loss     -120  1.5    -110   -1.5    0.41        1.91  1.50
 *   6  void     -110  1      -130   0       0.41        1.91  1.50
 *   7  loss     -105  1             -1     -0.59        1.91  2.50
 *   8  pending  -110  1      -115   —
 *
 * Record 2-3-1 (W-L-P), 1 void, 1 pending; 8 picks, 7 settled.
 * Win rate 2 / (2 + 3) = 0.4.
 * Units won 0.91 - 2 + 0 + 3 - 1.5 + 0 - 1 = -0.59.
 * Units risked (wins and losses) 1 + 2 + 2 + 1.5 + 1 = 7.5; ROI -0.59 / 7.5 = -0.078666….
 * Average odds over wins, losses and the push, in decimal: -110 → 1.909091 (twice), +150 → 2.5 (twice),
 *   -120 → 1.833333, -105 → 1.952381; sum 12.603896, mean 2.100649 → +(1.100649 × 100) = +110.
 * Max drawdown 1.91 - (-0.59) = 2.5. Longest losing run: W L P W L V L → the void does not break
 *   the run of #5 and #7, so 2.
 * CLV (voids aside, pending included): implied(-120) - implied(-110) = 0.545455 - 0.523810 = +0.021645;
 *   implied(+140) - implied(+150) = 0.416667 - 0.4 = +0.016667; implied(-110) - implied(-120) =
 *   -0.021645; implied(-115) - implied(-110) = 0.534884 - 0.523810 = +0.011074; sum 0.027741 over 4
 *   picks = 0.006935.
 */
const week = [
  pick({
    result: 'win',
    odds: -110,
    stake: 1,
    closingOdds: -120,
    settled: settledOn(1),
    posted: '2025-09-01T10:00:00-04:00',
  }),
  pick({ result: 'loss', odds: 150, stake: 2, closingOdds: 140, settled: settledOn(2) }),
  pick({ result: 'push', odds: -110, stake: 1, settled: settledOn(3) }),
  pick({ result: 'win', odds: 150, stake: 2, settled: settledOn(4) }),
  pick({ result: 'loss', odds: -120, stake: 1.5, closingOdds: -110, settled: settledOn(5) }),
  pick({ result: 'void', odds: -110, stake: 1, closingOdds: -130, settled: settledOn(6) }),
  pick({ result: 'loss', odds: -105, stake: 1, settled: settledOn(7) }),
  pick({ result: 'pending', odds: -110, stake: 1, closingOdds: -115, settled: null }),
];

test('the figures of a set of picks match the ones worked out by hand', () => {
  const summary = summarize(week);
  expect(summary).toEqual({
    picks: 8,
    settled: 7,
    pending: 1,
    wins: 2,
    losses: 3,
    pushes: 1,
    voids: 1,
    winRate: 0.4,
    unitsWon: -0.59,
    unitsRisked: 7.5,
    roi: expect.closeTo(-0.078667, 6),
    averageOdds: 110,
    maxDrawdown: 2.5,
    longestLosingRun: 2,
    clv: expect.closeTo(0.006935, 6),
    clvPicks: 4,
    firstPosted: '2025-09-01T10:00:00-04:00',
    lastSettled: settledOn(7),
  });
});

test('no picks: counts are 0 and the ratios are null, not NaN', () => {
  expect(summarize([])).toEqual({
    picks: 0,
    settled: 0,
    pending: 0,
    wins: 0,
    losses: 0,
    pushes: 0,
    voids: 0,
    winRate: null,
    unitsWon: 0,
    unitsRisked: 0,
    roi: null,
    averageOdds: null,
    maxDrawdown: 0,
    longestLosingRun: 0,
    clv: null,
    clvPicks: 0,
    firstPosted: null,
    lastSettled: null,
  });
});

test('average odds of all favourites stay negative: -110 and -150 average 1.909091 and 1.666667 → 1.787879 → -127', () => {
  // -100 / (1.787879 - 1) = -126.92 → -127
  expect(summarize([pick({ odds: -110 }), pick({ odds: -150, result: 'loss' })]).averageOdds).toBe(-127);
});

test('runs and drawdowns follow the order picks were graded in, not posted in', () => {
  // Posted L, W, L but graded W (Sept 1), L (Sept 2), L (Sept 3): one run of 2 losses.
  // Cumulative in grading order: +0.91, -0.09, -1.09 → drawdown from 0.91 to -1.09 = 2.
  const picks = [
    pick({ result: 'loss', settled: settledOn(3) }),
    pick({ result: 'win', settled: settledOn(1) }),
    pick({ result: 'loss', settled: settledOn(2) }),
  ];
  expect(summarize(picks)).toMatchObject({ longestLosingRun: 2, maxDrawdown: 2, lastSettled: settledOn(3) });
});

test('sums hundredths exactly: 300 wins at -110 are 300 × 0.91 = 273 units, not 272.99999', () => {
  expect(summarize(Array.from({ length: 300 }, () => pick({}))).unitsWon).toBe(273);
});

test('the running total after each graded pick, in grading order, for the chart', () => {
  expect(cumulativeUnits(week)).toEqual([
    { date: settledOn(1), units: 0.91, id: week[0]?.id },
    { date: settledOn(2), units: -1.09, id: week[1]?.id },
    { date: settledOn(3), units: -1.09, id: week[2]?.id },
    { date: settledOn(4), units: 1.91, id: week[3]?.id },
    { date: settledOn(5), units: 0.41, id: week[4]?.id },
    { date: settledOn(6), units: 0.41, id: week[5]?.id },
    { date: settledOn(7), units: -0.59, id: week[6]?.id },
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

  test('by month and year in New York time: a pick posted at 01:30 UTC on Oct 1 belongs to September', () => {
    const picks = [
      // 2025-10-01T01:30Z is 21:30 on Sept 30 in New York (EDT, -04:00).
      pick({ posted: '2025-10-01T01:30:00Z', result: 'loss' }),
      pick({ posted: '2025-10-01T10:00:00-04:00' }),
      // 2026-01-01T03:00Z is 22:00 on Dec 31 in New York (EST, -05:00).
      pick({ posted: '2026-01-01T03:00:00Z' }),
      pick({ posted: '2026-01-01T12:00:00-05:00', result: 'loss', stake: 2 }),
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
    const picks = [pick({ posted: '2025-11-02T10:00:00-05:00' }), pick({ posted: '2025-09-02T10:00:00-04:00' })];
    expect(groupSummaries(picks, 'month', 'America/New_York').map(({ key }) => key)).toEqual(['2025-09', '2025-11']);
  });
});
