/**
 * @jest-environment node
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { manifestDrift, readGames, sha256Of, type GamesManifest } from '@/data/record/games.mjs';
import { checkGames, type PickRow } from '@/lib/record/games/check.mjs';
import { gamesOf } from '@/lib/record/games/formats.mjs';
import { codesOf, teamAliases } from '@/lib/record/games/teams.mjs';
import { mlbTeams, nflTeams } from '@/sample/teams.mjs';

const folder = path.join(process.cwd(), 'content/games');
const manifest: GamesManifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
const { games } = readGames(folder);

/** A published record's row for a game, with what a test changes. */
const pick = (cells: Partial<PickRow>): PickRow => ({
  id: 'P-1',
  sport: 'NFL',
  event: 'Jacksonville Jaguars at Buffalo Bills',
  event_start: '2023-10-08T09:30:00-04:00',
  selection: 'Jacksonville Jaguars +5.5',
  score: '25-20',
  settled: '2023-10-08T12:41:00-04:00',
  ...cells,
});
const checked = (...rows: PickRow[]) => checkGames(rows, games).checks;

test('every file the manifest lists has the SHA-256 it lists, recomputed', () => {
  const files = manifest.datasets.flatMap((dataset) => dataset.files);
  expect(files.map((file) => file.path).sort()).toEqual(['mlb/gl2024.txt', 'nfl/games.csv']);
  for (const file of files) expect(sha256Of(path.join(folder, file.path))).toBe(file.sha256);
  expect(manifestDrift(folder, manifest)).toEqual([]);
});

test('a changed byte or a missing file is drift, each said with what to do', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'games-'));
  cpSync(folder, copy, { recursive: true });
  const file = path.join(copy, 'nfl/games.csv');
  writeFileSync(
    file,
    readFileSync(file, 'utf8').replace(
      '2023_05_JAX_BUF,2023,REG,5,2023-10-08,Sunday,09:30',
      '2023_05_JAX_BUF,2023,REG,5,2023-10-08,Sunday,11:30',
    ),
  );
  rmSync(path.join(copy, 'mlb/gl2024.txt'));
  const drift = manifestDrift(copy, manifest);
  expect(drift).toHaveLength(2);
  expect(drift[0]).toMatch(
    /nfl\/games\.csv has SHA-256 [0-9a-f]{64}, not the 302b3594.* manifest\.json lists: it changed since it was taken from https:\/\/github\.com\/nflverse/,
  );
  expect(drift[1]).toMatch(
    /mlb\/gl2024\.txt is listed in manifest\.json but absent: take it again from https:\/\/github\.com\/chadwickbureau/,
  );
  expect(readGames(copy).drift).toEqual(drift);
});

test("nflverse's games.csv gives each kickoff in Eastern time, London's morning games too", () => {
  const nfl = games.filter((game) => game.league === 'NFL');
  expect(nfl).toHaveLength(842);
  const london = nfl.find((game) => game.away === 'JAX' && game.home === 'BUF');
  expect(london).toMatchObject({
    day: '2023-10-08',
    awayScore: 25,
    homeScore: 20,
    postseason: false,
    format: 'nflverse',
    line: 67,
  });
  expect(new Date(london?.start ?? 0).toISOString()).toBe('2023-10-08T13:30:00.000Z');
  expect(nfl.every((game) => game.start !== null)).toBe(true);
  // 2025 as the file stood at its commit: finals up to 2025-12-07, the rest of the season scheduled.
  expect(nfl.filter((game) => game.awayScore !== null && game.homeScore !== null)).toHaveLength(777);
});

