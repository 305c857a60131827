import { CsvError } from 'csv-parse/sync';
import { csvErrorProblem, formatProblem, readCsv, type CsvRecord } from './csv.mjs';
import type { LedgerProblem } from '../types';
import { separatorProblem } from './separator.mjs';

/**
 * The ledger's CSV files read with where each value is, so every problem names its file, line and
 * column: "content/record/picks.csv:12:40  odds "-50" is …".
 */

/** How many problems a message lists; a file broken the same way on every row needs no more to be fixed. */
export const SHOWN_PROBLEMS = 50;

/** Thrown with the problems found, so an editor fixes them in one pass. */
export class LedgerError extends Error {
  declare readonly problems: readonly LedgerProblem[];

  constructor(found: readonly LedgerProblem[]) {
    const problems = [...found].sort((a, b) => a.line - b.line || a.column - b.column);
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    const shown = problems.slice(0, SHOWN_PROBLEMS).map(formatProblem);
    const rest = problems.length - shown.length;
    const more =
      rest > 0
        ? `\n… and ${rest} more problem${rest === 1 ? '' : 's'} not listed: fix the ones above, then build again to see the rest.`
        : '';
    super(`${shown.join('\n')}${more}\n\n${count} in the record: fix the rows above and build again.`);
    this.name = 'LedgerError';
    // Not enumerable, so a build log prints the message alone rather than the list a second time.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

/** A row with more or fewer values than the header has columns. */
function widthProblem(
  file: string,
  row: { line: number; cells: readonly unknown[] },
  header: { cells: readonly unknown[] },
): LedgerProblem | null {
  if (row.cells.length === header.cells.length) return null;
  return {
    file,
    line: row.line,
    column: 1,
    message: `the row has ${row.cells.length} values but the header has ${header.cells.length} columns — check for a missing or extra comma, and put a value that contains a comma in "double quotes"`,
  };
}

/** A line break, tab, NUL or other control character: no value of the record holds one. */
const CONTROL = /[\u0000-\u001f\u007f]/;

export interface Cell {
  readonly value: string;
  readonly line: number;
  readonly column: number;
}

export interface Row {
  readonly line: number;
  readonly cells: readonly Cell[];
}

/**
 * Where each field of a record starts. csv-parse gives the line a record ends on and its raw text;
 * walking that text (whose quoting the parser has already accepted) finds each field's line and column.
 */
function cellsOf(parsed: CsvRecord): Row {
  const { raw, cells: record } = parsed;
  const newlines = raw.split('\n').length - 1;
  let line = parsed.endLine - newlines + (raw.endsWith('\n') ? 1 : 0);
  let index = 0;
  while (raw[index] === '\n') {
    index += 1;
    line += 1;
  }
  const starts: { line: number; column: number }[] = [{ line, column: 1 }];
  let column = 1;
  let quoted = false;
  for (; index < raw.length; index += 1) {
    const char = raw[index];
    if (char === '"') quoted = !quoted;
    if (char === '\n') {
      line += 1;
      column = 1;
      continue;
    }
    column += 1;
    if (char === ',' && !quoted) starts.push({ line, column });
  }
  const first = starts[0] ?? { line, column: 1 };
  return {
    line: first.line,
    cells: record.map((value, i) => ({ value, ...(starts[i] ?? first) })),
  };
}

/** The header and rows of a CSV text, or the one problem that stops it being read at all. */
function readRows(text: string, file: string): { header: Row; rows: Row[] } | LedgerProblem {
  const separator = separatorProblem(text);
  if (separator) return { file, line: 1, column: 1, message: separator };
  let parsed: CsvRecord[];
  try {
    parsed = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return csvErrorProblem(error, file);
  }
  const [header, ...rows] = parsed.map(cellsOf);
  if (!header) return { file, line: 1, column: 1, message: 'the file is empty — it needs its header row' };
  return { header, rows };
}

/** Maps header names to positions, reporting unknown, repeated and missing columns. */
function readHeader<C extends string>(
  header: Row,
  known: readonly C[],
  file: string,
  problems: LedgerProblem[],
): Map<C, number> {
  const positions = new Map<C, number>();
  const isKnown = (name: string): name is C => (known as readonly string[]).includes(name);
  header.cells.forEach((cell, index) => {
    const name = cell.value.trim();
    if (!isKnown(name)) {
      problems.push({
        ...at(file, cell),
        message: `unknown column "${name}" — the columns are ${known.join(', ')} (see "The record" in content/README.md)`,
      });
    } else if (positions.has(name)) {
      problems.push({ ...at(file, cell), message: `column "${name}" appears twice — keep one of them` });
    } else {
      positions.set(name, index);
    }
  });
  for (const name of known) {
    if (!positions.has(name)) {
      problems.push({
        file,
        line: header.line,
        column: 1,
        message: `column "${name}" is missing — add it to the header row (it may be left empty where the guide says so)`,
      });
    }
  }
  return positions;
}

export function at(file: string, cell: { line: number; column: number }) {
  return { file, line: cell.line, column: cell.column };
}

/** The row's value of each column, trimmed, with where it is. */
function fieldsOf<C extends string>(row: Row, positions: Map<C, number>): Record<C, Cell> {
  const last = row.cells.at(-1) ?? { value: '', line: row.line, column: 1 };
  const fields = {} as Record<C, Cell>;
  for (const [name, index] of positions) {
    const cell = row.cells[index];
    fields[name] = cell ? { ...cell, value: cell.value.trim() } : { ...last, value: '' };
  }
  return fields;
}

/**
 * The rows of a CSV file, each with its value of every column. Throws a LedgerError when the file
 * cannot be read or its header is wrong; a row of the wrong width is reported in problems and skipped.
 */
export function readTable<C extends string>(
  text: string,
  file: string,
  columns: readonly C[],
  problems: LedgerProblem[],
): { line: number; fields: Record<C, Cell> }[] {
  const csv = readRows(text, file);
  if (!('header' in csv)) throw new LedgerError([csv]);
  const positions = readHeader(csv.header, columns, file, problems);
  if (problems.length) throw new LedgerError(problems);
  const table: { line: number; fields: Record<C, Cell> }[] = [];
  for (const row of csv.rows) {
    const width = widthProblem(file, row, csv.header);
    if (width) {
      problems.push(width);
      continue;
    }
    const fields = fieldsOf(row, positions);
    for (const [name, index] of positions) {
      const cell = row.cells[index];
      // Before trimming: a tab at either end would otherwise vanish without a word.
      if (cell && CONTROL.test(cell.value)) {
        problems.push({
          ...at(file, cell),
          message: `${name} holds a control character (a line break, a tab or an invisible character) — write the value on one line, with spaces only`,
        });
      }
    }
    table.push({ line: row.line, fields });
  }
  return table;
}
