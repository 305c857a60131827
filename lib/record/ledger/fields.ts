import type { Market, Result, Sport } from '../types';
import { scoreHelp } from './grading.mjs';
import { SECRET_PATTERN } from '../proof/encoding.mjs';
import { markets, PICK_ID_PATTERN, results } from '../model.mjs';
import type { LedgerColumn } from '../types';
import { formulaProblem, nameProblem, textProblem } from '../../text/cellText.mjs';

/** Each column's own check: the value alone, without looking at the rest of the row. */

const isoTimestamp = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since 1970 for an ISO 8601 time with an offset, or null if it is not one. */
export function parseTimestamp(text: string): number | null {
  const match = isoTimestamp.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) {
    return null;
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const offset = match[7] ?? 'Z';
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) return null;
  return Date.parse(text);
}

const timestampHelp =
  'write an ISO 8601 time with its offset, like 2025-09-07T13:00:00-04:00 (New York is -04:00 in summer and -05:00 in winter)';

export type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = <T>(message: string): Check<T> => ({ ok: false, message });

function checkOdds(column: string, text: string): Check<number> {
  if (!/^[+-]?\d+$/.test(text)) {
    return fail(`${column} "${text}" is not a whole number — write American odds such as -110 or +135`);
  }
  const odds = Number(text);
  if (odds > -100 && odds < 100) {
    return fail(
      `${column} "${text}" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher`,
    );
  }
  if (odds > 0 && !text.startsWith('+')) {
    return fail(
      `${column} "${text}" has no sign — write +${text} for an underdog or -${text} for a favorite (a dropped minus sign would turn a favorite into an underdog)`,
    );
  }
  return ok(odds);
}

function checkTimestamp(column: string, text: string): Check<string> {
  if (parseTimestamp(text) === null) return fail(`${column} "${text}" is not a valid time — ${timestampHelp}`);
  return ok(text);
}

/**
 * The most characters a cell may hold: the free-text columns and the correction's reason each
 * their own, a score its own (a parlay's names every leg), and every other cell of picks.csv and
 * corrections.csv (ids, times, odds, paths …) `other`.
 */
export type TextLimits = Readonly<
  Record<'event' | 'selection' | 'sportsbook' | 'note' | 'reason' | 'score' | 'other', number>
>;

/** The columns that name something (a team, an event, a book): one alphabet, no look-alike forms. */
const nameColumns: readonly string[] = ['event', 'selection', 'sportsbook'];

/**
 * The one check every cell of picks.csv and corrections.csv goes through, whatever its column,
 * market or result: no hidden character, composed form (NFC), no more characters than its limit,
 * no formula starter after a separator a spreadsheet offers, and for a name one alphabet. Returns
 * why the cell cannot be published, led by `label` (the column, by default), or null.
 */
export function cellProblem(column: string, text: string, limits: TextLimits, label: string = column): string | null {
  const maxLength = Object.hasOwn(limits, column) ? limits[column as keyof TextLimits] : limits.other;
  const problem =
    textProblem(text, { maxLength }) ??
    formulaProblem(text) ??
    (nameColumns.includes(column) ? nameProblem(text) : null);
  return problem && `${label} ${problem}`;
}

function checkText(column: 'event' | 'selection' | 'sportsbook' | 'note', text: string): Check<string> {
  return !text && column !== 'note' ? fail(`${column} is empty — every pick needs one`) : ok(text);
}

function oneOf<T extends string>(column: string, values: readonly T[], text: string): Check<T> {
  const isValue = (value: string): value is T => (values as readonly string[]).includes(value);
  return isValue(text)
    ? ok(text)
    : fail(`${column} "${text}" is not known — write one of ${values.join(', ')} (lower case)`);
}

/** What a slip's bytes are: a raster image format, something else, or no file at all. */
export type SlipKind = 'jpg' | 'png' | 'webp' | 'other' | 'missing';

/** The raster formats a slip may be, by the extensions each is written with. */
const slipFormats: Record<Exclude<SlipKind, 'other' | 'missing'>, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
};

/** A path in the record's slips/ folder made of plain segments (none empty, none led by a dot) ending in a raster extension. */
const SLIP_PATH = /^slips\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(jpe?g|png|webp)$/i;

export interface FieldContext {
  readonly sports: Readonly<Record<string, Sport>>;
  readonly maxStake: number;
  /** The most characters each cell may hold (content/record/settings.mjs). */
  readonly maxLength: TextLimits;
  /** What the file at a path in the record's folder (content/record/slips/…) holds, by its bytes. */
  readonly slipKind: (path: string) => SlipKind;
}

