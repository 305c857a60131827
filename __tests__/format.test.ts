/**
 * @jest-environment node
 */
import { pricing } from '@/content/site';
import { dailyPrice, formatDate, formatMonthYear, formatRange, formatUsd } from '@/lib/format';
import { formatOdds, toWin } from '@/lib/odds';

test('the per-day price is worked out from the monthly fee', () => {
  expect(dailyPrice(pricing.monthlyFee)).toBe('$1.67');
  expect(dailyPrice(30)).toBe('$1.00');
});

test('money, ranges and dates read the way the copy writes them', () => {
  expect(formatUsd(50)).toBe('$50');
  expect(formatUsd(0)).toBe('$0');
  expect(formatUsd(90.91)).toBe('$90.91');
  expect(formatRange({ min: 1, max: 3 })).toBe('1–3');
  expect(formatDate('2025-10-01')).toBe('October 1, 2025');
  expect(formatMonthYear(2023, 8)).toBe('August 2023');
});

test('a slip shows what it would win at American odds', () => {
  expect(toWin(-110, 110)).toBe(100);
  expect(toWin(135, 50)).toBe(67.5);
  expect(toWin(-105, 105)).toBe(100);
  expect(formatOdds(135)).toBe('+135');
  expect(formatOdds(-110)).toBe('-110');
});
