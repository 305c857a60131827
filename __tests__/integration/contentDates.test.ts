/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lastCommitDay } from '@/data/git.mjs';

/** A scratch repository whose commits carry the days given, so the expected dates are known in advance. */
function scratchRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'content-dates-'));
  const git = (args: string[], date = '2025-01-01T12:00:00Z') =>
    execFileSync('git', args, {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  git(['init', '-q', '-b', 'main']);
  git(['config', 'user.email', 'editor@example.org']);
  git(['config', 'user.name', 'Editor']);
  const commit = (file: string, text: string, date: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
    git(['add', '-A']);
    git(['commit', '-q', '-m', `Edit ${file}`], date);
  };
  return { root, commit };
}

test('a page is dated by the day its own words last changed, not by later commits elsewhere', () => {
  const { root, commit } = scratchRepo();
  commit('content/about.ts', 'Founded in 2022.', '2025-03-04T12:00:00Z');
  commit('content/faq.ts', 'How much does it cost?', '2025-05-06T12:00:00Z');
  commit('scripts/build.mjs', 'build', '2025-07-08T12:00:00Z');
  expect(lastCommitDay(root, ['content/about.ts'])).toBe('2025-03-04');
  expect(lastCommitDay(root, ['content', 'components'])).toBe('2025-05-06');
});

test('words changed but not committed leave the date of the last commit', () => {
  const { root, commit } = scratchRepo();
  commit('content/about.ts', 'Founded in 2022.', '2025-03-04T12:00:00Z');
  writeFileSync(path.join(root, 'content/about.ts'), 'Founded in 2023.');
  expect(lastCommitDay(root, ['content/about.ts'])).toBe('2025-03-04');
});

test('outside a git checkout, or for words never committed, a page has no date rather than a guess', () => {
  const { root, commit } = scratchRepo();
  commit('content/about.ts', 'Founded in 2022.', '2025-03-04T12:00:00Z');
  expect(lastCommitDay(root, ['content/new-page.ts'])).toBeUndefined();
  expect(lastCommitDay(mkdtempSync(path.join(tmpdir(), 'no-git-')), ['content'])).toBeUndefined();
});
