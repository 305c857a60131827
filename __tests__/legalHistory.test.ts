/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildDate } from '@/lib/buildDate';
import { checkLegalHistory } from '@/lib/legalHistory.mjs';
import { isoDay } from '@/lib/legalVersions.mjs';

const today = '2026-11-23';

/** A scratch repository whose commits are dated as given (committer date, which the check reads). */
function scratchRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'legal-history-'));
  const git = (args: string[], date = `${today}T12:00:00Z`) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  git(['init', '-q', '-b', 'main']);
  git(['config', 'user.email', 'editor@example.org']);
  git(['config', 'user.name', 'Editor']);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const commit = (message: string, date?: string) => {
    git(['add', '-A']);
    git(['commit', '-q', '-m', message], date);
  };
  // The history before the layout: one file, edited freely, then moved into the dated layout.
  write('content/terms.mdx', 'Terms, first draft.\n');
  commit('Terms', '2025-09-10T12:00:00Z');
  write('content/terms.mdx', 'Terms, reworded.\n');
  commit('Reword the Terms', '2025-09-12T12:00:00Z');
  rmSync(path.join(root, 'content/terms.mdx'));
  write('content/terms/2025-09-16.mdx', 'Terms, reworded and corrected.\n');
  write('content/privacy/2025-09-17.mdx', 'Privacy.\n');
  commit('Dated versions');
  return { root, write, commit, git, check: () => checkLegalHistory({ root, today }) };
}

test('the commit that moves the documents into dated versions is the baseline, not an edit', () => {
  const repo = scratchRepo();
  expect(repo.check()).toMatchObject({ checked: 2, problems: [] });
});

test('editing a version in effect fails, naming the commit and telling the editor what to do', () => {
  const repo = scratchRepo();
  repo.write('content/terms/2025-09-16.mdx', 'Terms, quietly reworded.\n');
  repo.commit('Fix a typo in the arbitration clause');
  const { problems } = repo.check();
  expect(problems).toHaveLength(1);
  expect(problems[0]?.file).toBe('content/terms/2025-09-16.mdx');
  expect(problems[0]?.message).toMatch(
    /^This version took effect on 2025-09-16 and its text has changed since \(commit [0-9a-f]{7} "Fix a typo in the arbitration clause"\)\. The text of a version in effect never changes, not even to fix a typo\. Make a new version instead: copy it to content\/terms\/2026-11-24\.mdx \(dated 2026-11-24 or later\) and add a summary of what changed to the new file's metadata\. Then put this file back as it was \(git checkout [0-9a-f]{7} -- content\/terms\/2025-09-16\.mdx\)\.$/,
  );
});

test('an edit not yet committed fails too, so the editor hears it before committing', () => {
  const repo = scratchRepo();
  repo.write('content/privacy/2025-09-17.mdx', 'Privacy, quietly reworded.\n');
  expect(repo.check().problems[0]?.message).toContain('its text has changed since (uncommitted changes)');
});

test('putting the text back clears the failure, even with the edit still in the history', () => {
  const repo = scratchRepo();
  repo.write('content/terms/2025-09-16.mdx', 'Terms, quietly reworded.\n');
  repo.commit('Silent edit');
  repo.git(['checkout', 'HEAD~1', '--', 'content/terms/2025-09-16.mdx']);
  repo.commit('Put the version in effect back');
  expect(repo.check().problems).toEqual([]);
});

test('removing a version in effect fails', () => {
  const repo = scratchRepo();
  rmSync(path.join(repo.root, 'content/privacy/2025-09-17.mdx'));
  repo.commit('Remove the old policy');
  expect(repo.check().problems[0]?.message).toContain('This version took effect on 2025-09-17 and has been removed');
});

test('adding a new dated version passes', () => {
  const repo = scratchRepo();
  repo.write('content/terms/2026-11-24.mdx', 'Terms, with the change.\n');
  repo.commit('Terms of November 24, 2026');
  expect(repo.check()).toMatchObject({ checked: 2, problems: [] });
});

test('editing a version dated after the build date passes', () => {
  const repo = scratchRepo();
  repo.write('content/terms/2026-12-01.mdx', 'Upcoming terms.\n');
  repo.commit('Upcoming terms');
  repo.write('content/terms/2026-12-01.mdx', 'Upcoming terms, reviewed by counsel.\n');
  repo.commit('Counsel review of the upcoming terms');
  expect(repo.check().problems).toEqual([]);
});

test('a version edited before it took effect keeps its last text from before that day', () => {
  const repo = scratchRepo();
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms.\n');
  repo.commit('Scheduled terms', '2026-11-01T12:00:00Z');
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, reviewed.\n');
  repo.commit('Review', '2026-11-10T12:00:00Z');
  expect(repo.check().problems).toEqual([]);
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, changed after they took effect.\n');
  repo.commit('Late change', '2026-11-21T12:00:00Z');
  expect(repo.check().problems[0]?.message).toContain('"Late change"');
});

test('a shallow clone fails loudly instead of passing', () => {
  const repo = scratchRepo();
  const clone = mkdtempSync(path.join(tmpdir(), 'legal-shallow-'));
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.root}`, clone], { stdio: 'pipe' });
  expect(() => checkLegalHistory({ root: clone, today })).toThrow(/shallow clone.*git fetch --unshallow/);
});

test('a folder without git history fails loudly', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'legal-nogit-'));
  expect(() => checkLegalHistory({ root, today })).toThrow(/is not a git checkout/);
});

test('no version of the site’s own legal documents has changed since it took effect', () => {
  const { problems, checked } = checkLegalHistory({ root: process.cwd(), today: isoDay(buildDate) });
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(2);
});
