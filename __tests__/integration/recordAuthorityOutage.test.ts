/**
 * @jest-environment node
 */
// docs/deploy.md, "Authority outage", followed step by step: the pinned authority goes down, and
// a new pick is timestamped by a second one. Before the second authority is pinned, a production
// run refuses its token without writing a file; once it is pinned and its certificate added, the
// published record passes record:verify. The pins live in the code (scripts/record/trust/), so the
// steps run in a copy of the code, with its own pins.
import { spawn, spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as LedgerModule from '@/data/record/ledger';
import { publishedRecord } from '@/lib/record/presentation/download';
import { sealedBuild } from '@/e2e/fixtures/record/moments.mjs';
import { startLocalAuthority } from '@/scripts/record/local-tsa.mjs';

// Three record:timestamp runs, two authorities and record:verify took 21–25 s here (2 cores, shared).
jest.setTimeout(120_000);

const repo = process.cwd();
const fixture = path.join(repo, 'e2e/fixtures/record');
/** The policy scripts/record/local-tsa.mjs issues its tokens under (its `default_policy`). */
const LOCAL_POLICY = '1.3.6.1.4.1.99999.2';

/** The code the record's scripts run, copied with its own pins; the repository's own record's slips and tokens are left out. */
function codeCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'outage-code-'));
  const left = ['content/record/slips', 'content/record/tokens'].map((folder) => path.join(repo, folder));
  for (const folder of ['content', 'data', 'lib', 'scripts']) {
    cpSync(path.join(repo, folder), path.join(dir, folder), {
      recursive: true,
      filter: (source) => !left.some((folder) => source.startsWith(folder)),
    });
  }
  for (const file of ['package.json', 'tsconfig.json']) cpSync(path.join(repo, file), path.join(dir, file));
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Pins an authority in a copy of the code, as docs/operating.md's "Launch checklist" says: its root file and its entry. */
function pin(code: string, name: string, caFile: string) {
  const trust = path.join(code, 'scripts/record/trust');
  const root = `${name.toLowerCase().replaceAll(' ', '-')}-root.pem`;
  cpSync(caFile, path.join(trust, root));
  const pins = JSON.parse(readFileSync(path.join(trust, 'authorities.json'), 'utf8'));
  pins.authorities.push({
    name,
    root,
    fingerprint: new X509Certificate(readFileSync(caFile)).fingerprint256,
    policies: [LOCAL_POLICY],
    sample: false,
    url: null,
    rootUrl: null,
    source: 'A local authority of this test.',
  });
  writeFileSync(path.join(trust, 'authorities.json'), `${JSON.stringify(pins, null, 2)}\n`);
}

/** record:timestamp from a copy of the code, in production, on the record in `record`. Not spawnSync: the authorities answer from this process. */
function timestamp(code: string, record: string, url: string) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/record/timestamp.ts'], {
      cwd: code,
      env: {
        ...process.env,
        RECORD_CONTENT_DIR: record,
        SOURCE_DATE_EPOCH: String(sealedBuild.getTime() / 1000),
        SITE_ENV: 'production',
        TSA_URL: url,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** What the site publishes for the record in `record`, written as the build writes it. */
function publishedSite(record: string): string {
  const site = mkdtempSync(path.join(tmpdir(), 'outage-site-'));
  process.env.RECORD_CONTENT_DIR = record;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy that reads RECORD_CONTENT_DIR
      const ledger: typeof LedgerModule = require('@/data/record/ledger');
      const loaded = ledger.loadRecord(repo, sealedBuild);
      mkdirSync(path.join(site, 'record/timestamps'), { recursive: true });
      for (const [file, text] of Object.entries(publishedRecord(loaded, 'example.test/record', sealedBuild))) {
        writeFileSync(path.join(site, file), text);
      }
      for (const [name, token] of loaded.tokens) {
        writeFileSync(path.join(site, `record/timestamps/${name}.tsr`), token.der);
      }
    });
  } finally {
    delete process.env.RECORD_CONTENT_DIR;
  }
  return site;
}

test('a second authority is refused before any file is written until it is pinned; pinned, record:verify accepts its tokens', async () => {
  const code = codeCopy();
  const first = await startLocalAuthority();
  const second = await startLocalAuthority();
  try {
    // Launched with the first authority, pinned and in authority.pem; FX-0005 is not posted yet.
    pin(code, 'First authority', first.caFile);
    const record = mkdtempSync(path.join(tmpdir(), 'outage-record-'));
    cpSync(fixture, record, { recursive: true });
    rmSync(path.join(record, 'tokens'), { recursive: true });
    cpSync(first.caFile, path.join(record, 'authority.pem'));
    const ledger = readFileSync(path.join(record, 'picks.csv'), 'utf8');
    const newPick = ledger.split('\n').find((line) => line.startsWith('FX-0005,')) ?? '';
    writeFileSync(path.join(record, 'picks.csv'), ledger.replace(`${newPick}\n`, ''));
    const launched = await timestamp(code, record, first.url);
    expect(launched.stderr).toBe('');
    expect(readdirSync(path.join(record, 'tokens'))).toHaveLength(9);

    // The first authority is down; FX-0005 is posted, and TSA_URL points at the second one.
    await first.close();
    appendFileSync(path.join(record, 'picks.csv'), `${newPick}\n`);
    const before = readdirSync(path.join(record, 'tokens'));
    const refused = await timestamp(code, record, second.url);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^error FX-0005: the token from http:\/\/127\.0\.0\.1:\d+\/ cannot be published \(its signer .* does not chain to any authority this check trusts \(FreeTSA, SAMPLE authority, First authority\)\), so nothing was written\. Pin the authority first: .*docs\/deploy\.md, "Authority outage"\)\.$/,
      ),
    ]);
    expect(readdirSync(path.join(record, 'tokens'))).toEqual(before);
    expect(existsSync(path.join(record, 'tokens/FX-0005.tsr'))).toBe(false);

    // The paragraph's steps: pin the second authority, add its certificate to authority.pem.
    pin(code, 'Second authority', second.caFile);
    appendFileSync(path.join(record, 'authority.pem'), readFileSync(second.caFile));
    const switched = await timestamp(code, record, second.url);
    expect(switched.stderr).toBe('');
    expect(switched.stdout).toMatch(/^ok {4}record: FX-0005 timestamped at .* by http:\/\/127\.0\.0\.1:\d+\/;/m);

    const site = publishedSite(record);
    // --sample: the fixture's rows still carry the sample notice, though no token is the sample's.
    const verified = spawnSync(
      process.execPath,
      ['scripts/record/verify.mjs', site, '--at', sealedBuild.toISOString(), '--sample'],
      { cwd: code, encoding: 'utf8' },
    );
    // Every token verifies against the two pinned authorities. Made by today's clock for a record
    // dated around it, the tokens fail only the timing rules (a grade before its start, a
    // correction dated another day than its token), as they must any record timestamped late.
    expect(verified.stderr).not.toMatch(/\[(token|authority|chain|seal|claims|table):/);
    expect(verified.stdout).toMatch(/trusted {2}First authority/);
    expect(verified.stdout).toMatch(/trusted {2}Second authority/);
  } finally {
    await Promise.allSettled([first.close(), second.close()]);
  }
});
