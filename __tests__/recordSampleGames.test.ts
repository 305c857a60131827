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

test('no NFL pick or parlay leg is on a part of a game: the data has finals only', () => {
  const parts = /first half|first quarter|\b1H\b|\bQ1\b/i;
  const onParts = nfl.filter(
    (pick) => parts.test(pick.selection ?? '') || (pick.score ?? '').split('; ').some((s) => /^(?:\w+ )?1H /.test(s)),
  );
  expect(onParts.map((pick) => `${pick.id}: ${pick.selection} (${pick.score})`)).toEqual([]);
});

/** A pick's number: the last signed number of its selection ("Dallas Cowboys -3.5", "Over 44"). */
const numberOf = (selection: string) => Number(/([+-]?\d+(?:\.\d+)?)$/.exec(selection)?.[1]);
const straightNfl = nfl.filter((pick) => pick.market !== 'parlay' && pick.result !== 'void');

test('the NFL side is chosen without the result: its record against the spread is a handicapper’s, not hindsight', () => {
  const spreads = straightNfl.filter((pick) => pick.market === 'spread');
  const rate = (list: Row[]) => {
    const wins = list.filter((pick) => pick.result === 'win').length;
    return wins / (wins + list.filter((pick) => pick.result === 'loss').length);
  };
  expect(spreads.length).toBeGreaterThan(30);
  // 74% (40-14) before: about 3 chances in 10,000 for a bettor at 53%.
  expect(rate(spreads)).toBeLessThan(0.6);
  expect(rate(spreads)).toBeGreaterThan(0.4);
  expect(rate(straightNfl)).toBeLessThan(0.6);
});

test('every NFL spread and total is the data’s close, taken within a point and a half of it, never across zero', () => {
  const problems = straightNfl.flatMap((pick) => {
    if (!pick.closing_odds) return [`${pick.id}: no closing odds although the data has the close`];
    if (pick.market !== 'spread' && pick.market !== 'total') return [];
    const day = kickoff(pick.event_start ?? '').slice(0, 10);
    const row = rowOf(pick.event ?? '', day);
    const selection = pick.selection ?? '';
    const taken = numberOf(selection);
    const home = code(selection.slice(0, selection.lastIndexOf(' '))) === row?.home_team;
    const close = pick.market === 'total' ? Number(row?.total_line) : (home ? -1 : 1) * Number(row?.spread_line);
    const problem: string[] = [];
    if (Number(pick.closing_line) !== close) problem.push(`${pick.id}: closing ${pick.closing_line}, data ${close}`);
    if (Math.abs(taken - close) > 1.5)
      problem.push(`${pick.id}: ${selection} is more than 1.5 from the close ${close}`);
    if (pick.market === 'spread' && taken * close <= 0)
      problem.push(`${pick.id}: ${selection} is across zero from ${close}`);
    return problem;
  });
  expect(problems).toEqual([]);
});

// The simulated leagues' markets, as books hang them (issue 42).
const bySport = (sport: string, market: string) =>
  picks.filter((pick) => pick.sport === sport && pick.market === market && pick.result !== 'void');

test('simulated totals spread as real ones do, and their closing numbers move and fall on half points', () => {
  const numbers = (list: Row[]) => new Set(list.map((pick) => numberOf(pick.selection ?? '')));
  const mlb = bySport('MLB', 'total');
  expect(numbers(mlb).size).toBeGreaterThanOrEqual(6);
  expect(
    mlb.filter((pick) => pick.closing_line && Number(pick.closing_line) !== numberOf(pick.selection ?? '')).length,
  ).toBeGreaterThan(0);
  const nhl = bySport('NHL', 'total');
  expect([...numbers(nhl)].sort()).toEqual([5.5, 6, 6.5]);
  expect(nhl.filter((pick) => pick.closing_line).length).toBeGreaterThan(nhl.length / 2);
  const nba = [...numbers(bySport('NBA', 'total'))];
  expect(Math.min(...nba)).toBeGreaterThanOrEqual(205);
  expect(Math.max(...nba)).toBeLessThanOrEqual(250);
  expect(Math.max(...nba) - Math.min(...nba)).toBeGreaterThan(25);
  for (const sport of ['NBA', 'NCAAB', 'NCAAF']) {
    const closes = picks
      .filter((pick) => pick.sport === sport && pick.closing_line)
      .map((pick) => Number(pick.closing_line));
    const halves = closes.filter((line) => line % 1 !== 0).length / closes.length;
    expect([sport, halves > 0.3 && halves < 0.7]).toEqual([sport, true]);
  }
});

test('times carry no fingerprint: settlements at any second, no floor of posting leads', () => {
  const groups = new Map<string, Set<string>>();
  for (const pick of picks) {
    if (pick.result === 'void') continue;
    const part = /first (?:half|quarter|period|five)/.test(pick.selection ?? '') ? 'part' : 'full';
    const key = `${pick.sport} ${part}`;
    groups.set(key, (groups.get(key) ?? new Set()).add((pick.settled ?? '').slice(17, 19)));
  }
  const counts = picks.reduce((map, pick) => {
    const part = /first (?:half|quarter|period|five)/.test(pick.selection ?? '') ? 'part' : 'full';
    return map.set(`${pick.sport} ${part}`, (map.get(`${pick.sport} ${part}`) ?? 0) + 1);
  }, new Map<string, number>());
  const fixed = [...groups].filter(([key, seconds]) => (counts.get(key) ?? 0) >= 10 && seconds.size < 10);
  expect(fixed.map(([key, seconds]) => `${key}: ${[...seconds].join(' ')}`)).toEqual([]);
  const leads = picks.map((pick) => Date.parse(pick.event_start ?? '') - Date.parse(pick.posted ?? ''));
  const least = Math.min(...leads);
  expect(leads.filter((lead) => lead < least + 60_000).length).toBeLessThan(picks.length / 100);
});

test('no parlay is voided whole: a book drops a called-off leg and keeps the rest', () => {
  const voided = picks.filter((pick) => pick.market === 'parlay' && pick.result === 'void');
  expect(voided.map((pick) => pick.id)).toEqual([]);
});
