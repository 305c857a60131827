#!/usr/bin/env node
// Fails when any commit (or the uncommitted working copy) changed or removed a settled pick of
// content/record/picks.csv, or rewrote a row of content/record/corrections.csv. See
// lib/record/history.mjs for the rule. Usage: check-ledger-history [repository folder]
import path from 'node:path';
import { checkLedgerHistory } from '../data/record/history.mjs';

const cwd = path.resolve(process.argv[2] ?? '.');
try {
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
  console.error(`error ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
