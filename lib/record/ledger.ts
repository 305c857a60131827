import { CsvError, parse } from 'csv-parse/sync';
import { formatOdds } from '@/lib/odds';
import { profit } from './stats';
import type { CorrectableField, Correction, LedgerProblem, Market, Pick, PublishedPick, Result, Sport } from './types';
import { correctableFields, ledgerColumns, markets, results, type LedgerColumn } from './types';
import { correctionColumns, writeCsv } from './csv.mjs';

/** Thrown with every problem found, so an editor fixes them all in one pass. */
export class LedgerError extends Error {
  declare readonly problems: readonly LedgerProblem[];

  constructor(found: readonly LedgerProblem[]) {
    const problems = [...found].sort((a, b) => a.line - b.line || a.column - b.column);
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`${problems.map(formatProblem).join('\n')}\n\n${count} in the record: fix the rows above and build again.`);
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

export function formatProblem(problem: LedgerProblem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.message}`;
}

export interface LedgerOptions {
  /** The path shown in messages: "content/record/picks.csv". */
  readonly file: string;
  /** Ledger code → the sport the pages show (content/record/settings.ts). */
  readonly sports: Readonly<Record<string, Sport>>;
  readonly maxStake: number;
  /** The time zone that decides which day a timestamp falls on. */
  readonly timeZone: string;
  readonly buildDate: Date;
  /** Whether a path under public/ ("slips/rc-0412.jpg") is a file. */
  readonly slipExists: (path: string) => boolean;
  readonly pendingGraceDays: number;
}

export interface CorrectionOptions {
  readonly file: string;
  readonly picks: readonly Pick[];
  readonly buildDate: Date;
  /** Needed to check a corrected value as strictly as the ledger's own. */
  readonly ledger: Omit<LedgerOptions, 'file' | 'buildDate'>;
}

interface Cell {
  readonly value: string;
  readonly line: number;
  readonly column: number;
}

interface Row {
  readonly line: number;
  readonly cells: readonly Cell[];
}

interface ParsedRow {
  record: string[];
  raw: string;
  info: { lines: number };
}

function isParsedRow(value: unknown): value is ParsedRow {
  return (
    typeof value === 'object' &&
    value !== null &&
    'record' in value &&
    Array.isArray(value.record) &&
    'raw' in value &&
    typeof value.raw === 'string' &&
    'info' in value &&
    typeof value.info === 'object' &&
    value.info !== null &&
    'lines' in value.info &&
    typeof value.info.lines === 'number'
  );
}

/**
 * Where each field of a record starts. csv-parse gives the line a record ends on and its raw text;
 * walking that text (whose quoting the parser has already accepted) finds each field's line and column.
 */
function cellsOf(parsed: ParsedRow): Row {
  const { raw, record } = parsed;
  const newlines = raw.split('\n').length - 1;
  let line = parsed.info.lines - newlines + (raw.endsWith('\n') ? 1 : 0);
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
function readCsv(text: string, file: string): { header: Row; rows: Row[] } | LedgerProblem {
  let parsed: unknown[];
  try {
    parsed = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return {
      file,
      line,
      column: 1,
      message: `the file cannot be read as CSV (${error.message}) — check the quotes on this line: a value with a comma, a quote or a line break goes inside "double quotes", and a quote inside it is written twice ("")`,
    };
  }
  const [header, ...rows] = parsed.filter(isParsedRow).map(cellsOf);
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

function at(file: string, cell: { line: number; column: number }) {
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
function readTable<C extends string>(
  text: string,
  file: string,
  columns: readonly C[],
  problems: LedgerProblem[],
): { line: number; fields: Record<C, Cell> }[] {
  const csv = readCsv(text, file);
  if (!('header' in csv)) throw new LedgerError([csv]);
  const positions = readHeader(csv.header, columns, file, problems);
  if (problems.length) throw new LedgerError(problems);
  const table: { line: number; fields: Record<C, Cell> }[] = [];
  for (const row of csv.rows) {
    const width = widthProblem(file, row, csv.header);
    if (width) problems.push(width);
    else table.push({ line: row.line, fields: fieldsOf(row, positions) });
  }
  return table;
}

const isoTimestamp = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since 1970 for an ISO 8601 time with an offset, or null if it is not one. */
export function parseTimestamp(text: string): number | null {
  const match = isoTimestamp.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) {
    return null;
  }
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  const offset = match[7] ?? 'Z';
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 14 || Number(offset.slice(4)) > 59)) return null;
  return Date.parse(text);
}

const timestampHelp =
  'write an ISO 8601 time with its offset, like 2025-09-07T13:00:00-04:00 (New York is -04:00 in summer and -05:00 in winter)';

type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = <T>(message: string): Check<T> => ({ ok: false, message });

function checkOdds(column: string, text: string): Check<number> {
  if (!/^[+-]?\d+$/.test(text)) {
    return fail(`${column} "${text}" is not a whole number — write American odds such as -110 or +135`);
  }
  const odds = Number(text);
  if (odds > -100 && odds < 100) {
    return fail(
      `${column} "${text}" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher`,
    );
  }
  return ok(odds);
}

function checkTimestamp(column: string, text: string): Check<string> {
  if (parseTimestamp(text) === null) return fail(`${column} "${text}" is not a valid time — ${timestampHelp}`);
  return ok(text);
}

function checkText(column: string, text: string): Check<string> {
  return text ? ok(text) : fail(`${column} is empty — every pick needs one`);
}

function oneOf<T extends string>(column: string, values: readonly T[], text: string): Check<T> {
  const isValue = (value: string): value is T => (values as readonly string[]).includes(value);
  return isValue(text)
    ? ok(text)
    : fail(`${column} "${text}" is not known — write one of ${values.join(', ')} (lower case)`);
}

interface FieldContext {
  readonly sports: Readonly<Record<string, Sport>>;
  readonly maxStake: number;
  readonly slipExists: (path: string) => boolean;
}

/** Each column's own check: the value alone, without looking at the rest of the row. */
const fieldChecks = {
  id: (text: string) =>
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(text)
      ? ok(text)
      : fail<string>(`id "${text}" is not usable — write letters, digits and dashes, like RC-0412`),
  posted: (text: string) => checkTimestamp('posted', text),
  event_start: (text: string) => checkTimestamp('event_start', text),
  sport: (text: string, context: FieldContext): Check<{ code: string; sport: Sport }> => {
    const sport = Object.hasOwn(context.sports, text) ? context.sports[text] : undefined;
    return sport
      ? ok({ code: text, sport })
      : fail(
          `sport "${text}" is not one of the site's sports — write one of ${Object.keys(context.sports).join(', ')}`,
        );
  },
  event: (text: string) => checkText('event', text),
  market: (text: string) => oneOf<Market>('market', markets, text),
  selection: (text: string) => checkText('selection', text),
  odds: (text: string) => checkOdds('odds', text),
  stake: (text: string, context: FieldContext): Check<number> => {
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      return fail(`stake "${text}" is not a number of units — write it like 1 or 1.5 (at most two decimals)`);
    }
    const stake = Number(text);
    if (stake <= 0) return fail(`stake "${text}" is not positive — a pick risks more than 0 units`);
    if (stake > context.maxStake) {
      return fail(
        `stake "${text}" is above the maximum of ${context.maxStake} units — check the row, or raise maxStake in content/record/settings.ts`,
      );
    }
    return ok(stake);
  },
  sportsbook: (text: string) => checkText('sportsbook', text),
  result: (text: string) => oneOf<Result>('result', results, text),
  settled: (text: string) => (text ? checkTimestamp('settled', text) : ok(null)),
  closing_odds: (text: string) => (text ? checkOdds('closing_odds', text) : ok(null)),
  slip: (text: string, context: FieldContext): Check<string | null> => {
    if (!text) return ok(null);
    if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(text) || text.split('/').includes('..')) {
      return fail(
        `slip "${text}" is not a path under public/ — write it like slips/rc-0412.jpg, with no leading slash`,
      );
    }
    return context.slipExists(text)
      ? ok(text)
      : fail(`slip "${text}" does not exist — add the photo as public/${text}, or fix the path`);
  },
  note: (text: string) => ok(text),
} satisfies Record<LedgerColumn, (text: string, context: FieldContext) => Check<unknown>>;

