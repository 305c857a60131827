/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings.mjs';
import { legalBuildDay } from '@/data/legal/buildDay';
import { checkLegalHistory } from '@/data/legal/history.mjs';

const today = '2026-11-23';
const { timeZone } = recordSettings;

/**
 * A scratch repository whose commits are dated as given (committer date, which the check reads). The
 * documents move into dated versions on `layoutDate`: a commit after it is never dated earlier.
 */
function scratchRepo(layoutDate = `${today}T12:00:00Z`) {
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
  commit('Dated versions', layoutDate);
  return { root, write, commit, git, check: () => checkLegalHistory({ root, today, timeZone }) };
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
  const repo = scratchRepo('2026-10-01T12:00:00Z');
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms.\n');
  repo.commit('Scheduled terms', '2026-11-01T12:00:00Z');
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, reviewed.\n');
  repo.commit('Review', '2026-11-10T12:00:00Z');
  expect(repo.check().problems).toEqual([]);
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, changed after they took effect.\n');
  repo.commit('Late change', '2026-11-21T12:00:00Z');
  expect(repo.check().problems[0]?.message).toContain('"Late change"');
});

test('an edit backdated to before the effective date, on top of later commits, fails', () => {
  const repo = scratchRepo('2026-10-01T12:00:00Z');
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms.\n');
  repo.commit('Scheduled terms', '2026-11-01T12:00:00Z');
  repo.write('content/notes.md', 'Notes.\n');
  repo.commit('Notes', '2026-11-21T12:00:00Z');
  // The editor sets GIT_COMMITTER_DATE before the effective date; the commit's history is later.
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, changed after they took effect.\n');
  repo.commit('Backdated change', '2026-11-10T12:00:00Z');
  const { problems } = repo.check();
  expect(problems).toHaveLength(1);
  expect(problems[0]?.message).toMatch(
    /^This version took effect on 2026-11-20 and its text has changed since \(commit [0-9a-f]{7} "Backdated change"\)\./,
  );
});

test.each(['into the main line', 'with the main line merged into it'])(
  'a backdated edit on a branch from before the effective date fails when merged %s',
  (direction) => {
    const repo = scratchRepo('2026-10-01T12:00:00Z');
    repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms.\n');
    repo.commit('Scheduled terms', '2026-11-01T12:00:00Z');
    repo.git(['branch', 'side']);
    repo.write('content/notes.md', 'Notes.\n');
    repo.commit('Notes', '2026-11-21T12:00:00Z');
    repo.git(['checkout', '-q', 'side']);
    repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, changed after they took effect.\n');
    repo.commit('Backdated change', '2026-11-10T12:00:00Z');
    if (direction === 'into the main line') {
      repo.git(['checkout', '-q', 'main']);
      repo.git(['merge', '-q', '--no-ff', '-m', 'Merge side', 'side'], '2026-11-22T12:00:00Z');
    } else {
      repo.git(['merge', '-q', '--no-ff', '-m', 'Merge main', 'main'], '2026-11-22T12:00:00Z');
      repo.git(['checkout', '-q', 'main']);
      repo.git(['merge', '-q', '--ff-only', 'side']);
    }
    const { problems } = repo.check();
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('its text has changed since (commit ');
    expect(problems[0]?.message).toContain('"Backdated change"');
  },
);

test('commit days are days in the site’s time zone, whatever the time zone of the commit', () => {
  const repo = scratchRepo('2026-10-01T12:00:00Z');
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms.\n');
  repo.commit('Scheduled terms', '2026-11-01T12:00:00Z');
  // 23:30 on November 19 in New York is 04:30 on November 20 in UTC: the version is not in effect yet.
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, changed the evening before.\n');
  repo.commit('Evening change', '2026-11-20T04:30:00Z');
  expect(repo.check().problems).toEqual([]);
  // 00:10 on November 20 in New York, written as a Pacific time: the version is in effect.
  repo.write('content/terms/2026-11-20.mdx', 'Scheduled terms, changed on the day.\n');
  repo.commit('Past-midnight change', '2026-11-19T21:10:00-08:00');
  expect(repo.check().problems[0]?.message).toContain('"Past-midnight change"');
});

