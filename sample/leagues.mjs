/**
 * The leagues the sample record bets on, as a bettor knows them: the NFL's real games (sample/nfl.mjs),
 * and for the others each one's seasons (regular season, breaks, postseason, from the leagues'
 * published calendars for 2023–2027), a schedule for each in
 * which no team plays twice in a day (or, in football, twice in a week), start times in the home
 * team's own time zone at the hours that league really plays, postseasons played out from each
 * season's strongest teams, and a final score for every game (sample/scores.mjs).
 * sample/generate.mjs picks its games from here.
 */
import { zonedInstant } from '../lib/record/math.mjs';
import { nflGames } from './nfl.mjs';
import { playGame, scoring } from './scores.mjs';
import { firstHalves, teamsBySport } from './teams.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('./scores.mjs').League} League */
/** @typedef {import('./scores.mjs').Final} Final */
/** @typedef {readonly [string, string]} Span a first and last day, "YYYY-MM-DD" */
/**
 * A game's closing lines in public game data: `spread` the home team's expected margin, `total`,
 * and the prices (away's then home's; over's then under's), where the data has them.
 * @typedef {{ spread: number, total: number, moneyline: readonly [number, number] | null,
 *   spreadOdds: readonly [number, number] | null, totalOdds: readonly [number, number] | null }} Closing
 */
/**
 * @typedef {{ league: League, start: number, home: string, away: string, neutral: boolean,
 *   postseason: boolean, margin: number, final: Final, points?: number, closing?: Closing }} Game
 *   margin: the home (or second-named) team's expected margin; points: each team's average points
 *   in this game (simulated games only); closing: the real game's closing lines (games from public
 *   data only)
 */

const ET = 'America/New_York';

/**
 * How much a simulated game's scoring level strays from its league's average (pace, pitchers,
 * parks, goalies), as a share of it: what spreads its total as books hang them.
 */
const paceSpread = /** @type {const} */ ({ NFL: 0.12, NCAAF: 0.15, NBA: 0.035, NCAAB: 0.06, NHL: 0.07, MLB: 0.12 });

/** @param {string} date @param {number} days */
const addDays = (date, days) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** @param {string} date */
const weekday = (date) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** @param {string} from @param {string} to */
function daysFrom(from, to) {
  const list = [];
  for (let day = from; day <= to; day = addDays(day, 1)) list.push(day);
  return list;
}
/** @param {string} time "19:05" @returns {number} minutes */
const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** @type {Map<string, Intl.DateTimeFormat>} */
const clocks = new Map();
/** The wall-clock time of an instant in a zone, "HH:MM". @param {number} ms @param {string} zone */
const clock = (ms, zone) => {
  let format = clocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(zone, format);
  }
  return format.format(ms);
};

/**
 * The hours each league starts games in the home team's own time, for the sample's check of every
 * start (and __tests__/integration/recordSample.test.ts's): earliest and latest local start.
 */
const localWindows = /** @type {const} */ ({
  NFL: ['12:00', '20:30'],
  NCAAF: ['11:00', '20:30'],
  NBA: ['12:00', '20:30'],
  NCAAB: ['11:00', '21:00'],
  NHL: ['12:00', '20:00'],
  MLB: ['12:00', '20:15'],
});
/** Neutral-site games (a Super Bowl, bowls, tournaments) start in these New York hours. */
const neutralWindow = /** @type {const} */ (['12:00', '22:00']);

// ---------------------------------------------------------------- calendars

/** Week 0 to the conference championships, the bowls, the playoff's semifinals and title game. */
/** @type {{ first: string, last: string, bowls: Span, title: string }[]} */
const collegeFootballSeasons = [
  { first: '2023-08-26', last: '2023-12-09', bowls: ['2023-12-16', '2024-01-01'], title: '2024-01-08' },
  { first: '2024-08-24', last: '2024-12-14', bowls: ['2024-12-17', '2025-01-10'], title: '2025-01-20' },
  { first: '2025-08-23', last: '2025-12-13', bowls: ['2025-12-16', '2026-01-09'], title: '2026-01-19' },
  { first: '2026-08-29', last: '2026-12-12', bowls: ['2026-12-15', '2027-01-09'], title: '2027-01-18' },
];

