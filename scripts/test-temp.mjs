// One temporary folder per test run, made by Jest's and Playwright's global set-up: whatever a test,
// a worker or a process one starts makes under os.tmpdir() lands in it (os.tmpdir() reads TMPDIR,
// which workers and child processes inherit), and the run's teardown removes it, whatever a test
// left behind. Without it every run left hundreds of folders in /tmp.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUN_TMPDIR = 'RECEIPTS_CLUB_TEST_TMPDIR';

export function teardown() {
  const dir = process.env[RUN_TMPDIR];
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** Jest's globalSetup and Playwright's; Playwright runs the function returned as its teardown. */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'receipts-club-tests-'));
  process.env[RUN_TMPDIR] = dir;
  process.env.TMPDIR = dir;
  return teardown;
}
