/**
 * @jest-environment node
 */
import { chartGeometry, dailyPoints, niceStep } from '@/lib/record/chart';
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
} from '@/lib/record/display';
import { calendarDay } from '@/lib/record/math.mjs';

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

test('the chart keeps one point a day and scales to round ticks around zero', () => {
  expect(niceStep(10, 4)).toBe(5);
  expect(niceStep(0.3, 4)).toBe(0.1);
  expect(niceStep(130, 4)).toBe(50);
  expect(
    dailyPoints([
      { date: '2025-10-01T20:00:00-04:00', units: 1 },
      { date: '2025-10-01T23:00:00-04:00', units: 2 },
      { date: '2025-10-02T20:00:00-04:00', units: -1 },
    ]),
  ).toEqual([
    { date: '2025-10-01', units: 2 },
    { date: '2025-10-02', units: -1 },
  ]);
  const chart = chartGeometry([
    { date: '2025-10-01', units: 4 },
    { date: '2025-10-11', units: -6 },
  ]);
  expect(chart).not.toBeNull();
  if (!chart) return;
  expect(chart.yTicks.map((tick) => tick.value)).toEqual([-10, -5, 0, 5]);
  // Zero sits two thirds down the plot (from 5 to -10), the line starts there and ends at -6.
  expect(chart.zeroY).toBe(16 + (5 / 15) * 252);
  expect(chart.line).toBe(
    `M56 ${chart.zeroY}L56 ${16 + (1 / 15) * 252}L704 ${Math.round((16 + (11 / 15) * 252) * 10) / 10}`,
  );
  expect(chart.end).toMatchObject({ x: 704, units: -6, date: '2025-10-11' });
  expect(chartGeometry([])).toBeNull();
});
