import { calendarDay, calendarMonth, calendarYear } from '../math.mjs';
import { tokenBeforeStart } from '../proof/proven.mjs';
import { isRevealed, type PublishedPick, type RevealedPick } from '../types';

/** The years that have picks, newest first (by the day each pick's game started, in the record's time zone). */
export function recordYears(picks: readonly PublishedPick[], timeZone: string): number[] {
  return [...new Set(picks.map((pick) => Number(calendarYear(pick.eventStart, timeZone))))].sort((a, b) => b - a);
}

/**
 * One year's picks, grouped by the month their games started ("2025-10"), newest month first, and in
 * each month the latest posted first (of two posted at once, the one further down the ledger): the
 * time a picks table shows first is when the pick was posted.
 */
export function picksByMonth(
  picks: readonly PublishedPick[],
  year: number,
  timeZone: string,
): { month: string; picks: PublishedPick[] }[] {
  const months = new Map<string, PublishedPick[]>();
  for (const pick of picks) {
    const key = calendarMonth(pick.eventStart, timeZone);
    if (key.slice(0, 4) !== String(year)) continue;
    const list = months.get(key) ?? [];
    list.push(pick);
    months.set(key, list);
  }
  return [...months]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, list]) => ({
      month,
      picks: list.sort((a, b) => Date.parse(b.posted) - Date.parse(a.posted) || b.line - a.line),
    }));
}

/** The pick settled most recently (a win, loss or push: a void is no receipt), or null. */
export function latestSettled(picks: readonly PublishedPick[]): RevealedPick | null {
  let latest: RevealedPick | null = null;
  for (const pick of picks.filter(isRevealed)) {
    if (!pick.settled || pick.result === 'void' || pick.result === 'pending') continue;
    if (!latest || Date.parse(pick.settled) >= Date.parse(latest.settled ?? '')) latest = pick;
  }
  return latest;
}

/** The newest picks first, pending ones included. */
export function latestPicks(picks: readonly PublishedPick[], count: number): PublishedPick[] {
  return [...picks].sort((a, b) => Date.parse(b.posted) - Date.parse(a.posted)).slice(0, count);
}

/** The latest settlement among the given picks, as its day "YYYY-MM-DD" in the time zone, or undefined. */
export function lastSettledDay(picks: readonly PublishedPick[], timeZone: string): string | undefined {
  const times = picks.flatMap((pick) => (pick.settled ? [Date.parse(pick.settled)] : []));
  if (times.length === 0) return undefined;
  return calendarDay(new Date(Math.max(...times)).toISOString(), timeZone);
}

/**
 * How many picks an authority timestamped before their event started, of all the picks: before
 * the earliest start the record ever gave, so moving a start later by a correction proves nothing.
 */
export function timestampedBeforeStart(picks: readonly PublishedPick[]): {
  before: number;
  total: number;
  /** before / total (0–1); null without picks. */
  share: number | null;
} {
  const before = picks.filter((pick) =>
    tokenBeforeStart(pick.timestamp ? Date.parse(pick.timestamp.time) : null, Date.parse(pick.earliestStart)),
  ).length;
  return { before, total: picks.length, share: picks.length ? before / picks.length : null };
}

/**
 * The latest pick a visitor can check end to end (revealed, so its secret is published, and
 * timestamped), with the chain value before it (null for the first pick).
 */
export function checkablePick(picks: readonly PublishedPick[]): { pick: RevealedPick; previous: string } | null {
  for (let index = picks.length - 1; index >= 0; index -= 1) {
    const pick = picks[index];
    if (pick && isRevealed(pick) && pick.timestamp) return { pick, previous: pick.previous };
  }
  return null;
}
