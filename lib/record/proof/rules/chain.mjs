/**
 * Rule "chain": every pick, grade and correction is an entry of an unbroken chain, and nothing
 * else is; record.csv's own chain columns say what the chain says.
 */
import { chainOf, entryName } from '../encoding.mjs';

/**
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

/**
 * A row of record/chain.csv is an entry the tables call for, listed once, after the entries it
 * follows, linked to the row above it.
 * @param {import('../publishedChain.mjs').ChainRow} row @param {PublishedRecord} record @returns {Finding[]}
 */
export function chainEntry(row, { expected, chain }) {
  const { entry = '', kind = '', pick_id: pickId = '', leaf = '', chain: value = '' } = row.cells;
  const at = `record/chain.csv:${row.line}`;
  const want = expected.get(entry);
  /** @param {string} name */
  const above = (name) => (chain.firstAt.get(name) ?? Infinity) < row.index;
  /** @type {Finding[]} */
  const found = [];
  if (above(entry)) found.push({ subject: pickId, message: `${at} lists ${entry} a second time` });
  else if (!want)
    found.push({
      subject: pickId,
      message: `${at} lists ${entry}, which no pick, grade or correction of the record gives: the chain holds an entry the tables do not show`,
    });
  else {
    if (want.kind !== kind || want.pickId !== pickId)
      found.push({ subject: pickId, message: `${at} gives ${entry} the kind "${kind}" and pick "${pickId}"` });
    if (want.leaf !== leaf)
      found.push({
        subject: pickId,
        message: `${at}: ${entry} in the chain is not the ${want.kind} the tables show (its leaf differs): it was changed after it was chained`,
      });
    const missing = want.after.filter((name) => !above(name));
    if (missing.length) found.push({ subject: pickId, message: `${at}: ${entry} comes before ${missing.join(', ')}` });
  }
  if (chainOf(row.previous, /** @type {import('../encoding.mjs').EntryKind} */ (kind), leaf) !== value)
    found.push({
      subject: pickId,
      message: `${at}: the chain breaks at ${entry}: its chain value is not the one the entry before it and its leaf give`,
    });
  return found;
}

/** Every entry the tables call for is in the chain. @param {PublishedRecord} record @returns {Finding[]} */
export function missingEntries({ expected, chain }) {
  return [...expected]
    .filter(([name]) => !chain.firstAt.has(name))
    .map(([name, want]) => ({
      subject: want.pickId,
      message: `${name} is not in record/chain.csv: every pick, grade and correction is an entry of the chain`,
    }));
}

/** The download's chain and timestamp columns, which a spreadsheet shows, are the chain's. @param {PublishedRecord} record @returns {Finding[]} */
export function downloadColumns({ picks, chain }) {
  return picks.flatMap((pick) => {
    const id = pick.cells.id ?? '';
    const row = chain.lastRow.get(entryName('pick', id));
    if (!row) return [];
    const { chain: value, timestamped } = row.cells;
    return pick.cells.chain !== value || pick.cells.timestamped !== timestamped
      ? [
          {
            subject: id,
            message: `record.csv gives ${id} the chain value ${pick.cells.chain} and the time ${pick.cells.timestamped}, but record/chain.csv gives ${value} and ${timestamped}`,
          },
        ]
      : [];
  });
}
