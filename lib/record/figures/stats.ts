import { seededRandom } from '../../random.mjs';
import {
  americanOdds,
  calendarMonth,
  calendarYear,
  decimalOdds,
  impliedProbability,
  lineOf,
  profitOf,
} from '../math.mjs';
import { voidStatusOf, type VoidStatus } from '../model.mjs';
import {
  isRevealed,
  type ClvFigure,
  type Market,
  type Pick,
  type PublishedPick,
  type SealedPick,
  type Summary,
} from '../types';

/** What the figures count: ledger rows, and published picks, sealed ones included. */
export type CountedPick = Pick | SealedPick;

/** Units won or lost by a pick, to the hundredth of a unit; null while pending (lib/record/math.mjs). */
export function profit(pick: CountedPick): number | null {
  return isRevealed(pick) ? profitOf(pick) : null;
}

/** Sums in whole hundredths, so adding 0.91 a few hundred times gives no 0.30000000000000004. */
function hundredths(value: number): number {
  return Math.round(value * 100);
}

function time(iso: string): number {
  return Date.parse(iso);
}

/**
 * Settled picks in the order their games started (ties: the one posted first, then ledger order):
 * the order the chart, the drawdown and the losing runs follow, so each counts a pick on the day
 * its game was played, the day every page groups it by.
 */
export function byGame<T extends CountedPick>(picks: readonly T[]): T[] {
  return picks
    .filter((pick) => pick.settled !== null)
    .map((pick) => ({ pick, start: time(pick.eventStart), posted: time(pick.posted) }))
    .sort((a, b) => a.start - b.start || a.posted - b.posted || a.pick.line - b.pick.line)
    .map(({ pick }) => pick);
}

/** The middle value of a list (the lower of the two middle ones for an even count), or null. */
function median(values: readonly number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? null) : null;
}

/**
 * A closing-line figure over the picks it can be measured on: the mean weighted by stake (Σ stake ×
 * value / Σ stake, as the ROI weighs picks), the plain mean, and how many picks of each market.
 */
function clvFigure(measured: readonly { value: number; stake: number; market: Market }[]): ClvFigure {
  const staked = measured.reduce((sum, { stake }) => sum + hundredths(stake), 0);
  const markets: Partial<Record<Market, number>> = {};
  for (const { market } of measured) markets[market] = (markets[market] ?? 0) + 1;
  return {
    value: staked > 0 ? measured.reduce((sum, { value, stake }) => sum + hundredths(stake) * value, 0) / staked : null,
    perPick: measured.length ? measured.reduce((sum, { value }) => sum + value, 0) / measured.length : null,
    picks: measured.length,
    markets,
  };
}

/**
 * How much better the line we took was than the closing line, in points, for a spread or total
 * with a closing line: a spread taken at -3 that closed at -3.5 gained half a point, as did an Over
 * 47 that closed at 47.5. Null when there is no closing line.
 */
export function lineValue(pick: Pick): number | null {
  const taken = lineOf(pick.market, pick.selection);
  if (!taken || pick.closingLine === null) return null;
  if (taken.over === null) return taken.line - pick.closingLine;
  return taken.over ? pick.closingLine - taken.line : taken.line - pick.closingLine;
}

/**
 * What our price was worth at the fair closing price, as an expected return (0.021 = +2.1%): the
 * closing price of our side with the book's margin taken out (both sides' closing odds known),
 * times the decimal odds we took, less 1. Only where that comparison means something: not a
 * parlay, and a spread or total only when its closing line is known and is the line we took (a
 * closing price on another line, or on a line nobody recorded, may be for another bet; lineValue
 * measures the lines). Null otherwise.
 */
export function priceValue(pick: Pick): number | null {
  if (pick.market === 'parlay' || pick.closingOdds === null || pick.closingOtherOdds === null) return null;
  if ((pick.market === 'spread' || pick.market === 'total') && lineValue(pick) !== 0) return null;
  const ours = impliedProbability(pick.closingOdds);
  const fair = ours / (ours + impliedProbability(pick.closingOtherOdds));
  return fair * decimalOdds(pick.odds) - 1;
}

/**
 * A win, loss or push: a graded pick whose bet stood, its stake at risk until the game ended. A
 * void is graded too (its result is in), but the book called the bet off (recordTerms in
 * content/record/words.ts).
 */
function stood(pick: CountedPick): boolean {
  return pick.result === 'win' || pick.result === 'loss' || pick.result === 'push';
}