test('every nflverse row kept here agrees with itself, as a row miscopied by hand would not', () => {
  const rows: Record<string, string>[] = parse(readFileSync(path.join(folder, 'nfl/games.csv'), 'utf8'), {
    columns: true,
  });
  const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const disagreements = rows.flatMap((row) => {
    const [away, home] = [Number(row.away_score), Number(row.home_score)];
    const day = row.gameday ?? '';
    const compact = day.replaceAll('-', '');
    const played = row.away_score !== '' && row.home_score !== '';
    const checks = {
      id: row.game_id === `${row.season}_${row.week?.padStart(2, '0')}_${row.away_team}_${row.home_team}`,
      weekday: row.weekday === weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()],
      // Only played games: the publisher's unplayed 2025 week 18 rows carry the year before in their ids.
      result: !played || Number(row.result) === home - away,
      total: !played || Number(row.total) === home + away,
      ids: !played || (row.old_game_id?.startsWith(compact) && row.pfr?.startsWith(compact)),
    };
    return Object.entries(checks).flatMap(([name, ok]) => (ok ? [] : [`${row.game_id} ${name}`]));
  });
  expect(disagreements).toEqual([]);
  for (const season of ['2023', '2024', '2025']) {
    const regular = rows
      .filter((row) => row.season === season && row.game_type === 'REG')
      .flatMap((row) => [row.away_team, row.home_team]);
    expect([season, new Set(regular).size, regular.length]).toEqual([season, 32, 32 * 17]);
  }
});

test('a Retrosheet game log gives the date, the teams and the runs, and no clock time', () => {
  const mlb = games.filter((game) => game.league === 'MLB');
  expect(mlb.map((game) => `${game.away}-${game.home} ${game.awayScore}-${game.homeScore}`)).toEqual([
    'COL-ARI 1-16',
    'WAS-CIN 2-8',
    'NYA-HOU 5-4',
    'CLE-OAK 8-0',
  ]);
  expect(mlb.every((game) => game.day === '2024-03-28' && game.start === null)).toBe(true);
});

test('a file in neither format is refused, naming it', () => {
  expect(() => gamesOf('date,home,away\n', 'games/odd.csv')).toThrow(
    "games/odd.csv:1:1  is neither nflverse's games.csv nor a Retrosheet game log",
  );
  expect(() => gamesOf('game_id,season\n1,2023\n', 'games/short.csv')).toThrow(
    'games/short.csv:1:1  has no game_type, gameday, gametime, away_team, away_score, home_team, home_score column',
  );
});

test('the alias table names every NFL and MLB team the sample bets on, and every team in the data', () => {
  for (const team of Object.keys(nflTeams)) expect([team, codesOf('NFL', team)?.length]).toEqual([team, 1]);
  for (const team of Object.keys(mlbTeams)) expect(codesOf('MLB', team)).not.toBeNull();
  const known = new Set(Object.values(teamAliases).flatMap((aliases) => Object.values(aliases).flat()));
  expect(games.flatMap((game) => [game.away, game.home]).filter((code) => !known.has(code))).toEqual([]);
});

test('a pick on a real game matches: teams, start and final', () => {
  expect(checked(pick({}))).toEqual([
    {
      id: 'P-1',
      status: 'matched',
      partial: false,
      message: expect.stringMatching(
        /^Jacksonville Jaguars at Buffalo Bills, 2023-10-08 09:30 ET, final 25-20 \(.*games\.csv:67\)$/,
      ),
    },
  ]);
});

test('a moved start, a flipped final and a game never played are each told apart', () => {
  const [start, score, missing, reversed] = checked(
    pick({ event_start: '2023-10-08T11:30:00-04:00' }),
    pick({ score: '20-25' }),
    pick({ event: 'Jacksonville Jaguars at Miami Dolphins' }),
    pick({ event: 'Buffalo Bills at Jacksonville Jaguars', score: '20-25' }),
  );
  expect(start).toMatchObject({
    status: 'start',
    message: expect.stringContaining(
      'starts 2023-10-08 09:30 ET in the data, 2023-10-08 11:30 ET in the record (2 h 00 min later;',
    ),
  });
  expect(score).toMatchObject({
    status: 'score',
    message: expect.stringContaining('final 25-20 in the data, 20-25 in the record'),
  });
  expect(missing).toMatchObject({
    status: 'missing',
    message: 'no game Jacksonville Jaguars at Miami Dolphins within 1 day of 2023-10-08 in the data',
  });
  // "at" names the home team: the same game with the teams swapped is not it.
  expect(reversed).toMatchObject({ status: 'missing' });
});

test('"vs" (a neutral site) finds the game whichever team the data lists at home, the final in the event\'s order', () => {
  expect(checked(pick({ event: 'Buffalo Bills vs Jacksonville Jaguars', score: '20-25' }))[0]).toMatchObject({
    status: 'matched',
    partial: false,
  });
});

