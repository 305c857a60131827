/**
 * Rule "table": each published table in the one form the site writes, read one way only.
 */
import { canonicalFields } from '../encoding.mjs';

/**
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').PickRow} PickRow
 * @typedef {import('../published.mjs').Finding} Finding
 */

/** What reading the three tables found (lib/record/proof/table.mjs). @param {PublishedRecord} record @returns {Finding[]} */
export const readingProblems = ({ tables }) => tables.problems.map(({ subject, message }) => ({ subject, message }));

/** A sample's label is one, on every row of both tables, or on none. @param {PublishedRecord} record @returns {Finding[]} */
export function sampleLabel({ tables }) {
  const { labels, record, corrections } = tables;
  return [...labels].some((label) => !label) ||
    labels.size > 1 ||
    (record.first === null) !== (corrections.first === null)
    ? [
        {
          subject: 'record.csv',
          message: 'the sample label is not the same on every row of record.csv and record/corrections.csv',
        },
      ]
    : [];
}

/** A pick's odds and stake in the one written form a seal reads. @param {PickRow} pick @returns {Finding[]} */
export function writtenForm(pick) {
  const id = pick.cells.id ?? '';
  const written = canonicalFields(/** @type {import('../encoding.mjs').SealedFields} */ (pick.cells));
  return /** @type {const} */ (['odds', 'stake'])
    .filter((column) => (pick.cells[column] ?? '') !== written[column])
    .map((column) => ({
      subject: id,
      message: `record.csv:${pick.line} writes ${id}'s ${column} "${pick.cells[column]}", not "${written[column]}" as the site does: a value has one written form`,
    }));
}
