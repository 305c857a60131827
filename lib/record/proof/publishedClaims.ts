import { summarize } from '../figures/stats';
import { notProvenFigures, provenSplit } from '../figures/proven';
import { timestampedBeforeStart } from '../figures/select';
import { isRevealed, type Correction, type PublishedPick } from '../types';
import type { Claims } from './claims.mjs';

/**
 * What the site says about its record, as /record/claims.json publishes it, in the shape
 * lib/record/proof/claims.mjs gives (`Claims`): `npm run record:verify` recomputes each figure from
 * the published files and the tokens, and fails on any difference. The whole record as published,
 * then `proven`, the figures the headline shows (the picks the files prove went out before their
 * game, each counted as posted, lib/record/proof/proven.mjs), and `notProven`, the rest, counted
 * apart as published; `timeZone` is the zone the record's days are in, which the verifier reads each
 * correction's date in.
 */
export function publishedClaims(
  picks: readonly PublishedPick[],
  corrections: readonly Correction[],
  authorities: readonly string[],
  timeZone: string,
): Claims {
  const summary = summarize(picks);
  const revealed = picks.filter(isRevealed);
  const timestamped = timestampedBeforeStart(picks);
  const { proven, notProven } = provenSplit(picks);
  const headline = summarize(proven);
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
    proven: {
      picks: headline.picks,
      wins: headline.wins,
      losses: headline.losses,
      pushes: headline.pushes,
      voids: headline.voids,
      unitsWon: headline.unitsWon,
      unitsRisked: headline.unitsRisked,
    },
    notProven: notProvenFigures(notProven),
    timeZone,
  };
}
