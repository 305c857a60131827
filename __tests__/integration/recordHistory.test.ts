/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkLedgerHistory } from '@/data/record/history.mjs';

const header =
  'id,posted,event_start,sport,event,market,selection,odds,stake,sportsbook,result,settled,closing_odds,slip,note';
const one =
  'RC-1,2025-09-07T11:00:00-04:00,2025-09-07T13:00:00-04:00,NFL,A at B,spread,B -3.5,-110,1,Book,win,2025-09-07T16:20:00-04:00,,,';
const twoPending =
  'RC-2,2025-09-08T11:00:00-04:00,2025-09-08T20:15:00-04:00,NFL,C at D,total,Over 44.5,-110,1,Book,pending,,,,';
const twoSettled =
  'RC-2,2025-09-08T11:00:00-04:00,2025-09-08T20:15:00-04:00,NFL,C at D,total,Over 44.5,-110,1,Book,loss,2025-09-08T23:30:00-04:00,-115,,';
const three =
  'RC-3,2025-09-09T11:00:00-04:00,2025-09-09T19:05:00-04:00,MLB,E at F,moneyline,F moneyline,+120,1,Book,pending,,,,';
const correctionsHeader = 'pick_id,field,value,reason,date';
const correction = 'RC-1,odds,-115,The slip shows -115.,2025-09-10';

const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

