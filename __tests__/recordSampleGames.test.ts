/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { codesOf } from '@/lib/record/games/teams.mjs';

// The sample's NFL picks recomputed from the vendored nflverse file alone (not through
// lib/record/games/check.mjs): each game on its day, at its kickoff, with its final score.

type Row = Record<string, string>;
const picks: Row[] = parse(readFileSync('content/record/picks.csv', 'utf8'), { columns: true });
const data: Row[] = parse(readFileSync('content/games/nfl/games.csv', 'utf8'), { columns: true });
const nfl = picks.filter((pick) => pick.sport === 'NFL');

const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** An instant as nflverse writes a kickoff: the New York day and time, "2023-11-23 12:30". */
const kickoff = (instant: string) => {
  const part = (type: string) => clock.formatToParts(new Date(instant)).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
};
const code = (team: string) => codesOf('NFL', team)?.[0] ?? `unknown team ${team}`;

/** Each game an NFL pick names, with its score: one for a straight bet, one per leg of a parlay. */
function games(pick: Row) {
  if (pick.market !== 'parlay') return [{ event: pick.event ?? '', score: pick.score ?? '', kickoff: true }];
  const scores = (pick.score ?? '').split('; ').map((score) => score.replace(/^\w+ /, ''));
  return (pick.selection ?? '').split('; ').map((leg, index) => ({
    event: leg.slice(0, leg.indexOf(': ')),
    score: scores[index] ?? '',
    kickoff: false,
  }));
}

/** The data's row for a game on a day: the away team first for "at", either order for "vs". */
function rowOf(event: string, day: string) {
  const [, away = '', word, home = ''] = /^(.+) (at|vs) (.+)$/.exec(event) ?? [];
  return data.find(
    (row) =>
      row.gameday === day &&
      ((row.away_team === code(away) && row.home_team === code(home)) ||
        (word === 'vs' && row.away_team === code(home) && row.home_team === code(away))),
  );
}

test('every NFL game of the sample is in nflverse’s data on its day, at its kickoff, with its final', () => {
  expect(nfl.length).toBeGreaterThan(100);
  const problems = nfl.flatMap((pick) =>
    games(pick).flatMap(({ event, score, kickoff: timed }) => {
      const start = kickoff(pick.event_start ?? '');
      const row = rowOf(event, start.slice(0, 10));
      if (!row) return [`${pick.id}: no game ${event} on ${start.slice(0, 10)}`];
      const problem: string[] = [];
      if (timed && `${row.gameday} ${row.gametime}` !== start)
        problem.push(`${pick.id}: ${event} kicks off ${row.gameday} ${row.gametime}, not ${start}`);
      const flipped = row.away_team !== code(event.split(/ (?:at|vs) /)[0] ?? '');
      const [away, home] = flipped ? [row.home_score, row.away_score] : [row.away_score, row.home_score];
      const [, part, a, h] = /^(?:(1H) )?(\d+)-(\d+)(?: OT)?$/.exec(score) ?? [];
      if (pick.result === 'void') return problem;
      if (a === undefined) problem.push(`${pick.id}: score "${score}" is not a final or a first half`);
      else if (part ? Number(a) > Number(away) || Number(h) > Number(home) : a !== away || h !== home)
        problem.push(`${pick.id}: ${event} ended ${away}-${home}; the pick says ${score}`);
      if (!part && / OT$/.test(score) !== (row.overtime === '1'))
        problem.push(`${pick.id}: ${event} overtime is ${row.overtime}; the pick says ${score}`);
      return problem;
    }),
  );
  expect(problems).toEqual([]);
  // Nothing after the data's last final.
  const lastFinal = data.filter((row) => row.home_score).at(-1)?.gameday ?? '';
  expect(nfl.filter((pick) => kickoff(pick.event_start ?? '').slice(0, 10) > lastFinal)).toEqual([]);
});

test('every NFL postseason pick is a postseason game of the data, and every Thanksgiving the data has is bet', () => {
  const postseasonDays = new Set(data.filter((row) => row.game_type !== 'REG').map((row) => row.gameday));
  const postseason = nfl.filter((pick) => postseasonDays.has(kickoff(pick.event_start ?? '').slice(0, 10)));
  expect(postseason.length).toBeGreaterThanOrEqual(10);
  const wrong = postseason.flatMap((pick) =>
    games(pick).flatMap(({ event }) => {
      const row = rowOf(event, kickoff(pick.event_start ?? '').slice(0, 10));
      return row?.game_type === 'REG' || !row ? [`${pick.id}: ${event} is not a postseason game`] : [];
    }),
  );
  expect(wrong).toEqual([]);
  // A Super Bowl among them, the data's own.
  const superBowls = postseason.filter(
    (pick) => rowOf(pick.event ?? '', kickoff(pick.event_start ?? '').slice(0, 10))?.game_type === 'SB',
  );
  expect(superBowls.length).toBeGreaterThan(0);

  const thanksgivings = [...new Set(data.map((row) => row.gameday ?? ''))].filter(
    (day) =>
      day.slice(5, 7) === '11' &&
      Number(day.slice(8)) >= 22 &&
      Number(day.slice(8)) <= 28 &&
      new Date(`${day}T12:00:00Z`).getUTCDay() === 4,
  );
  const played = thanksgivings.filter((day) => data.some((row) => row.gameday === day && row.home_score));
  expect(played).toEqual(['2023-11-23', '2024-11-28', '2025-11-27']);
  const bet = played.filter((day) => nfl.some((pick) => kickoff(pick.event_start ?? '').startsWith(day)));
  expect(bet).toEqual(played);
});

test('an NFL first half settles at halftime, not at the final whistle', () => {
  const halves = nfl.filter((pick) => /^1H /.test(pick.score ?? ''));
  expect(halves.length).toBeGreaterThan(0);
  const hours = halves.map((pick) => (Date.parse(pick.settled ?? '') - Date.parse(pick.event_start ?? '')) / 3_600_000);
  expect(hours.filter((value) => value < 1.5 || value > 2.3)).toEqual([]);
});
