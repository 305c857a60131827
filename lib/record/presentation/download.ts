import { cellsOf, ledgerText, writeCsv } from '../ledger/csv.mjs';
import {
  chainColumns,
  columnModel,
  publishedColumns,
  publishedCorrectionColumns,
  sampleColumn,
  sampleNotice,
} from '../model.mjs';
import type { LinkedEntry } from '../proof/chain.mjs';
import { correctionFields } from '../proof/publish';
import { checkpointText } from '../proof/encoding.mjs';
import { publishedClaims } from '../proof/publishedClaims';
import type { Correction, PublishedPick } from '../types';

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

/**
 * A published table, UTF-8 with a byte-order mark so spreadsheets read accented names. While the
 * record is a sample, its first column says so on every row, so every reader sees the same table.
 * @param rows each row's values by column
 */
function safeCsv<C extends string>(
  columns: readonly C[],
  rows: Record<C, string>[],
  isNumeric: (column: C, row: Record<C, string>) => boolean,
  sample: string | null,
) {
  const guarded = rows.map((row) =>
    Object.fromEntries(
      columns.map((column) => [column, isNumeric(column, row) ? row[column] : spreadsheetSafe(row[column])]),
    ),
  ) as Record<C, string>[];
  const table = sample
    ? writeCsv(
        [sampleColumn, ...columns],
        guarded.map((row) => ({ [sampleColumn]: spreadsheetSafe(sampleNotice(sample)), ...row })),
      )
    : writeCsv(columns, guarded);
  return `\uFEFF${table}`;
}

/** A pick's row of /record.csv: a sealed pick shows only what its seal lets the world see. */
function publishedRow(pick: PublishedPick): Record<PublishedColumn, string> {
  const proof = {
    seal_version: String(pick.sealVersion),
    seal: pick.seal,
    chain: pick.chain,
    timestamped: pick.timestamp?.time ?? '',
  };
  if (pick.state === 'sealed') {
    const hidden = Object.fromEntries(publishedColumns.map((column) => [column, ''])) as Record<
      PublishedColumn,
      string
    >;
    const shown = cellsOf(
      columnModel.filter((column) => column.shownSealed),
      pick,
    );
    return { ...hidden, ...proof, ...shown };
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
 */
export function toPublishedCsv(picks: readonly PublishedPick[], sample: string | null): string {
  return safeCsv(publishedColumns, picks.map(publishedRow), (column) => numeric.has(column), sample);
}

/** /record/corrections.csv: each correction with the value before it, so a seal can be checked against the pick as posted. */
export function toCorrectionsCsv(corrections: readonly Correction[], sample: string | null): string {
  const rows = corrections.map(correctionFields);
  const numericValue = (
    column: (typeof publishedCorrectionColumns)[number],
    row: Record<(typeof publishedCorrectionColumns)[number], string>,
  ) => (column === 'before' || column === 'after') && numeric.has(row.field as PublishedColumn);
  return safeCsv(publishedCorrectionColumns, rows, numericValue, sample);
}

/** /record/chain.csv: every entry of the chain in order, with its leaf, chain value and token time. */
export function toChainCsv(chain: readonly LinkedEntry[]): string {
  return writeCsv(
    chainColumns,
    chain.map((entry) => ({
      entry: entry.name,
      kind: entry.kind,
      pick_id: entry.pickId,
      leaf: entry.leaf,
      chain: entry.chain,
      timestamped: entry.time === null ? '' : new Date(entry.time).toISOString().replace('.000Z', 'Z'),
    })),
  );
}

/** What a record needs to be published: the build's RecordData, by shape. */
interface PublishableRecord {
  readonly picks: readonly PublishedPick[];
  readonly corrections: readonly Correction[];
  readonly chain: readonly LinkedEntry[];
  readonly authorities: readonly string[];
  readonly authorityPem: string | null;
  readonly sample: string | null;
  readonly timeZone: string;
}

/**
 * Every text file the site publishes about its record, by its path under the site's root: the
 * routes under app/record each serve one, and the tests publish a fixture record the same way.
 * @param origin the checkpoint's first line, "receipts.club/record"
 */
export function publishedRecord(record: PublishableRecord, origin: string, built: Date) {
  const { picks, corrections, chain, authorities, sample, timeZone } = record;
  return {
    'record.csv': toPublishedCsv(picks, sample),
    'record/corrections.csv': toCorrectionsCsv(corrections, sample),
    'record/chain.csv': toChainCsv(chain),
    'record/claims.json': JSON.stringify(publishedClaims(picks, corrections, authorities, timeZone)),
    'record/checkpoint.txt': checkpointText({ origin, size: chain.length, head: chain.at(-1)?.chain ?? null, built }),
    'record/timestamps/authority.pem': record.authorityPem ?? '',
  } as const;
}