test('without a clock time in the data, the date is compared; a doubleheader is told apart by its final', () => {
  const mlb = { sport: 'MLB', event: 'Cleveland Guardians at Athletics', selection: 'Cleveland Guardians moneyline' };
  const [same, otherDay] = checked(
    pick({ ...mlb, event_start: '2024-03-28T22:07:00-04:00', score: '8-0' }),
    pick({ ...mlb, event_start: '2024-03-29T22:07:00-04:00', score: '8-0' }),
  );
  expect(same).toMatchObject({
    status: 'matched',
    message: expect.stringContaining('Cleveland Guardians at Athletics, 2024-03-28, final 8-0'),
  });
  expect(otherDay).toMatchObject({
    status: 'start',
    message: expect.stringContaining('played on 2024-03-28 in the data, 2024-03-29 in the record'),
  });
  const [first, second] = [1, 2].map((game) => ({
    ...games.filter((known) => known.home === 'OAK')[0]!,
    line: game,
    awayScore: game === 1 ? 3 : 8,
  }));
  const doubleheader = checkGames(
    [pick({ ...mlb, event_start: '2024-03-28T16:07:00-04:00', score: '8-0' })],
    [first!, second!],
  );
  expect(doubleheader.checks[0]?.message).toContain('final 8-0 (');
  expect(doubleheader.checks[0]?.message).toMatch(/gl2024\.txt:2\)$/);
});

test("what the data cannot judge is counted apart: other leagues, other dates, sealed picks, a part's score", () => {
  const [nba, later, sealed, part, pending] = checked(
    pick({ sport: 'NBA', event: 'Boston Celtics at New York Knicks' }),
    pick({ event_start: '2026-10-08T13:00:00-04:00' }),
    pick({ event: '' }),
    pick({ score: 'Q1 7-3' }),
    pick({ score: '' }),
  );
  expect(nba).toMatchObject({ status: 'nodata', message: 'no NBA data given' });
  expect(later).toMatchObject({
    status: 'nodata',
    message: '2026-10-08 is outside the NFL data (2023-09-07 to 2026-01-04)',
  });
  expect(sealed).toMatchObject({ status: 'sealed' });
  expect([part, pending]).toEqual([
    expect.objectContaining({ status: 'matched', partial: true }),
    expect.objectContaining({ status: 'matched', partial: true }),
  ]);
});

test('a team the alias table does not know is no such game, pointing at the table', () => {
  expect(checked(pick({ event: 'Jacksonville Jaguars at London Monarchs' }))[0]).toMatchObject({
    status: 'missing',
    message: 'London Monarchs not in the alias table (lib/record/games/teams.mjs)',
  });
});

test("a parlay's legs are each found between its start and its settlement, and any leg's difference fails it", () => {
  const parlay = {
    event: '2-leg parlay',
    event_start: '2023-10-22T13:00:00-04:00',
    settled: '2023-10-23T23:30:00-04:00',
    selection:
      'Cleveland Browns at Indianapolis Colts: Cleveland Browns moneyline (-180); San Francisco 49ers at Minnesota Vikings: Minnesota Vikings moneyline (+260)',
  };
  const [good, bad] = checked(
    pick({ ...parlay, score: 'win 39-38; win 17-22' }),
    pick({ ...parlay, score: 'win 39-38; win 22-17' }),
  );
  expect(good).toMatchObject({ status: 'matched', partial: false });
  expect(bad).toMatchObject({
    status: 'score',
    message: expect.stringMatching(
      /^leg 1 Cleveland Browns at .*; leg 2 score: final 17-22 in the data, 22-17 in the record/,
    ),
  });
});

test('the summary counts the picks that match and, apart, those no data covers', () => {
  const { lines, problems } = checkGames(
    [
      pick({}),
      pick({ id: 'P-2', score: '20-25' }),
      pick({ id: 'P-3', sport: 'NHL', event: 'Boston Bruins at Buffalo Sabres' }),
    ],
    games,
  );
  expect(lines.slice(-2)).toEqual([
    'games    1 of 2 picks match an independent schedule and score (0 of them on the schedule alone: a part of a game, a pick pending or void, or no final in the data)',
    'games    1 pick in leagues or on dates with no data given (NHL 1); 0 sealed picks not checked',
  ]);
  expect(problems).toEqual([
    { rule: 'games', subject: 'P-2', message: expect.stringMatching(/^score differs: final 25-20/) },
  ]);
});
