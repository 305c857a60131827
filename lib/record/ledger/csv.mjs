/**
 * The record's CSV files as written: the columns of content/record/picks.csv and corrections.csv,
 * how a pick is written as a row, and how a value is quoted. Shared by the site (lib/record/ledger/,
 * /record.csv) and the sample generator (sample/generate.mjs), so they live in one place.
 */
import { stringify } from 'csv-stringify/sync';
import { formatLine, formatOdds } from '../math.mjs';
import { ledgerColumns } from '../model.mjs';

const quoting = { quoted_match: /^\s|\s$/ };

/** The columns of picks.csv, declared once with what each is for (lib/record/model.mjs). */
export { ledgerColumns };

/** The columns of corrections.csv. */
export const correctionColumns = Object.freeze(/** @type {const} */ (['pick_id', 'field', 'value', 'reason', 'date']));

/**
 * CSV text: a header row of the columns, then a row per record, each line ending in "\n". A value
 * is quoted when it holds a comma, a quote, a line break (\n or \r), or starts or ends with
 * whitespace (which a reader that trims would otherwise lose); a quote inside is written twice.
 * @template {string} C
 * @param {readonly C[]} columns
 * @param {readonly Readonly<Record<C, string>>[]} records
 * @returns {string}
 */
export function writeCsv(columns, records) {
  return stringify([...records], { header: true, columns: [...columns], ...quoting });
}

/**
 * Rows of cells, the header first, written as writeCsv writes them: how a reader checks that a
 * published file is in the one form the site writes.
 * @param {readonly (readonly string[])[]} rows
 */
export function writeRows(rows) {
  return stringify([...rows], quoting);
}

/**
 * A pick written back as ledger text, the form corrections, /record.csv and the sample generator use.
 * @param {Omit<import('../types').Pick, 'line' | 'sport'>} pick
 * @returns {Record<import('../types').LedgerColumn, string>}
 */
export function ledgerText(pick) {
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
    score: pick.score ?? '',
    settled: pick.settled ?? '',
    closing_odds: pick.closingOdds === null ? '' : formatOdds(pick.closingOdds),
    closing_other_odds: pick.closingOtherOdds === null ? '' : formatOdds(pick.closingOtherOdds),
    closing_line: pick.closingLine === null ? '' : formatLine(pick.closingLine),
    slip: pick.slip ?? '',
    note: pick.note,
    secret: pick.secret,
  };
}
