import type { LedgerColumn, Pick } from '../types';
import { ledgerColumns } from '../types';
import { lineOf } from '../math.mjs';
import { voidStatusOf } from '../model.mjs';
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

/**
 * Checks a row's values and how they fit together. Returns the pick, or the problems by column.
 * Used for ledger rows and again for each pick after corrections, so a correction cannot publish
 * what the ledger would refuse.
 */
export function checkRow(
  text: Record<LedgerColumn, string>,
  line: number,
  context: RowContext,
): { pick: Pick; problems: [] } | { pick: null; problems: { column: LedgerColumn; message: string }[] } {
  const problems: { column: LedgerColumn; message: string }[] = [];
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
    if (settled !== null && settled !== undefined && posted !== undefined && Date.parse(settled) < Date.parse(posted)) {
      problems.push({
        column: 'settled',
        message: `settled ${settled} is before posted ${posted} — a bet is graded after it goes out; check both times`,
      });
    }
    if (settled !== null && settled !== undefined) {
      const calledOff = result === 'void' && voidStatusOf(values.score)?.started === false;
      if (eventStart !== undefined && !calledOff && Date.parse(settled) < Date.parse(eventStart)) {
        problems.push({
          column: 'settled',
          message: `settled ${settled} is before event_start ${eventStart} — a bet is graded after its event starts (only a void of a game postponed or canceled may come earlier); check both times`,
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
  problems.push(...gradeProblems(values));
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
      score: v.score,
      settled: v.settled,
      closingOdds: v.closing_odds,
      closingOtherOdds: v.closing_other_odds,
      closingLine: v.closing_line,
      slip: v.slip,
      note: v.note,
      secret: v.secret,
    },
    problems: [],
  };
}
