import { wholeYearsSince, type CalendarMonth } from '@/lib/dates';
import { calendarMonth } from '../math.mjs';
import { isRevealed, type PublishedPick } from '../types';
import { headlineFigures } from './proven';
import { intervalVerdict, type IntervalSettings } from './stats';

/** What the ledger lets the site say about itself: how long the record runs, and how many picks show a slip. */
export type RecordClaims = {
  /** The month the first pick was posted, in the record's time zone; null with an empty ledger. */
  readonly firstPick: CalendarMonth | null;
  /** Whole years from that month to the build date. */
  readonly years: number;
  /** The share of graded picks with a slip (0–1); 1 while none is graded. */
  readonly slipShare: number;
  /** Whether the record backs calling it winning (recordIsWinning). */
  readonly winning: boolean;
};

/**
 * The one rule for calling the record "winning": the ROI's 95% interval over the proven picks, the
 * ones the headline counts, lies entirely above zero. An ROI whose interval reaches zero or below
 * cannot yet be told apart from break-even, and too few picks for an interval back nothing.
 */
export function recordIsWinning(picks: readonly PublishedPick[], interval: IntervalSettings): boolean {
  const drawn = headlineFigures(picks, interval).interval;
  return drawn !== null && intervalVerdict(drawn) === 'above';
}

export function recordClaims(
  picks: readonly PublishedPick[],
  date: Date,
  { timeZone, interval }: { timeZone: string; interval: IntervalSettings },
): RecordClaims {
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
    winning: recordIsWinning(picks, interval),
  };
}
