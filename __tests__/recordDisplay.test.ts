/**
 * @jest-environment node
 */
import {
  formatDay,
  formatMonthKey,
  formatPostedTime,
  formatRate,
  formatRecord,
  formatRoi,
  formatShortDay,
  formatStake,
  formatUnits,
} from '@/lib/record/presentation/display';
import { calendarDay } from '@/lib/record/math.mjs';
import { marketCounts } from '@/content/record/words';

const NY = 'America/New_York';

test('units, ROI and rates read with their sign, a true minus and fixed decimals', () => {
  expect(formatUnits(12.345)).toBe('+12.35');
  expect(formatUnits(-3)).toBe('\u22123.00');
  expect(formatUnits(0)).toBe('0.00');
  expect(formatUnits(-0.001)).toBe('0.00');
  expect(formatRoi(0.0421)).toBe('+4.2%');
  expect(formatRoi(-0.1)).toBe('\u221210.0%');
  expect(formatRoi(null)).toBe('–');
  expect(formatRate(0.5432)).toBe('54.3%');
  expect(formatRecord({ wins: 212, losses: 190, pushes: 9 })).toBe('212-190-9');
  expect(formatStake(1.5)).toBe('1.5');
  expect(formatStake(2)).toBe('2');
});

test('times are shown in the record’s time zone, with the zone named', () => {
  expect(formatPostedTime('2025-10-03T19:05:00-04:00', NY)).toBe('Oct 3, 7:05 PM EDT');
  expect(formatPostedTime('2025-12-03T01:30:00Z', NY)).toBe('Dec 2, 8:30 PM EST');
  expect(formatDay('2025-12-03T01:30:00Z', NY)).toBe('December 2, 2025');
  expect(formatShortDay('2025-12-03T01:30:00Z', NY)).toBe('Dec 2, 2025');
  // Late on New Year's Eve in New York is already January 1 in UTC.
  expect(calendarDay('2026-01-01T03:00:00Z', NY)).toBe('2025-12-31');
  expect(formatMonthKey('2025-10')).toBe('October 2025');
});

test('the markets a figure rests on read as a list, one or many, the empty ones left out', () => {
  expect(marketCounts({ moneyline: 412, prop: 1, total: 2, spread: 0 })).toBe('2 totals, 412 moneylines, and 1 prop');
  expect(marketCounts({ spread: 1 })).toBe('1 spread');
  expect(marketCounts({})).toBe('no picks');
});
