/**
 * @jest-environment node
 */
// Releases share the files a publish did not change: each is a hard link to the release before.
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRelease, listReleases, pruneReleases, releaseName, switchCurrent } from '@/scripts/publish-releases.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publish-links-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const now = new Date('2026-11-26T12:00:00Z');
const card = (fill: number) => Buffer.alloc(20_000, fill);

/** A build's out/ in a folder of its own, written anew as every build writes it. */
function build(name: string, files: Record<string, Buffer | string>) {
  const out = path.join(dir, name);
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    writeFileSync(path.join(out, file), bytes);
  }
  return out;
}

/** One publish of `out`, as scripts/publish.mjs does it: a new release, then `current` switched to it. */
function publish(out: string, hour: number) {
  const target = path.join(dir, 'target');
  const name = releaseName(new Date(Date.UTC(2026, 10, 26, hour)), `${hour}`.repeat(12));
  const release = createRelease({ out, target, name, keepStaticHours: 24, now });
  switchCurrent(target, name);
  return { target, name, ...release };
}

const inode = (release: string, file: string) => statSync(path.join(release, file)).ino;

test('an unchanged file is a hard link to the release before; a changed one is a file of its own', () => {
  const first = publish(
    build('out-1', {
      'index.html': '<p>1 pick</p>',
      'record/cards/RC-0001.png': card(1),
      'record/cards/RC-0002.png': card(2),
      '_next/static/chunks/app.js': 'app',
    }),
    1,
  );
  const out = build('out-2', {
    'index.html': '<p>2 picks</p>',
    'record/cards/RC-0001.png': card(1),
    // Graded since: drawn anew, the same size, and here given the first card's times too.
    'record/cards/RC-0002.png': card(3),
    'record/cards/RC-0003.png': card(4),
    '_next/static/chunks/app.js': 'app',
  });
  const { atime, mtime } = statSync(path.join(first.dir, 'record/cards/RC-0002.png'));
  utimesSync(path.join(out, 'record/cards/RC-0002.png'), atime, mtime);
  const second = publish(out, 2);
  const card2 = path.join(second.dir, 'record/cards/RC-0002.png');
  expect(second.linked).toBe(2);
  for (const file of ['record/cards/RC-0001.png', '_next/static/chunks/app.js']) {
    expect(inode(second.dir, file)).toBe(inode(first.dir, file));
  }
  for (const file of ['index.html', 'record/cards/RC-0002.png']) {
    expect(inode(second.dir, file)).not.toBe(inode(first.dir, file));
  }
  expect(readFileSync(card2)).toEqual(card(3));
  expect(readFileSync(path.join(first.dir, 'record/cards/RC-0002.png'))).toEqual(card(2));
  // A linked file is served as a copied one is: mode 0644.
  expect(statSync(path.join(second.dir, 'record/cards/RC-0001.png')).mode & 0o777).toBe(0o644);

  // The first release deleted, the second is whole.
  expect(pruneReleases(second.target, 1)).toEqual([first.name]);
  expect(listReleases(second.target)).toEqual([second.name]);
  const kept = path.join(second.dir, 'record/cards/RC-0001.png');
  expect(readFileSync(kept)).toEqual(card(1));
  expect(statSync(kept).nlink).toBe(1);
  expect(readFileSync(path.join(second.dir, '_next/static/chunks/app.js'), 'utf8')).toBe('app');
});

test('a third publish of the same files adds no bytes: every file of the three releases is one inode', () => {
  const files = { 'index.html': '<p>1 pick</p>', 'record/cards/RC-0001.png': card(1) };
  const releases = [1, 2, 3].map((hour) => publish(build(`out-${hour}`, files), hour));
  expect(releases.map((release) => release.linked)).toEqual([0, 2, 2]);
  const card1 = releases.map((release) => lstatSync(path.join(release.dir, 'record/cards/RC-0001.png')));
  expect(new Set(card1.map((stat) => stat.ino)).size).toBe(1);
  expect(card1[2]?.nlink).toBe(3);
});

test('a file of the release served that is a symbolic link is copied from the build, never linked to', () => {
  const files = { 'record/cards/RC-0001.png': card(1) };
  const first = publish(build('out-1', files), 1);
  // Something replaced the served card with a link to a file elsewhere with the same bytes.
  const elsewhere = path.join(dir, 'elsewhere.png');
  writeFileSync(elsewhere, card(1));
  rmSync(path.join(first.dir, 'record/cards/RC-0001.png'));
  symlinkSync(elsewhere, path.join(first.dir, 'record/cards/RC-0001.png'));
  const second = publish(build('out-2', files), 2);
  const published = lstatSync(path.join(second.dir, 'record/cards/RC-0001.png'));
  expect(second.linked).toBe(0);
  expect(published.isFile()).toBe(true);
  expect(published.ino).not.toBe(statSync(elsewhere).ino);
  expect(statSync(elsewhere).nlink).toBe(1);
});

test('a script the served release still used is carried over for a day, however old its first release', () => {
  const chunk = '_next/static/chunks/old.js';
  const builtAt = (out: string, hoursAgo: number) => {
    const time = (now.getTime() - hoursAgo * 3_600_000) / 1000;
    utimesSync(path.join(out, chunk), time, time);
    return out;
  };
  publish(builtAt(build('out-1', { 'index.html': '1', [chunk]: 'old' }), 30), 1);
  const second = publish(builtAt(build('out-2', { 'index.html': '2', [chunk]: 'old' }), 1), 2);
  expect(second.linked).toBe(1);
  const third = publish(build('out-3', { 'index.html': '3', '_next/static/chunks/new.js': 'new' }), 3);
  expect(third.carried).toBe(1);
  expect(readFileSync(path.join(third.dir, chunk), 'utf8')).toBe('old');
});
