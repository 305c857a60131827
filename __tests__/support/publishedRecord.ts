import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type * as LedgerModule from '@/data/record/ledger';
import { publishedRecord } from '@/lib/record/presentation/download';
import { revealedBuild, sealedBuild } from '@/e2e/fixtures/record/moments.mjs';

/** The fixture record (e2e/fixtures/record), which the record's tests copy and change. */
export const fixture = path.join(process.cwd(), 'e2e/fixtures/record');

/** A copy of the fixture record in a folder of its own, for a test to change. */
export function recordCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'record-'));
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/**
 * Runs a record script as the build does, on the record in `dir`. Not spawnSync: the authority
 * answers from this process, which must stay free to.
 */
export function run(script: string, dir: string, env: Record<string, string> = {}, args: string[] = []) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, RECORD_CONTENT_DIR: dir, SOURCE_DATE_EPOCH: String(sealedBuild.getTime() / 1000), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The ledger module, fresh, reading the record in `dir`. */
export function withLedger<T>(dir: string, read: (ledger: typeof LedgerModule) => T): T {
  process.env.RECORD_CONTENT_DIR = dir;
  try {
    let result: T | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy that reads RECORD_CONTENT_DIR
      result = read(require('@/data/record/ledger'));
    });
    return result as T;
  } finally {
    delete process.env.RECORD_CONTENT_DIR;
  }
}

/** What the site publishes for the unchanged fixture, by build date: tests change copies of it. */
const fixtureSites = new Map<number, string>();

/** What the site publishes for a record at a build date, written as the build writes it, in a folder of its own. */
export function publishedSite(date: Date, record = fixture): string {
  if (record !== fixture) return publish(date, record);
  const built = fixtureSites.get(date.getTime()) ?? publish(date, fixture);
  fixtureSites.set(date.getTime(), built);
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  cpSync(built, dir, { recursive: true });
  return dir;
}

function publish(date: Date, record: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  withLedger(record, (ledger) => {
    const loaded = ledger.loadRecord(process.cwd(), date);
    mkdirSync(path.join(dir, 'record/timestamps'), { recursive: true });
    for (const [file, text] of Object.entries(publishedRecord(loaded, 'example.test/record', date))) {
      writeFileSync(path.join(dir, file), text);
    }
    for (const [name, token] of loaded.tokens)
      writeFileSync(path.join(dir, `record/timestamps/${name}.tsr`), token.der);
  });
  return dir;
}

/** The arguments of `npm run record:verify` on a published folder, by a clock at `at`, accepting a sample (as the fixture is). */
const verifyArgs = (dir: string, at: Date, args: string[]) => [dir, '--at', at.toISOString(), '--sample', ...args];

type Verified = { status: number; stdout: string; stderr: string };
let verifier: ChildProcess | undefined;
const answers = new Map<number, (result: Verified) => void>();
let asked = 0;

/** The process that runs the record tests' checks (support/verifier.mjs), started on first use. */
function verifierProcess(): ChildProcess {
  if (verifier) return verifier;
  const child = fork(path.join(__dirname, 'verifier.mjs'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', ({ id, ...result }: Verified & { id: number }) => {
    answers.get(id)?.(result);
    answers.delete(id);
  });
  // Neither the process nor its channel keeps the test's process alive; it exits when the test's does.
  child.unref();
  child.channel?.unref();
  verifier = child;
  return child;
}

/**
 * `npm run record:verify` on a published folder: what it prints and its exit status, as a spawned run
 * gives them, from one process the checks share (verifyProcess spawns the command itself).
 */
export function verify(dir: string, at: Date, ...args: string[]): Promise<Verified> {
  const id = (asked += 1);
  return new Promise((resolve) => {
    answers.set(id, resolve);
    verifierProcess().send({ id, argv: verifyArgs(dir, at, args) });
  });
}

/** `npm run record:verify` as a process, for a test of the command itself: its output and exit code. */
export const verifyProcess = (dir: string, at: Date, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/record/verify.mjs', ...verifyArgs(dir, at, args)], { encoding: 'utf8' });

/** Rewrites a file of a folder. */
export function edit(dir: string, file: string, change: (text: string) => string) {
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
}

/** Rewrites rows of a published CSV as a spreadsheet would, keeping its byte-order mark and column order. */
export function editTable(dir: string, file: string, change: (rows: Record<string, string>[]) => void) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
  const columns = Object.keys(rows[0] ?? {});
  change(rows);
  writeFileSync(path.join(dir, file), `${bom}${stringify(rows, { header: true, columns })}`);
}

/** Sets cells of one row of a published CSV, found by its key column. */
export function editRow(dir: string, file: string, key: string, cells: Record<string, string>, column = 'id') {
  editTable(dir, file, (rows) => {
    const row = rows.find((candidate) => candidate[column] === key);
    if (!row) throw new Error(`${file} has no row ${key}`);
    Object.assign(row, cells);
  });
}

/** A record's picks.csv row changed by `change`, then every token made again with the sample authority's key, as an operator with that key could. */
export async function resealed(change: (dir: string) => void, at = revealedBuild): Promise<string> {
  const dir = recordCopy();
  change(dir);
  const result = await run('sample/prove.ts', dir, {}, ['--at', at.toISOString()]);
  expect(result.stderr).toBe('');
  return dir;
}
