#!/usr/bin/env node
// Fails when the text of a legal version already in effect has changed, or when a version is dated before
// the day it was committed (or, not committed, before the build date): see data/legal/history.mjs.
// "In effect" is judged on the build date (SOURCE_DATE_EPOCH when set, as lib/buildDate.mjs reads it)
// and its day in the site's time zone, the record's. Run with tsx: the settings are TypeScript.
import path from 'node:path';
import { recordSettings } from '../content/record/settings.mjs';
import { checkLegalHistory } from '../data/legal/history.mjs';
import { calendarDay } from '../lib/legal/versions.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const epoch = process.env.SOURCE_DATE_EPOCH?.trim();
if (epoch && !/^\d+$/.test(epoch)) {
  console.error(`error SOURCE_DATE_EPOCH must be whole seconds since 1970 (UTC), got "${epoch}".`);
  process.exit(1);
}
const { timeZone } = recordSettings;
const today = calendarDay(epoch ? new Date(Number(epoch) * 1000) : new Date(), timeZone);

let result;
try {
  result = checkLegalHistory({ root, today, timeZone });
} catch (error) {
  console.error(`error legal history  ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
for (const { file, message } of result.problems) console.error(`error ${file}  ${message}`);
if (result.problems.length) {
  console.error(
    `\nThe members who agreed to a version must be able to read exactly that text. See "Changing the Terms" in content/README.md.`,
  );
  process.exit(1);
}
console.log(
  result.baseline
    ? `ok    legal history: ${result.checked} version${result.checked === 1 ? '' : 's'} in effect unchanged (baseline ${result.baseline.slice(0, 7)}, build date ${today})`
    : 'ok    legal history: no dated versions committed yet',
);
