/** Geometry of the cumulative-units chart, worked out at build time so the page ships only SVG. */

export type ChartPoint = { date: string; units: number };

export type ChartGeometry = {
  width: number;
  height: number;
  /** The SVG path of the line, in viewBox coordinates. */
  line: string;
  zeroY: number;
  yTicks: { y: number; value: number }[];
  start: { x: number; date: string };
  end: { x: number; y: number; date: string; units: number };
};

const WIDTH = 720;
const HEIGHT = 300;
const PAD = { top: 16, right: 16, bottom: 32, left: 56 };

/** A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `parts` pieces. */
export function niceStep(span: number, parts: number): number {
  if (span <= 0) return 1;
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  return step * power;
}

/**
 * Keeps the last point of each day: the chart cannot show more than one value a day at its
 * width, and a long record stays a few kilobytes of SVG.
 */
export function dailyPoints(points: readonly ChartPoint[]): ChartPoint[] {
  const byDay = new Map<string, ChartPoint>();
  for (const point of points) byDay.set(point.date.slice(0, 10), { date: point.date.slice(0, 10), units: point.units });
  return [...byDay.values()];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Null when there is nothing to draw (no settled pick yet). */
export function chartGeometry(points: readonly ChartPoint[]): ChartGeometry | null {
  const days = dailyPoints(points);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;

  const startTime = Date.parse(`${first.date}T00:00:00Z`);
  // A record of a single day is drawn from the start of that day to its end.
  const span = Math.max(Date.parse(`${last.date}T00:00:00Z`) - startTime, 86_400_000);
  const values = days.map((d) => d.units);
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0), 4);
  const low = Math.floor(Math.min(...values, 0) / step) * step;
  const high = Math.max(Math.ceil(Math.max(...values, 0) / step) * step, low + step);

  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (date: string) => round(PAD.left + ((Date.parse(`${date}T00:00:00Z`) - startTime) / span) * plotWidth);
  const y = (units: number) => round(PAD.top + ((high - units) / (high - low)) * plotHeight);

  // The line starts at zero units on the first day, before the first result.
  const line = [`M${x(first.date)} ${y(0)}`, ...days.map((d) => `L${x(d.date)} ${y(d.units)}`)].join('');
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let value = low; value <= high + step / 2; value += step) {
    const clean = Number(value.toFixed(6));
    yTicks.push({ y: y(clean), value: clean });
  }
  return {
    width: WIDTH,
    height: HEIGHT,
    line,
    zeroY: y(0),
    yTicks,
    start: { x: x(first.date), date: first.date },
    end: { x: x(last.date), y: y(last.units), date: last.date, units: last.units },
  };
}
