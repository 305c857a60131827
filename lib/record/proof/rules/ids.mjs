/**
 * Rule "ids": ids are ids by the ledger's own rule, unique, and in the order the picks were posted.
 */
import { PICK_ID_PATTERN } from '../../model.mjs';

/** @param {string} a @param {string} b natural order of ids: RC-0099 before RC-0100 */
const idOrder = (a, b) => a.localeCompare(b, 'en', { numeric: true });

/** @param {import('../published.mjs').PublishedRecord} record @returns {import('../published.mjs').Finding[]} */
export function idProblems({ picks }) {
  /** @type {import('../published.mjs').Finding[]} */
  const found = [];
  const seen = new Set();
  let previousPosted = -Infinity;
  let previousId = '';
  for (const pick of picks) {
    const { id = '', posted = '' } = pick.cells;
    if (!PICK_ID_PATTERN.test(id))
      found.push({
        subject: id || `record.csv:${pick.line}`,
        message: `record.csv:${pick.line} id "${id}" is not an id`,
      });
    if (seen.has(id)) found.push({ subject: id, message: `${id} appears twice in record.csv` });
    if (previousId && idOrder(previousId, id) >= 0)
      found.push({
        subject: id,
        message: `${id} comes after ${previousId} in record.csv: ids go up in the order picks are posted`,
      });
    const time = Date.parse(posted);
    if (!Number.isFinite(time) || time < previousPosted)
      found.push({ subject: id, message: `${id} was posted (${posted}) before the pick above it` });
    previousPosted = Number.isFinite(time) ? time : previousPosted;
    previousId = id;
    seen.add(id);
  }
  return found;
}