type Values = { [C in LedgerColumn]: ReturnType<(typeof fieldChecks)[C]> extends Check<infer T> ? T : never };

const day = 24 * 60 * 60 * 1000;

interface RowContext extends FieldContext {
  readonly buildDate: Date;
  readonly pendingGraceDays: number;
}

/**
 * Checks a row's values and how they fit together. Returns the pick, or the problems by column.
 * Used for ledger rows and again for each pick after corrections, so a correction cannot publish
 * what the ledger would refuse.
 */
function checkRow(
  text: Record<LedgerColumn, string>,
  line: number,
  context: RowContext,
): { pick: Pick; problems: [] } | { pick: null; problems: { column: LedgerColumn; message: string }[] } {
  const problems: { column: LedgerColumn; message: string }[] = [];
  const values: Partial<Values> = {};
  for (const column of ledgerColumns) {
    const check: Check<unknown> = fieldChecks[column](text[column], context);
    if (check.ok) Object.assign(values, { [column]: check.value });
    else problems.push({ column, message: check.message });
  }
  const { posted, event_start: eventStart, result, settled } = values;
  const build = context.buildDate.getTime();
  const builtOn = context.buildDate.toISOString().replace('.000Z', 'Z');
  if (posted !== undefined && eventStart !== undefined && Date.parse(posted) >= Date.parse(eventStart)) {
    problems.push({
      column: 'posted',
      message: `posted ${posted} is not before event_start ${eventStart} — a pick goes out before its event starts; check both times and their offsets`,
    });
  }
  if (posted !== undefined && Date.parse(posted) > build) {
    problems.push({
      column: 'posted',
      message: `posted ${posted} is after the build date (${builtOn}) — a pick cannot be published before it was posted; check the time`,
    });
  }
  if (result !== undefined && settled !== undefined) {
    if (result === 'pending' && settled !== null) {
      problems.push({
        column: 'settled',
        message: `settled is set but the result is pending — leave settled empty until the bet is graded, or write the result`,
      });
    }
    if (result !== 'pending' && settled === null) {
      problems.push({
        column: 'settled',
        message: `settled is empty but the result is ${result} — write when the bet was graded, like 2025-09-07T16:05:00-04:00`,
      });
    }
    if (settled !== null && settled !== undefined) {
      if (eventStart !== undefined && result !== 'void' && Date.parse(settled) < Date.parse(eventStart)) {
        problems.push({
          column: 'settled',
          message: `settled ${settled} is before event_start ${eventStart} — a bet is graded after its event starts (only a void may come earlier); check both times`,
        });
      }
      if (Date.parse(settled) > build) {
        problems.push({
          column: 'settled',
          message: `settled ${settled} is after the build date (${builtOn}) — a result cannot be known before it happens; check the time`,
        });
      }
    }
    if (
      result === 'pending' &&
      eventStart !== undefined &&
      build - Date.parse(eventStart) > context.pendingGraceDays * day
    ) {
      problems.push({
        column: 'result',
        message: `the pick is still pending although its event started ${eventStart}, more than ${context.pendingGraceDays} days before the build — grade it (win, loss, push or void) and fill in settled`,
      });
    }
  }
  if (problems.length) return { pick: null, problems };
  const v = values as Values;
  return {
    pick: {
      id: v.id,
      line,
      posted: v.posted,
      eventStart: v.event_start,
      sport: v.sport.sport,
      sportCode: v.sport.code,
      event: v.event,
      market: v.market,
      selection: v.selection,
      odds: v.odds,
      stake: v.stake,
      sportsbook: v.sportsbook,
      result: v.result,
      settled: v.settled,
      closingOdds: v.closing_odds,
      slip: v.slip,
      note: v.note,
    },
    problems: [],
  };
}

