/**
 * What the headline counts, once for the site's figures (lib/record/figures/proven.ts) and for
 * `npm run record:verify` (lib/record/proof/verify.mjs): a pick the files prove went out before its
 * game, counted at the worse of how it went out and how it stands corrected.
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
/** @typedef {{ market: string, event: string, selection: string, odds: string, stake: string }} Bet a bet's fields as the ledger writes them */

/**
 * A proven pick as the headline counts it: the worse, for the record, of two readings. One is the
 * bet its seal proves (its market, event, selection, odds and stake as posted, before every
 * correction) graded from the published score; a bet that score cannot grade, as when a
 * correction changed its market, is a loss of its stake as posted. The other is the pick as
 * published, corrections and all. So no correction improves the headline: neither one that turns
 * a posted loss into something else nor a better price posted than the book gave. A pending pick
 * counts as published, and so does a void, unless it was first graded a win, loss or push (its
 * grade entry) and corrected to void later: then it counts at the worse of that first grade and
 * the void, so a loss voided after the fact stays a loss.
 * @param {Bet & { result?: string, score?: string }} posted the sealed fields as posted, and the result and score as first graded
 * @param {Bet & { result: string, score: string }} published the pick as published
 * @returns {{ asPosted: boolean, result: CountedResult, stake: number, odds: number, profit: number | null }}
 */
export function headlineCount(posted, published) {
  /** @param {Bet} bet */
  const numbers = (bet) => ({ ...bet, odds: Number(bet.odds), stake: Number(bet.stake), score: published.score });
  const asPublished = numbers(published);
  if (published.result !== 'win' && published.result !== 'loss' && published.result !== 'push') {
    const result = published.result === 'void' ? 'void' : 'pending';
    const first = posted.result;
    if (result === 'void' && (first === 'win' || first === 'loss' || first === 'push')) {
      const bet = { ...numbers(posted), score: posted.score ?? '' };
      const profit = profitOf({ ...bet, result: first }) ?? 0;
      if (profit < 0) return { asPosted: true, result: first, stake: bet.stake, odds: bet.odds, profit };
    }
    return {
      asPosted: false,
      result,
      stake: asPublished.stake,
      odds: asPublished.odds,
      profit: result === 'void' ? 0 : null,
    };
  }
  const publishedProfit = profitOf({ ...asPublished, result: published.result }) ?? 0;
  const bet = numbers(posted);
  const grade = gradePick(bet);
  const result = grade.ok ? grade.value.result : 'loss';
  const profit = profitOf({ ...bet, result }) ?? 0;
  return profit < publishedProfit
    ? { asPosted: true, result, stake: bet.stake, odds: bet.odds, profit }
    : {
        asPosted: false,
        result: published.result,
        stake: asPublished.stake,
        odds: asPublished.odds,
        profit: publishedProfit,
      };
}

/**
 * Whether a correction's date ("YYYY-MM-DD") is the day its token was made, in the record's time
 * zone: the day a reader sees is the day the authority saw it.
 * @param {string} date @param {number} token @param {string} timeZone
 */
export function correctionDayMatches(date, token, timeZone) {
  return calendarDay(token, timeZone) === date;
}
