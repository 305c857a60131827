/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { revealedBuild, sealedBuild, sealedPick } from '@/e2e/fixtures/record/moments.mjs';
import { gradeText, sha256 } from '@/lib/record/proof/encoding.mjs';
import { gradeCommand } from '@/lib/record/presentation/verification';
import { pick } from '../support/pick';
import { fixturePickPage, fixturePickPages } from '../support/pickPages';
import { publishedSite } from '../support/publishedRecord';

jest.setTimeout(20_000);

/** A pick page's commands, every block pasted into one bash in an empty folder, over the files a build publishes. */
function runChecks(date: Date, id: string) {
  const site = publishedSite(date);
  const shell = mkdtempSync(path.join(tmpdir(), 'check-'));
  try {
    const page = fixturePickPage(fixturePickPages(date, pathToFileURL(`${site}/`).toString()), id);
    const script = page.commands.flatMap((check) => [check.leaf ?? '', check.chain, ...(check.token ?? [])]).join('\n');
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script], { cwd: shell, encoding: 'utf8' });
    const chain: Record<string, string>[] = parse(readFileSync(path.join(site, 'record/chain.csv'), 'utf8'), {
      columns: true,
    });
    return { page, run, chain: chain.filter((entry) => entry.pick_id === id) };
  } finally {
    rmSync(shell, { recursive: true, force: true });
    rmSync(site, { recursive: true, force: true });
  }
}

test('a corrected pick’s commands recompute its seal, its grade and its correction, each link’s chain value, and verify each token', () => {
  const { page, run, chain } = runChecks(revealedBuild, 'FX-0002');
  expect(run.status).toBe(0);
  expect(page.commands.map((check) => check.kind)).toEqual(['pick', 'grade', 'correction']);
  expect(chain.map((entry) => entry.entry)).toEqual(['FX-0002', 'FX-0002.grade', 'FX-0002.correction-1']);
  // Each link prints its leaf, its chain value, OpenSSL's verdict and the token's time, in that order.
  const printed = run.stdout.split('\n').filter((line) => !line.startsWith('Time stamp'));
  expect(printed).toEqual([...chain.flatMap((entry) => [entry.leaf, entry.chain, 'Verification: OK']), '']);
  expect(run.stdout.match(/^Time stamp: \w{3} +\d+ [\d:]+ 2026 GMT$/gm)).toHaveLength(3);
});

test('a graded pick’s grade check fails when the grade it quotes is not the one the token covers', () => {
  const date = revealedBuild;
  const site = publishedSite(date);
  const shell = mkdtempSync(path.join(tmpdir(), 'check-'));
  try {
    const page = fixturePickPage(fixturePickPages(date, pathToFileURL(`${site}/`).toString()), 'FX-0001');
    const grade = page.commands.find((check) => check.kind === 'grade');
    const script = [grade?.leaf?.replace('"win"', '"loss"'), grade?.chain, ...(grade?.token ?? [])].join('\n');
    const run = spawnSync('bash', ['-uo', 'pipefail', '-c', script], { cwd: shell, encoding: 'utf8' });
    expect(run.stdout).toContain('Verification: FAILED');
  } finally {
    rmSync(shell, { recursive: true, force: true });
    rmSync(site, { recursive: true, force: true });
  }
});

test('a sealed pick’s commands check its seal’s link and token and nothing else', () => {
  const { page, run, chain } = runChecks(sealedBuild, sealedPick.id);
  expect(run.status).toBe(0);
  expect(page.commands).toHaveLength(1);
  expect(page.commands[0]?.leaf).toBeNull();
  expect(run.stdout.split('\n').slice(0, 2)).toEqual([chain[0]?.chain, 'Verification: OK']);
});

test('a grade’s command hashes the pick as first graded, undoing each correction from the last', () => {
  const graded = pick('RC-0002', '2026-11-01T12:00:00-04:00', {
    result: 'void',
    score: '17-20',
    note: 'The book voided the bet.',
    correctedBy: [
      { pickId: 'RC-0002', field: 'result', before: 'loss', value: 'push', reason: 'a', date: '2026-11-02', line: 2 },
      { pickId: 'RC-0002', field: 'result', before: 'push', value: 'void', reason: 'b', date: '2026-11-03', line: 3 },
      {
        pickId: 'RC-0002',
        field: 'note',
        before: '',
        value: 'The book voided the bet.',
        reason: 'b',
        date: '2026-11-03',
        line: 4,
      },
    ],
  });
  const first = { id: 'RC-0002', result: 'loss', score: '17-20', settled: graded.settled ?? '', closing_odds: '' };
  const leaf = sha256(gradeText({ ...first, closing_other_odds: '', closing_line: '', slip: '', note: '' }));
  const run = spawnSync('bash', ['-euo', 'pipefail', '-c', gradeCommand(graded)], { encoding: 'utf8' });
  expect(run.stdout).toBe(`${leaf}\n`);
});
