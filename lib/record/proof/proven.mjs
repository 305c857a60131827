/**
 * What "proven" means for a pick, once for the site's figures (lib/record/figures/proven.ts) and
 * for `npm run record:verify` (lib/record/proof/verify.mjs): the headline counts a pick only when
 * the files prove it went out before its game, as it is counted.
 */
import { calendarDay } from '../math.mjs';
import { sealFields } from '../model.mjs';

/**
 * Why a pick is not proven:
 * - `late`: no token from an authority before the earliest start the record gives its game;
 * - `corrected`: a field its seal covers (what was picked, the odds, the stake, the book, the
 *   start…) was corrected after it went out. A correction is published only once the pick is
 *   revealed, after its start, so the pick as counted is not the pick as sealed.
 * @typedef {'late' | 'corrected'} NotProvenReason
 */

/**
 * Whether a pick's token (ms since 1970, or null without one) is before its earliest start.
 * @param {number | null} token @param {number} start
 */
export function tokenBeforeStart(token, start) {
  return token !== null && Number.isFinite(token) && Number.isFinite(start) && token < start;
}

/**
 * Why a pick is not proven: none when it is.
 * @param {{ token: number | null, start: number, correctedFields: readonly string[] }} pick
 * @returns {NotProvenReason[]}
 */
export function whyNotProven({ token, start, correctedFields }) {
  /** @type {NotProvenReason[]} */
  const reasons = [];
  if (!tokenBeforeStart(token, start)) reasons.push('late');
  if (correctedFields.some((field) => /** @type {readonly string[]} */ (sealFields).includes(field)))
    reasons.push('corrected');
  return reasons;
}

/**
 * Whether a correction's date ("YYYY-MM-DD") is the day its token was made, in the record's time
 * zone: the day a reader sees is the day the authority saw it.
 * @param {string} date @param {number} token @param {string} timeZone
 */
export function correctionDayMatches(date, token, timeZone) {
  return calendarDay(token, timeZone) === date;
}
