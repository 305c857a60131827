/**
 * How the record's figures read on the pages. The pages, the social image and the browser tests
 * format every figure through these functions, so "+12.34 u" cannot read differently in two places.
 */

import { parseScore, teamsOf, type Score, type Segment } from '../ledger/grading.mjs';
import { voidStatusOf, type VoidStatus } from '../model.mjs';

const MINUS = '\u2212';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date format for a zone, made once: a year page formats thousands of times. */
function formatter(name: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${name} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

function signed(value: number, digits: number): string {
  const rounded = Number(value.toFixed(digits));
  if (rounded === 0) return (0).toFixed(digits);
  return `${rounded > 0 ? '+' : MINUS}${Math.abs(rounded).toFixed(digits)}`;
}

/** 12.345 → "+12.35", -3 → "−3.00" (a true minus sign, which screen readers read as "minus"). */
export function formatUnits(units: number): string {
  return signed(units, 2);
}

/** 0.0421 → "+4.2%"; null (nothing settled yet) → "–". */
export function formatRoi(roi: number | null): string {
  return roi === null ? '–' : `${signed(roi * 100, 1)}%`;
}

/** 0.5432 → "54.3%"; null → "–". */
export function formatRate(rate: number | null): string {
  return rate === null ? '–' : `${(rate * 100).toFixed(1)}%`;
}

/** Wins, losses and pushes as bettors write a record: "212-190-9". */
export function formatRecord({ wins, losses, pushes }: { wins: number; losses: number; pushes: number }): string {
  return `${wins}-${losses}-${pushes}`;
}

/** A stake in units: 1 → "1", 1.5 → "1.5". */
export function formatStake(stake: number): string {
  return String(Number(stake.toFixed(2)));
}

/** A day and time with the zone named, as the record's pages write them. */
const timeOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
} as const satisfies Intl.DateTimeFormatOptions;

/** "2025-10-03T19:05:00-04:00" in "America/New_York" → "Oct 3, 7:05 PM EDT": the zone is always named. */
export function formatPostedTime(iso: string, timeZone: string): string {
  return formatter('posted', timeZone, timeOptions).format(new Date(iso));
}

/** "2025-10-03T19:05:00-04:00" → "Oct 3, 2025, 7:05 PM EDT": a moment on a page meant to last, so with its year. */
export function formatMoment(iso: string, timeZone: string): string {
  return formatter('moment', timeZone, { year: 'numeric', ...timeOptions }).format(new Date(iso));
}

/**
 * A moment as formatMoment writes it, cut where a narrow column may wrap it:
 * { day: "Oct 3, 2025", time: "7:05 PM EDT" }, so that `${day}, ${time}` is formatMoment's text.
 */
export function formatMomentParts(iso: string, timeZone: string): { day: string; time: string } {
  const date = new Date(iso);
  return {
    day: formatter('day', timeZone, { year: 'numeric', month: 'short', day: 'numeric' }).format(date),
    time: formatter('clock', timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date),
  };
}

/** "2025-10-03T15:31:00Z" in New York → "11:31 AM": a time of day, in a table whose heading names the zone. */
export function formatTimeOfDay(iso: string, timeZone: string): string {
  return formatter('time', timeZone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A lead time in whole hours, or minutes under an hour: 8 h, 35 min, 2 d 3 h. */
export function formatLead(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** "2025-10-03T23:05:00Z" → "October 3, 2025", as the day falls in the record's time zone. */
export function formatDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));
}

/** "2025-10-03T23:05:00Z" → "Oct 3, 2025", for the headline figures' narrow boxes. */
export function formatShortDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/** "2025-10" → "October 2025" */
export function formatMonthKey(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year ?? 1970, (month ?? 1) - 1, 1),
  );
}

/** Points of a spread or total: 0.42 → "+0.42 pts". */
export function formatPoints(points: number): string {
  return `${signed(points, 2)} pts`;
}

/** Units put at risk, never negative: 763.5 → "763.50". */
export function formatRisked(units: number): string {
  return units.toFixed(2);
}

/** A score as the pages show it: a void's status word as a word of the page ("postponed" → "Postponed"), a final score as written. */
export function formatScore(score: string): string {
  return voidStatusOf(score) ? `${score.charAt(0).toUpperCase()}${score.slice(1)}` : score;
}

/** A score read for a reader: each team with its points, or the status of a game that was not finished. */
export type ScoreReading =
  | {
      readonly kind: 'final';
      readonly sides: readonly [TeamScore, TeamScore];
      readonly segment: Segment | null;
      readonly extra: string | null;
    }
  | { readonly kind: 'status'; readonly status: VoidStatus };
export type TeamScore = { readonly team: string; readonly points: number };

/** A parsed score beside the teams of its event, away first as the ledger writes both. */
export function teamScores(teams: readonly [string, string], score: Score): ScoreReading {
  return {
    kind: 'final',
    sides: [
      { team: teams[0], points: score.first },
      { team: teams[1], points: score.second },
    ],
    segment: score.segment,
    extra: score.extra,
  };
}

/** "Kansas City Chiefs at Tennessee Titans" and "23-30" → each team with its points; null when either cannot be read. */
export function readScore(event: string, score: string): ScoreReading | null {
  const status = voidStatusOf(score);
  if (status) return { kind: 'status', status: status.word };
  const teams = teamsOf(event);
  const parsed = parseScore(score);
  return teams && parsed ? teamScores(teams, parsed) : null;
}
