/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sealedBuild } from '@/e2e/fixtures/record/moments.mjs';
import { readTimestamp } from '@/lib/record/proof/timestamp.mjs';

jest.setTimeout(60_000);

const fixture = path.join(process.cwd(), 'e2e/fixtures/record');

/** A copy of a record in a folder of its own, for a test to change. */
function recordCopy(from = fixture): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'record-seal-'));
  cpSync(from, dir, { recursive: true });
  return dir;
}

/** Runs a record script as `npm run record:seal` does, on the record in `dir`, with no authority unless `settings` name one. */
function run(script: string, dir: string, args: string[] = [], settings: Record<string, string> = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    RECORD_CONTENT_DIR: dir,
    SOURCE_DATE_EPOCH: String(sealedBuild.getTime() / 1000),
  };
  delete env.TSA_URL;
  delete env.SITE_ENV;
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...env, ...settings },
    encoding: 'utf8',
  });
}

/** The alert printed for a pick, from its first line to the blank line after it; empty when none is. */
function alertIn(stdout: string, id: string): string {
  const start = stdout.indexOf(`Receipts Club pick ${id}:`);
  return start === -1 ? '' : stdout.slice(start, stdout.indexOf('\n\n', start));
}

/** A new pick as an editor adds it, with no secret: posted an hour before the fixture's build. */
const newPick = (changes: { odds?: string; posted?: string } = {}) =>
  [
    'FX-0006',
    changes.posted ?? '2026-11-29T12:00:00-05:00',
    '2026-11-30T13:00:00-05:00',
    'NFL',
    'Dallas Cowboys at New York Giants',
    'moneyline',
    'New York Giants moneyline',
    changes.odds ?? '+110',
    '1',
    'Keystone Sportsbook',
    'pending',
    ...Array<string>(7).fill(''),
    '',
  ].join(',');

/** The record in `dir` with `row` added to its ledger; returns the ledger's bytes before sealing. */
function withRow(dir: string, row: string, separator = ','): Buffer {
  const file = path.join(dir, 'picks.csv');
  const text = `${readFileSync(file, 'utf8')}${row}\n`;
  writeFileSync(file, separator === ',' ? text : text.replaceAll(',', separator));
  return readFileSync(file);
}

/** What an editor reads: one `error` line with the message, and no stack trace. */
function oneMessage(stderr: string): string {
  expect(stderr.match(/^error /gm)).toHaveLength(1);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toMatch(/CsvError|LedgerError/);
  return stderr;
}

test('record:seal seals a new pick: only its secret cell is written', () => {
  const dir = recordCopy();
  const before = withRow(dir, newPick()).toString('utf8');
  const result = run('scripts/record/seal.ts', dir);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('sealed FX-0006');
  const after = readFileSync(path.join(dir, 'picks.csv'), 'utf8');
  expect(after.startsWith(before.slice(0, -1))).toBe(true);
  expect(after.slice(before.length - 1)).toMatch(/^[0-9a-f]{64}\n$/);
});

test.each([
  [
    'odds without a sign',
    () => newPick({ odds: '110' }),
    ',',
    'odds "110" has no sign — write +110 for an underdog or -110 for a favorite',
  ],
  [
    'a posted time after now',
    () => newPick({ posted: '2026-11-29T14:00:00-05:00' }),
    ',',
    'posted 2026-11-29T14:00:00-05:00 is after the build date (2026-11-29T18:00:00Z)',
  ],
  [
    'a file saved with semicolons',
    () => newPick(),
    ';',
    'picks.csv:1:1  the file is separated by ";" (semicolons), not commas — save it as "CSV UTF-8 (comma delimited)": in Excel, File > Save As',
  ],
  [
    'a file saved with tabs',
    () => newPick(),
    '\t',
    'picks.csv:1:1  the file is separated by tabs, not commas — save it as "CSV UTF-8 (comma delimited)"',
  ],
  [
    'a malformed quote',
    () => newPick().replace('Dallas Cowboys', 'Dallas "Boys" Cowboys').replace(',Dallas', ',"Dallas'),
    ',',
    'picks.csv:7:1  the file cannot be read as CSV',
  ],
])('record:seal refuses %s with one message and writes nothing', (_, row, separator, message) => {
  const dir = recordCopy();
  const before = withRow(dir, row(), separator);
  const result = run('scripts/record/seal.ts', dir);
  expect(result.status).toBe(1);
  expect(oneMessage(result.stderr)).toContain(message);
  expect(result.stdout).toBe('');
  expect(readFileSync(path.join(dir, 'picks.csv')).equals(before)).toBe(true);
});

