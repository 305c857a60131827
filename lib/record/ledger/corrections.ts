import { ledgerText } from './csv.mjs';
import { correctionColumns } from '../model.mjs';
import { calendarDay } from '../math.mjs';
import { profit } from '../figures/stats';
import type { CorrectableField, CorrectedPick, Correction, LedgerProblem, Pick, Sport } from '../types';
import { correctableFields, type LedgerColumn } from '../types';
import { cellProblem, parseTimestamp, type SlipKind } from './fields';
import type { LedgerOptions } from './picks';
import { checkRow } from './rows';
import { at, LedgerError, readTable, type Cell } from './table';

export interface CorrectionOptions {
  readonly file: string;
  readonly picks: readonly Pick[];
  readonly buildDate: Date;
  /** Needed to check a corrected value as strictly as the ledger's own. */
  readonly ledger: Omit<LedgerOptions, 'file' | 'buildDate'>;
}

function isCorrectable(name: string): name is CorrectableField {
  return (correctableFields as readonly string[]).includes(name);
}

/** A row of corrections.csv with the problems of the row alone. */
interface Row {
  readonly line: number;
  readonly fields: Record<(typeof correctionColumns)[number], Cell>;
  readonly pick: Pick | undefined;
  readonly field: CorrectableField | null;
  readonly problems: LedgerProblem[];
}

/** What a row is checked against: the file, the checked picks by id, and the build's day. */
interface RowContext {
  readonly file: string;
  readonly byId: ReadonlyMap<string, Pick>;
  readonly today: string;
  readonly ledger: CorrectionOptions['ledger'];
}

type Fields = Record<(typeof correctionColumns)[number], Cell>;

/** Every cell through the ledger's cell check; a value is held to the limit of the column it corrects. */
function cellProblems(fields: Fields, correctable: CorrectableField | null, context: RowContext): LedgerProblem[] {
  return Object.entries(fields).flatMap(([column, cell]) => {
    const problem = cellProblem(
      column === 'value' ? (correctable ?? 'other') : column,
      cell.value,
      context.ledger.maxLength,
      column,
    );
    return problem ? [{ ...at(context.file, cell), message: problem }] : [];
  });
}

/** Whether a date is a real day written as YYYY-MM-DD. */
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseTimestamp(`${text}T00:00Z`) !== null;

/** Whether the row's date is a day, not after the build, not before the row above or its pick. */
function dateProblems(date: Cell, previousDate: string, pick: Pick | undefined, context: RowContext): string[] {
  if (!isDay(date.value)) {
    return [`date "${date.value}" is not a day written as YYYY-MM-DD, like 2025-10-02`];
  }
  const messages: string[] = [];
  if (date.value > context.today) {
    messages.push(
      `date ${date.value} is after the build date (${context.today}) — date a correction the day it is made`,
    );
  }
  if (date.value < previousDate) {
    messages.push(`date ${date.value} is earlier than the row above — add corrections at the end, in date order`);
  }
  if (pick && date.value < calendarDay(new Date(pick.posted), context.ledger.timeZone)) {
    messages.push(`date ${date.value} is before pick ${pick.id} was posted — check the date`);
  }
  return messages;
}

/**
 * A row of corrections.csv with the problems of the row alone, and the date the row below is
 * compared with: this row's, when its cells pass and its date is a day, else the row above's.
 */
function checkCorrectionRow(
  { line, fields }: { line: number; fields: Fields },
  previousDate: string,
  context: RowContext,
): { row: Row; date: string } {
  const { pick_id: pickId, field, value, reason, date } = fields;
  const correctable = isCorrectable(field.value) ? field.value : null;
  const problems = cellProblems(fields, correctable, context);
  if (problems.length) return { row: { line, fields, pick: undefined, field: null, problems }, date: previousDate };
  const report = (cell: Cell, message: string) => problems.push({ ...at(context.file, cell), message });

  const pick = context.byId.get(pickId.value);
  if (!pick) report(pickId, `pick_id "${pickId.value}" is not in the ledger — copy the id from picks.csv`);
  if (!correctable) {
    report(
      field,
      `field "${field.value}" cannot be corrected — write one of ${correctableFields.join(', ')} (a pick's id, posting time and secret never change)`,
    );
  }
  if (!reason.value) report(reason, 'reason is empty — say why the pick is corrected; the record page shows it');
  for (const message of dateProblems(date, previousDate, pick, context)) report(date, message);
  if (pick && correctable) {
    if ((correctable === 'result' || correctable === 'settled') && pick.result === 'pending') {
      report(
        field,
        `pick ${pick.id} is still pending — grade it in picks.csv itself; corrections are for graded picks`,
      );
    } else if (correctable === 'result' && value.value === 'pending') {
      report(value, 'a graded pick cannot be corrected back to pending — write win, loss, push or void');
    }
  }
  return {
    row: { line, fields, pick, field: correctable, problems },
    date: isDay(date.value) ? date.value : previousDate,
  };
}

/**
 * One correction (a group of rows) applied to its pick as the rows above left it: the changes, the
 * pick's text after them, and the problems of the group, the corrected pick's checks included.
 */
