/**
 * What the headline counts, once for the site's figures (lib/record/figures/proven.ts) and for
 * `npm run record:verify` (lib/record/proof/verify.mjs): a pick the files prove went out before its
 * game, counted as it went out.
 */
import { gradePick } from '../ledger/grading.mjs';
import { calendarDay, profitOf } from '../math.mjs';

/**
 * Whether a pick's token (ms since 1970, or null without one) is before its earliest start: the
 * headline counts a pick only then.
 * @param {number | null} token @param {number} start
 */
export function tokenBeforeStart(token, start) {
  return token !== null && Number.isFinite(token) && Number.isFinite(start) && token < start;
}

/** @typedef {'pending' | 'win' | 'loss' | 'push' | 'void'} CountedResult */

/**
 * A proven pick as the headline counts it: the bet its seal proves (its market, event, selection,
 * odds and stake as posted, before every correction), graded from the published score. A void
 * stays a void and a pending pick pending. A bet the score cannot grade, as when a correction
 * changed its market, counts as a loss of its stake as posted: a correction never improves the
 * headline.
 * @param {{ market: string, event: string, selection: string, odds: string, stake: string }} posted the sealed fields as posted, as written in the ledger
 * @param {{ result: string, score: string }} published the result and score as published
 * @returns {{ result: CountedResult, stake: number, odds: number, profit: number | null }}
 */
export function countedAsPosted(posted, published) {
  const odds = Number(posted.odds);
  const stake = Number(posted.stake);
  const bet = { market: posted.market, event: posted.event, selection: posted.selection, odds, stake };
  if (published.result === 'pending') return { result: 'pending', stake, odds, profit: null };
  if (published.result === 'void') return { result: 'void', stake, odds, profit: 0 };
  const grade = gradePick({ ...bet, score: published.score });
  const result = grade.ok ? grade.value.result : 'loss';
  return { result, stake, odds, profit: profitOf({ ...bet, result, score: published.score }) };
}

/**
 * Whether a correction's date ("YYYY-MM-DD") is the day its token was made, in the record's time
 * zone: the day a reader sees is the day the authority saw it.
 * @param {string} date @param {number} token @param {string} timeZone
 */
export function correctionDayMatches(date, token, timeZone) {
  return calendarDay(token, timeZone) === date;
}
