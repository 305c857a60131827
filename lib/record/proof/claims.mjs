/**
 * What the site says about its record, in record/claims.json (written by
 * lib/record/proof/publishedClaims.ts), and the same figures as the published files prove them,
 * which `npm run record:verify` compares key by key.
 */
import { entryName } from './encoding.mjs';
import { tokenBeforeStart } from './proven.mjs';
import { provenPicks, tally } from './provenRecord.mjs';

/**
 * @typedef {{
 *   picks: number, revealed: number, sealed: number, graded: number, pending: number,
 *   wins: number, losses: number, pushes: number, voids: number, unitsWon: number,
 *   timestamped: { before: number, total: number },
 *   corrections: number,
 *   authorities: string[],
 *   proven: import('./provenRecord.mjs').Tally,
 *   notProven: { picks: number, unitsWon: number },
 *   timeZone: string,
 * }} Claims record/claims.json: the whole record, what the headline counts (proven, as posted), the rest, and the zone the record's days are in
 * @typedef {Omit<Claims, 'timeZone'>} Figures the claims the verifier recomputes from the published files (the zone is its own setting)
 * @typedef {{ id: string, token: string | null, start: string }} Unproven a pick with no token before its game: its token's time and its start
 */

/**
 * The figures the published files prove, the picks without a token before their game, and the
 * rows the headline leaves out.
 * @param {{
 *   picks: readonly import('./published.mjs').PickRow[],
 *   corrections: readonly unknown[],
 *   original: ReadonlyMap<string, Record<string, string>>,
 *   starts: ReadonlyMap<import('./published.mjs').PickRow, number>,
 *   chain: { timeOf: (entry: string) => number | null },
 *   tokens: { signers: ReadonlySet<string> },
 * }} record
 */
export function provenFigures({ picks, corrections, original, starts, chain, tokens }) {
  /** The earliest start of a pick's game, by id: the last pick with that id, as the chain names entries by id. */
  const startById = new Map(picks.map((pick) => [pick.cells.id ?? '', starts.get(pick) ?? Number.NaN]));
  const tokenOf = (/** @type {string} */ id) => chain.timeOf(entryName('pick', id));
  const startOf = (/** @type {string} */ id) => startById.get(id) ?? Number.NaN;
  /** @type {Unproven[]} */
  const unproven = [];
  let before = 0;
  for (const pick of picks) {
    const id = pick.cells.id ?? '';
    const time = tokenOf(id);
    const start = startOf(id);
    if (tokenBeforeStart(time, start)) before += 1;
    else
      unproven.push({
        id,
        token: time === null ? null : new Date(time).toISOString(),
        start: Number.isFinite(start) ? new Date(start).toISOString() : '',
      });
  }
  const revealed = picks.filter((pick) => pick.cells.secret);
  const count = (/** @type {string} */ result) => revealed.filter((pick) => pick.cells.result === result).length;
  const unitsWon = revealed.reduce((sum, pick) => sum + Math.round(Number(pick.cells.profit || 0) * 100), 0) / 100;
  const judged = provenPicks(picks, (id) => original.get(id) ?? {}, tokenOf, startOf);
  const notProven = judged.filter((judgement) => !judgement.proven).map(({ pick }) => pick);
  /** @type {Figures} */
  const figures = {
    picks: picks.length,
    revealed: revealed.length,
    sealed: picks.length - revealed.length,
    graded: revealed.filter((pick) => pick.cells.result !== 'pending').length,
    pending: picks.filter((pick) => pick.cells.result === 'pending').length,
    wins: count('win'),
    losses: count('loss'),
    pushes: count('push'),
    voids: count('void'),
    unitsWon,
    timestamped: { before, total: picks.length },
    corrections: corrections.length,
    authorities: [...tokens.signers].sort(),
    proven: tally(judged.filter((judgement) => judgement.proven).map(({ counted }) => counted)),
    notProven: { picks: notProven.length, unitsWon: tally(notProven).unitsWon },
  };
  return { figures, unproven, notProven };
}

/**
 * What claims.json says, key by key (null: not a JSON object).
 * @param {string} text @returns {Record<string, unknown> | null}
 */
export function readClaims(text) {
  /** @type {unknown} */
  let claimed;
  try {
    claimed = JSON.parse(text);
  } catch {
    claimed = null;
  }
  return claimed && typeof claimed === 'object' ? /** @type {Record<string, unknown>} */ (claimed) : null;
}
