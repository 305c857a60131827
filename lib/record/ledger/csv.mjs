/**
 * The record's CSV files as read and written: the one way every reader parses a CSV text, how a
 * pick is written as a row, and how a value is quoted. Shared by the site (lib/record/ledger/,
 * /record.csv), the scripts, the verifier and the sample generator (sample/generate.mjs), so they live in one place.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { formatLine, formatOdds } from '../math.mjs';
import { columnModel } from '../model.mjs';

const quoting = { quoted_match: /^\s|\s$/ };

/**
 * One record of a CSV text: its values, its text as written (after line ends are made "\n", with
 * any empty lines before it), and the line it ends on.
 * @typedef {{ cells: string[], raw: string, endLine: number }} CsvRecord
 */

/**
 * A CSV text's records, read the one way the record's files are read: a byte-order mark dropped,
 * "\r\n" and "\r" read as "\n" (lines keep their numbers), rows of any width, empty lines skipped.
 * Throws csv-parse's CsvError, with the line it stopped on, when the text is not CSV.
 * @param {string} text
 * @returns {CsvRecord[]}
 */
export function readCsv(text) {
  const parsed = /** @type {{ record: string[], raw: string, info: { lines: number } }[]} */ (
    /** @type {unknown} */ (
      parse(text.replace(/\r\n?/g, '\n'), {
        bom: true,
        info: true,
        raw: true,
        relax_column_count: true,
        skip_empty_lines: true,
      })
    )
  );
  return parsed.map(({ record, raw, info }) => ({ cells: record, raw, endLine: info.lines }));
}

/**
 * A problem as an editor's one line: "content/record/picks.csv:12:40  odds "-50" is …".
 * @param {import('../types').LedgerProblem} problem
 */
export function formatProblem(problem) {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`;
}

/**
 * Why readCsv could not read a file, where, and what to do, for an editor (no stack).
 * @param {import('csv-parse/sync').CsvError} error
 * @param {string} file
 * @returns {import('../types').LedgerProblem}
 */
export function csvErrorProblem(error, file) {
  const line = typeof error.lines === 'number' && error.lines > 0 ? error.lines : 1;
  return {
    file,
    line,
    column: 1,
    message: `the file cannot be read as CSV (${error.message}) — check the quotes on this line: a value with a comma, a quote or a line break goes inside "double quotes", and a quote inside it is written twice ("")`,
  };
}

/**
 * A CSV text's rows as objects by the header's names, as written (a repeated name keeps its last
 * value; a short row lacks the names it has no value for).
 * @param {string} text
 * @returns {Record<string, string>[]}
 */
export function readCsvObjects(text) {
  const [header, ...rows] = readCsv(text);
  if (!header) return [];
  return rows.map(({ cells }) =>
    Object.fromEntries(
      cells.flatMap((value, index) => {
        const name = header.cells[index];
        return name === undefined ? [] : [[name, value]];
      }),
    ),
  );
}

/**
 * CSV text: a header row of the columns, then a row per record, each line ending in "\n". A value
 * is quoted when it holds a comma, a quote, a line break (\n or \r), or starts or ends with
 * whitespace (which a reader that trims would otherwise lose); a quote inside is written twice.
 * @template {string} C
 * @param {readonly C[]} columns
 * @param {readonly Readonly<Record<C, string>>[]} records
 * @returns {string}
 */
export function writeCsv(columns, records) {
  return stringify([...records], { header: true, columns: [...columns], ...quoting });
}

/**
 * Rows of cells, the header first, written as writeCsv writes them: how a reader checks that a
 * published file is in the one form the site writes.
 * @param {readonly (readonly string[])[]} rows
 */
export function writeRows(rows) {
  return stringify([...rows], quoting);
}

/** How each kind of column's parsed value is written back; null (an empty optional cell) as "". */
const writers = {
  text: (/** @type {unknown} */ value) => (value === null ? '' : String(value)),
  number: (/** @type {unknown} */ value) => String(value),
  odds: (/** @type {unknown} */ value) => (typeof value === 'number' ? formatOdds(value) : ''),
  line: (/** @type {unknown} */ value) => (typeof value === 'number' ? formatLine(value) : ''),
};

/**
 * The cells of the given columns of a model, each written from the pick's property the model names.
 * @param {readonly import('../model.mjs').ModelColumn[]} columns
 * @param {object} pick
 * @returns {Record<string, string>}
 */
export function cellsOf(columns, pick) {
  const values = /** @type {Readonly<Record<string, unknown>>} */ (pick);
  return Object.fromEntries(columns.map((column) => [column.name, writers[column.kind](values[column.key])]));
}

/**
 * A pick written back as ledger text, the form corrections, /record.csv and the sample generator use.
 * @param {Omit<import('../types').Pick, 'line' | 'sport'>} pick
 * @returns {Record<import('../types').LedgerColumn, string>}
 */
export function ledgerText(pick) {
  return /** @type {Record<import('../types').LedgerColumn, string>} */ (cellsOf(columnModel, pick));
}
