import { summarize } from '../figures/stats';
import { timestampedBeforeStart } from '../figures/select';
import { isRevealed, type Correction, type PublishedPick } from '../types';

/**
 * What the site says about its record, as /record/claims.json publishes it: `npm run record:verify`
 * recomputes each figure from the published files and the tokens, and fails on any difference.
 */
export function publishedClaims(
  picks: readonly PublishedPick[],
  corrections: readonly Correction[],
  authorities: readonly string[],
) {
  const summary = summarize(picks);
  const revealed = picks.filter(isRevealed);
  const timestamped = timestampedBeforeStart(picks);
  return {
    picks: summary.picks,
    revealed: revealed.length,
    sealed: picks.length - revealed.length,
    graded: summary.settled,
    pending: summary.pending,
    wins: summary.wins,
    losses: summary.losses,
    pushes: summary.pushes,
    voids: summary.voids,
    unitsWon: summary.unitsWon,
    timestamped: { before: timestamped.before, total: timestamped.total },
    corrections: corrections.length,
    authorities: [...authorities],
  };
}
