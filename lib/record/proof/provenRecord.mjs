/**
 * The verifier's side of "proven" (lib/record/proof/proven.mjs): which published picks the files
 * prove and how the headline counts each, and the figures of a set of published rows worked out
 * from their cells.
 */
import { headlineCount, tokenBeforeStart } from './proven.mjs';

/**
 * @typedef {{ line: number, cells: Record<string, string> }} PublishedRow
 * @typedef {{ picks: number, wins: number, losses: number, pushes: number, voids: number, unitsWon: number, unitsRisked: number }} Tally
 */

/**
 * Wins, losses, pushes, voids, units won and units risked (the stakes of wins, losses and pushes)
 * of published rows, summed in whole hundredths.
 * @param {readonly PublishedRow[]} rows
 * @returns {Tally}
 */
export function tally(rows) {
  const revealed = rows.filter((row) => row.cells.secret);
  const count = (/** @type {string} */ result) => revealed.filter((row) => row.cells.result === result).length;
  const hundredths = (/** @type {string | undefined} */ value) => Math.round(Number(value || 0) * 100);
  const stood = revealed.filter((row) => ['win', 'loss', 'push'].includes(row.cells.result ?? ''));
  return {
    picks: rows.length,
    wins: count('win'),
    losses: count('loss'),
    pushes: count('push'),
    voids: count('void'),
    unitsWon: revealed.reduce((sum, row) => sum + hundredths(row.cells.profit), 0) / 100,
    unitsRisked: stood.reduce((sum, row) => sum + hundredths(row.cells.stake), 0) / 100,
  };
}

/**
 * Each published pick, whether the files prove it (a token before the earliest start the record
 * gives its game), and its row as the headline counts it (countedRow), in record order.
 * @param {readonly PublishedRow[]} picks
 * @param {(id: string) => Record<string, string>} postedOf a pick's cells as first posted and graded, every correction replayed backwards
 * @param {(id: string) => number | null} tokenOf the time of a pick's own token
 * @param {(id: string) => number} startOf the earliest start the record gives its game
 */
export function provenPicks(picks, postedOf, tokenOf, startOf) {
  return picks.map((pick) => {
    const id = pick.cells.id ?? '';
    return { pick, proven: tokenBeforeStart(tokenOf(id), startOf(id)), counted: countedRow(pick, postedOf(id)) };
  });
}

/**
 * A published row as the headline counts it (lib/record/proof/proven.mjs `headlineCount`): the
 * worse of the bet as posted, graded from the published score, and the row as published. A sealed
 * row is counted as it stands.
 * @param {PublishedRow} pick
 * @param {Record<string, string>} posted its cells as first posted
 * @returns {PublishedRow}
 */
export function countedRow(pick, posted) {
  if (!pick.cells.secret) return pick;
  /** @param {Record<string, string>} cells */
  const bet = (cells) => ({
    market: cells.market ?? '',
    event: cells.event ?? '',
    selection: cells.selection ?? '',
    odds: cells.odds ?? '',
    stake: cells.stake ?? '',
  });
  const counted = headlineCount(
    { ...bet(posted), result: posted.result ?? '', score: posted.score ?? '' },
    {
      ...bet(pick.cells),
      result: pick.cells.result ?? '',
      score: pick.cells.score ?? '',
    },
  );
  if (!counted.asPosted) return pick;
  return {
    line: pick.line,
    cells: {
      ...pick.cells,
      stake: String(counted.stake),
      result: counted.result,
      profit: counted.profit === null ? '' : String(counted.profit),
    },
  };
}