/**
 * The figures of a set of picks. Decisions the numbers rest on (content/record/words.ts says each
 * one on the page, beside its figure):
 * - win rate counts wins and losses only; pushes and voids returned the stake;
 * - ROI is units won over units risked, the stakes of wins, losses and pushes: a push was at risk
 *   until its game ended; a void, called off by the book, never was;
 * - the median odds are the middle price of the wins, losses and pushes (American odds cannot be
 *   averaged: -110 and +110 are neighbours, not opposites), beside the share taken as favorites;
 * - a losing run is broken only by a win: a push or void inside it neither ends nor lengthens it;
 * - drawdown and runs follow the games' order, starting from 0 units;
 * - closing-line value comes two ways: priceValue's expected return and lineValue's points, each
 *   over the picks it can be measured on (voids and parlays left out), weighted by stake as the ROI
 *   is, with the plain mean beside it; points are only shown one sport at a time.
 */
export function summarize(picks: readonly CountedPick[]): Summary {
  const count = (result: Pick['result']) => picks.filter((pick) => pick.result === result).length;
  const wins = count('win');
  const losses = count('loss');
  const settled = byGame(picks);

  let cumulative = 0;
  let peak = 0;
  let maxDrawdown = 0;
  let run = 0;
  let longestLosingRun = 0;
  for (const pick of settled) {
    cumulative += hundredths(profit(pick) ?? 0);
    peak = Math.max(peak, cumulative);
    maxDrawdown = Math.max(maxDrawdown, peak - cumulative);
    if (pick.result === 'loss') run += 1;
    if (pick.result === 'win') run = 0;
    longestLosingRun = Math.max(longestLosingRun, run);
  }

  const shown = picks.filter(isRevealed);
  const risked = picks.filter(stood).reduce((sum, pick) => sum + hundredths(pick.stake), 0);
  const staked = shown.filter(stood);
  const measured = shown.filter((pick) => pick.result !== 'void');
  const valued = (worth: (pick: Pick) => number | null) =>
    measured.flatMap((pick) => {
      const value = worth(pick);
      return value === null ? [] : [{ value, stake: pick.stake, market: pick.market }];
    });
  const lastSettled = settled.reduce<string | null>(
    (last, pick) => (pick.settled && (last === null || time(pick.settled) > time(last)) ? pick.settled : last),
    null,
  );
  const firstPosted = picks.reduce<string | null>(
    (first, pick) => (first === null || time(pick.posted) < time(first) ? pick.posted : first),
    null,
  );
  const medianDecimal = median(staked.map((pick) => decimalOdds(pick.odds)));

  return {
    picks: picks.length,
    settled: settled.length,
    pending: count('pending'),
    wins,
    losses,
    pushes: count('push'),
    voids: count('void'),
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    unitsWon: cumulative / 100,
    unitsRisked: risked / 100,
    roi: risked > 0 ? cumulative / risked : null,
    medianOdds: medianDecimal === null ? null : americanOdds(medianDecimal),
    favoriteShare: staked.length ? staked.filter((pick) => pick.odds < 0).length / staked.length : null,
    maxDrawdown: maxDrawdown / 100,
    longestLosingRun,
    priceClv: clvFigure(valued(priceValue)),
    lineClv: clvFigure(valued(lineValue)),
    firstPosted,
    lastSettled,
  };
}

export type Grouping = 'sport' | 'market' | 'stake' | 'month' | 'year';

/**
 * The group a pick belongs to. A pick's month and year are those of the day its game started, in
 * the record's time zone. A sealed pick's market is not published, so it is in no market's group.
 */
const keyOf: Record<Grouping, (pick: CountedPick, timeZone: string) => string | null> = {
  sport: (pick) => pick.sport,
  market: (pick) => (isRevealed(pick) ? pick.market : null),
  stake: (pick) => String(pick.stake),
  month: (pick, timeZone) => calendarMonth(pick.eventStart, timeZone),
  year: (pick, timeZone) => calendarYear(pick.eventStart, timeZone),
};

/**
 * Figures per sport, market, stake, month or year. Sports and markets come in the order their first
 * pick appears in the ledger; stakes from the smallest; months and years in calendar order. Only
 * groups with picks are listed.
 */
export function groupSummaries<T extends CountedPick>(
  picks: readonly T[],
  by: Grouping,
  timeZone: string,
): { key: string; picks: T[]; summary: Summary }[] {
  const groups = new Map<string, T[]>();
  for (const pick of picks) {
    const key = keyOf[by](pick, timeZone);
    if (key === null) continue;
    const members = groups.get(key);
    if (members) members.push(pick);
    else groups.set(key, [pick]);
  }
  const entries = [...groups].map(([key, members]) => ({ key, picks: members, summary: summarize(members) }));
  if (by === 'stake') return entries.sort((a, b) => Number(a.key) - Number(b.key));
  return by === 'month' || by === 'year' ? entries.sort((a, b) => a.key.localeCompare(b.key)) : entries;
}

