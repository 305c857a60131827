/**
 * @jest-environment node
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type * as LedgerModule from '@/data/record/ledger';
import { requestTimestamp } from '@/data/record/tsa';
import { toCorrectionsCsv, toPublishedCsv } from '@/lib/record/download';
import { checkpointText } from '@/lib/record/seal.mjs';
import { sealedBuild } from '@/e2e/fixtures/record/moments.mjs';
import { startLocalAuthority } from '@/scripts/record/local-tsa.mjs';

jest.setTimeout(30_000);

const fixture = path.join(process.cwd(), 'e2e/fixtures/record');
/** After the fixture's last pick was posted, before its game: it is sealed. */
const beforeStart = sealedBuild;
/** A chain value to timestamp: the SHA-256 of nothing. */
const emptyChain = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

let authority: Awaited<ReturnType<typeof startLocalAuthority>>;
beforeAll(async () => {
  authority = await startLocalAuthority();
});
afterAll(() => authority.close());

/** A copy of the fixture record in a folder of its own, for a test to change. */
function recordCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'record-'));
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

/**
 * Runs a record script as the build does, on the record in `dir`. Not spawnSync: the authority
 * answers from this process, which must stay free to.
 */
function run(script: string, dir: string, env: Record<string, string> = {}) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, RECORD_CONTENT_DIR: dir, SOURCE_DATE_EPOCH: String(beforeStart.getTime() / 1000), ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

test('a token the local authority makes for a chain value verifies with openssl, without the site’s code', async () => {
  const { der } = await requestTimestamp(authority.url, emptyChain);
  const dir = mkdtempSync(path.join(tmpdir(), 'token-'));
  writeFileSync(path.join(dir, 'token.tsr'), der);
  const verify = (file: string) =>
    spawnSync('openssl', ['ts', '-verify', '-digest', emptyChain, '-in', file, '-CAfile', authority.caFile], {
      encoding: 'utf8',
    });
  expect(verify(path.join(dir, 'token.tsr')).stdout).toContain('Verification: OK');
  const altered = Uint8Array.from(der);
  altered[altered.length - 20] = (altered[altered.length - 20] ?? 0) ^ 1;
  writeFileSync(path.join(dir, 'altered.tsr'), altered);
  expect(verify(path.join(dir, 'altered.tsr')).stdout).toContain('Verification: FAILED');
});

test('the authority takes a query whatever its random nonce, small or with its top bit set', async () => {
  for (const nonce of [1n, 0x7fn, 0x80n, 0x0012_3456_789a_bcdefn, 0xffff_ffff_ffff_ffffn]) {
    await expect(requestTimestamp(authority.url, emptyChain, nonce)).resolves.toHaveProperty('der');
  }
});

test('before a build, every pick without a token gets one from the authority, kept beside the ledger', async () => {
  const dir = recordCopy();
  rmSync(path.join(dir, 'timestamps.csv'));
  const first = await run('scripts/record/timestamp.ts', dir, { TSA_URL: authority.url });
  expect(first.status).toBe(0);
  expect(first.stdout).toContain('FX-0005 timestamped at');
  expect(first.stdout).toContain('FX-0005 stays sealed until Nov 30, 8:15 PM EST');
  const kept: Record<string, string>[] = parse(readFileSync(path.join(dir, 'timestamps.csv'), 'utf8'), {
    columns: true,
  });
  expect(kept.map((row) => row.pick_id)).toEqual(['FX-0001', 'FX-0002', 'FX-0003', 'FX-0004', 'FX-0005']);
  // A second build asks for nothing, and the tokens match the chain the ledger gives.
  const again = await run('scripts/record/timestamp.ts', dir, { TSA_URL: authority.url });
  expect(again.stdout).not.toContain('timestamped at');
}, 60_000);

test('a production build stops when a pick has no token and no authority is set, naming the picks', async () => {
  const dir = recordCopy();
  const tokens = readFileSync(path.join(dir, 'timestamps.csv'), 'utf8').split('\n');
  writeFileSync(path.join(dir, 'timestamps.csv'), `${tokens.slice(0, 4).join('\n')}\n`);
  const result = await run('scripts/record/timestamp.ts', dir, { SITE_ENV: 'production', TSA_URL: '' });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('2 picks have no timestamp (FX-0004, FX-0005) and TSA_URL is not set');
}, 30_000);

