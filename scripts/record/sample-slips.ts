// Runs before every build and `npm run dev`: while the record is the sample (content/samples.json),
// draws the slip of every settled sample pick that has none yet under content/record/slips/sample/
// (sample/slip.mjs), so the repository holds no images and the pages find every slip. A
// real ledger's slips are the photos editors add; this step then does nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CsvError } from 'csv-parse/sync';
import { recordSettings } from '@/content/record/settings.mjs';
import { correctionsFile, ledgerFile, slipsRoot } from '@/data/record/files';
import { sampleLabel } from '@/data/samples';
import { separatorProblem } from '@/lib/record/ledger/separator.mjs';
import { csvErrorProblem, formatProblem, readCsvObjects } from '@/lib/record/ledger/csv.mjs';

const PREFIX = 'slips/sample/';
const root = process.cwd();
const manifestFile = path.join(root, 'node_modules/.cache/receipts-club/sample-slips.json');

if (!sampleLabel('content/record/picks.csv')) {
  console.log('sample-slips: the record is not a sample; nothing to draw.');
  process.exit(0);
}

function fail(message: string): never {
  console.error(`error ${message}`);
  process.exit(1);
}

type Row = Record<string, string>;
let rows: Row[] = [];
try {
  const text = readFileSync(path.resolve(root, ledgerFile), 'utf8');
  const separator = separatorProblem(text);
  if (separator) fail(formatProblem({ file: ledgerFile, line: 1, column: 1, message: separator }));
  rows = readCsvObjects(text);
} catch (error) {
  fail(
    error instanceof CsvError
      ? formatProblem(csvErrorProblem(error, ledgerFile))
      : String(error instanceof Error ? error.message : error),
  );
}
// A slip is the book's record of the bet: it shows what a correction restored (corrections.csv says
// "the slip shows -115; the row said -110"), so each row is drawn with its corrections applied.
let corrections: Row[] = [];
try {
  const file = path.resolve(root, correctionsFile);
  if (existsSync(file)) corrections = readCsvObjects(readFileSync(file, 'utf8'));
} catch (error) {
  fail(
    error instanceof CsvError
      ? formatProblem(csvErrorProblem(error, correctionsFile))
      : String(error instanceof Error ? error.message : error),
  );
}
rows = rows.map((row) =>
  corrections
    .filter((correction) => correction.pick_id === row.id && correction.field)
    .reduce((corrected, correction) => ({ ...corrected, [correction.field ?? '']: correction.value ?? '' }), row),
);
const drawn: Record<string, string> = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
// A slip is drawn again when its row (or the unit size, or the drawing) changes.
const drawing = readFileSync(path.join(root, 'sample/slip.mjs'));
const jobs = rows
  .filter((row) => row.slip?.startsWith(PREFIX) && row.result !== 'pending')
  .map((row) => {
    const file = path.resolve(root, slipsRoot, row.slip ?? '');
    const hash = createHash('sha256')
      .update(JSON.stringify([row, recordSettings.unitDollars]))
      .update(drawing)
      .digest('hex');
    return { file, row, hash };
  })
  .filter(({ file, hash }) => drawn[path.basename(file)] !== hash || !existsSync(file));

// A slip the ledger no longer names (a sample remade with fewer picks) would be published for nothing.
const folder = path.resolve(root, slipsRoot, PREFIX);
const named = new Set(rows.map((row) => path.basename(row.slip ?? '')));
const stale = existsSync(folder) ? readdirSync(folder).filter((name) => !named.has(name)) : [];
for (const name of stale) rmSync(path.join(folder, name));
if (stale.length) console.log(`sample-slips: removed ${stale.length} slips no pick names any more.`);

if (jobs.length) {
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  mkdirSync(folder, { recursive: true });
  const threads = Math.max(1, Math.min(availableParallelism(), 4));
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: threads }, (_, thread) => {
        const share = jobs.filter((_, index) => index % threads === thread);
        return new Promise<void>((resolve, reject) => {
          const worker = new Worker(path.join(root, 'sample/slipWorker.mjs'), {
            workerData: {
              jobs: share.map(({ file, row }) => ({ file, row })),
              unitDollars: recordSettings.unitDollars,
            },
          });
          worker.once('error', reject);
          worker.once('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`a slip worker stopped with ${code}`)),
          );
        });
      }),
    );
  } catch (error) {
    fail(`the sample slips could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
  }
  for (const { file, hash } of jobs) drawn[path.basename(file)] = hash;
  writeFileSync(manifestFile, `${JSON.stringify(drawn, null, 1)}\n`);
  console.log(
    `sample-slips: drew ${jobs.length} sample slips in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} else {
  console.log('sample-slips: every sample slip is drawn.');
}
