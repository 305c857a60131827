import { ledgerColumns, ledgerText, writeCsv } from './csv.mjs';
import type { Correction, PublishedPick } from './types';

/** The columns of /record.csv after the ledger's own (whose secret comes last, once revealed). */
export const publishedColumns = [
  ...ledgerColumns.filter((column) => column !== 'secret'),
  'profit',
  'corrected',
  'seal',
  'secret',
  'chain',
  'timestamped',
] as const;
export type PublishedColumn = (typeof publishedColumns)[number];

/** Columns a spreadsheet reads as numbers: they keep their sign (+135 is odds, not a formula). */
const numeric = new Set<PublishedColumn>([
  'odds',
  'stake',
  'closing_odds',
  'closing_other_odds',
  'closing_line',
  'profit',
]);

/**
 * A text cell as a spreadsheet must not run it: one that begins with =, +, -, @, a tab or a
 * carriage return (or the quote this adds) gets a leading ' (OWASP's advice on CSV injection).
 * `npm run record:verify` and anyone recomputing a seal drop that one quote first.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r']/.test(value) ? `'${value}` : value;
}

/** @param rows each row's values by column */
function safeCsv<C extends string>(
  columns: readonly C[],
  rows: Record<C, string>[],
  isNumeric: (column: C) => boolean,
) {
  return writeCsv(
    columns,
    rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [column, isNumeric(column) ? row[column] : spreadsheetSafe(row[column])]),
      ),
    ) as Record<C, string>[],
  );
}

/** A pick's row of /record.csv: a sealed pick shows only what its seal lets the world see. */
function publishedRow(pick: PublishedPick): Record<PublishedColumn, string> {
  const proof = { seal: pick.seal, chain: pick.chain, timestamped: pick.timestamp?.time ?? '' };
  if (pick.state === 'sealed') {
    const hidden = Object.fromEntries(publishedColumns.map((column) => [column, ''])) as Record<
      PublishedColumn,
      string
    >;
    return {
      ...hidden,
      ...proof,
      id: pick.id,
      posted: pick.posted,
      event_start: pick.eventStart,
      sport: pick.sportCode,
      stake: String(pick.stake),
      result: pick.result,
    };
  }
  return {
    ...ledgerText(pick),
    ...proof,
    profit: pick.profit === null ? '' : String(pick.profit),
    corrected: [...new Set(pick.correctedBy.map((correction) => correction.field))].join(' '),
  };
}

/**
 * /record.csv: every pick with corrections applied and its profit in units, marked where a
 * correction changed it, with its seal, chain value and timestamp (and its secret once revealed).
 * UTF-8 with a byte-order mark, so spreadsheets read accented names; while the ledger is a sample,
 * its first line says so.
 */
export function toPublishedCsv(picks: readonly PublishedPick[], sample: string | null): string {
  const table = safeCsv(publishedColumns, picks.map(publishedRow), (column) => numeric.has(column));
  return `${preamble(sample)}${table}`;
}

/**
 * What a published file starts with: a byte-order mark, so spreadsheets read UTF-8, and while the
 * ledger is a sample, a first line that says so, quoted as one cell.
 */
function preamble(sample: string | null): string {
  return `\uFEFF${sample ? `"${`SAMPLE DATA: ${sample}`.replaceAll('"', '""')}"\n` : ''}`;
}

/** /record/corrections.csv: each correction with the value before it, so a seal can be checked against the pick as posted. */
export function toCorrectionsCsv(corrections: readonly Correction[], sample: string | null): string {
  const columns = ['pick_id', 'field', 'before', 'after', 'reason', 'date'] as const;
  const rows = corrections.map((correction) => ({
    pick_id: correction.pickId,
    field: correction.field,
    before: correction.before,
    after: correction.value,
    reason: correction.reason,
    date: correction.date,
  }));
  const numericField = (correction: (typeof rows)[number]) => numeric.has(correction.field as PublishedColumn);
  const table = writeCsv(
    columns,
    rows.map((row) => ({
      ...row,
      before: numericField(row) ? row.before : spreadsheetSafe(row.before),
      after: numericField(row) ? row.after : spreadsheetSafe(row.after),
      reason: spreadsheetSafe(row.reason),
    })),
  );
  return `${preamble(sample)}${table}`;
}