/** Regular season, its breaks, and the first day of the playoffs. */
/** @type {{ regular: Span, breaks: Span[], playoffs: string }[]} */
const nbaSeasons = [
  { regular: ['2023-10-24', '2024-04-14'], breaks: [['2024-02-16', '2024-02-21']], playoffs: '2024-04-20' },
  { regular: ['2024-10-22', '2025-04-13'], breaks: [['2025-02-14', '2025-02-19']], playoffs: '2025-04-19' },
  { regular: ['2025-10-21', '2026-04-12'], breaks: [['2026-02-13', '2026-02-18']], playoffs: '2026-04-18' },
  { regular: ['2026-10-20', '2027-04-11'], breaks: [['2027-02-12', '2027-02-17']], playoffs: '2027-04-17' },
];
/** All-Star 2024, 4 Nations 2025, the 2026 Olympics. */
/** @type {{ regular: Span, breaks: Span[], playoffs: string }[]} */
const nhlSeasons = [
  { regular: ['2023-10-10', '2024-04-18'], breaks: [['2024-02-01', '2024-02-06']], playoffs: '2024-04-20' },
  { regular: ['2024-10-08', '2025-04-17'], breaks: [['2025-02-09', '2025-02-21']], playoffs: '2025-04-19' },
  { regular: ['2025-10-07', '2026-04-16'], breaks: [['2026-02-05', '2026-02-24']], playoffs: '2026-04-18' },
  { regular: ['2026-10-07', '2027-04-15'], breaks: [], playoffs: '2027-04-17' },
];
/** Opening night to Selection Sunday, then the tournament's first Thursday (round of 64). */
/** @type {{ regular: Span, tournament: string }[]} */
const collegeBasketballSeasons = [
  { regular: ['2023-11-06', '2024-03-17'], tournament: '2024-03-21' },
  { regular: ['2024-11-04', '2025-03-16'], tournament: '2025-03-20' },
  { regular: ['2025-11-03', '2026-03-15'], tournament: '2026-03-19' },
  { regular: ['2026-11-02', '2027-03-14'], tournament: '2027-03-18' },
];
/** Opening day to the last day of the regular season, the All-Star break, and the postseason's first day. */
/** @type {{ regular: Span, allStar: Span, postseason: string }[]} */
const mlbSeasons = [
  { regular: ['2023-03-30', '2023-10-01'], allStar: ['2023-07-10', '2023-07-13'], postseason: '2023-10-03' },
  { regular: ['2024-03-28', '2024-09-29'], allStar: ['2024-07-15', '2024-07-18'], postseason: '2024-10-01' },
  { regular: ['2025-03-27', '2025-09-28'], allStar: ['2025-07-14', '2025-07-17'], postseason: '2025-09-30' },
  { regular: ['2026-03-26', '2026-09-27'], allStar: ['2026-07-13', '2026-07-16'], postseason: '2026-09-29' },
];

/** Thanksgiving Days, when the NBA rests (it rests on Christmas Eve too, and the NHL through the 26th). */
const thanksgivings = new Set(['2023-11-23', '2024-11-28', '2025-11-27', '2026-11-26']);

// ---------------------------------------------------------------- building blocks

/**
 * Builds one league's games: ratings per season, scores for every game, start times checked
 * against the league's local window.
 * @param {Random} rng @param {League} league
 */
