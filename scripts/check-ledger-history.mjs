#!/usr/bin/env node
// Fails when any commit (or the uncommitted working copy) changed or removed a settled pick of
// content/record/picks.csv, or rewrote a row of content/record/corrections.csv. See
// lib/record/ledger/historyRules.mjs for the rules. Usage: check-ledger-history [repository folder]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CsvError } from 'csv-parse/sync';
import { checkLedgerHistory } from '../data/record/history.mjs';
import { csvErrorProblem, formatProblem, readCsv } from '../lib/record/ledger/csv.mjs';
import { separatorProblem } from '../lib/record/ledger/separator.mjs';

const cwd = path.resolve(process.argv[2] ?? '.');
const files = ['content/record/picks.csv', 'content/record/corrections.csv'];

/**
 * Why a file of the working copy cannot be read as the record's CSV, as file:line and what to do,
 * or null. Checked first: a file saved with semicolons would otherwise read as every pick removed.
 * @param {string} file
 */
function unreadable(file) {
  const full = path.join(cwd, file);
  if (!existsSync(full)) return null;
  const text = readFileSync(full, 'utf8');
  const separator = separatorProblem(text);
  if (separator) return `${file}:1:1  ${separator}`;
  try {
    readCsv(text);
    return null;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return formatProblem(csvErrorProblem(error, file));
  }
}

try {
  const problem = files.map(unreadable).find(Boolean);
  if (problem) {
    console.error(`error ${problem}`);
    process.exit(1);
  }
  const { commits, problems } = checkLedgerHistory({ cwd });
  if (problems.length) {
    for (const problem of problems) console.error(`error ${problem}`);
    console.error(
      `\nThe record's history must not change: ${problems.length} problem${problems.length === 1 ? '' : 's'} above.`,
    );
    process.exit(1);
  }
  console.log(
    `ok    content/record/picks.csv and corrections.csv: ${commits} change${commits === 1 ? '' : 's'} in git checked, no posted pick rewritten`,
  );
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `error ${error instanceof CsvError ? `a committed version of ${files.join(' or ')} cannot be read as CSV (${message}); restore it as the last good commit had it` : message}`,
  );
  process.exit(1);
}
