/**
 * @jest-environment node
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { edit, publishedSite, resealed, verify } from '../support/publishedRecord';
import { revealedBuild } from '@/e2e/fixtures/record/moments.mjs';

jest.setTimeout(30_000);

/** Four real NFL games of October 2023, as nflverse's games.csv gives them (content/games/nfl/games.csv). */
const realGames = path.join(process.cwd(), '__tests__/fixtures/games/picks.csv');
const gameData = path.join(process.cwd(), 'content/games');

/** The fixture record with the real games' picks in place of its own, changed by `change`, proven and published. */
async function publishedWith(change: (dir: string) => void = () => {}) {
  const record = await resealed((dir) => {
    copyFileSync(realGames, path.join(dir, 'picks.csv'));
    writeFileSync(path.join(dir, 'corrections.csv'), 'pick_id,field,value,reason,date\n');
    change(dir);
  });
  return publishedSite(revealedBuild, record);
}

test('a record of real games matches the vendored data: every pick, start and final', async () => {
  const result = await verify(await publishedWith(), revealedBuild, '--games', gameData);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(
    'games    FX-0001 matched: Jacksonville Jaguars at Buffalo Bills, 2023-10-08 09:30 ET, final 25-20',
  );
  expect(result.stdout).toContain('games    4 of 4 picks match an independent schedule and score');
}, 60_000);

test('a start moved two hours, a flipped score and a game never played each fail, named', async () => {
  const site = await publishedWith((dir) =>
    edit(dir, 'picks.csv', (csv) =>
      csv
        .replace('2023-10-08T13:00:00-04:00,NFL,Houston', '2023-10-08T15:00:00-04:00,NFL,Houston')
        .replace(',20-6,', ',6-20,')
        .replace('San Francisco 49ers at Minnesota Vikings', 'San Francisco 49ers at Green Bay Packers')
        .replace('Minnesota Vikings +7', 'Green Bay Packers +7'),
    ),
  );
  const result = await verify(site, revealedBuild, '--games', gameData);
  expect(result.status).toBe(1);
  const failures = result.stderr.split('\n').filter((line) => line.startsWith('FAIL  FX-'));
  expect(failures).toHaveLength(3);
  expect(failures[0]).toMatch(
    /^FAIL {2}FX-0002 \[games: .*\] start differs: starts 2023-10-08 13:00 ET in the data, 2023-10-08 15:00 ET in the record \(2 h 00 min later; .*games\.csv:68\)$/,
  );
  expect(failures[1]).toMatch(
    /^FAIL {2}FX-0003 \[games: .*\] score differs: final 20-6 in the data, 6-20 in the record, away-home as the event names them/,
  );
  expect(failures[2]).toMatch(
    /^FAIL {2}FX-0004 \[games: .*\] no such game: no game San Francisco 49ers at Green Bay Packers within 1 day of 2023-10-23 in the data$/,
  );
  expect(result.stdout).toContain('games    1 of 4 picks match an independent schedule and score');
}, 60_000);

test('a file of game data the checker cannot read stops it with the file and line', async () => {
  const site = publishedSite(revealedBuild);
  const result = await verify(site, revealedBuild, '--games', path.join(process.cwd(), 'content/games/README.md'));
  expect(result.status).toBe(2);
  expect(result.stderr).toMatch(/README\.md:1:1 {2}is neither nflverse's games\.csv nor a Retrosheet game log/);
});