export const fieldChecks = {
  id: (text: string) =>
    PICK_ID_PATTERN.test(text)
      ? ok(text)
      : fail<string>(`id "${text}" is not usable — write letters, digits and dashes, like RC-0412`),
  posted: (text: string) => checkTimestamp('posted', text),
  event_start: (text: string) => checkTimestamp('event_start', text),
  sport: (text: string, context: FieldContext): Check<{ code: string; sport: Sport }> => {
    const sport = Object.hasOwn(context.sports, text) ? context.sports[text] : undefined;
    return sport
      ? ok({ code: text, sport })
      : fail(
          `sport "${text}" is not one of the site's sports — write one of ${Object.keys(context.sports).join(', ')}`,
        );
  },
  event: (text: string) => checkText('event', text),
  market: (text: string) => oneOf<Market>('market', markets, text),
  selection: (text: string) => checkText('selection', text),
  odds: (text: string) => checkOdds('odds', text),
  stake: (text: string, context: FieldContext): Check<number> => {
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      return fail(`stake "${text}" is not a number of units — write it like 1 or 1.5 (at most two decimals)`);
    }
    const stake = Number(text);
    if (stake <= 0) return fail(`stake "${text}" is not positive — a pick risks more than 0 units`);
    if (stake > context.maxStake) {
      return fail(
        `stake "${text}" is above the maximum of ${context.maxStake} units — check the row, or raise maxStake in content/record/settings.mjs`,
      );
    }
    return ok(stake);
  },
  sportsbook: (text: string) => checkText('sportsbook', text),
  result: (text: string) => oneOf<Result>('result', results, text),
  score: (text: string) => (/^[=+\-@\s]/.test(text) ? fail<string | null>(scoreHelp(text)) : ok(text || null)),
  settled: (text: string) => (text ? checkTimestamp('settled', text) : ok(null)),
  closing_odds: (text: string) => (text ? checkOdds('closing_odds', text) : ok(null)),
  closing_other_odds: (text: string) => (text ? checkOdds('closing_other_odds', text) : ok(null)),
  closing_line: (text: string): Check<number | null> => {
    if (!text) return ok(null);
    return /^[+-]?\d{1,3}(\.5)?$/.test(text)
      ? ok(Number(text))
      : fail(
          `closing_line "${text}" is not a line — write the spread or total at the start in half points, like -3.5 or 47.5`,
        );
  },
  slip: (text: string, context: FieldContext): Check<string | null> => {
    if (!text) return ok(null);
    const extension = /\.([A-Za-z]+)$/.exec(text)?.[1]?.toLowerCase() ?? '';
    if (!SLIP_PATH.test(text)) {
      return fail(
        ['jpg', 'jpeg', 'png', 'webp'].includes(extension)
          ? `slip "${text}" is not a plain path in the slips folder — write it like slips/rc-0412.jpg for the photo content/record/slips/rc-0412.jpg: no leading slash, no empty, "." or ".." parts`
          : `slip "${text}" is not a JPEG, PNG or WebP image — save the slip as a photo or screenshot in one of those formats (.jpg, .png, .webp)`,
      );
    }
    const kind = context.slipKind(text);
    if (kind === 'missing')
      return fail(`slip "${text}" does not exist — add the photo as content/record/${text}, or fix the path`);
    if (kind === 'other' || !slipFormats[kind].includes(extension)) {
      return fail(
        `slip "${text}" is ${kind === 'other' ? 'not a JPEG, PNG or WebP image' : `a ${kind.toUpperCase()} image named .${extension}`} — save it as JPEG, PNG or WebP with the extension of its format`,
      );
    }
    return ok(text);
  },
  note: (text: string) => checkText('note', text),
  secret: (text: string) =>
    SECRET_PATTERN.test(text) && !/^(.)\1*$/.test(text)
      ? ok(text)
      : fail<string>(
          text
            ? `secret "${text}" is not 64 lowercase hex characters — run npm run record:seal to make one, and never edit it by hand`
            : 'secret is empty — run npm run record:seal, which seals each new pick, then commit (see "Posting a pick" in content/README.md)',
        ),
} satisfies Record<LedgerColumn, (text: string, context: FieldContext) => Check<unknown>>;

export type Values = { [C in LedgerColumn]: ReturnType<(typeof fieldChecks)[C]> extends Check<infer T> ? T : never };