/** The running total of units after each settled pick, in the games' order (the chart's points). */
export function cumulativeUnits(picks: readonly CountedPick[]): { date: string; units: number; id: string }[] {
  let total = 0;
  return byGame(picks).map((pick) => {
    total += hundredths(profit(pick) ?? 0);
    return { date: pick.eventStart, units: total / 100, id: pick.id };
  });
}

/** How every 95% interval is drawn (content/record/settings.mjs). */
export type IntervalSettings = { readonly resamples: number; readonly seed: number; readonly smallSample: number };

/** A 95% interval and how many picks it was drawn from. */
export type Interval = { readonly low: number; readonly high: number; readonly picks: number };

/**
 * A 95% percentile bootstrap interval for a ratio of sums, Σ gained / Σ staked over picks, made to
 * be redone by anyone: the picks are drawn with replacement `resamples` times, each draw's index
 * being ⌊u·n⌋ for the next number u of mulberry32 seeded with `seed`; each resample's ratio is its
 * sum gained over its sum staked (0 when it staked nothing); the interval runs from the resample at
 * index ⌊0.025·resamples⌋ to the one at ⌈0.975·resamples⌉ − 1, in ascending order. Null on fewer
 * than `smallSample` picks, where so few draws say little.
 */
function bootstrap(
  picks: readonly { gained: number; staked: number }[],
  { resamples, seed, smallSample }: IntervalSettings,
): Interval | null {
  if (picks.length < smallSample || picks.length === 0) return null;
  const random = seededRandom(seed);
  const ratios: number[] = [];
  for (let draw = 0; draw < resamples; draw += 1) {
    let gained = 0;
    let staked = 0;
    for (let i = 0; i < picks.length; i += 1) {
      const pick = picks[Math.floor(random() * picks.length)];
      gained += pick?.gained ?? 0;
      staked += pick?.staked ?? 0;
    }
    ratios.push(staked > 0 ? gained / staked : 0);
  }
  ratios.sort((a, b) => a - b);
  return {
    low: ratios[Math.floor(0.025 * resamples)] ?? 0,
    high: ratios[Math.ceil(0.975 * resamples) - 1] ?? 0,
    picks: picks.length,
  };
}

/**
 * The ROI's 95% interval: the bootstrap over the picks that stood (wins, losses and pushes) in
 * ledger order, each resample's ROI being its units won over its units risked, as the ROI itself is.
 */
export function roiInterval(picks: readonly CountedPick[], settings: IntervalSettings): Interval | null {
  const staked = picks.filter(isRevealed).filter(stood);
  return bootstrap(
    staked.map((pick) => ({ gained: hundredths(profit(pick) ?? 0), staked: hundredths(pick.stake) })),
    settings,
  );
}

/**
 * The 95% interval of the stake-weighted points gained on lines: the bootstrap over the spreads and
 * totals with a closing line (voids left out) in ledger order. Meant for one sport's picks at a
 * time: a point of an NFL spread and a point of an NBA total are not worth the same.
 */
export function lineClvInterval(picks: readonly CountedPick[], settings: IntervalSettings): Interval | null {
  const measured = picks.filter(isRevealed).flatMap((pick) => {
    const value = pick.result === 'void' ? null : lineValue(pick);
    return value === null ? [] : [{ gained: hundredths(pick.stake) * value, staked: hundredths(pick.stake) }];
  });
  return bootstrap(measured, settings);
}

/**
 * A void and why it was called off, as the void itself says (docs/grading.md, "Void"): its note as
 * published, and the game's status when the score is one (postponed, canceled, suspended). A
 * correction's reason says why the ledger changed, not why the book voided the bet.
 */
export type VoidedPick = {
  readonly id: string;
  readonly eventStart: string;
  readonly event: string;
  readonly note: string;
  readonly status: VoidStatus | null;
};

/** The voids, in ledger order, each with why it is void. */
export function voidedPicks(picks: readonly PublishedPick[]): VoidedPick[] {
  return picks.filter(isRevealed).flatMap((pick) => {
    if (pick.result !== 'void') return [];
    const status = voidStatusOf(pick.score)?.word ?? null;
    return [{ id: pick.id, eventStart: pick.eventStart, event: pick.event, note: pick.note, status }];
  });
}

/**
 * Where a 95% interval stands against zero: entirely above it, entirely below it, or across it (the
 * figure cannot yet be told apart from zero). An interval that ends at zero is across it.
 */
export type IntervalVerdict = 'above' | 'below' | 'across';

export function intervalVerdict(interval: Interval): IntervalVerdict {
  if (interval.low > 0) return 'above';
  return interval.high < 0 ? 'below' : 'across';
}
