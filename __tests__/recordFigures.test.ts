/**
 * @jest-environment node
 */
// The bootstrap /record states ("Every 95% interval"), redone by hand on draws small enough to
// follow: what a bettor with the seed and a spreadsheet would get.
import { seededRandom } from '@/lib/random.mjs';
import { lineClvInterval, roiInterval } from '@/lib/record/figures/stats';
import { pick } from './support/pick';

test('the generator is mulberry32: the same numbers for a seed on every run and machine', () => {
  const next = seededRandom(2);
  expect(Array.from({ length: 8 }, () => next().toFixed(6))).toEqual([
    '0.734251',
    '0.324998',
    '0.285296',
    '0.537955',
    '0.875288',
    '0.630833',
    '0.499202',
    '0.357245',
  ]);
  expect(seededRandom(1)()).toBe(0.6270739405881613);
});

/**
 * Seed 2 and 4 resamples of the 2 graded picks, in ledger order: A, a 2-unit win at +100 (gains 200
 * hundredths on 200), then B, a 1-unit loss (-100 on 100); the void and the pending pick between
 * them are not graded, so n = 2 and each index is ⌊u × 2⌋ for the numbers above:
 *   resample 1: 0.734 → B, 0.325 → A: (-100 + 200) / 300 = 1/3
 *   resample 2: 0.285 → A, 0.538 → B: 1/3
 *   resample 3: 0.875 → B, 0.631 → B: -200 / 200 = -1
 *   resample 4: 0.499 → A, 0.357 → A: 400 / 400 = 1
 * Sorted: -1, 1/3, 1/3, 1. Low is index ⌊0.025 × 4⌋ = 0, high index ⌈0.975 × 4⌉ − 1 = 3: -1 to 1.
 * A mean of each pick's own ROI would give (1 − 1) / 2 = 0 for resamples 1 and 2, not 1/3.
 */
test('the ROI interval: graded picks in ledger order, drawn by ⌊u·n⌋, each resample Σ gained / Σ staked', () => {
  const picks = [
    pick('RC-1', '2026-11-01T12:00:00-05:00', { result: 'win', odds: 100, stake: 2, profit: 2 }),
    pick('RC-2', '2026-11-02T12:00:00-05:00', { result: 'void', profit: 0 }),
    pick('RC-3', '2026-11-03T12:00:00-05:00', { result: 'pending', settled: null, profit: null }),
    pick('RC-4', '2026-11-04T12:00:00-05:00', { result: 'loss', stake: 1, profit: -1 }),
  ];
  expect(roiInterval(picks, { resamples: 4, seed: 2, smallSample: 2 })).toEqual({ low: -1, high: 1, picks: 2 });
  // Resamples 1 and 2 alone: both 1/3, so the mean of ratios cannot pass for the ratio of sums.
  expect(roiInterval(picks, { resamples: 2, seed: 2, smallSample: 2 })).toEqual({
    low: expect.closeTo(1 / 3, 12),
    high: expect.closeTo(1 / 3, 12),
    picks: 2,
  });
  expect(roiInterval(picks, { resamples: 4, seed: 2, smallSample: 3 })).toBeNull();
});

/**
 * Seed 2, 4 resamples, the same draws as above over two spreads with a closing line: A, 1 unit on
 * -3 that closed -3.5 (+0.5 points: gains 50 on 100), then B, 3 units on -3 that closed -2 (-1 point:
 * -300 on 300); the void between them is left out.
 *   resamples 1 and 2 (B and A): (-300 + 50) / 400 = -0.625; resample 3 (B, B): -600 / 600 = -1;
 *   resample 4 (A, A): 100 / 200 = 0.5
 * Sorted: -1, -0.625, -0.625, 0.5: the interval runs from -1 to +0.5 points.
 */
test('the line interval: points weighted by stake, over the spreads and totals with a closing line', () => {
  const picks = [
    pick('RC-1', '2026-11-01T12:00:00-05:00', { selection: 'B -3', closingLine: -3.5, stake: 1 }),
    pick('RC-2', '2026-11-02T12:00:00-05:00', { selection: 'B -3', closingLine: -9, result: 'void' }),
    pick('RC-3', '2026-11-03T12:00:00-05:00', { selection: 'B -3', closingLine: -2, stake: 3, result: 'loss' }),
  ];
  expect(lineClvInterval(picks, { resamples: 4, seed: 2, smallSample: 2 })).toEqual({ low: -1, high: 0.5, picks: 2 });
});
