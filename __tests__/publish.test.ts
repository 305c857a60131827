/**
 * @jest-environment node
 */
// The scheduled publish end to end, in scratch clones: an editor's repository (the upstream), a host
// checkout that publishes into a target folder, and the local time-stamping authority. Each publish
// is a real production build, so this file is slow: its limit is twice the slowest run measured.
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '@/scripts/publish.mjs';
import { startLocalAuthority } from '@/scripts/record/local-tsa.mjs';

const LIMIT = 30 * 60_000;
const repo = process.cwd();
const port = Number(process.env.E2E_PORT ?? 5400) + 10;
const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
const origin = path.join(dir, 'origin.git');
const editor = path.join(dir, 'editor');
const host = path.join(dir, 'host');
const target = path.join(dir, 'target');
let authority: Awaited<ReturnType<typeof startLocalAuthority>>;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A new pending pick, sealed as `record:seal` would (a fresh 32-byte secret), pushed upstream. */
function postPick(id: string) {
  git(editor, 'pull', '-q');
  const newYork = (ms: number) => `${new Date(ms - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;
  const clock = Date.now();
  const row = [
    id,
    newYork(clock - 60_000),
    newYork(clock + 3 * 86_400_000),
    'NFL',
    'Buffalo Bills at Miami Dolphins',
    'spread',
    'Buffalo Bills -3',
    '-110',
    '1',
    'Harbor Sports',
    'pending',
    '',
    '',
    '',
    '',
    '',
    '',
    randomBytes(32).toString('hex'),
  ];
  appendFileSync(path.join(editor, 'content/record/picks.csv'), `${row.join(',')}\n`);
  git(editor, 'commit', '-qam', `record: post ${id}`);
  git(editor, 'push', '-q');
}

/** One publish run, as cron starts it. */
async function publish(args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  // Jest's NODE_ENV=test is not the operator's environment.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
  return main([target, ...args], {
    root: host,
    env: { ...inherited, SITE_ENV: 'production', TSA_URL: authority.url, ...env },
    now: new Date(),
  });
}

const current = () => path.basename(readlinkSync(path.join(target, 'current')));
const served = (file: string) => readFileSync(path.join(target, 'current', file), 'utf8');

beforeAll(async () => {
  authority = await startLocalAuthority(port);
  git(dir, 'clone', '-q', '--bare', repo, origin);
  git(dir, 'clone', '-q', origin, editor);
  for (const [key, value] of [
    ['user.name', 'Editor'],
    ['user.email', 'editor@example.org'],
  ] as const)
    git(editor, 'config', key, value);
  // A production build refuses content listed as a sample; the sample record itself is fine to build.
  writeFileSync(path.join(editor, 'content/samples.json'), '{}\n');
  git(editor, 'commit', '-qam', 'test: build the sample as production');
  git(editor, 'push', '-q');
  git(dir, 'clone', '-q', origin, host);
  // The host's git has no identity of its own: the publish names itself when it commits.
  // Installed packages and the sample slips (drawn only while the record is labelled a sample) as
  // hard links: no download, no drawing.
  execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(host, 'node_modules')]);
  rmSync(path.join(host, 'node_modules/.package-lock.json'), { force: true });
  cpSync(path.join(repo, 'public/slips/sample'), path.join(host, 'public/slips/sample'), { recursive: true });
}, LIMIT);

afterAll(async () => {
  await authority?.close();
  rmSync(dir, { recursive: true, force: true });
});

test(
  'two publishes in a row, each after a new pick upstream, both go live and leave the checkout clean',
  async () => {
    postPick('RC-1599');
    const first = await publish();
    expect(first).toMatchObject({ code: 0 });
    expect(first.line).toMatch(/^published \d{8}T\d{6}Z-[0-9a-f]{12} \(built .*SOURCE_DATE_EPOCH=\d+\)$/);
    const firstRelease = current();
    // The checkpoint's build time, the health check's clock, is the one the run fixed and logged.
    const epoch = Number(/SOURCE_DATE_EPOCH=(\d+)/.exec(first.line)?.[1]);
    const built = /^built (\S+)$/m.exec(served('record/checkpoint.txt'))?.[1] ?? '';
    expect(Date.parse(built)).toBe(epoch * 1000);
    // The token the build obtained is committed on the host, not left in the working tree.
    expect(git(host, 'status', '--porcelain')).toBe('');
    expect(git(host, 'log', '-1', '--format=%s')).toBe('record: timestamps obtained by the scheduled publish');

    postPick('RC-1600');
    const second = await publish([], { PUBLISH_PUSH: '1' });
    expect(second).toMatchObject({ code: 0 });
    expect(current()).not.toBe(firstRelease);
    expect(git(host, 'status', '--porcelain')).toBe('');
    // Both picks have their tokens, obtained by the host and pushed upstream on top of the editor's commits.
    const upstream = git(origin, 'log', '--format=%s', '-4');
    expect(upstream.split('\n')).toEqual([
      'record: timestamps obtained by the scheduled publish',
      'record: timestamps obtained by the scheduled publish',
      'record: post RC-1600',
      'record: post RC-1599',
    ]);
    for (const commit of ['HEAD', 'HEAD~1']) {
      const files = git(origin, 'show', '--name-only', '--format=', commit).split('\n');
      expect(files.length).toBeGreaterThan(0);
      expect(files.every((file) => file.startsWith('content/record/') && file !== 'content/record/picks.csv')).toBe(
        true,
      );
    }
    // The second build skipped npm install: nothing in package.json or the lockfile changed.
    const log = readFileSync(JSON.parse(readFileSync(path.join(target, 'status.json'), 'utf8')).log, 'utf8');
    expect(log).toContain('npm install skipped');
  },
  LIMIT,
);

test(
  'with the authority down, a new pick gets no token: the last good release stays online, one line says why',
  async () => {
    const before = current();
    await authority.close();
    postPick('RC-1601');
    const { code, line } = await publish();
    expect(code).toBe(1);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(
      /^publish failed: the build failed: pick RC-1601 could not be timestamped by the authority at http:\/\/127\.0\.0\.1:\d+\/.*; still serving /,
    );
    expect(current()).toBe(before);
    expect(JSON.parse(readFileSync(path.join(target, 'status.json'), 'utf8'))).toMatchObject({
      ok: false,
      release: before,
    });
    expect(git(host, 'status', '--porcelain')).toBe('');
  },
  LIMIT,
);

test('a rollback serves the release before and holds scheduled publishes until --resume', async () => {
  const [older, newer] = readdirSorted(path.join(target, 'releases'));
  expect(current()).toBe(newer);
  const rolled = await publish(['--rollback']);
  expect(rolled).toMatchObject({ code: 0 });
  expect(current()).toBe(older);
  const held = await publish();
  expect(held.code).toBe(1);
  expect(held.line).toMatch(/on hold since a rollback .* --resume/);
  expect(current()).toBe(older);
  expect(existsSync(path.join(target, 'hold'))).toBe(true);
});

function readdirSorted(folder: string) {
  return execFileSync('ls', [folder], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
}
