/**
 * The verifier's side of "proven" (lib/record/proof/proven.mjs): which published picks the files
 * prove and how the headline counts each, the figures of a set of published rows worked out from
 * their cells, and the timing every grade and correction must keep with its token.
 */
import { voidStatusOf } from '../model.mjs';
import { entryName } from './encoding.mjs';
import { correctionDayMatches, headlineCount, tokenBeforeStart } from './proven.mjs';

/**
 * @typedef {{ line: number, cells: Record<string, string> }} PublishedRow
 * @typedef {{ line: number, pick_id: string, field: string, date: string }} PublishedCorrection
 * @typedef {{ picks: number, wins: number, losses: number, pushes: number, voids: number, unitsWon: number, unitsRisked: number }} Tally
 * @typedef {{ rule: string, subject: string, message: string }} Problem
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
  const graded = revealed.filter((row) => ['win', 'loss', 'push'].includes(row.cells.result ?? ''));
  return {
    picks: rows.length,
    wins: count('win'),
    losses: count('loss'),
    pushes: count('push'),
    voids: count('void'),
    unitsWon: revealed.reduce((sum, row) => sum + hundredths(row.cells.profit), 0) / 100,
    unitsRisked: graded.reduce((sum, row) => sum + hundredths(row.cells.stake), 0) / 100,
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

/**
 * A grade timestamped before the start its pick states, and a correction dated another day than
 * its token's in the record's time zone: each a problem naming the pick. A void first graded
 * postponed or canceled, a game called off before it was played, may come earlier, as the ledger allows.
 * @param {readonly PublishedRow[]} picks
 * @param {readonly PublishedCorrection[]} corrections
 * @param {(entry: string) => number | null} timeOf the time of an entry's token, by its name
 * @param {(id: string) => { result: string, score: string }} firstGrade a pick's result and score as first graded
 * @param {string} timeZone the record's, from its settings: never what the published files say
 * @returns {Problem[]}
 */
export function timingProblems(picks, corrections, timeOf, firstGrade, timeZone) {
  /** @type {Problem[]} */
  const problems = [];
  for (const pick of picks) {
    const id = pick.cells.id ?? '';
    const graded = timeOf(entryName('grade', id));
    const start = Date.parse(pick.cells.event_start ?? '');
    const { result, score } = firstGrade(id);
    const calledOff = result === 'void' && voidStatusOf(score)?.started === false;
    if (graded !== null && Number.isFinite(start) && graded < start && !calledOff)
      problems.push({
        rule: 'grading',
        subject: id,
        message: `${id}'s grade is timestamped ${new Date(graded).toISOString()}, before the start record.csv gives its game (${pick.cells.event_start}): a pick is graded after its game, so this start or this grade is false`,
      });
  }
  /** @type {Map<string, number>} */
  const perPick = new Map();
  for (const correction of corrections) {
    const index = (perPick.get(correction.pick_id) ?? 0) + 1;
    perPick.set(correction.pick_id, index);
    const name = entryName('correction', correction.pick_id, index);
    const time = timeOf(name);
    if (time !== null && !correctionDayMatches(correction.date, time, timeZone))
      problems.push({
        rule: 'corrections',
        subject: correction.pick_id,
        message: `record/corrections.csv:${correction.line} dates ${correction.pick_id}'s correction of ${correction.field} (${name}) ${correction.date}, but its token was made ${new Date(time).toISOString()}, another day in ${timeZone}: a correction carries the day it was made`,
      });
  }
  return problems;
}
