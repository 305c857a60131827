/**
 * The verifier's reading of voids (docs/grading.md, "Void"): each void says why, how many picks are
 * void, which games carry more than one pick, and the two readings one game cannot have: unplayed
 * for one pick and finished for another, or voided by the book for one pick while another stands.
 */
import { parseScore, readVoid, teamsOf } from '../ledger/grading.mjs';
import { calendarDay } from '../math.mjs';
import { voidStatusOf } from '../model.mjs';

/**
 * @typedef {{ line: number, cells: Record<string, string> }} PublishedRow
 * @typedef {import('./published.mjs').Problem} Problem
 * @typedef {{ pick: string, side: 'game' | 'book', score: string, reason: string, slip: string, graded: string | null }} VoidRead
 *   graded: for a book's void, what its final score would have given the bet
 * @typedef {{ sport: string, event: string, day: string, picks: string[] }} SharedGame
 */

/**
 * Reads every void of the published picks and every game they share. A game is the same sport, the
 * same two teams and the same start day in the record's zone; parts of it (first five innings, first
 * half) are the same game. Parlays are left out of the games: their legs carry no start of their own.
 * @param {readonly PublishedRow[]} picks
 * @param {string} timeZone the record's, from its settings
 * @returns {{ problems: Problem[], voids: VoidRead[], share: { voids: number, graded: number }, games: SharedGame[] }}
 */
export function voidReview(picks, timeZone) {
  const graded = picks.filter((pick) => pick.cells.secret && pick.cells.result && pick.cells.result !== 'pending');
  const { problems, voids } = readVoids(graded);

  /** @type {Map<string, { sport: string, event: string, day: string, rows: Record<string, string>[] }>} */
  const byGame = new Map();
  for (const { cells } of graded) {
    const teams = cells.market === 'parlay' ? null : teamsOf(cells.event ?? '');
    const start = Date.parse(cells.event_start ?? '');
    if (!teams || !Number.isFinite(start)) continue;
    const day = calendarDay(start, timeZone);
    const key = JSON.stringify([cells.sport, [...teams].sort(), day]);
    const game = byGame.get(key) ?? { sport: cells.sport ?? '', event: cells.event ?? '', day, rows: [] };
    game.rows.push(cells);
    byGame.set(key, game);
  }
  const bookVoids = new Set(voids.filter((read) => read.side === 'book').map((read) => read.pick));
  /** @type {SharedGame[]} */
  const games = [];
  for (const game of byGame.values()) {
    if (game.rows.length < 2) continue;
    games.push({ sport: game.sport, event: game.event, day: game.day, picks: game.rows.map((row) => row.id ?? '') });
    const where = `${game.event} on ${game.day}`;
    for (const row of game.rows) {
      const id = row.id ?? '';
      const status = row.result === 'void' ? voidStatusOf(row.score) : null;
      for (const other of game.rows) {
        if (other === row) continue;
        const final = parseScore(other.score ?? '');
        // A suspended game may have finished a part (the first five innings) before it stopped.
        if (status && final && (!status.started || final.segment === null)) {
          problems.push({
            rule: 'voids',
            subject: id,
            message: `${id} is void as ${status.word}, but ${other.id} of the same game (${where}) is graded from the score "${other.score}": a game is not both unplayed and finished`,
          });
        }
        if (bookVoids.has(id) && other.result !== 'void') {
          problems.push({
            rule: 'voids',
            subject: id,
            message: `${id} is a book's void of ${where}, while ${other.id} of the same game stands as a ${other.result}: a void on one side of a game that carries another pick reads as a hedge undone`,
          });
        }
      }
    }
  }
  return {
    problems,
    voids,
    share: { voids: graded.filter(({ cells }) => cells.result === 'void').length, graded: graded.length },
    games,
  };
}

/**
 * Why each void of the graded picks is void, or the problem that it does not say.
 * @param {readonly PublishedRow[]} graded
 */
function readVoids(graded) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {VoidRead[]} */
  const voids = [];
  for (const { cells } of graded) {
    if (cells.result !== 'void') continue;
    const id = cells.id ?? '';
    const read = readVoid({
      market: cells.market ?? '',
      event: cells.event ?? '',
      selection: cells.selection ?? '',
      odds: Number(cells.odds),
      score: cells.score ?? '',
      note: cells.note ?? '',
      slip: cells.slip ?? '',
    });
    if (!read.ok) {
      problems.push({ rule: 'voids', subject: id, message: `${id} is void, but ${read.message}` });
      continue;
    }
    voids.push({
      pick: id,
      side: read.value.side,
      score: cells.score ?? '',
      reason: cells.note ?? '',
      slip: cells.slip ?? '',
      graded: read.value.side === 'book' ? read.value.graded : null,
    });
  }
  return { problems, voids };
}
