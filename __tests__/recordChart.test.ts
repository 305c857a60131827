/**
 * @jest-environment node
 */
import { chartGeometry, dailyPoints, niceStep } from '@/lib/record/figures/chart';

test('the chart keeps one point a day: the running total at the end of that day', () => {
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
});

test('the chart scales to round ticks around zero, and its line runs from zero to the last total', () => {
  expect(niceStep(10, 4)).toBe(5);
  expect(niceStep(0.3, 4)).toBe(0.1);
  expect(niceStep(130, 4)).toBe(50);
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
