/**
 * The record's arithmetic, in one place: odds and what a bet pays, the probability a price implies,
 * and the calendar in the record's time zone. The pages, the ledger's checks, /record.csv and the
 * sample generator (sample/generate.mjs) all import it, so they cannot disagree.
 */
import { reducedParlayWin } from './ledger/grading.mjs';

/**
 * American odds as written: -110, +135.
 * @param {number} odds
 */
export function formatOdds(odds) {
  return odds > 0 ? `+${odds}` : String(odds);
}

/**
 * A spread or total as written: -3.5, +7, 47.5 (a spread of 0 is "pk"-free: 0).
 * @param {number} line
 */
export function formatLine(line) {
  return String(line);
}

/**
 * The line a spread or total was taken at, read from its selection as the ledger writes it: a
 * spread ends with the signed line ("Buffalo Bills -3.5"), a total reads "Over 47.5" or "Under 47.5".
 * Null for any other market, or a selection not written that way.
 * @param {string} market @param {string} selection
 * @returns {{ line: number, over: boolean | null } | null} over: null for a spread
 */
export function lineOf(market, selection) {
  if (market === 'total') {
    const total = /^(over|under)\s+(\d+(?:\.5)?)$/i.exec(selection.trim());
    return total ? { line: Number(total[2]), over: total[1]?.toLowerCase() === 'over' } : null;
  }
  if (market === 'spread') {
    const spread = /\s([+-]\d+(?:\.5)?)$/.exec(selection.trim());
    return spread ? { line: Number(spread[1]), over: null } : null;
  }
  return null;
}

/**
 * A ratio of whole numbers to the hundredth, half a hundredth rounding away from zero, worked in
 * whole numbers so that 1.025 gives 1.03 (in floating point, 0.5 × 205 / 100 is 1.0249999…).
 * The one rounding rule of every amount the record pays (docs/grading.md).
 * @param {number} numerator a whole number of hundredths times `denominator`
 * @param {number} denominator a positive whole number
 */
export function roundHundredths(numerator, denominator) {
  const sign = numerator < 0 ? -1 : 1;
  return (sign * Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator))) / 100;
}

/**
 * What a winning bet pays on top of the stake, to the hundredth (as a book pays to the cent).
 * @param {number} odds American odds, a whole number
 * @param {number} stake to the hundredth
 */
export function toWin(odds, stake) {
  const hundredths = Math.round(stake * 100);
  return odds < 0 ? roundHundredths(hundredths * 100, -odds) : roundHundredths(hundredths * odds, 100);
}

/**
 * Units won or lost by a graded bet; null while it is pending. Every figure the site shows is a sum
 * of these, so the pages and /record.csv agree. A parlay won with a push or void leg pays at the
 * price of the legs that won, as books pay it (docs/grading.md), not at the parlay's own odds.
 * @param {{ result: 'pending' | 'win' | 'loss' | 'push' | 'void', odds: number, stake: number,
 *   market?: string, event?: string, selection?: string, score?: string | null }} bet
 * @returns {number | null}
 */
export function profitOf(bet) {
  const { result, odds, stake } = bet;
  switch (result) {
    case 'pending':
      return null;
    case 'win':
      return reducedParlayWin(bet) ?? toWin(odds, stake);
    case 'loss':
      return -stake;
    default:
      return 0;
  }
}

/**
 * The probability American odds imply, margin included: -110 → 0.5238, +150 → 0.4.
 * @param {number} odds
 */
export function impliedProbability(odds) {
  return odds < 0 ? -odds / (-odds + 100) : 100 / (odds + 100);
}

/**
 * Decimal odds (the stake included): -110 → 1.9091, +150 → 2.5.
 * @param {number} odds
 */
export function decimalOdds(odds) {
  return odds < 0 ? 1 + 100 / -odds : 1 + odds / 100;
}

/**
 * Whole American odds for decimal odds: 1.9091 → -110, 2.5 → +150 (2.0 → +100).
 * @param {number} decimal
 */
export function americanOdds(decimal) {
  return Math.round(decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1));
}

/** @type {Map<string, Intl.DateTimeFormat>} */
const dayFormats = new Map();
/** @type {Map<string, string>} */
const knownDays = new Map();

/**
 * The day ("2025-10-03") an instant falls on in a time zone. Every page groups the same picks
 * again and Intl is the slow part, so each instant is worked out once.
 * @param {string | number | Date} instant an ISO 8601 time, milliseconds or a Date
 * @param {string} timeZone
 */
export function calendarDay(instant, timeZone) {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  const key = `${timeZone} ${ms}`;
  const known = knownDays.get(key);
  if (known) return known;
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(ms);
  knownDays.set(key, day);
  return day;
}

/**
 * The month ("2025-10") of an instant in a time zone.
 * @param {string | number | Date} instant @param {string} timeZone
 */
export function calendarMonth(instant, timeZone) {
  return calendarDay(instant, timeZone).slice(0, 7);
}

/**
 * The year ("2025") of an instant in a time zone.
 * @param {string | number | Date} instant @param {string} timeZone
 */
export function calendarYear(instant, timeZone) {
  return calendarDay(instant, timeZone).slice(0, 4);
}

/** @type {Map<string, Intl.DateTimeFormat>} */
const offsetFormats = new Map();

/**
 * A time zone's offset from UTC at an instant, as ISO 8601 writes it: "-04:00", "+00:00".
 * @param {number} ms @param {string} timeZone
 */
export function offsetAt(ms, timeZone) {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** @param {string} offset "-04:00" @returns {number} minutes east of UTC */
const offsetMinutes = (offset) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));

/**
 * The instant of a wall-clock time in a time zone: ("2025-10-03", "19:05", New York) → its milliseconds.
 * @param {string} day "YYYY-MM-DD" @param {string} time "HH:MM" @param {string} timeZone
 */
export function zonedInstant(day, time, timeZone) {
  const naive = Date.parse(`${day}T${time}:00Z`);
  const guess = naive - offsetMinutes(offsetAt(naive, timeZone)) * 60_000;
  return naive - offsetMinutes(offsetAt(guess, timeZone)) * 60_000;
}

/**
 * An instant as the ledger writes it: ISO 8601 in a time zone with its offset, to the second,
 * "2025-10-03T19:05:00-04:00".
 * @param {number} ms @param {string} timeZone
 */
export function zonedIso(ms, timeZone) {
  const offset = offsetAt(ms, timeZone);
  const local = new Date(ms + offsetMinutes(offset) * 60_000).toISOString().slice(0, 19);
  return `${local}${offset}`;
}
