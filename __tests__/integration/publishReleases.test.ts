/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { LockHeld, acquireLock } from '@/scripts/publish-lock.mjs';
import {
  createRelease,
  currentRelease,
  listReleases,
  pruneReleases,
  releaseName,
  rollbackTarget,
  switchCurrent,
} from '@/scripts/publish-releases.mjs';
import { main, reasonOf } from '@/scripts/publish.mjs';

const folders: string[] = [];
const scratch = () => {
  folders.push(mkdtempSync(path.join(tmpdir(), 'publish-unit-')));
  return folders.at(-1) ?? '';
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const now = new Date('2026-11-26T12:00:00Z');

/** A build's out/ with a page and the given hashed static files. */
function build(files: string[]) {
  const out = path.join(scratch(), 'out');
  mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  writeFileSync(path.join(out, 'index.html'), files.join(' '));
  for (const file of files) writeFileSync(path.join(out, '_next/static/chunks', file), file);
  return out;
}

describe('the lock', () => {
  test('a second publish is refused while the first holds the lock, and can run once it is released', () => {
    const file = path.join(scratch(), 'publish.lock');
    const release = acquireLock(file);
    expect(() => acquireLock(file)).toThrow(LockHeld);
    expect(() => acquireLock(file)).toThrow(new RegExp(`process ${process.pid} on ${hostname()}`));
    release();
    expect(existsSync(file)).toBe(false);
    acquireLock(file)();
  });

  test('a lock left by a process that is gone is taken over, and the log says so', () => {
    const file = path.join(scratch(), 'publish.lock');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(file, JSON.stringify({ pid: gone, host: hostname(), started: '2026-11-26T11:00:00Z' }));
    const lines: string[] = [];
    const release = acquireLock(file, { log: (line) => lines.push(line) });
    expect(lines).toEqual([`lock ${file} is stale (process ${gone} is gone): taking it over`]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
    release();
  });
});

describe('releases', () => {
  test('each publish is a new folder; current switches to it; the old static files stay for a while', () => {
    const target = scratch();
    const first = releaseName(new Date(now.getTime() - 3_600_000), 'aaaaaaaaaaaa1111');
    createRelease({ out: build(['old.js', 'shared.js']), target, name: first, keepStaticHours: 24, now });
    switchCurrent(target, first);
    expect(currentRelease(target)).toBe(first);
    expect(readlinkSync(path.join(target, 'current'))).toBe(path.join('releases', first));

    const second = releaseName(now, 'bbbbbbbbbbbb2222');
    const { dir, carried } = createRelease({
      out: build(['new.js', 'shared.js']),
      target,
      name: second,
      keepStaticHours: 24,
      now,
    });
    expect(carried).toBe(1);
    expect(readFileSync(path.join(dir, '_next/static/chunks/old.js'), 'utf8')).toBe('old.js');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('new.js shared.js');
    // Not switched yet: the site still serves the first release.
    expect(currentRelease(target)).toBe(first);
    switchCurrent(target, second);
    expect(currentRelease(target)).toBe(second);
  });

  test('a release is served with 0644 files and 0755 folders, whatever umask the build ran under', () => {
    const target = scratch();
    const out = build(['open.js']);
    chmodSync(path.join(out, 'index.html'), 0o666);
    chmodSync(path.join(out, '_next'), 0o777);
    const { dir } = createRelease({ out, target, name: releaseName(now, 'aaaaaaaaaaaa'), keepStaticHours: 0, now });
    const mode = (file: string) => (statSync(path.join(dir, file)).mode & 0o777).toString(8);
    expect([mode('index.html'), mode('_next/static/chunks/open.js'), mode('_next'), mode('.')]).toEqual([
      '644',
      '644',
      '755',
      '755',
    ]);
  });

  test('static files older than the window are not carried again', () => {
    const target = scratch();
    const first = releaseName(new Date(now.getTime() - 30 * 3_600_000), 'aaaaaaaaaaaa');
    const { dir } = createRelease({ out: build(['old.js']), target, name: first, keepStaticHours: 24, now });
    const day = (now.getTime() - 25 * 3_600_000) / 1000;
    utimesSync(path.join(dir, '_next/static/chunks/old.js'), day, day);
    switchCurrent(target, first);
    const second = releaseName(now, 'bbbbbbbbbbbb');
    expect(createRelease({ out: build(['new.js']), target, name: second, keepStaticHours: 24, now }).carried).toBe(0);
  });

  test('pruning keeps the newest releases and never the one served; rollback goes to the one before', () => {
    const target = scratch();
    const names = [1, 2, 3, 4].map((hour) => releaseName(new Date(Date.UTC(2026, 10, 26, hour)), `${hour}`.repeat(12)));
    for (const name of names) createRelease({ out: build([`${name}.js`]), target, name, keepStaticHours: 0, now });
    switchCurrent(target, names[0] ?? '');
    expect(pruneReleases(target, 2)).toEqual([names[1]]);
    expect(listReleases(target)).toEqual([names[0], names[2], names[3]]);

    switchCurrent(target, names[3] ?? '');
    expect(rollbackTarget(target, undefined)).toBe(names[2]);
    expect(rollbackTarget(target, names[0])).toBe(names[0]);
    expect(() => rollbackTarget(target, 'nope')).toThrow(/no release nope/);
    switchCurrent(target, names[0] ?? '');
    expect(() => rollbackTarget(target, undefined)).toThrow(/no release older than/);
  });
});

describe('the command line', () => {
  test('a wrong command prints the usage and exits 2', async () => {
    await expect(main([], { root: process.cwd(), env: {}, now })).resolves.toEqual({
      code: 2,
      line: 'usage: npm run publish -- <target folder> [--rollback [release] | --resume]',
    });
    await expect(main(['/tmp/x', '--roll'], { root: process.cwd(), env: {}, now })).resolves.toMatchObject({ code: 2 });
  });

  test('a bad setting fails in one line, naming it', async () => {
    const target = scratch();
    await expect(main([target], { root: process.cwd(), env: { PUBLISH_KEEP: 'five' }, now })).resolves.toEqual({
      code: 1,
      line: 'publish: PUBLISH_KEEP must be a whole number, got "five"',
    });
  });

  test('the reason is the step’s last error line, without colors', () => {
    expect(
      reasonOf(['> next build', '\u001b[31merror pick RC-1 could not be timestamped\u001b[39m', 'npm notice x', '']),
    ).toBe('pick RC-1 could not be timestamped');
    expect(
      reasonOf(['error pick RC-2 has no token', 'npm error Lifecycle script `build` failed', 'npm error code 1']),
    ).toBe('pick RC-2 has no token');
    expect(reasonOf(['Failed to type check.', './a.ts:1:2', 'Type error: Property x is missing', ''])).toBe(
      'Type error: Property x is missing',
    );
    expect(reasonOf(['Merge conflict', 'fatal: Not possible to fast-forward, aborting.'])).toBe(
      'fatal: Not possible to fast-forward, aborting.',
    );
  });
});
