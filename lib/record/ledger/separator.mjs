/**
 * A spreadsheet in many locales saves "CSV" with semicolons (or tabs) between the values. Read as
 * CSV, such a file is one column named "id;posted;…"; its header line tells it apart, so the
 * editor gets one message saying how to save it instead of a problem per column. Shared by the
 * build's reader (table.ts) and the history check (scripts/check-ledger-history.mjs).
 */

/** How to save a sheet as comma-separated UTF-8 in the spreadsheets editors use. */
export const saveAsCsvHelp =
  'save it as "CSV UTF-8 (comma delimited)": in Excel, File > Save As, file format "CSV UTF-8 (Comma delimited) (*.csv)"; in LibreOffice Calc, File > Save As, "Text CSV (.csv)" with "Edit filter settings" ticked, then character set "Unicode (UTF-8)" and field delimiter ","; in Numbers, File > Export To > CSV; in Google Sheets, File > Download > "Comma-separated values (.csv)"';

/**
 * The problem of a CSV text whose header line is separated by semicolons or tabs rather than
 * commas, or null when its header uses commas.
 * @param {string} text
 * @returns {string | null}
 */
export function separatorProblem(text) {
  const header =
    text
      .replace(/^\uFEFF/, '')
      .split(/\r\n?|\n/)
      .find((line) => line.trim() !== '') ?? '';
  const count = (/** @type {string} */ char) => header.split(char).length - 1;
  const commas = count(',');
  const found = [
    { char: ';', name: '";" (semicolons)' },
    { char: '\t', name: 'tabs' },
  ].find(({ char }) => count(char) > commas);
  return found ? `the file is separated by ${found.name}, not commas — ${saveAsCsvHelp}, then try again` : null;
}