function leagueBuilder(rng, league) {
  const teams = /** @type {Record<string, string>} */ (teamsBySport[league]);
  const names = Object.keys(teams);
  const { strength, home: edge } = scoring[league];
  /** @type {Map<string, number>} */
  let ratings = new Map(names.map((name) => [name, rng.gaussian() * strength]));
  /** @type {Game[]} */
  const games = [];
  /** @type {Map<string, number>} this regular season's wins */
  let wins = new Map();
  /** @param {string} team @param {string} date */
  const named = (team, date) =>
    league === 'MLB' && team === 'Athletics' && date < '2025' ? 'Oakland Athletics' : team;
  return {
    names,
    /** Teams carry about half their strength into the next season. */
    newSeason() {
      ratings = new Map(
        names.map((name) => [name, (ratings.get(name) ?? 0) * 0.55 + rng.gaussian() * strength * 0.84]),
      );
      wins = new Map();
    },
    /** @param {string} team */
    wins: (team) => wins.get(team) ?? 0,
    /** @param {string} team */
    rating: (team) => ratings.get(team) ?? 0,
    /** @param {string} team */
    zone: (team) => teams[team] ?? ET,
    /**
     * Adds a game and plays it: returns the winner.
     * @param {{ date: string, time: string, home: string, away: string, neutral?: boolean,
     *   zone?: string, postseason?: boolean }} game time: local to the zone (the home team's by default)
     */
    add({ date, time, home, away, neutral = false, zone, postseason = false }) {
      const where = zone ?? (neutral ? ET : (teams[home] ?? ET));
      const start = zonedInstant(date, time, where);
      const [earliest, latest] = neutral ? neutralWindow : localWindows[league];
      const local = minutes(clock(start, neutral ? ET : (teams[home] ?? ET)));
      if (local < minutes(earliest) || local > minutes(latest)) {
        throw new Error(
          `${league} ${away} at ${home} on ${date} starts at ${clock(start, teams[home] ?? ET)} local time`,
        );
      }
      const margin = this.rating(home) - this.rating(away) + (neutral ? 0 : edge);
      const points = scoring[league].points * (1 + rng.gaussian() * paceSpread[league]);
      const final = playGame(rng, league, margin, postseason, points);
      games.push({
        league,
        start,
        home: named(home, date),
        away: named(away, date),
        neutral,
        postseason,
        margin,
        final,
        points,
      });
      const winner = final.home > final.away ? home : away;
      if (!postseason) wins.set(winner, (wins.get(winner) ?? 0) + 1);
      return winner;
    },
    games,
  };
}

/**
 * Basketball and hockey series: a day off between games, and an extra one now and then for travel.
 * @param {number} game @param {number} bestOf
 */
const restDays = (game, bestOf) => (bestOf > 3 && (game === 2 || game === 4) ? 3 : 2);
/**
 * Baseball series: on consecutive days, with off days for travel (after games 2 and 4 of a
 * division series, 2 and 5 of a championship series or the World Series).
 * @param {number} game @param {number} bestOf
 */
const baseballDays = (game, bestOf) =>
  (bestOf === 5 && (game === 2 || game === 4)) || (bestOf === 7 && (game === 2 || game === 5)) ? 2 : 1;

/**
 * A round of a playoff: best-of-N series, the better seed at home in games 1, 2, 5 and 7, a game
 * every day or two; returns each series' winner (in seed order) and the day after the round's last game.
 * @param {ReturnType<typeof leagueBuilder>} builder @param {Random} rng
 * @param {readonly (readonly [string, string])[]} pairs better seed first
 * @param {number} bestOf @param {string} first @param {(date: string, team: string) => string} time
 * @param {(game: number, bestOf: number) => number} [gap] days from one game of a series to the next
 */
function playRound(builder, rng, pairs, bestOf, first, time, gap = restDays) {
  const winners = [];
  let last = first;
  for (const [index, [high, low]] of pairs.entries()) {
    const wins = new Map([
      [high, 0],
      [low, 0],
    ]);
    let date = addDays(first, gap === restDays ? index % 2 : 0);
    for (let game = 1; Math.max(...wins.values()) < Math.ceil(bestOf / 2); game += 1) {
      const home = [1, 2, 5, 7].includes(game) || bestOf === 3 ? high : low;
      const away = home === high ? low : high;
      const winner = builder.add({ date, time: time(date, home), home, away, postseason: true });
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
      if (date > last) last = date;
      // A travel day when the series changes cities.
      date = addDays(date, gap(game, bestOf));
    }
    winners.push((wins.get(high) ?? 0) > (wins.get(low) ?? 0) ? high : low);
  }
  return { winners, next: addDays(last, gap === restDays ? 2 : 1) };
}

/**
 * The postseason field, best first: the teams with the most regular-season wins (the stronger
 * team first on equal wins).
 * @param {ReturnType<typeof leagueBuilder>} builder @param {number} count @param {readonly string[]} [teams]
 */
const seeds = (builder, count, teams = builder.names) =>
  [...teams].sort((a, b) => builder.wins(b) - builder.wins(a) || builder.rating(b) - builder.rating(a)).slice(0, count);

/**
 * A league's two halves' fields (conferences, or baseball's leagues), each best first.
 * @param {ReturnType<typeof leagueBuilder>} builder @param {'NBA' | 'NHL' | 'MLB'} league @param {number} count
 */
