import type { LedgerProblem, Pick, Sport } from '../types';
import { ledgerColumns, type LedgerColumn } from '../types';
import { parseTimestamp, type SlipKind, type TextLimits } from './fields';
import { checkRow } from './rows';
import { at, LedgerError, readTable } from './table';

export interface LedgerOptions {
  /** The path shown in messages: "content/record/picks.csv". */
  readonly file: string;
  /** Ledger code → the sport the pages show (content/record/settings.mjs). */
  readonly sports: Readonly<Record<string, Sport>>;
  readonly maxStake: number;
  readonly maxLength: TextLimits;
  /** The time zone that decides which day a timestamp falls on. */
  readonly timeZone: string;
  readonly buildDate: Date;
  /** Whether a path under public/ ("slips/rc-0412.jpg") is a file. */
  /** What the file at a path under public/ holds, by its bytes. */
  readonly slipKind: (path: string) => SlipKind;
  readonly pendingGraceDays: number;
}

/** Reads picks.csv. Throws a LedgerError listing every problem found. */
export function parseLedger(text: string, options: LedgerOptions): Pick[] {
  const { file } = options;
  const problems: LedgerProblem[] = [];
  const table = readTable(text, file, ledgerColumns, problems);

  const picks: Pick[] = [];
  const seen = new Map<string, number>();
  let previous: { posted: number; line: number } | null = null;
  let lastId: { id: string; line: number } | null = null;
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
    // RC-0412 and rc-0412 would share a file on a case-insensitive disk or CDN.
    const first = seen.get(id.toLowerCase());
    if (first !== undefined) {
      problems.push({
        ...at(file, fields.id),
        message: `id "${id}" is already used on line ${first} — give each pick its own id`,
      });
    } else if (id) {
      if (lastId && lastId.id.localeCompare(id, 'en', { numeric: true }) >= 0) {
        problems.push({
          ...at(file, fields.id),
          message: `id "${id}" comes after "${lastId.id}" (line ${lastId.line}) — ids go up in the order picks are posted; give this pick the next id`,
        });
      }
      seen.set(id.toLowerCase(), line);
      lastId = { id, line };
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
