/**
 * Rule "grading": a started pick is graded within the limit, after its game, with the result its
 * final score gives and the profit that result gives.
 */
import { gradePick } from '../../ledger/grading.mjs';
import { lineOf, profitOf } from '../../math.mjs';
import { voidStatusOf } from '../../model.mjs';
import { entryName } from '../encoding.mjs';

/**
 * @typedef {import('../published.mjs').PickRow} PickRow
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

const DAY = 24 * 60 * 60_000;

/**
 * A revealed pick not graded when it was posted is graded within the limit after its start.
 * @param {PickRow} pick @param {PublishedRecord} record @param {import('../published.mjs').Clock} clock @returns {Finding[]}
 */
export function gradedInTime(pick, record, clock) {
  const id = pick.cells.id ?? '';
  const posted = record.original.get(id) ?? {};
  if (!pick.cells.secret || (posted.result && posted.result !== 'pending')) return [];
  const start = record.starts.get(pick) ?? Number.NaN;
  return start + clock.pendingDays * DAY < clock.now.getTime()
    ? [
        {
          subject: id,
          message: `${id} is still ungraded although its game started ${new Date(start).toISOString()}, more than ${clock.pendingDays} days before this check`,
        },
      ]
    : [];
}

/** A revealed pick's result is the one its score gives, its profit the one its result gives. @param {PickRow} pick @returns {Finding[]} */
export function gradeFollowsScore({ cells }) {
  if (!cells.secret) return [];
  const id = cells.id ?? '';
  const result = cells.result ?? '';
  const bet = {
    market: cells.market ?? '',
    event: cells.event ?? '',
    selection: cells.selection ?? '',
    odds: Number(cells.odds),
    stake: Number(cells.stake),
    score: cells.score ?? '',
  };
  /** @type {Finding[]} */
  const found = [];
  if (result === 'win' || result === 'loss' || result === 'push') {
    const grade = gradePick(bet);
    if (!grade.ok)
      found.push({ subject: id, message: `${id}'s score "${bet.score}" cannot grade it: ${grade.message}` });
    else if (grade.value.result !== result)
      found.push({
        subject: id,
        message: `${id} is graded ${result}, but its score "${bet.score}" gives ${bet.selection} a ${grade.value.result}`,
      });
  }
  const expectedProfit = ['win', 'loss', 'push', 'void'].includes(result)
    ? profitOf({ ...bet, result: /** @type {'win' | 'loss' | 'push' | 'void'} */ (result) })
    : null;
  if (String(expectedProfit ?? '') !== (cells.profit ?? ''))
    found.push({
      subject: id,
      message: `${id}'s profit is "${cells.profit}", but a ${result} at ${cells.odds} for ${cells.stake} units gives ${expectedProfit ?? 'none'}`,
    });
  if (cells.closing_line && cells.market && !lineOf(cells.market, cells.selection ?? ''))
    found.push({ subject: id, message: `${id} has a closing line but its selection gives no line to compare it with` });
  return found;
}

/**
 * A grade is timestamped after the start its pick states. A void first graded postponed or
 * canceled, a game called off before it was played, may come earlier, as the ledger allows.
 * @param {PublishedRecord} record @returns {Finding[]}
 */
export function gradedAfterStart({ picks, original, chain }) {
  return picks.flatMap((pick) => {
    const id = pick.cells.id ?? '';
    const graded = chain.timeOf(entryName('grade', id));
    const start = Date.parse(pick.cells.event_start ?? '');
    const first = original.get(id);
    const calledOff = first?.result === 'void' && voidStatusOf(first.score ?? '')?.started === false;
    return graded !== null && Number.isFinite(start) && graded < start && !calledOff
      ? [
          {
            subject: id,
            message: `${id}'s grade is timestamped ${new Date(graded).toISOString()}, before the start record.csv gives its game (${pick.cells.event_start}): a pick is graded after its game, so this start or this grade is false`,
          },
        ]
      : [];
  });
}
