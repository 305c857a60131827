/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The build's check of the sample (npm run check:record): scripts/record/sample-games.mjs, run in
// a folder holding the shipped game data and a sample ledger changed by `change`.
const script = path.resolve('scripts/record/sample-games.mjs');
const ledger = readFileSync('content/record/picks.csv', 'utf8');

function run(change: (csv: string) => string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-games-'));
  mkdirSync(path.join(dir, 'content/record'), { recursive: true });
  symlinkSync(path.resolve('content/games'), path.join(dir, 'content/games'));
  writeFileSync(path.join(dir, 'content/record/picks.csv'), change(ledger));
  return spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
}

/** The shipped sample's first NFL pick on a full game: its row and its start. */
const row = ledger.split('\n').find((line) => /^RC-\d+,[^,]*,[^,]*,NFL,[^,]* at [^,]*,spread,/.test(line)) ?? '';
const [id = '', , start = ''] = row.split(',');

test('the shipped sample passes the build’s check against content/games', () => {
  const result = run((csv) => csv);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^sample games: (\d+) of \1 picks match an independent schedule and score/);
});

test('a sample pick moved two hours stops the build, naming it and what differs', () => {
  const later = new Date(Date.parse(start) + 2 * 3_600_000);
  const moved = `${later.toISOString().slice(0, 19)}Z`;
  const result = run((csv) => csv.replace(row, row.replace(`,${start},`, `,${moved},`)));
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(`content/record/picks.csv: ${id} start differs: starts `);
  expect(result.stderr).toContain('(2 h 00 min later; content/games/nfl/games.csv:');
  expect(result.stderr).toContain(
    '1 pick of the sample disagrees with content/games: remake the sample (node sample/generate.mjs, then npm run sample:prove).',
  );
});
