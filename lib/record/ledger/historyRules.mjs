/**
 * The ledger's history rule, as pure functions of two versions of a file: a pick, once committed,
 * stays in content/record/picks.csv. While it is pending, only the columns that grade it (the
 * model's graded columns, gradingColumns below) may change; once it has a result other than
 * pending, its row never changes again. content/record/corrections.csv only ever grows at the end.
 * data/record/history.mjs applies it to every commit.
 */
import { gradeFields } from '../model.mjs';
import { readCsvObjects as rows } from './csv.mjs';

/**
 * A version of picks.csv as its rows by id.
 * @param {string} text
 * @returns {Map<string, Record<string, string>>}
 */
export function rowsById(text) {
  return new Map(rows(text).map((row) => [row.id?.trim() ?? '', row]));
}

/** The columns that change when a pending pick is graded. */
export const gradingColumns = /** @type {readonly string[]} */ (gradeFields);

/** @param {Record<string, string>} row */
const isSettled = (row) => Boolean(row.result?.trim()) && row.result?.trim() !== 'pending';

/**
 * What a new version of picks.csv did to the picks of the old one: settled rows changed at all,
 * pending rows changed outside the grading columns, and rows removed.
 * @param {string} before
 * @param {string} after
 * @returns {{ id: string, settled: boolean, differences: string[] | null }[]} differences null: removed
 */
export function rowChanges(before, after) {
  const next = rowsById(after);
  /** @type {{ id: string, settled: boolean, differences: string[] | null }[]} */
  const changes = [];
  for (const row of rows(before)) {
    const id = row.id?.trim() ?? '';
    const settled = isSettled(row);
    const later = next.get(id);
    if (!later) {
      changes.push({ id, settled, differences: null });
      continue;
    }
    const columns = [...new Set([...Object.keys(row), ...Object.keys(later)])];
    const differences = columns
      .filter((column) => row[column] !== later[column] && (settled || !gradingColumns.includes(column)))
      .map((column) => `${column} "${row[column] ?? ''}" → "${later[column] ?? ''}"`);
    if (differences.length) changes.push({ id, settled, differences });
  }
  return changes;
}

/**
 * The rows of an append-only file (corrections.csv) that its new version no longer
 * starts with.
 * @param {string} before
 * @param {string} after
 * @returns {{ row: number, pickId: string }[]}
 */
export function rewrittenCorrections(before, after) {
  const old = rows(before);
  const next = rows(after);
  return old
    .map((row, index) => ({ row, index }))
    .filter(({ row, index }) => JSON.stringify(row) !== JSON.stringify(next[index]))
    .map(({ row, index }) => ({ row: index + 1, pickId: row.pick_id ?? '' }));
}