const halfFields = (builder, league, count) =>
  [true, false].map((first) =>
    seeds(
      builder,
      count,
      builder.names.filter((team) => firstHalves[league].has(team) === first),
    ),
  );

/**
 * A postseason in two halves: each half's bracket played round by round (the rounds of both halves
 * on the same days), then the halves' champions in the final, the team with more wins at home first.
 * @param {ReturnType<typeof leagueBuilder>} builder @param {Random} rng
 * @param {string[][]} fields each half's teams, in bracket order @param {number[]} rounds each round's best-of, the final's last
 * @param {string} first @param {(date: string, team: string) => string} time
 * @param {(game: number, bestOf: number) => number} [gap]
 */
function twoHalves(builder, rng, fields, rounds, first, time, gap) {
  let halves = fields;
  let next = first;
  for (const bestOf of rounds.slice(0, -1)) {
    const round = playRound(builder, rng, halves.flatMap(bracket), bestOf, next, time, gap);
    let taken = 0;
    halves = halves.map((half) => {
      const winners = round.winners.slice(taken, taken + half.length / 2);
      taken += half.length / 2;
      return winners;
    });
    next = round.next;
  }
  const [one = '', other = ''] = halves.map((half) => half[0] ?? '');
  /** @type {[string, string]} */
  const final = builder.wins(one) >= builder.wins(other) ? [one, other] : [other, one];
  playRound(builder, rng, [final], rounds.at(-1) ?? 7, next, time, gap);
}

/** Pairs seeds for a bracket: 1 v N, 2 v N-1 … @param {readonly string[]} field */
const bracket = (field) =>
  field
    .slice(0, field.length / 2)
    .map((team, index) => /** @type {const} */ ([team, field[field.length - 1 - index] ?? '']));

/**
 * Pairs free teams at random.
 * @param {Random} rng @param {string[]} free @param {number} count
 */
function pairUp(rng, free, count) {
  rng.shuffle(free);
  /** @type {[string, string][]} */
  const pairs = [];
  while (pairs.length < count && free.length >= 2)
    pairs.push([/** @type {string} */ (free.pop()), /** @type {string} */ (free.pop())]);
  return pairs;
}

/**
 * Gives each game a New York slot that falls in its home team's local window, the west coast's
 * games the late slots first; a game with no slot left in its window swaps home and away.
 * @param {ReturnType<typeof leagueBuilder>} builder @param {Random} rng @param {League} league
 * @param {readonly [string, string][]} pairs home, away @param {string} date @param {string[]} slots New York times
 * @returns {{ home: string, away: string, time: string, zone: string }[]}
 */
function slotted(builder, rng, league, pairs, date, slots) {
  const [earliest, latest] = localWindows[league];
  /** @param {string} team @param {string} slot */
  const fits = (team, slot) => {
    const local = minutes(clock(zonedInstant(date, slot, ET), builder.zone(team)));
    return local >= minutes(earliest) && local <= minutes(latest);
  };
  const open = [...slots];
  const ordered = [...pairs].sort(
    (a, b) => open.filter((slot) => fits(a[0], slot)).length - open.filter((slot) => fits(b[0], slot)).length,
  );
  return ordered.flatMap(([home, away]) => {
    for (const [host, guest] of [
      [home, away],
      [away, home],
    ]) {
      const choices = open.filter((slot) => fits(host ?? '', slot));
      if (choices.length) {
        const slot = rng.choose(choices);
        open.splice(open.indexOf(slot), 1);
        return [{ home: host ?? '', away: guest ?? '', time: slot, zone: ET }];
      }
    }
    return [];
  });
}

// ---------------------------------------------------------------- leagues

