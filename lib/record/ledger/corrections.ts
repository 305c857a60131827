import { correctionColumns, ledgerText } from './csv.mjs';
import { calendarDay } from '../math.mjs';
import { profit } from '../figures/stats';
import type { CorrectableField, CorrectedPick, Correction, LedgerProblem, Pick, Sport } from '../types';
import { correctableFields, type LedgerColumn } from '../types';
import { parseTimestamp, textCellProblem, type SlipKind } from './fields';
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
  const today = calendarDay(buildDate, ledger.timeZone);
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
        `field "${field.value}" cannot be corrected — write one of ${correctableFields.join(', ')} (a pick's id, posting time and secret never change)`,
      );
    }
    if (!reason.value) report(reason, 'reason is empty — say why the pick is corrected; the record page shows it');
    const reasonProblem = reason.value && textCellProblem('reason', reason.value, ledger.maxLength);
    if (reasonProblem) report(reason, reasonProblem);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date.value) || parseTimestamp(`${date.value}T00:00Z`) === null) {
      report(date, `date "${date.value}" is not a day written as YYYY-MM-DD, like 2025-10-02`);
    } else {
      if (date.value > today) {
        report(date, `date ${date.value} is after the build date (${today}) — date a correction the day it is made`);
      }
      if (date.value < previousDate) {
        report(date, `date ${date.value} is earlier than the row above — add corrections at the end, in date order`);
      }
      if (pick && date.value < calendarDay(new Date(pick.posted), ledger.timeZone)) {
        report(date, `date ${date.value} is before pick ${pick.id} was posted — check the date`);
      }
      previousDate = date.value;
    }

    let previousValue = '';
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
        previousValue = before[field.value];
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
        before: previousValue,
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
  maxLength: { event: Infinity, selection: Infinity, sportsbook: Infinity, note: Infinity, reason: Infinity },
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
