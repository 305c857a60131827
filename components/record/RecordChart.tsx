import { recordPage as copy } from '@/content/record/words';
import { chartGeometry, type ChartPoint } from '@/lib/record/figures/chart';
import { formatDay, formatMonthKey, formatUnits } from '@/lib/record/presentation/display';
import { calendarDay } from '@/lib/record/math.mjs';
import styles from './RecordChart.module.css';

/** The last cumulative figure of each month, for the chart's table. */
function monthEnds(points: readonly ChartPoint[]) {
  const months = new Map<string, number>();
  for (const point of points) months.set(point.date.slice(0, 7), point.units);
  let previous = 0;
  return [...months].map(([month, total]) => {
    const row = { month, units: total - previous, total };
    previous = total;
    return row;
  });
}

/**
 * Cumulative units after each settled pick, drawn at build time as plain SVG. Screen readers get
 * the figure's caption (a summary in words) and the same figures as a table.
 */
export function RecordChart({ points, timeZone }: { points: readonly ChartPoint[]; timeZone: string }) {
  const days = points.map((point) => ({ date: calendarDay(point.date, timeZone), units: point.units }));
  const chart = chartGeometry(days);
  if (!chart) return null;
  const lowest = days.reduce((low, p) => (p.units < low.units ? p : low));
  const highest = days.reduce((high, p) => (p.units > high.units ? p : high));
  const day = (date: string) => formatDay(`${date}T12:00:00Z`, 'UTC');
  const summary =
    `Cumulative units from ${day(chart.start.date)} to ${day(chart.end.date)}: ` +
    `${formatUnits(chart.end.units)} units at the end, ` +
    `${formatUnits(highest.units)} at the highest (${day(highest.date)}) and ` +
    `${formatUnits(lowest.units)} at the lowest (${day(lowest.date)}).`;

  return (
    <>
      <figure className={styles.figure}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          width={chart.width}
          height={chart.height}
          role="img"
          aria-labelledby="record-chart-caption"
        >
          {chart.yTicks.map((tick) => (
            <g key={tick.value}>
              <line className={styles.grid} x1={56} x2={chart.width - 16} y1={tick.y} y2={tick.y} />
              <text className={styles.label} x={48} y={tick.y} dy="0.35em" textAnchor="end">
                {tick.value === 0 ? '0' : formatUnits(tick.value).replace(/\.?0+$/, '')}
              </text>
            </g>
          ))}
          <line className={styles.zero} x1={56} x2={chart.width - 16} y1={chart.zeroY} y2={chart.zeroY} />
          <path className={styles.line} d={chart.line} />
          <circle className={styles.dot} cx={chart.end.x} cy={chart.end.y} r={4} />
          <text className={styles.label} x={chart.start.x} y={chart.height - 8}>
            {day(chart.start.date)}
          </text>
          <text className={styles.label} x={chart.end.x} y={chart.height - 8} textAnchor="end">
            {day(chart.end.date)}
          </text>
        </svg>
        <figcaption id="record-chart-caption" className={styles.caption}>
          {summary}
        </figcaption>
      </figure>
      <details className={styles.details}>
        <summary>{copy.chartTableSummary}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">{copy.chartTableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.chartMonth}</th>
              <th scope="col">{copy.chartMonthUnits}</th>
              <th scope="col">{copy.chartTotalUnits}</th>
            </tr>
          </thead>
          <tbody>
            {monthEnds(days).map((row) => (
              <tr key={row.month}>
                <th scope="row">{formatMonthKey(row.month)}</th>
                <td>{formatUnits(row.units)}</td>
                <td>{formatUnits(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