/** @typedef {ReturnType<typeof leagueBuilder>} Builder */
/** @param {Random} rng @param {string} from @param {string} to */
function collegeFootball(rng, from, to) {
  const builder = leagueBuilder(rng, 'NCAAF');
  for (const season of collegeFootballSeasons) {
    if (season.title < from || season.first > to) continue;
    builder.newSeason();
    for (let saturday = season.first; saturday <= season.last; saturday = addDays(saturday, 7)) {
      const free = builder.names.filter(() => rng.random() < 0.9);
      const thursday = addDays(saturday, -2);
      const friday = addDays(saturday, -1);
      const weekday = (/** @type {string} */ date, /** @type {string} */ slot) => {
        if (rng.random() < 0.6)
          slotted(builder, rng, 'NCAAF', pairUp(rng, free, 1), date, [slot]).forEach((game) =>
            builder.add({ date, ...game }),
          );
      };
      if (saturday > season.first) {
        weekday(thursday, '19:30');
        weekday(friday, '19:00');
      }
      const count = Math.floor(free.length / 2);
      const slots = ['12:00', '12:00', '12:00', '15:30', '15:30', '15:30', '19:00', '19:30', '19:30', '22:30', '22:30'];
      const pairs = pairUp(rng, free, count);
      const last = season.last === saturday;
      slotted(builder, rng, 'NCAAF', last ? pairs.slice(0, 5) : pairs, saturday, [
        ...slots,
        ...Array.from({ length: Math.max(0, count - slots.length) }, () => rng.choose(['12:00', '15:30', '19:00'])),
      ]).forEach((game) => builder.add({ date: saturday, ...game }));
    }
    // The playoff's semifinals on the bowls' last days, the title game, and bowls for others.
    const field = seeds(builder, 4);
    const [semiOne, semiTwo] = [addDays(season.bowls[1], -1), season.bowls[1]];
    const semis = bracket(field);
    const finalists = [
      builder.add({
        date: season.bowls[1] === '2024-01-01' ? semiTwo : semiOne,
        time: '17:00',
        home: semis[0]?.[0] ?? '',
        away: semis[0]?.[1] ?? '',
        neutral: true,
        postseason: true,
      }),
      builder.add({
        date: semiTwo,
        time: '20:45',
        home: semis[1]?.[0] ?? '',
        away: semis[1]?.[1] ?? '',
        neutral: true,
        postseason: true,
      }),
    ];
    builder.add({
      date: season.title,
      time: '19:30',
      home: finalists[0] ?? '',
      away: finalists[1] ?? '',
      neutral: true,
      postseason: true,
    });
    const others = rng.shuffle(builder.names.filter((team) => !field.includes(team)));
    for (const date of daysFrom(season.bowls[0], addDays(season.bowls[1], -2))) {
      const slots = rng.choose([['14:00'], ['12:00', '15:30'], ['12:00', '15:30', '19:30'], ['15:30', '20:00']]);
      for (const time of slots) {
        const [home, away] = [others.pop(), others.pop()];
        if (home && away) builder.add({ date, time, home, away, neutral: true, postseason: true });
      }
    }
  }
  return builder.games;
}

/**
 * A basketball or hockey regular season: most teams every second or third night, back-to-backs
 * allowed, never twice in a day, at the league's local hours.
 * @param {ReturnType<typeof leagueBuilder>} builder @param {Random} rng @param {League} league
 * @param {readonly string[]} days @param {(date: string) => number} count games that day
 * @param {(date: string, zone: string) => string} time local start
 */
function nightly(builder, rng, league, days, count, time) {
  /** @type {Map<string, string[]>} */
  const played = new Map();
  for (const date of days) {
    const rested = builder.names.filter((team) => {
      const dates = played.get(team) ?? [];
      return !(dates.at(-1) === addDays(date, -1) && dates.at(-2) === addDays(date, -2));
    });
    for (const [home, away] of pairUp(rng, rested, count(date))) {
      builder.add({ date, time: time(date, builder.zone(home)), home, away });
      for (const team of [home, away]) played.set(team, [...(played.get(team) ?? []), date]);
    }
  }
}

/** @param {string} zone local hours: the Pacific and Mountain zones start weeknight games a little later */
const west = (zone) => zone === 'America/Los_Angeles' || zone === 'America/Vancouver' || zone === 'America/Phoenix';