test('a build refuses a token made over a chain value the ledger no longer gives, naming the pick', () => {
  const dir = recordCopy();
  const picks = readFileSync(path.join(dir, 'picks.csv'), 'utf8');
  writeFileSync(path.join(dir, 'picks.csv'), picks.replace('Buffalo Bills +3,', 'Buffalo Bills +3.5,'));
  process.env.RECORD_CONTENT_DIR = dir;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy that reads RECORD_CONTENT_DIR
      const ledger: typeof LedgerModule = require('@/data/record/ledger');
      const { posted } = ledger.readLedger(process.cwd(), beforeStart);
      expect(() => ledger.readTimestamps(posted)).toThrow(
        /timestamps\.csv:2:\d+ {2}the token of FX-0001 was made over chain value [0-9a-f]{64}, but the ledger now gives [0-9a-f]{64} — a pick at or before FX-0001 was changed/,
      );
    });
  } finally {
    delete process.env.RECORD_CONTENT_DIR;
  }
});

/** What the site publishes for the fixture record at a build date, written as `next build` writes it. */
function publishedSite(date: Date): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
  process.env.RECORD_CONTENT_DIR = fixture;
  let site = '';
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy that reads RECORD_CONTENT_DIR
    const ledger: typeof LedgerModule = require('@/data/record/ledger');
    const record = ledger.loadRecord(process.cwd(), date);
    const { picks, head } = record;
    mkdirSync(path.join(dir, 'record/timestamps'), { recursive: true });
    writeFileSync(path.join(dir, 'record.csv'), toPublishedCsv(picks, null));
    writeFileSync(path.join(dir, 'record/corrections.csv'), toCorrectionsCsv(record.corrections, null));
    writeFileSync(
      path.join(dir, 'record/checkpoint.txt'),
      checkpointText({ origin: 'example.test/record', size: picks.length, head: head?.chain ?? null, built: date }),
    );
    writeFileSync(path.join(dir, 'record/timestamps/authority.pem'), record.authorityPem ?? '');
    for (const [id, token] of record.tokens)
      writeFileSync(path.join(dir, `record/timestamps/${id}.tsr`), Buffer.from(token, 'base64'));
    site = dir;
  });
  delete process.env.RECORD_CONTENT_DIR;
  return site;
}

const verify = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/record/verify.mjs', dir, ...args], { encoding: 'utf8' });

/** Rewrites a published file of a site folder. */
function edit(dir: string, file: string, change: (text: string) => string) {
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));
}

describe('npm run record:verify, from what the site publishes alone', () => {
  test('passes on the record as published, sealed pick and all', () => {
    const result = verify(publishedSite(beforeStart));
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('ok    5 picks: 4 seals recomputed, 1 sealed, the chain unbroken');
  });

  test.each([
    [
      'a changed revealed field',
      (dir: string) =>
        edit(dir, 'record.csv', (csv) => csv.replace('Dallas Cowboys moneyline', 'Detroit Lions moneyline')),
      'FX-0003: its seal does not match',
    ],
    [
      'a removed row',
      (dir: string) =>
        edit(dir, 'record.csv', (csv) =>
          csv
            .split('\n')
            .filter((line) => !line.startsWith('FX-0002'))
            .join('\n'),
        ),
      'FX-0003: the chain breaks here',
    ],
    [
      'two rows swapped',
      (dir: string) =>
        edit(dir, 'record.csv', (csv) => {
          const lines = csv.split('\n');
          const [second, third] = [lines[2] ?? '', lines[3] ?? ''];
          return [lines[0], lines[1], third, second, ...lines.slice(4)].join('\n');
        }),
      'FX-0003: the chain breaks here',
    ],
    [
      'an altered token',
      (dir: string) => {
        const file = path.join(dir, 'record/timestamps/FX-0002.tsr');
        const token = readFileSync(file);
        token[token.length - 30] = (token[token.length - 30] ?? 0) ^ 1;
        writeFileSync(file, token);
      },
      'FX-0002: its token does not verify',
    ],
    [
      'a published secret of a sealed pick',
      (dir: string) =>
        edit(dir, 'record.csv', (csv) => csv.replace(/^(FX-0005,.*,)(,[0-9a-f]{64},\d{4})/m, `$1${'ab'.repeat(32)}$2`)),
      'FX-0005 is sealed until 2026-11-30T20:15:00-05:00, but its secret is published',
    ],
  ])('fails, naming the pick, on %s', (_, change, message) => {
    const dir = publishedSite(beforeStart);
    change(dir);
    const result = verify(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
  });

  test('--since passes for a chain value still on the chain and fails for one that is not', () => {
    const dir = publishedSite(beforeStart);
    const [, , head] = readFileSync(path.join(dir, 'record/checkpoint.txt'), 'utf8').split('\n');
    expect(verify(dir, '--since', head ?? '').status).toBe(0);
    const gone = verify(dir, '--since', 'f'.repeat(64));
    expect(gone.status).toBe(1);
    expect(gone.stderr).toContain(`the chain value ${'f'.repeat(64)} is not on the chain any more`);
  });
});
