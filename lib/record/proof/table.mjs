/**
 * The verifier's table reader: a published CSV read one way only, as `npm run record:verify` and the
 * build's own check of the record read record.csv, record/corrections.csv and record/chain.csv.
 */
import { formulaProblem, textProblem } from '../../text/cellText.mjs';
import { readCsv, writeRows } from '../ledger/csv.mjs';
import { UNREADABLE } from './encoding.mjs';

/** @typedef {import('./published.mjs').Problem} Problem */

/** A text cell as written before the site guarded it for spreadsheets (one leading ' dropped). @param {string} value */
export const unguarded = (value) => (/^'[=+\-@\t\r']/.test(value) ? value.slice(1) : value);

/**
 * A published CSV as rows of cells, refusing any reading but one: the exact header, every row as
 * wide, no unreadable character in any cell, and the file in the one form the site writes (its
 * byte-order mark, line endings and quotes), so the bytes a reader opens are the ones checked.
 * @param {string} text @param {string} file @param {readonly string[]} columns @param {(problem: Problem) => void} report
 * @param {{ optionalFirst?: string, byteOrderMark?: boolean }} [options]
 * @returns {{ rows: { line: number, cells: Record<string, string> }[], first: string[] | null }}
 */
export function readTable(text, file, columns, report, { optionalFirst, byteOrderMark = false } = {}) {
  const unmarked = text.replace(/^\uFEFF/, '');
  /** @type {string[][]} */
  let records;
  try {
    records = readCsv(unmarked).map((record) => record.cells);
  } catch (error) {
    report({
      rule: 'table',
      subject: file,
      message: `${file} is not one CSV table (${error instanceof Error ? error.message : error})`,
    });
    return { rows: [], first: null };
  }
  if (byteOrderMark !== text.startsWith('\uFEFF')) {
    report({
      rule: 'table',
      subject: file,
      message: `${file} ${byteOrderMark ? 'lacks' : 'has'} the byte-order mark the site ${byteOrderMark ? 'writes' : 'does not write'}: a spreadsheet could read its names another way than the proof does`,
    });
  }
  const lines = unmarked.split('\n');
  const written = writeRows(records).split('\n');
  const at = lines.findIndex((line, index) => line !== written[index]);
  if (at !== -1 || lines.length !== written.length) {
    const line = (at === -1 ? Math.min(lines.length, written.length) : at) + 1;
    report({
      rule: 'table',
      subject: file,
      message: `${file}:${line} is not written as the site writes it (${JSON.stringify(lines[line - 1] ?? '')}, not ${JSON.stringify(written[line - 1] ?? '')}): the same values in other bytes are a file the proof does not cover`,
    });
  }
  const [header = [], ...body] = records;
  const leading = optionalFirst && header[0] === optionalFirst ? optionalFirst : null;
  const expected = leading ? [leading, ...columns] : [...columns];
  if (header.join('\u0000') !== expected.join('\u0000')) {
    const duplicates = header.filter((name, index) => header.indexOf(name) !== index);
    report({
      rule: 'table',
      subject: file,
      message: `${file} has the columns ${header.join(',')}${duplicates.length ? ` (${duplicates.join(', ')} more than once)` : ''}, not ${expected.join(',')}: a reader could see another table than the one the proof covers`,
    });
    return { rows: [], first: null };
  }
  const rows = [];
  for (const [index, record] of body.entries()) {
    const line = index + 2;
    if (record.length !== expected.length) {
      report({
        rule: 'table',
        subject: file,
        message: `${file}:${line} has ${record.length} values, not ${expected.length}`,
      });
      continue;
    }
    const bad = record.findIndex((cell) => UNREADABLE.test(cell));
    if (bad !== -1) {
      report({
        rule: 'table',
        subject: file,
        message: `${file}:${line} column ${expected[bad]} holds a line break, control or invisible character (U+${(record[bad]?.match(UNREADABLE)?.[0] ?? '').codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}), so its value reads two ways`,
      });
      continue;
    }
    // The ledger's own cell rule (lib/text/cellText.mjs), so a file the build would refuse is refused here too.
    const cellRule = record
      .map((cell, at) => ({ at, problem: textProblem(cell, { maxLength: Infinity }) ?? formulaProblem(cell) }))
      .find(({ problem }) => problem);
    if (cellRule) {
      report({
        rule: 'table',
        subject: file,
        message: `${file}:${line} column ${expected[cellRule.at]} ${cellRule.problem}`,
      });
      continue;
    }
    rows.push({ line, cells: Object.fromEntries(expected.map((column, at) => [column, record[at] ?? ''])) });
  }
  return { rows, first: leading ? rows.map((row) => row.cells[leading] ?? '') : null };
}