/** @param {Random} rng @param {string} from @param {string} to */
function nba(rng, from, to) {
  const builder = leagueBuilder(rng, 'NBA');
  for (const season of nbaSeasons) {
    if (addDays(season.playoffs, 60) < from || season.regular[0] > to) continue;
    builder.newSeason();
    const days = daysFrom(...season.regular).filter(
      (date) =>
        !season.breaks.some(([a, b]) => date >= a && date <= b) &&
        !thanksgivings.has(date) &&
        date.slice(5) !== '12-24',
    );
    const weekend = (/** @type {string} */ date) => weekday(date) === 0 || weekday(date) === 6;
    nightly(
      builder,
      rng,
      'NBA',
      days,
      (date) => (date.slice(5) === '12-25' ? 5 : rng.integer(weekend(date) ? 5 : 3, 11)),
      (date, zone) =>
        date.slice(5) === '12-25' || (weekend(date) && rng.random() < 0.25)
          ? rng.choose(['12:00', '14:30', '15:30', '17:00', '18:00'])
          : west(zone)
            ? rng.choose(['19:00', '19:00', '19:30'])
            : rng.choose(['19:00', '19:00', '19:30', '19:30', '20:00']),
    );
    const time = (/** @type {string} */ date, /** @type {string} */ home) =>
      weekend(date) && rng.random() < 0.4
        ? rng.choose(['13:00', '15:30', '17:00'])
        : west(builder.zone(home))
          ? rng.choose(['19:00', '19:30'])
          : rng.choose(['19:00', '19:30', '20:00', '20:30']);
    twoHalves(builder, rng, halfFields(builder, 'NBA', 8), [7, 7, 7, 7], season.playoffs, time);
  }
  return builder.games;
}

/** @param {Random} rng @param {string} from @param {string} to */
function nhl(rng, from, to) {
  const builder = leagueBuilder(rng, 'NHL');
  for (const season of nhlSeasons) {
    if (addDays(season.playoffs, 60) < from || season.regular[0] > to) continue;
    builder.newSeason();
    const days = daysFrom(...season.regular).filter(
      (date) =>
        !season.breaks.some(([a, b]) => date >= a && date <= b) &&
        !(date.slice(5) >= '12-24' && date.slice(5) <= '12-26'),
    );
    const weekend = (/** @type {string} */ date) => weekday(date) === 0 || weekday(date) === 6;
    nightly(
      builder,
      rng,
      'NHL',
      days,
      (date) => rng.integer(weekend(date) ? 6 : 2, weekend(date) ? 13 : 9),
      (date) =>
        weekend(date) && rng.random() < 0.3
          ? rng.choose(['12:30', '13:00', '15:00', '16:00', '17:00'])
          : rng.choose(['19:00', '19:00', '19:00', '19:30', '19:30', '18:00']),
    );
    const time = (/** @type {string} */ date) =>
      weekend(date) && rng.random() < 0.3
        ? rng.choose(['13:00', '15:00'])
        : rng.choose(['19:00', '19:00', '19:30', '20:00']);
    twoHalves(builder, rng, halfFields(builder, 'NHL', 8), [7, 7, 7, 7], season.playoffs, time);
  }
  return builder.games;
}

/** @param {Random} rng @param {string} from @param {string} to */
function collegeBasketball(rng, from, to) {
  const builder = leagueBuilder(rng, 'NCAAB');
  for (const season of collegeBasketballSeasons) {
    if (addDays(season.tournament, 20) < from || season.regular[0] > to) continue;
    builder.newSeason();
    const days = daysFrom(...season.regular).filter((date) => !['12-24', '12-25'].includes(date.slice(5)));
    const weekend = (/** @type {string} */ date) => weekday(date) === 0 || weekday(date) === 6;
    nightly(
      builder,
      rng,
      'NCAAB',
      days,
      (date) => rng.integer(weekend(date) ? 12 : 5, weekend(date) ? 24 : 14),
      (date, zone) =>
        weekend(date)
          ? rng.choose(['12:00', '13:00', '14:00', '16:00', '18:00', '20:00'])
          : west(zone)
            ? rng.choose(['18:00', '19:00', '20:00'])
            : rng.choose(['18:30', '19:00', '19:00', '20:00', '21:00']),
    );
    // March Madness: the field of 64 in rounds of two days, then the Final Four and the title game.
    const tip = [
      '12:15',
      '12:40',
      '13:30',
      '14:00',
      '15:00',
      '15:15',
      '16:00',
      '16:30',
      '18:50',
      '19:10',
      '19:25',
      '19:35',
      '21:20',
      '21:45',
    ];
    let field = seeds(builder, 64);
    const roundStarts = [0, 2, 7, 9];
    for (const offset of roundStarts) {
      const pairs = bracket(field);
      const winners = pairs.map(([high, low], index) =>
        builder.add({
          date: addDays(season.tournament, offset + (index % 2)),
          time: tip[Math.floor(index / 2) % tip.length] ?? '19:10',
          home: low,
          away: high,
          neutral: true,
          postseason: true,
        }),
      );
      field = [...winners];
    }
    const finalFour = addDays(season.tournament, 16);
    const finalists = bracket(field).map(([high, low], index) =>
      builder.add({
        date: finalFour,
        time: index === 0 ? '18:09' : '20:49',
        home: low,
        away: high,
        neutral: true,
        postseason: true,
      }),
    );
    builder.add({
      date: addDays(finalFour, 2),
      time: '21:20',
      home: finalists[1] ?? '',
      away: finalists[0] ?? '',
      neutral: true,
      postseason: true,
    });
  }
  return builder.games;
}