test('a corrections.csv saved with semicolons is named, and the ledger is not sealed', () => {
  const dir = recordCopy();
  const before = withRow(dir, newPick());
  const corrections = path.join(dir, 'corrections.csv');
  writeFileSync(corrections, readFileSync(corrections, 'utf8').replaceAll(',', ';'));
  const result = run('scripts/record/seal.ts', dir);
  expect(result.status).toBe(1);
  expect(oneMessage(result.stderr)).toContain('corrections.csv:1:1  the file is separated by ";" (semicolons)');
  expect(readFileSync(path.join(dir, 'picks.csv')).equals(before)).toBe(true);
});

test('record:timestamp and the sample slips step print one message, not a stack, for an unreadable ledger', () => {
  const semicolons = recordCopy();
  withRow(semicolons, newPick(), ';');
  const timestamp = run('scripts/record/timestamp.ts', semicolons);
  expect(timestamp.status).toBe(1);
  expect(oneMessage(timestamp.stderr)).toContain('picks.csv:1:1  the file is separated by ";" (semicolons)');

  const slips = run('scripts/record/sample-slips.ts', semicolons);
  expect(slips.status).toBe(1);
  expect(oneMessage(slips.stderr)).toContain('picks.csv:1:1  the file is separated by ";" (semicolons)');

  const quotes = recordCopy();
  withRow(quotes, newPick().replace(',Dallas', ',"Dallas "Boys" Cowboys'));
  const slipsOnQuotes = run('scripts/record/sample-slips.ts', quotes);
  expect(slipsOnQuotes.status).toBe(1);
  expect(oneMessage(slipsOnQuotes.stderr)).toMatch(
    /picks\.csv:7:1 {2}the file cannot be read as CSV \(.*\) — check the quotes/,
  );
});

test("record:seal with the authority down still prints the new pick's alert, marked, and names every link left without a token", () => {
  const dir = recordCopy();
  rmSync(path.join(dir, 'tokens/FX-0005.tsr'));
  // Nothing listens on port 1: the authority is down.
  const result = run('scripts/record/timestamp.ts', dir, ['--alerts'], { TSA_URL: 'http://127.0.0.1:1/' });
  expect(result.status).toBe(0);
  expect(result.stderr).toContain(
    'warn  record: FX-0005 could not be timestamped by the authority at http://127.0.0.1:1/',
  );
  expect(result.stderr).toContain(
    'warn  record: not timestamped yet: FX-0005. This build shows it as "Not yet" on the pick pages and /record',
  );
  const alert = alertIn(result.stdout, 'FX-0005');
  expect(alert).toMatch(/^Chain value after it: [0-9a-f]{64} \(not timestamped yet\)$/m);
  expect(result.stdout).toContain(
    'warn  record: FX-0005 is not timestamped yet: run npm run record:timestamp once the authority answers, then npm run record:seal -- --alert FX-0005',
  );
  expect(existsSync(path.join(dir, 'tokens/FX-0005.tsr'))).toBe(false);
});