test('a new version dated before the day it was committed fails, naming the earliest date it may carry', () => {
  const repo = scratchRepo('2026-10-01T12:00:00Z');
  repo.write('content/terms/2026-11-20.mdx', 'Terms, with the change.\n');
  repo.commit('Terms of November 20', '2026-11-22T12:00:00Z');
  // Backdating the commit that adds it does not help: it comes after the one above.
  repo.write('content/privacy/2026-11-21.mdx', 'Privacy, with the change.\n');
  repo.commit('Privacy of November 21', '2026-11-10T12:00:00Z');
  const { problems } = repo.check();
  expect(problems.map(({ file }) => file)).toEqual(['content/privacy/2026-11-21.mdx', 'content/terms/2026-11-20.mdx']);
  expect(problems[1]?.message).toMatch(
    /^This version is dated 2026-11-20 but was committed on 2026-11-22 \(commit [0-9a-f]{7} "Terms of November 20"\), and a new version cannot take effect before the day it is committed\. Date it 2026-11-23 or later: rename it to content\/terms\/2026-11-23\.mdx \(git mv content\/terms\/2026-11-20\.mdx content\/terms\/2026-11-23\.mdx\) and commit the rename no later than that day\.$/,
  );
  expect(problems[0]?.message).toContain('was committed on 2026-11-22 (commit ');
  // Doing as told clears it.
  repo.git(['mv', 'content/terms/2026-11-20.mdx', 'content/terms/2026-11-23.mdx']);
  repo.git(['mv', 'content/privacy/2026-11-21.mdx', 'content/privacy/2026-11-23.mdx']);
  repo.commit('Date the new versions today');
  expect(repo.check()).toMatchObject({ checked: 4, problems: [] });
});

test('a version on disk but not committed fails when dated before the build date; dated today it passes', () => {
  const repo = scratchRepo();
  repo.write('content/terms/2026-11-22.mdx', 'Terms, with the change.\n');
  repo.git(['add', 'content/terms/2026-11-22.mdx']); // staged is not committed
  repo.write('content/privacy/2026-11-23.mdx', 'Privacy, with the change.\n');
  const { problems } = repo.check();
  expect(problems).toEqual([
    {
      file: 'content/terms/2026-11-22.mdx',
      message:
        'This version is dated 2026-11-22, before the build date (2026-11-23), and is not committed: nothing records that it was published on that day, and a new version cannot take effect in the past. Date it 2026-11-23 or later (rename it to content/terms/2026-11-23.mdx), then commit it no later than that day.',
    },
  ]);
});

test('a repository without a commit fails for a version on disk dated before the build date', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'legal-fresh-'));
  execFileSync('git', ['init', '-q'], { cwd: root, stdio: 'pipe' });
  mkdirSync(path.join(root, 'content/terms'), { recursive: true });
  writeFileSync(path.join(root, 'content/terms/2025-09-16.mdx'), 'Terms.\n');
  writeFileSync(path.join(root, 'content/terms/2026-12-01.mdx'), 'Upcoming terms.\n');
  const { problems } = checkLegalHistory({ root, today, timeZone });
  expect(problems.map(({ file }) => file)).toEqual(['content/terms/2025-09-16.mdx']);
  expect(problems[0]?.message).toContain('is not committed');
});

test('a shallow clone fails loudly instead of passing', () => {
  const repo = scratchRepo();
  const clone = mkdtempSync(path.join(tmpdir(), 'legal-shallow-'));
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.root}`, clone], { stdio: 'pipe' });
  expect(() => checkLegalHistory({ root: clone, today, timeZone })).toThrow(/shallow clone.*git fetch --unshallow/);
});

test('a folder without git history fails loudly', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'legal-nogit-'));
  expect(() => checkLegalHistory({ root, today, timeZone })).toThrow(/is not a git checkout/);
});

test('no version of the site’s own legal documents has changed since it took effect', () => {
  const { problems, checked } = checkLegalHistory({ root: process.cwd(), today: legalBuildDay, timeZone });
  expect(problems).toEqual([]);
  expect(checked).toBeGreaterThanOrEqual(2);
});