/** @param {Random} rng @param {string} from @param {string} to */
function mlb(rng, from, to) {
  const builder = leagueBuilder(rng, 'MLB');
  for (const season of mlbSeasons) {
    if (addDays(season.postseason, 35) < from || season.regular[0] > to) continue;
    builder.newSeason();
    // Three-game series with the same home team, a getaway day game now and then, most teams off
    // on some Mondays and Thursdays.
    const days = daysFrom(...season.regular).filter((date) => date < season.allStar[0] || date > season.allStar[1]);
    /** @type {[string, string][]} */
    let series = [];
    for (const [index, date] of days.entries()) {
      if (index % 3 === 0) series = pairUp(rng, [...builder.names], 15);
      const last = index % 3 === 2;
      const weekend = weekday(date) === 0 || weekday(date) === 6;
      for (const [home, away] of series) {
        if ((weekday(date) === 1 || weekday(date) === 4) && rng.random() < 0.35) continue;
        const zone = builder.zone(home);
        const time =
          weekday(date) === 0
            ? rng.random() < 0.93
              ? rng.choose(['13:05', '13:10', '13:35', '13:40', '14:10'])
              : '19:10'
            : weekday(date) === 6
              ? rng.choose(['13:05', '16:05', '16:10', '18:10', '19:05', '19:15'])
              : last && rng.random() < 0.35
                ? rng.choose(['12:10', '12:35', '13:05', '13:10', '13:20'])
                : west(zone)
                  ? rng.choose(['18:40', '18:45', '19:10'])
                  : rng.choose(['18:40', '18:45', '19:05', '19:07', '19:10', '19:10', '19:20', '19:40']);
        builder.add({
          date,
          time: weekend && time === '19:10' && weekday(date) === 0 && !west(zone) ? '19:10' : time,
          home,
          away,
        });
      }
    }
    // The postseason: six teams a league, the top two resting through the wild-card series (best
    // of three); each league's champion meets the other's in the World Series.
    const fields = halfFields(builder, 'MLB', 6);
    const time = (/** @type {string} */ _date, /** @type {string} */ home) =>
      west(builder.zone(home))
        ? rng.choose(['13:08', '17:08', '18:08'])
        : rng.choose(['13:08', '16:08', '19:08', '20:08']);
    const wildCard = playRound(
      builder,
      rng,
      fields.flatMap((field) => bracket(field.slice(2))),
      3,
      season.postseason,
      time,
      baseballDays,
    );
    const division = fields.map((field) => [
      ...field.slice(0, 2),
      ...bracket(field.slice(2)).flatMap((pair) => pair.filter((team) => wildCard.winners.includes(team))),
    ]);
    twoHalves(builder, rng, division, [5, 7, 7], wildCard.next, time, baseballDays);
  }
  return builder.games;
}

/**
 * Every league's games from one day to another, in start order: the NFL's from public game data
 * (sample/nfl.mjs), the others played out here.
 * @param {Random} rng @param {string} from @param {string} to
 * @param {readonly import('../lib/record/games/formats.mjs').Game[]} data public game data (data/record/games.mjs)
 * @returns {Game[]}
 */
export function schedule(rng, from, to, data) {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T23:59:59Z`);
  return [
    ...nflGames(data, start, end),
    ...[collegeFootball, nba, nhl, collegeBasketball, mlb].flatMap((league) => league(rng, from, to)),
  ]
    .filter((game) => game.start >= start && game.start <= end)
    .sort((a, b) => a.start - b.start);
}

/** How long a game lasts before it is final, in hours, by league. */
export const gameHours = /** @type {const} */ ({ NFL: 3.2, NCAAF: 3.5, NBA: 2.3, NCAAB: 2.1, NHL: 2.6, MLB: 2.8 });