test("record:seal -- --alert <id> prints a pick's alert again, with its token's chain value and time, at SITE_URL", () => {
  const dir = recordCopy();
  const result = run('scripts/record/timestamp.ts', dir, ['--alerts', '--alert', 'FX-0003'], {
    SITE_URL: 'https://picks.example.test',
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const token = readTimestamp(readFileSync(path.join(dir, 'tokens/FX-0003.tsr')));
  const alert = alertIn(result.stdout, 'FX-0003');
  expect(alert).toContain('Dallas Cowboys moneyline at +145, 1 unit at Northline Sportsbook');
  expect(alert).toMatch(/^Seal: [0-9a-f]{64}$/m);
  expect(alert).toContain(
    `Chain value after it: ${token.imprint} (timestamped ${token.time.toISOString().replace('.000Z', 'Z')})`,
  );
  expect(alert).toContain('https://picks.example.test/record/picks/FX-0003');
  expect(alert).toContain(`npm run record:verify -- https://picks.example.test --since ${token.imprint}`);
  // Every other pick has its token: no other alert.
  expect(result.stdout.match(/^Receipts Club pick /gm)).toHaveLength(1);

  const unknown = run('scripts/record/timestamp.ts', dir, ['--alert', 'FX-0099']);
  expect(unknown.status).toBe(1);
  expect(oneMessage(unknown.stderr)).toMatch(/--alert FX-0099: \S*picks\.csv has no pick FX-0099/);
});

test("npm run record:seal on a copy of this repository's record exits 0", () => {
  const dir = recordCopy(path.join(process.cwd(), 'content/record'));
  const before = readFileSync(path.join(dir, 'picks.csv'));
  const env: NodeJS.ProcessEnv = { ...process.env, RECORD_CONTENT_DIR: dir };
  delete env.TSA_URL;
  delete env.SITE_ENV;
  delete env.SOURCE_DATE_EPOCH;
  const result = spawnSync('npm', ['run', '--silent', 'record:seal'], { env, encoding: 'utf8' });
  expect(result.stderr).not.toMatch(/^error /m);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('Every pick already has its secret.');
  expect(readFileSync(path.join(dir, 'picks.csv')).equals(before)).toBe(true);
}, 300_000);

test("a committed edit of a graded row is undone by the guide's steps, and the record passes again", () => {
  const repo = mkdtempSync(path.join(tmpdir(), 'record-undo-'));
  const record = path.join(repo, 'content/record');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], {
      cwd: repo,
      encoding: 'utf8',
    });
  git('init', '-q');
  mkdirSync(path.dirname(record), { recursive: true });
  cpSync(fixture, record, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '-m', 'The record');
  const ledger = path.join(record, 'picks.csv');
  writeFileSync(ledger, readFileSync(ledger, 'utf8').replace('Buffalo Bills +3,-110,', 'Buffalo Bills +3,-115,'));
  git('commit', '-q', '-am', 'Fix FX-0001');
  const mistake = git('rev-parse', '--short', 'HEAD').trim();
  const history = () =>
    spawnSync('node', [path.resolve('scripts/check-ledger-history.mjs'), repo], { encoding: 'utf8' });

  expect(history().stderr).toContain('changed settled pick FX-0001 (odds "-110" → "-115")');
  const broken = run('scripts/record/seal.ts', record);
  expect(broken.status).toBe(1);
  expect(oneMessage(broken.stderr)).toContain('error the chain breaks at FX-0001:');

  // content/README.md, "Undoing a committed mistake": restore the file as the commit before had it.
  writeFileSync(ledger, git('show', `${mistake}~1:content/record/picks.csv`));
  git('commit', '-q', '-m', 'Restore FX-0001 as posted', 'content/record/picks.csv');
  const restored = history();
  expect(restored.stderr).toBe('');
  expect(restored.status).toBe(0);
  const sealed = run('scripts/record/seal.ts', record);
  expect(sealed.stderr).toBe('');
  expect(sealed.stdout).toContain('Every pick already has its secret.');
});
