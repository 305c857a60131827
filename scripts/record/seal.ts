// `npm run record:seal`: gives every pick of the ledger that has no secret yet a new one (32 random
// bytes), the secret its seal commits to and the site publishes once its event has started. Then,
// when TSA_URL is set, it has each new pick timestamped at once (scripts/record/timestamp.ts), so
// the token is dated when the pick went out. Only the secret cells change; every other byte of the
// file stays as it was. Nothing is written unless the ledger, with its new secrets, passes every
// check the build makes: a secret is never drawn for a row the build would refuse. See "Posting a
// pick" in content/README.md.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CsvError } from 'csv-parse/sync';
import { buildDate } from '@/data/buildDate.mjs';
import { ledgerFile } from '@/data/record/files';
import { loadRecord } from '@/data/record/ledger';
import { readCsv, writeCsv, type CsvRecord } from '@/lib/record/ledger/csv.mjs';

function fail(message: string): never {
  console.error(`error ${message}`);
  process.exit(1);
}

/**
 * The ledger's text with a new secret in every row that has none, and the ids of those rows; null
 * when the text cannot be read as a ledger with a secret column (the build's checks then say why).
 */
function withSecrets(text: string): { text: string; ids: string[] } | null {
  let records: CsvRecord[];
  try {
    records = readCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  }
  const [header, ...rows] = records;
  const columns = header?.cells.map((name) => name.trim()) ?? [];
  const secretColumn = columns.indexOf('secret');
  if (!header || secretColumn === -1) return null;
  // The text's lines with their own endings: a row left alone is copied from them byte for byte.
  const lines = text.split(/(?<=\r\n|\r(?!\n)|\n)/);
  const ids: string[] = [];
  const out = [lines.slice(0, header.endLine).join('')];
  let written = header.endLine;
  for (const row of rows) {
    const values = [...row.cells];
    const own = lines.slice(written, row.endLine).join('');
    written = row.endLine;
    if (values.length !== columns.length || (values[secretColumn] ?? '').trim()) {
      out.push(own);
      continue;
    }
    values[secretColumn] = randomBytes(32).toString('hex');
    const [, before = '', ending = ''] = /^([\r\n]*)[^]*?(\r\n|\r|\n)?$/.exec(own) ?? [];
    out.push(
      `${before}${writeCsv(columns, [Object.fromEntries(columns.map((name, index) => [name, values[index] ?? '']))]).split('\n')[1]}${ending}`,
    );
    ids.push(values[0] ?? '');
  }
  out.push(lines.slice(written).join(''));
  return { text: out.join(''), ids };
}

try {
  const file = path.resolve(process.cwd(), ledgerFile);
  if (!existsSync(file)) {
    fail(`${ledgerFile} is missing — the record is built from it; see "The record" in content/README.md.`);
  }
  const text = readFileSync(file, 'utf8');
  const sealed = withSecrets(text);
  // Throws, naming every row to fix, on whatever the build would refuse: nothing has been written yet.
  loadRecord(process.cwd(), buildDate, { ledgerText: sealed?.text ?? text });
  if (!sealed) {
    fail(`${ledgerFile} has no secret column — add "secret" at the end of its header row, then run this again.`);
  }
  if (sealed.ids.length) writeFileSync(file, sealed.text);
  for (const id of sealed.ids) console.log(`ok    ${ledgerFile}: sealed ${id}`);
  console.log(
    sealed.ids.length
      ? `${sealed.ids.length} pick${sealed.ids.length === 1 ? '' : 's'} sealed. Commit ${ledgerFile}.`
      : 'Every pick already has its secret.',
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
