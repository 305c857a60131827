/**
 * What `npm run record:verify` reports a record proved, from the record as the verifier read it.
 */
import { sealFields } from '../model.mjs';

/**
 * @typedef {{ id: string, result: string, profit: string }} NotProven a pick with no token before its game
 * @typedef {{
 *   entries: number,
 *   head: string,
 *   sample: string | null,
 *   claims: import('./claims.mjs').Figures,
 *   unproven: import('./claims.mjs').Unproven[],
 *   notProven: NotProven[],
 *   corrections: { pick: string, field: string, before: string, after: string, reason: string, date: string, sealedField: boolean }[],
 *   voids: import('./voids.mjs').VoidRead[],
 *   voidShare: { voids: number, graded: number },
 *   games: import('./voids.mjs').SharedGame[],
 *   authorities: { name: string, subject: string, fingerprint: string, sample: boolean, tokens: number, policies: string[] }[],
 *   tokens: number,
 *   sealedIds: string[],
 *   rows: Record<string, string>[],
 *   starts: Record<string, string>,
 *   links: { pick: string, time: string }[],
 * }} Summary starts: the earliest start the record gives each pick's game, by id ('' when none);
 *   links: each entry of the chain in order, its pick and its token's time
 */

/** @param {import('./published.mjs').PublishedRecord} record @returns {Summary} */
export function summaryOf({ tables, chain, proven, picks, corrections, voids, tokens, starts }) {
  return {
    entries: chain.rows.length,
    head: chain.head,
    sample: tables.sample,
    claims: proven.figures,
    unproven: proven.unproven,
    notProven: proven.notProven.map((pick) => ({
      id: pick.cells.id ?? '',
      result: pick.cells.result ?? '',
      profit: pick.cells.profit ?? '',
    })),
    corrections: corrections.map((c) => ({
      pick: c.pick_id,
      field: c.field,
      before: c.before,
      after: c.after,
      reason: c.reason,
      date: c.date,
      sealedField: /** @type {readonly string[]} */ (sealFields).includes(c.field),
    })),
    voids: voids.voids,
    voidShare: voids.share,
    games: voids.games,
    authorities: [...tokens.used.values()].map((authority) => ({ ...authority, policies: [...authority.policies] })),
    tokens: tokens.count,
    sealedIds: picks.filter((pick) => !pick.cells.secret).map((pick) => pick.cells.id ?? ''),
    rows: picks.map((pick) => pick.cells),
    starts: Object.fromEntries(
      picks.map((pick) => {
        const start = starts.get(pick) ?? Number.NaN;
        return [pick.cells.id ?? '', Number.isFinite(start) ? new Date(start).toISOString() : ''];
      }),
    ),
    links: chain.rows.map((row) => ({ pick: row.cells.pick_id ?? '', time: row.cells.timestamped ?? '' })),
  };
}