/** A scratch repository whose commits write the given files. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ledger-history-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', ...args], {
      cwd: dir,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  git('init', '-q');
  mkdirSync(path.join(dir, 'content/record'), { recursive: true });
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  };
  const commit = (message: string, files: Record<string, string>) => {
    write(files);
    git('add', '-A');
    git('commit', '-q', '-m', message);
  };
  const check = () => checkLedgerHistory({ cwd: dir });
  return { dir, git, write, commit, check };
}

function realLedger() {
  const repo = repository();
  repo.commit('First picks', {
    'content/record/picks.csv': lines(header, one, twoPending),
    'content/record/corrections.csv': lines(correctionsHeader),
  });
  return repo;
}

test('appending picks, settling a pending one and adding a correction pass', () => {
  const repo = realLedger();
  repo.commit('Settle RC-2, post RC-3', { 'content/record/picks.csv': lines(header, one, twoSettled, three) });
  repo.commit('Correct RC-1', { 'content/record/corrections.csv': lines(correctionsHeader, correction) });
  expect(repo.check()).toEqual({ commits: 2, problems: [] });
});

test('a commit that changes a settled row fails, naming the commit, the pick and the change', () => {
  const repo = realLedger();
  repo.commit('Fix the odds', { 'content/record/picks.csv': lines(header, one.replace('-110', '-115'), twoPending) });
  const { problems } = repo.check();
  expect(problems).toEqual([
    expect.stringMatching(
      /^content\/record\/picks\.csv: commit [0-9a-f]{10} \("Fix the odds"\) changed settled pick RC-1 \(odds "-110" → "-115"\) — a settled row never changes: restore it exactly \(git show <commit before>:content\/record\/picks\.csv\) and add a row to content\/record\/corrections\.csv instead$/,
    ),
  ]);
});

test('a pending pick may be graded (result, settled, closing odds, slip, note) but not rewritten or removed', () => {
  const repo = realLedger();
  const graded = twoPending.replace(
    ',pending,,,,',
    ',win,2025-09-08T23:30:00-04:00,-120,slips/rc-2.jpg,Graded from the slip.',
  );
  repo.write({ 'content/record/picks.csv': lines(header, one, graded) });
  expect(repo.check().problems).toEqual([]);
  repo.write({ 'content/record/picks.csv': lines(header, one, twoPending.replace('Over 44.5', 'Under 44.5')) });
  expect(repo.check().problems).toEqual([
    'content/record/picks.csv: the uncommitted change changed pending pick RC-2 (selection "Over 44.5" → "Under 44.5") — a posted pick stays in the ledger as posted, and grading it changes only result, score, settled, closing_odds, closing_other_odds, closing_line, slip, note: restore the row (grade it void, with a note, if the bet was called off) and correct a mistake with a row in content/record/corrections.csv',
  ]);
  repo.write({ 'content/record/picks.csv': lines(header, one) });
  expect(repo.check().problems).toEqual([
    expect.stringContaining('the uncommitted change removed pending pick RC-2 —'),
  ]);
});

test('a commit that removes a settled row fails', () => {
  const repo = realLedger();
  repo.commit('Drop RC-1', { 'content/record/picks.csv': lines(header, twoPending) });
  expect(repo.check().problems).toEqual([expect.stringContaining('("Drop RC-1") removed settled pick RC-1 —')]);
});

test('a committed change to a settled row is undone by a commit that restores the row exactly', () => {
  const repo = realLedger();
  repo.commit('Fix the odds', { 'content/record/picks.csv': lines(header, one.replace('-110', '-115'), twoPending) });
  expect(repo.check().problems).toHaveLength(1);
  repo.commit('Put RC-1 back', { 'content/record/picks.csv': lines(header, one, twoPending) });
  expect(repo.check().problems).toEqual([]);
});

test('a committed token never changes or goes, in a commit or in the working copy', () => {
  const repo = realLedger();
  mkdirSync(path.join(repo.dir, 'content/record/tokens'));
  repo.commit('Timestamp RC-1', { 'content/record/tokens/RC-1.tsr': 'token one' });
  repo.write({ 'content/record/tokens/RC-1.tsr': 'another token' });
  expect(repo.check().problems).toEqual([
    'content/record/tokens/RC-1.tsr: the uncommitted change changes a committed token — put it back (git checkout -- content/record/tokens/RC-1.tsr)',
  ]);
  repo.commit('Drop the token', {});
  repo.git('rm', '-q', 'content/record/tokens/RC-1.tsr');
  repo.git('commit', '-q', '-m', 'Drop it');
  expect(repo.check().problems).toEqual([
    expect.stringMatching(
      /^content\/record\/tokens\/RC-1\.tsr: commit [0-9a-f]{10} \("Drop the token"\) changed a token/,
    ),
    expect.stringMatching(/^content\/record\/tokens\/RC-1\.tsr: commit [0-9a-f]{10} \("Drop it"\) removed a token/),
  ]);
});

test('a settled row changed in the working copy fails before it is committed', () => {
  const repo = realLedger();
  repo.write({ 'content/record/picks.csv': lines(header, one.replace(',win,', ',loss,'), twoPending) });
  expect(repo.check().problems).toEqual([
    expect.stringContaining('the uncommitted change changed settled pick RC-1 (result "win" → "loss")'),
  ]);
});

test('rewriting a correction fails: corrections are only added at the end', () => {
  const repo = realLedger();
  repo.commit('Correct RC-1', { 'content/record/corrections.csv': lines(correctionsHeader, correction) });
  repo.commit('Reword', {
    'content/record/corrections.csv': lines(correctionsHeader, correction.replace('The slip', 'Slip')),
  });
  expect(repo.check().problems).toEqual([
    expect.stringContaining('("Reword") changed or removed correction 1 (pick RC-1) — corrections are only ever added'),
  ]);
});

// A score typed reversed and the loss it gave, committed: the way back is one correction of two
// rows (content/README.md), appended; the settled row itself stays as committed.
test('a correction of several fields, one row each, is appended like any other and then never changes', () => {
  const repo = realLedger();
  const reason = 'The final was 17-24 and the score was typed home-away.';
  const score = `RC-1,score,17-24,${reason},2025-09-10`;
  const result = `RC-1,result,win,${reason},2025-09-10`;
  repo.commit('Correct RC-1', { 'content/record/corrections.csv': lines(correctionsHeader, correction) });
  repo.commit('Correct RC-1 score and result', {
    'content/record/corrections.csv': lines(correctionsHeader, correction, score, result),
  });
  expect(repo.check().problems).toEqual([]);
  repo.write({ 'content/record/corrections.csv': lines(correctionsHeader, correction, score) });
  expect(repo.check().problems).toEqual([
    expect.stringContaining('the uncommitted change changed or removed correction 3 (pick RC-1)'),
  ]);
});

test('a sample ledger may be remade until the first real one; from then on it is checked', () => {
  const repo = repository();
  const samples = { 'content/samples.json': JSON.stringify({ 'content/record/picks.csv': 'Sample record.' }) };
  repo.commit('Sample', { ...samples, 'content/record/picks.csv': lines(header, one, twoPending) });
  repo.commit('Remade sample', { 'content/record/picks.csv': lines(header, one.replace('-110', '-120')) });
  repo.commit('The real ledger', {
    'content/samples.json': '{}',
    'content/record/picks.csv': lines(header, twoSettled),
  });
  expect(repo.check().problems).toEqual([]);
  repo.commit('Listed as a sample again', {
    ...samples,
    'content/record/picks.csv': lines(header, twoSettled.replace(',loss,', ',win,')),
  });
  expect(repo.check().problems).toEqual([expect.stringContaining('changed settled pick RC-2 (result "loss" → "win")')]);
});

test('a shallow clone fails loudly instead of passing', () => {
  const repo = realLedger();
  repo.commit('More', { 'content/record/picks.csv': lines(header, one, twoSettled) });
  const clone = mkdtempSync(path.join(tmpdir(), 'ledger-shallow-'));
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone], { stdio: 'pipe' });
  expect(() => checkLedgerHistory({ cwd: clone })).toThrow(/shallow clone.*git fetch --unshallow/);
});

test('a folder outside git and a ledger never committed fail loudly', () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'ledger-nogit-'));
  expect(() => checkLedgerHistory({ cwd: outside })).toThrow(/not a git checkout/);
  const repo = repository();
  repo.commit('Other', { 'README.md': 'hello\n' });
  expect(() => repo.check()).toThrow('content/record/picks.csv has no history in git — commit it');
});

test('the script exits non-zero and prints the problem for a rewritten settled row', () => {
  const repo = realLedger();
  repo.commit('Fix the stake', {
    'content/record/picks.csv': lines(header, one.replace(',1,Book', ',2,Book'), twoPending),
  });
  const run = spawnSync('node', [path.resolve('scripts/check-ledger-history.mjs'), repo.dir], { encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('changed settled pick RC-1 (stake "1" → "2")');
});

test('a working copy saved with semicolons or a broken quote gets one message naming the file, not a stack', () => {
  const repo = realLedger();
  const check = () =>
    spawnSync('node', [path.resolve('scripts/check-ledger-history.mjs'), repo.dir], { encoding: 'utf8' });
  repo.write({ 'content/record/picks.csv': lines(header, one, twoPending).replaceAll(',', ';') });
  const semicolons = check();
  expect(semicolons.status).toBe(1);
  expect(semicolons.stderr.match(/^error /gm)).toHaveLength(1);
  expect(semicolons.stderr).toContain(
    'error content/record/picks.csv:1:1  the file is separated by ";" (semicolons), not commas — save it as "CSV UTF-8 (comma delimited)"',
  );
  repo.write({
    'content/record/picks.csv': lines(header, one, twoPending),
    'content/record/corrections.csv': lines(correctionsHeader, 'RC-1,odds,-115,"The slip "shows" -115.,2025-09-10'),
  });
  const quotes = check();
  expect(quotes.status).toBe(1);
  expect(quotes.stderr).toMatch(
    /^error content\/record\/corrections\.csv:2:1 {2}the file cannot be read as CSV \(.*\) — check the quotes on this line/,
  );
  expect(quotes.stderr).not.toMatch(/^\s+at /m);
});

test("this repository's ledger history passes", () => {
  const run = spawnSync('node', ['scripts/check-ledger-history.mjs'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^ok {4}content\/record\/picks\.csv/);
});