/** A pick written back as ledger text, the form corrections and /record.csv use. */
export function ledgerText(pick: Pick): Record<LedgerColumn, string> {
  return {
    id: pick.id,
    posted: pick.posted,
    event_start: pick.eventStart,
    sport: pick.sportCode,
    event: pick.event,
    market: pick.market,
    selection: pick.selection,
    odds: formatOdds(pick.odds),
    stake: String(pick.stake),
    sportsbook: pick.sportsbook,
    result: pick.result,
    settled: pick.settled ?? '',
    closing_odds: pick.closingOdds === null ? '' : formatOdds(pick.closingOdds),
    slip: pick.slip ?? '',
    note: pick.note,
  };
}

/** Reads picks.csv. Throws a LedgerError listing every problem found. */
export function parseLedger(text: string, options: LedgerOptions): Pick[] {
  const { file } = options;
  const problems: LedgerProblem[] = [];
  const table = readTable(text, file, ledgerColumns, problems);

  const picks: Pick[] = [];
  const seen = new Map<string, number>();
  let previous: { posted: number; line: number } | null = null;
  for (const { line, fields } of table) {
    const text = Object.fromEntries(ledgerColumns.map((column) => [column, fields[column].value])) as Record<
      LedgerColumn,
      string
    >;
    const checked = checkRow(text, line, options);
    for (const problem of checked.problems) {
      problems.push({ ...at(file, fields[problem.column]), message: problem.message });
    }

    const id = text.id;
    const first = seen.get(id);
    if (first !== undefined) {
      problems.push({
        ...at(file, fields.id),
        message: `id "${id}" is already used on line ${first} — give each pick its own id`,
      });
    } else if (id) {
      seen.set(id, line);
    }

    const posted = parseTimestamp(text.posted);
    if (posted !== null) {
      if (previous && posted < previous.posted) {
        problems.push({
          ...at(file, fields.posted),
          message: `posted ${text.posted} is earlier than the pick on line ${previous.line} — rows go in the order the picks were posted; move this row up`,
        });
      }
      previous = { posted, line: line };
    }
    if (checked.pick) picks.push(checked.pick);
  }
  if (problems.length) throw new LedgerError(problems);
  return picks;
}

