import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { expect, test } from '@playwright/test';
import { sealedBuild, sealedPick } from './fixtures/record/moments.mjs';

// The post-build's checks of a finished build, which need one built; the steps' other checks are
// Jest's (__tests__/build/). No page is opened, so the plain test runs them, in the desktop project only.

// The checks of the finished build run on a copy of the record fixture's sealed build
// (npm run build:fixtures:record), with the record and the date it was built from.
const fixtureBuild = 'out-sealed';
const fixtureEnv = {
  ...process.env,
  RECORD_CONTENT_DIR: 'e2e/fixtures/record',
  SOURCE_DATE_EPOCH: String(Math.floor(sealedBuild.getTime() / 1000)),
};
/** Runs one step of the post-build (scripts/build/run.mjs) on `dir`. */
const runStep = (step: string, dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/run.mjs', dir, '--only', step], {
    encoding: 'utf8',
    env: fixtureEnv,
  });

/** A copy of the fixture build for a test to tamper with, removed after `use`. */
function withFixtureCopy(use: (copy: string) => void) {
  const copy = mkdtempSync(path.join(tmpdir(), 'built-'));
  try {
    cpSync(fixtureBuild, copy, { recursive: true });
    use(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

test('every file of a build is one a step or source names; a repository’s files copied in are each refused', () => {
  withFixtureCopy((copy) => {
    const clean = runStep('published-files', copy);
    expect({ status: clean.status, stderr: clean.stderr }).toEqual({ status: 0, stderr: '' });
    expect(clean.stdout).toMatch(/^published-files: each of the \d+ files in .+\/ is named: \d+ Next's pages/);

    // What `public -> .git` published: the repository's config and objects; and a stray secret file.
    mkdirSync(path.join(copy, 'objects/ab'), { recursive: true });
    writeFileSync(path.join(copy, 'objects/ab/cdef'), 'x');
    writeFileSync(path.join(copy, 'config'), '[core]\n');
    writeFileSync(path.join(copy, 'x.env'), 'TSA_KEY=1\n');
    const planted = runStep('published-files', copy);
    expect(planted.status).toBe(1);
    const named = (file: string) =>
      `error ${path.join(copy, file)}  is no file the build names: not Next's output for a route in app/, not a tracked file of public/, not a step's (tokens, slips, cards, payloads, _headers). Find what put it there (a link in public/, a step writing outside its files) and remove it; a new step names its files in scripts/build/published-files.ts.`;
    expect(planted.stderr.split('\n')).toEqual([
      named('config'),
      named('objects/ab/cdef'),
      named('x.env'),
      '',
      `3 files in ${copy}/ that no step or source names: nothing is published from a build that holds one.`,
      '',
    ]);
  });
});

test('the last check finds a sealed pick’s secret in any file, in upper-case hex or base64', () => {
  const rows: Record<string, string>[] = parse(readFileSync('e2e/fixtures/record/picks.csv', 'utf8'), {
    columns: true,
  });
  const secret = rows.find((row) => row.id === sealedPick.id)?.secret ?? '';
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  withFixtureCopy((copy) => {
    expect(runStep('sealed', copy).status).toBe(0);
    appendFileSync(path.join(copy, 'record/cards/FX-0001.png'), secret.toUpperCase());
    writeFileSync(path.join(copy, 'record/notes.v1'), `x${secret.toUpperCase()}x`);
    // Base64 of the secret's bytes, one byte into a longer text.
    const base64 = Buffer.concat([Buffer.from('!'), Buffer.from(secret, 'hex')]).toString('base64');
    appendFileSync(path.join(copy, 'robots.txt'), `# ${base64}\n`);
    const result = runStep('sealed', copy);
    expect(result.status).toBe(1);
    for (const [file, form] of [
      ['record/cards/FX-0001.png', 'hex'],
      ['record/notes.v1', 'hex'],
      ['robots.txt', 'base64'],
    ]) {
      expect(result.stderr).toContain(`${file} holds the secret of ${sealedPick.id}, which is sealed (as ${form})`);
    }
  });
});
