// `npm run record:seal`: gives every pick of the ledger that has no secret yet a new one (32 random
// bytes), the secret its seal commits to and the site publishes once its event has started. Then,
// when TSA_URL is set, it has each new pick timestamped at once (scripts/record/timestamp.ts), so
// the token is dated when the pick went out. Only the secret cells change; every other byte of the
// file stays as it was. See "Posting a pick" in content/README.md.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { ledgerFile } from '@/data/record/files';
import { writeCsv } from '@/lib/record/csv.mjs';

const file = path.resolve(process.cwd(), ledgerFile);
const text = readFileSync(file, 'utf8');
type Parsed = { record: string[]; raw: string };
const records: Parsed[] = parse(text, {
  bom: true,
  info: true,
  raw: true,
  relax_column_count: true,
  skip_empty_lines: true,
}).map((entry: unknown) => entry as Parsed);
const [header, ...rows] = records;
const columns = header?.record.map((name) => name.trim()) ?? [];
const secretColumn = columns.indexOf('secret');
if (!header || secretColumn === -1) {
  console.error(
    `error ${ledgerFile} has no secret column — add "secret" at the end of its header row, then run this again.`,
  );
  process.exit(1);
}

let sealed = 0;
const out = [header.raw];
for (const row of rows) {
  const values = [...row.record];
  if (values.length !== columns.length || (values[secretColumn] ?? '').trim()) {
    out.push(row.raw);
    continue;
  }
  values[secretColumn] = randomBytes(32).toString('hex');
  const ending = row.raw.match(/\r?\n$/)?.[0] ?? '';
  out.push(
    `${writeCsv(columns, [Object.fromEntries(columns.map((name, index) => [name, values[index] ?? '']))]).split('\n')[1]}${ending}`,
  );
  sealed += 1;
  console.log(`ok    ${ledgerFile}: sealed ${values[0]}`);
}
if (sealed) writeFileSync(file, out.join(''));
console.log(
  sealed
    ? `${sealed} pick${sealed === 1 ? '' : 's'} sealed. Commit ${ledgerFile}.`
    : 'Every pick already has its secret.',
);