/** The day (YYYY-MM-DD) an instant falls on in the record's time zone. */
function dayOf(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

function isCorrectable(name: string): name is CorrectableField {
  return (correctableFields as readonly string[]).includes(name);
}

/**
 * Reads corrections.csv against the checked picks. A correction names a pick, the column it
 * changes and the new value written as in picks.csv; the corrected pick must pass every check the
 * ledger's rows pass. Corrections of result and settled apply only to graded picks (a pending pick
 * is graded in picks.csv itself). Rows go in date order. Throws a LedgerError listing every problem.
 */
export function parseCorrections(text: string, options: CorrectionOptions): Correction[] {
  const { file, picks, buildDate, ledger } = options;
  const problems: LedgerProblem[] = [];
  const table = readTable(text, file, correctionColumns, problems);

  const byId = new Map(picks.map((pick) => [pick.id, pick]));
  const corrected = new Map<string, Record<LedgerColumn, string>>();
  const corrections: Correction[] = [];
  const today = dayOf(buildDate, ledger.timeZone);
  let previousDate = '';
  for (const { line, fields } of table) {
    const rowProblems: LedgerProblem[] = [];
    const report = (cell: Cell, message: string) => rowProblems.push({ ...at(file, cell), message });
    const { pick_id: pickId, field, value, reason, date } = fields;

    const pick = byId.get(pickId.value);
    if (!pick) report(pickId, `pick_id "${pickId.value}" is not in the ledger — copy the id from picks.csv`);
    if (!isCorrectable(field.value)) {
      report(
        field,
        `field "${field.value}" cannot be corrected — write one of ${correctableFields.join(', ')} (a pick's id and posting time never change)`,
      );
    }
    if (!reason.value) report(reason, 'reason is empty — say why the pick is corrected; the record page shows it');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date.value) || parseTimestamp(`${date.value}T00:00Z`) === null) {
      report(date, `date "${date.value}" is not a day written as YYYY-MM-DD, like 2025-10-02`);
    } else {
      if (date.value > today) {
        report(date, `date ${date.value} is after the build date (${today}) — date a correction the day it is made`);
      }
      if (date.value < previousDate) {
        report(date, `date ${date.value} is earlier than the row above — add corrections at the end, in date order`);
      }
      if (pick && date.value < dayOf(new Date(pick.posted), ledger.timeZone)) {
        report(date, `date ${date.value} is before pick ${pick.id} was posted — check the date`);
      }
      previousDate = date.value;
    }

    if (pick && isCorrectable(field.value)) {
      if ((field.value === 'result' || field.value === 'settled') && pick.result === 'pending') {
        report(
          field,
          `pick ${pick.id} is still pending — grade it in picks.csv itself; corrections are for graded picks`,
        );
      } else if (field.value === 'result' && value.value === 'pending') {
        report(value, 'a graded pick cannot be corrected back to pending — write win, loss, push or void');
      } else {
        const before = corrected.get(pick.id) ?? ledgerText(pick);
        const after = { ...before, [field.value]: value.value };
        const checked = checkRow(after, pick.line, { ...ledger, buildDate });
        for (const problem of checked.problems) {
          report(value, `the corrected pick ${pick.id} fails a check: ${problem.message}`);
        }
        if (!checked.problems.length) corrected.set(pick.id, after);
      }
    }
    problems.push(...rowProblems);
    if (!rowProblems.length && pick && isCorrectable(field.value)) {
      corrections.push({
        pickId: pick.id,
        field: field.value,
        value: value.value,
        reason: reason.value,
        date: date.value,
        line,
      });
    }
  }
  if (problems.length) throw new LedgerError(problems);
  return corrections;
}

