import { wholeYearsSince, type CalendarMonth } from '@/lib/dates';
import { calendarMonth } from '../math.mjs';
import { isRevealed, type PublishedPick } from '../types';

/** What the ledger lets the site say about itself: how long the record runs, and how many picks show a slip. */
export type RecordClaims = {
  /** The month the first pick was posted, in the record's time zone; null with an empty ledger. */
  readonly firstPick: CalendarMonth | null;
  /** Whole years from that month to the build date. */
  readonly years: number;
  /** The share of graded picks with a slip (0–1); 1 while none is graded. */
  readonly slipShare: number;
};

export function recordClaims(picks: readonly PublishedPick[], date: Date, timeZone: string): RecordClaims {
  const first = picks.reduce<string | null>(
    (earliest, pick) => (earliest === null || Date.parse(pick.posted) < Date.parse(earliest) ? pick.posted : earliest),
    null,
  );
  const month = first ? calendarMonth(first, timeZone) : null;
  const firstPick = month ? { year: Number(month.slice(0, 4)), month: Number(month.slice(5)) } : null;
  const graded = picks.filter(isRevealed).filter((pick) => pick.result !== 'pending');
  return {
    firstPick,
    years: firstPick ? wholeYearsSince(firstPick, date) : 0,
    slipShare: graded.length ? graded.filter((pick) => pick.slip).length / graded.length : 1,
  };
}
