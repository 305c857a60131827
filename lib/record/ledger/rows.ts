import type { LedgerColumn, Pick } from '../types';
import { lineOf } from '../math.mjs';
import { columnModel, ledgerColumns, voidStatusOf } from '../model.mjs';
import { cellProblem, fieldChecks, type Check, type FieldContext, type Values } from './fields';
import { gradeProblems } from './grades';
import { offsetProblem } from './zone';

const day = 24 * 60 * 60 * 1000;

export interface RowContext extends FieldContext {
  readonly buildDate: Date;
  readonly pendingGraceDays: number;
  /**
   * The site's time zone (content/record/settings.mjs): a time's offset must be its offset then, or
   * UTC. Null when re-reading picks already checked against it.
   */
  readonly timeZone: string | null;
}

/** The columns that hold a moment, whose offset must be the site's zone's at that moment. */
const timeColumns = ['posted', 'event_start', 'settled'] as const;

type Problem = { column: LedgerColumn; message: string };

/** Each cell through the cell check and its column's own check: the values that pass, and why the rest do not. */
function columnValues(text: Record<LedgerColumn, string>, context: RowContext) {
  const problems: Problem[] = [];
  const values: Partial<Values> = {};
  for (const column of ledgerColumns) {
    const cell = cellProblem(column, text[column], context.maxLength);
    if (cell) {
      problems.push({ column, message: cell });
      continue;
    }
    const check: Check<unknown> = fieldChecks[column](text[column], context);
    if (check.ok) Object.assign(values, { [column]: check.value });
    else problems.push({ column, message: check.message });
  }
  for (const column of timeColumns) {
    const time = values[column];
    const offset = time && context.timeZone !== null ? offsetProblem(time, context.timeZone) : null;
    if (time && offset) problems.push({ column, message: `${column} ${time} ${offset}` });
  }
  return { values, problems };
}

/** The build date as a row's messages write it. */
const builtOn = (context: RowContext) => context.buildDate.toISOString().replace('.000Z', 'Z');

/** When the pick was posted, against its event's start and the build. */
function postedProblems({ posted, event_start: eventStart }: Partial<Values>, context: RowContext): Problem[] {
  const problems: Problem[] = [];
  if (posted !== undefined && eventStart !== undefined && Date.parse(posted) >= Date.parse(eventStart)) {
    problems.push({
      column: 'posted',
      message: `posted ${posted} is not before event_start ${eventStart} — a pick goes out before its event starts; check both times and their offsets`,
    });
  }
  if (posted !== undefined && Date.parse(posted) > context.buildDate.getTime()) {
    problems.push({
      column: 'posted',
      message: `posted ${posted} is after the build date (${builtOn(context)}) — a pick cannot be published before it was posted; check the time`,
    });
  }
  return problems;
}

/** When a graded pick was settled, against when it was posted, its event's start and the build. */
function settledTimeProblems(values: Partial<Values>, settled: string, context: RowContext): Problem[] {
  const { posted, event_start: eventStart, result } = values;
  const problems: Problem[] = [];
  if (posted !== undefined && Date.parse(settled) < Date.parse(posted)) {
    problems.push({
      column: 'settled',
      message: `settled ${settled} is before posted ${posted} — a bet is graded after it goes out; check both times`,
    });
  }
  const calledOff = result === 'void' && voidStatusOf(values.score)?.started === false;
  if (eventStart !== undefined && !calledOff && Date.parse(settled) < Date.parse(eventStart)) {
    problems.push({
      column: 'settled',
      message: `settled ${settled} is before event_start ${eventStart} — a bet is graded after its event starts (only a void of a game postponed or canceled may come earlier); check both times`,
    });
  }
  if (Date.parse(settled) > context.buildDate.getTime()) {
    problems.push({
      column: 'settled',
      message: `settled ${settled} is after the build date (${builtOn(context)}) — a result cannot be known before it happens; check the time`,
    });
  }
  return problems;
}

/** Whether the result and settled agree, and a pick is not left pending past the grace days. */
function resultProblems(values: Partial<Values>, context: RowContext): Problem[] {
  const { event_start: eventStart, result, settled } = values;
  if (result === undefined || settled === undefined) return [];
  const problems: Problem[] = [];
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
  if (settled !== null) problems.push(...settledTimeProblems(values, settled, context));
  if (
    result === 'pending' &&
    eventStart !== undefined &&
    context.buildDate.getTime() - Date.parse(eventStart) > context.pendingGraceDays * day
  ) {
    problems.push({
      column: 'result',
      message: `the pick is still pending although its event started ${eventStart}, more than ${context.pendingGraceDays} days before the build — grade it (win, loss, push or void) and fill in settled`,
    });
  }
  return problems;
}

/** Whether the closing columns fit the pick: both sides of the price, and a line only where the bet has one. */
function closingProblems(values: Partial<Values>): Problem[] {
  const problems: Problem[] = [];
  if (values.closing_other_odds != null && values.closing_odds === null) {
    problems.push({
      column: 'closing_other_odds',
      message:
        'closing_other_odds is set but closing_odds is empty — write both sides of the closing price, or neither',
    });
  }
  if (values.closing_line != null && values.market !== undefined && values.selection !== undefined) {
    if (values.market !== 'spread' && values.market !== 'total') {
      problems.push({
        column: 'closing_line',
        message: `closing_line is for spreads and totals, and this pick is a ${values.market} — leave it empty`,
      });
    } else if (!lineOf(values.market, values.selection)) {
      problems.push({
        column: 'closing_line',
        message: `closing_line is set, but the selection "${values.selection}" gives no line to compare it with — write a spread as "Team -3.5" and a total as "Over 47.5"`,
      });
    }
  }
  return problems;
}

/**
 * The pick a row's checked values make: each column's value under the model's key. The sport
 * column gives its code and its name; the line follows the id, the order picks have always had.
 */
function pickOf(values: Values, line: number): Pick {
  const entries = columnModel.flatMap(({ name, key }): [string, unknown][] => {
    if (name === 'id')
      return [
        [key, values.id],
        ['line', line],
      ];
    if (name === 'sport')
      return [
        ['sport', values.sport.sport],
        [key, values.sport.code],
      ];
    return [[key, values[name]]];
  });
  return Object.fromEntries(entries) as Pick;
}

/**
 * Checks a row's values and how they fit together. Returns the pick, or the problems by column.
 * Used for ledger rows and again for each pick after corrections, so a correction cannot publish
 * what the ledger would refuse.
 */
export function checkRow(
  text: Record<LedgerColumn, string>,
  line: number,
  context: RowContext,
): { pick: Pick; problems: [] } | { pick: null; problems: Problem[] } {
  const { values, problems } = columnValues(text, context);
  problems.push(
    ...postedProblems(values, context),
    ...resultProblems(values, context),
    ...closingProblems(values),
    ...gradeProblems(values),
  );
  if (problems.length) return { pick: null, problems };
  return { pick: pickOf(values as Values, line), problems: [] };
}