/** Checks that only reject a pick's own values, for re-reading picks already checked in full. */
const rereading = {
  maxStake: Number.POSITIVE_INFINITY,
  slipExists: () => true,
  buildDate: new Date(8.64e15),
  pendingGraceDays: Number.POSITIVE_INFINITY,
};

/** The picks as published: each correction applied in order, the profit worked out from the result. */
export function applyCorrections(
  picks: readonly Pick[],
  corrections: readonly Correction[],
  sports: Readonly<Record<string, Sport>>,
): PublishedPick[] {
  return picks.map((pick) => {
    const own = corrections.filter((correction) => correction.pickId === pick.id);
    if (!own.length) return { ...pick, profit: profit(pick), correctedBy: own };
    const text = own.reduce(
      (current, correction) => ({ ...current, [correction.field]: correction.value }),
      ledgerText(pick),
    );
    const checked = checkRow(text, pick.line, { ...rereading, sports });
    if (!checked.pick) {
      throw new Error(`Corrections to pick ${pick.id} give a pick the ledger refuses: ${checked.problems[0]?.message}`);
    }
    return { ...checked.pick, profit: profit(checked.pick), correctedBy: own };
  });
}

/** /record.csv: the ledger's columns with corrections applied, and the profit of each pick in units. */
export function toPublishedCsv(picks: readonly PublishedPick[]): string {
  return writeCsv(
    [...ledgerColumns, 'profit'],
    picks.map((pick) => ({ ...ledgerText(pick), profit: pick.profit === null ? '' : String(pick.profit) })),
  );
}