function applyGroup(
  group: readonly Row[],
  pick: Pick,
  before: Record<LedgerColumn, string>,
  options: CorrectionOptions,
): { changes: Correction[]; after: Record<LedgerColumn, string>; problems: LedgerProblem[] } {
  const { file, buildDate, ledger } = options;
  const problems: LedgerProblem[] = [];
  const after = { ...before };
  const changes: Correction[] = [];
  for (const row of group) {
    if (!row.field) continue;
    const earlier = group.find((other) => other.field === row.field);
    if (earlier && earlier !== row) {
      problems.push({
        ...at(file, row.fields.field),
        message: `field ${row.field} is corrected again in the same correction (line ${earlier.line}) — keep one row per field, with the final value`,
      });
      continue;
    }
    changes.push({
      pickId: pick.id,
      field: row.field,
      before: after[row.field],
      value: row.fields.value.value,
      reason: row.fields.reason.value,
      date: row.fields.date.value,
      line: row.line,
    });
    after[row.field] = row.fields.value.value;
  }
  const last = group.at(-1);
  if (problems.length || !last) return { changes, after, problems };
  const checked = checkRow(after, pick.line, { ...ledger, buildDate });
  const fields = new Set(group.map((row) => row.field));
  for (const problem of checked.problems) {
    const hint = togetherHint(problem.column, fields, group.length);
    // A score corrected alone: the score is the new fact, so only the result is left to fix.
    const message =
      hint && fields.has('score')
        ? problem.message.replace(/(; read the other way round| — ).*$/, '')
        : problem.message;
    problems.push({
      ...at(file, last.fields.value),
      message: `the corrected pick ${pick.id} fails a check: ${message}${hint}`,
    });
  }
  return { changes, after, problems };
}

/**
 * Reads corrections.csv against the checked picks. A correction names a pick, the column it
 * changes and the new value written as in picks.csv; the corrected pick must pass every check the
 * ledger's rows pass. Rows one below the other with the same pick_id, date and reason are one
 * correction of several fields, checked as a whole: a score typed reversed and the result it gave
 * are corrected together, since neither alone leaves a pick whose score grades its result. Each
 * row stays its own entry of the chain. Corrections of result and settled apply only to graded
 * picks (a pending pick is graded in picks.csv itself). Rows go in date order. Every cell goes
 * through the ledger's cell check. Throws a LedgerError listing every problem.
 */
export function parseCorrections(text: string, options: CorrectionOptions): Correction[] {
  const { file, picks, buildDate, ledger } = options;
  const problems: LedgerProblem[] = [];
  const table = readTable(text, file, correctionColumns, problems);
  const context: RowContext = {
    file,
    byId: new Map(picks.map((pick) => [pick.id, pick])),
    today: calendarDay(buildDate, ledger.timeZone),
    ledger,
  };
  let previousDate = '';
  const rows = table.map((entry) => {
    const { row, date } = checkCorrectionRow(entry, previousDate, context);
    previousDate = date;
    return row;
  });

  const corrected = new Map<string, Record<LedgerColumn, string>>();
  const corrections: Correction[] = [];
  for (const group of groupsOf(rows)) {
    const pick = group[0]?.pick;
    const groupProblems = group.flatMap((row) => row.problems);
    if (groupProblems.length || !pick) {
      problems.push(...groupProblems);
      continue;
    }
    const applied = applyGroup(group, pick, corrected.get(pick.id) ?? ledgerText(pick), options);
    if (applied.problems.length) {
      problems.push(...applied.problems);
      continue;
    }
    corrected.set(pick.id, applied.after);
    corrections.push(...applied.changes);
  }
  if (problems.length) throw new LedgerError(problems);
  return corrections;
}

/** Rows one below the other that correct the same pick on the same day for the same reason: one correction. */
function groupsOf(rows: readonly Row[]): Row[][] {
  const groups: Row[][] = [];
  const key = (row: Row) => JSON.stringify([row.fields.pick_id.value, row.fields.date.value, row.fields.reason.value]);
  for (const row of rows) {
    const current = groups.at(-1);
    const previous = current?.at(-1);
    if (current && previous && key(previous) === key(row)) current.push(row);
    else groups.push([row]);
  }
  return groups;
}

/**
 * How to correct a score and the result it gives at once, added to a grading problem of a
 * correction that changes only one of them.
 */
function togetherHint(column: LedgerColumn, fields: ReadonlySet<CorrectableField | null>, rows: number): string {
  if (column !== 'result' && column !== 'score') return '';
  if (fields.has('result') && fields.has('score')) return '';
  const missing = fields.has('score') ? 'result' : 'score';
  return ` (to correct the ${missing} too, add a row for it just ${rows > 1 ? 'below these' : 'below this one'}, with the same pick_id, date and reason: the rows are checked as one correction — content/README.md, "Correcting a pick")`;
}

/** Checks that only reject a pick's own values, for re-reading picks already checked in full. */
const rereading = {
  maxStake: Number.POSITIVE_INFINITY,
  maxLength: {
    event: Infinity,
    selection: Infinity,
    sportsbook: Infinity,
    note: Infinity,
    reason: Infinity,
    score: Infinity,
    other: Infinity,
  },
  timeZone: null,
  // Slips were checked against their files already; here only the extension is read again.
  slipKind: (path: string) => (/\.png$/i.test(path) ? 'png' : /\.webp$/i.test(path) ? 'webp' : 'jpg') as SlipKind,
  buildDate: new Date(8.64e15),
  pendingGraceDays: Number.POSITIVE_INFINITY,
};

/** The picks as published: each correction applied in order, the profit worked out from the result. */
export function applyCorrections(
  picks: readonly Pick[],
  corrections: readonly Correction[],
  sports: Readonly<Record<string, Sport>>,
): CorrectedPick[] {
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
