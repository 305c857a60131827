/**
 * @jest-environment node
 */
import { formatPrice, pricing } from '@/content/site';
import { dailyPrice, formatDate, formatMoney, formatMonthYear, formatRange, upperFirst } from '@/lib/format';
import { formatOdds, toWin } from '@/lib/record/math.mjs';

test('the per-day price is worked out from the monthly fee, in the currency given', () => {
  expect(dailyPrice(pricing.monthlyFee, pricing.currency)).toBe('$1.67');
  expect(dailyPrice(30, 'USD')).toBe('$1.00');
  expect(dailyPrice(30, 'EUR')).toBe('€1.00');
});

test('money, ranges and dates read the way the copy writes them', () => {
  expect(formatMoney(50, 'USD')).toBe('$50');
  expect(formatMoney(0, 'USD')).toBe('$0');
  expect(formatMoney(90.91, 'USD')).toBe('$90.91');
  expect(formatMoney(50, 'EUR')).toBe('€50');
  expect(formatPrice(pricing.monthlyFee)).toBe('$50');
  expect(formatRange({ min: 1, max: 3 })).toBe('1–3');
  expect(formatDate('2025-10-01')).toBe('October 1, 2025');
  expect(formatMonthYear(2023, 8)).toBe('August 2023');
  expect(upperFirst('opens October 1, 2025')).toBe('Opens October 1, 2025');
});

test('a slip shows what it would win at American odds', () => {
  expect(toWin(-110, 110)).toBe(100);
  expect(toWin(135, 50)).toBe(67.5);
  expect(toWin(-105, 105)).toBe(100);
  // Half a cent rounds up, whatever floating point makes of it (0.5 × 205 / 100 is 1.0249999…).
  expect(toWin(205, 0.5)).toBe(1.03);
  expect(toWin(115, 0.5)).toBe(0.58);
  expect(toWin(-110, 0.5)).toBe(0.45);
  expect(toWin(-200, 0.25)).toBe(0.13);
  expect(formatOdds(135)).toBe('+135');
  expect(formatOdds(-110)).toBe('-110');
});
