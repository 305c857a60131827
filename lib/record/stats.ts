import { americanOdds, calendarMonth, calendarYear, decimalOdds, impliedProbability, profitOf } from './math.mjs';
import { isRevealed, type Pick, type SealedPick, type Summary } from './types';

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

/** Settled picks, first graded first (ties: the one posted first, then ledger order). */
export function bySettlement<T extends CountedPick>(picks: readonly T[]): T[] {
  return picks
    .filter((pick) => pick.settled !== null)
    .map((pick) => ({ pick, settled: time(pick.settled ?? ''), posted: time(pick.posted) }))
    .sort((a, b) => a.settled - b.settled || a.posted - b.posted || a.pick.line - b.pick.line)
    .map(({ pick }) => pick);
}

/**
 * The figures of a set of picks. Decisions the numbers rest on:
 * - win rate counts wins and losses only; pushes and voids returned the stake;
 * - average odds: American odds cannot be averaged (-110 and +110 are neighbours, not opposites),
 *   so it is the mean of the decimal odds of wins, losses and pushes, written back as American odds;
 * - a losing run is broken only by a win: a push or void inside it neither ends nor lengthens it;
 * - drawdown and runs follow settlement order, starting from 0 units;
 * - closing-line value is the closing odds' implied probability minus the taken odds', averaged over
 *   every pick with closing odds except voids (positive: the pick beat the closing line).
 */
export function summarize(picks: readonly CountedPick[]): Summary {
  const count = (result: Pick['result']) => picks.filter((pick) => pick.result === result).length;
  const wins = count('win');
  const losses = count('loss');
  const settled = bySettlement(picks);

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
  const risked = picks
    .filter((pick) => pick.result === 'win' || pick.result === 'loss')
    .reduce((sum, pick) => sum + hundredths(pick.stake), 0);
  const graded = shown.filter((pick) => pick.result === 'win' || pick.result === 'loss' || pick.result === 'push');
  const withClose = shown.filter(
    (pick): pick is Pick & { closingOdds: number } => pick.closingOdds !== null && pick.result !== 'void',
  );
  const lastSettled = settled.at(-1)?.settled ?? null;
  const firstPosted = picks.reduce<string | null>(
    (first, pick) => (first === null || time(pick.posted) < time(first) ? pick.posted : first),
    null,
  );

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
    averageOdds: graded.length
      ? americanOdds(graded.reduce((sum, pick) => sum + decimalOdds(pick.odds), 0) / graded.length)
      : null,
    maxDrawdown: maxDrawdown / 100,
    longestLosingRun,
    clv: withClose.length
      ? withClose.reduce((sum, pick) => sum + impliedProbability(pick.closingOdds) - impliedProbability(pick.odds), 0) /
        withClose.length
      : null,
    clvPicks: withClose.length,
    firstPosted,
    lastSettled,
  };
}

export type Grouping = 'sport' | 'market' | 'month' | 'year';

/** The group a pick belongs to; a sealed pick's market is not published, so it is in no market's group. */
const keyOf: Record<Grouping, (pick: CountedPick, timeZone: string) => string | null> = {
  sport: (pick) => pick.sport,
  market: (pick) => (isRevealed(pick) ? pick.market : null),
  month: (pick, timeZone) => calendarMonth(pick.posted, timeZone),
  year: (pick, timeZone) => calendarYear(pick.posted, timeZone),
};

/**
 * Figures per sport, market, month or year (a pick belongs to the month and year it was posted in,
 * in the record's time zone). Groups come in the order their first pick appears in the ledger, which
 * for months and years is calendar order; only groups with picks are listed.
 */
export function groupSummaries(
  picks: readonly CountedPick[],
  by: Grouping,
  timeZone: string,
): { key: string; summary: Summary }[] {
  const groups = new Map<string, CountedPick[]>();
  for (const pick of picks) {
    const key = keyOf[by](pick, timeZone);
    if (key === null) continue;
    const members = groups.get(key);
    if (members) members.push(pick);
    else groups.set(key, [pick]);
  }
  const entries = [...groups].map(([key, members]) => ({ key, summary: summarize(members) }));
  return by === 'month' || by === 'year' ? entries.sort((a, b) => a.key.localeCompare(b.key)) : entries;
}

/** The running total of units after each settled pick, in settlement order (the chart's points). */
export function cumulativeUnits(picks: readonly CountedPick[]): { date: string; units: number; id: string }[] {
  let total = 0;
  return bySettlement(picks).map((pick) => {
    total += hundredths(profit(pick) ?? 0);
    return { date: pick.settled ?? '', units: total / 100, id: pick.id };
  });
}
