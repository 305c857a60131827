import { ledgerColumns, ledgerText, writeCsv } from './csv.mjs';
import type { PublishedPick } from './types';

/** /record.csv: the ledger's columns with corrections applied, and the profit of each pick in units. */
export function toPublishedCsv(picks: readonly PublishedPick[]): string {
  return writeCsv(
    [...ledgerColumns, 'profit'],
    picks.map((pick) => ({ ...ledgerText(pick), profit: pick.profit === null ? '' : String(pick.profit) })),
  );
}
