/**
 * Each pick's event checked against public game data (lib/record/games/formats.mjs): found by
 * league, teams (the alias table, lib/record/games/teams.mjs) and date, then its start and final
 * score compared with the data's. A parlay's legs are each checked the same way.
 */
import { readCsvObjects } from '../ledger/csv.mjs';
import { calendarDay } from '../math.mjs';
import { codesOf } from './teams.mjs';

/** @typedef {import('./formats.mjs').Game} Game */
/**
 * A pick as the published record.csv writes it; `event` is empty while the pick is sealed.
 * @typedef {{ id: string, sport: string, event: string, event_start: string, selection: string,
 *   score: string, settled: string }} PickRow
 */

/** The columns of a ledger or record.csv the check reads. */
const pickColumns = /** @type {const} */ (['id', 'sport', 'event', 'event_start', 'selection', 'score', 'settled']);

/**
 * A ledger's or record.csv's rows as the check reads them: the columns above, '' where one is missing.
 * @param {string} text @returns {PickRow[]}
 */
export const pickRowsOf = (text) =>
  readCsvObjects(text).map(
    (row) => /** @type {PickRow} */ (Object.fromEntries(pickColumns.map((column) => [column, row[column] ?? '']))),
  );
/**
 * What the data says of one pick: `matched`, `start` (the start or date differs), `score` (the
 * final differs), `missing` (no such game), `nodata` (no data for its league or date) or `sealed`.
 * `partial`: matched on the schedule, with no full-game final to compare (a part of a game, a
 * pick still pending, a void, or a game the data has no final for).
 * @typedef {{ id: string, status: 'matched' | 'start' | 'score' | 'missing' | 'nodata' | 'sealed',
 *   partial: boolean, message: string }} GameCheck
 */

export const gameRules = /** @type {const} */ ({
  games:
    "a pick's event is a game of the independent data given with --games, on its date and start, with its final score",
});

/** The zone the ledger's and nflverse's times are read in for messages and dates. */
const ET = 'America/New_York';
const DAY = 86_400_000;
/** @type {Intl.DateTimeFormat | undefined} */
let clockFormat;
/** @param {number} ms */
const clock = (ms) => {
  clockFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: ET,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${calendarDay(ms, ET)} ${clockFormat.format(ms)} ET`;
};
/** @param {number} minutes */
const duration = (minutes) => {
  const size = Math.abs(minutes);
  return `${Math.floor(size / 60)} h ${String(size % 60).padStart(2, '0')} min ${minutes > 0 ? 'later' : 'earlier'}`;
};
/** @param {string} day @param {number} days */
const shift = (day, days) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The games of a dataset indexed by league and teams, with the days each league's data covers.
 * @param {readonly Game[]} games
 */
export function gameIndex(games) {
  /** @type {Map<string, Game[]>} */
  const byTeams = new Map();
  /** @type {Map<string, { first: string, last: string }>} */
  const covered = new Map();
  for (const game of games) {
    const key = `${game.league} ${game.away} ${game.home}`;
    byTeams.set(key, [...(byTeams.get(key) ?? []), game]);
    const span = covered.get(game.league);
    covered.set(game.league, {
      first: !span || game.day < span.first ? game.day : span.first,
      last: !span || game.day > span.last ? game.day : span.last,
    });
  }
  return { byTeams, covered };
}
/** @typedef {ReturnType<typeof gameIndex>} GameIndex */

/**
 * A score as the ledger writes it (docs/grading.md): "24-17", "27-24 OT", "5-4 F/11" are finals,
 * away first; "F5 3-2", "1H 14-10" a part's; a status word or nothing, no score.
 * @param {string} text
 * @returns {{ away: number, home: number } | 'part' | null}
 */
function finalOf(text) {
  const match = /^(?:([A-Z0-9]{2}) )?(\d+)-(\d+)(?: \S+)?$/.exec(text);
  if (!match) return null;
  return match[1] ? 'part' : { away: Number(match[2]), home: Number(match[3]) };
}

/**
 * The game of the data that an event names, within `days` of the day given: both orders for "vs"
 * (a neutral site), the away team first for "at".
 * @param {GameIndex} index @param {string} sport @param {string} event @param {string} day @param {number} days
 * @returns {{ game: Game, flipped: boolean }[] | string} the candidates, or why there can be none
 */
function candidates(index, sport, event, day, days) {
  const teams = /^(.+?) (at|vs\.?) (.+)$/.exec(event);
  if (!teams) return `"${event}" does not name two teams as "Away at Home" or "A vs B"`;
  const [, away = '', word = '', home = ''] = teams;
  const [awayCodes, homeCodes] = [codesOf(sport, away), codesOf(sport, home)];
  const unknown = [away, home].filter((_, side) => !(side ? homeCodes : awayCodes));
  if (unknown.length) return `${unknown.join(' and ')} not in the alias table (lib/record/games/teams.mjs)`;
  const within = (/** @type {Game} */ game) => game.day >= shift(day, -days) && game.day <= shift(day, days);
  const pairs = (/** @type {readonly string[]} */ first, /** @type {readonly string[]} */ second) =>
    first.flatMap((a) => second.flatMap((h) => (index.byTeams.get(`${sport} ${a} ${h}`) ?? []).filter(within)));
  return [
    ...pairs(awayCodes ?? [], homeCodes ?? []).map((game) => ({ game, flipped: false })),
    ...(word === 'at' ? [] : pairs(homeCodes ?? [], awayCodes ?? []).map((game) => ({ game, flipped: true }))),
  ];
}

/**
 * A claimed event (a pick's, or one leg's) against the data.
 * @typedef {{ sport: string, event: string, start: number | null, day: string, days: number, score: string }} Claim
 * @param {GameIndex} index @param {Claim} claim
 * @returns {Omit<GameCheck, 'id'>}
 */
function checkEvent(index, claim) {
  const span = index.covered.get(claim.sport);
  if (!span) return { status: 'nodata', partial: false, message: `no ${claim.sport} data given` };
  const found = candidates(index, claim.sport, claim.event, claim.day, claim.days);
  if (typeof found === 'string') return { status: 'missing', partial: false, message: found };
  if (!found.length && (claim.day < span.first || claim.day > span.last))
    return {
      status: 'nodata',
      partial: false,
      message: `${claim.day} is outside the ${claim.sport} data (${span.first} to ${span.last})`,
    };
  const final = finalOf(claim.score);
  /** The data's final in the event's order, when it has one. @param {{ game: Game, flipped: boolean }} c */
  const dataFinal = ({ game, flipped }) =>
    game.awayScore === null || game.homeScore === null
      ? null
      : flipped
        ? { away: game.homeScore, home: game.awayScore }
        : { away: game.awayScore, home: game.homeScore };
  const differs = (/** @type {{ game: Game, flipped: boolean }} */ c) => {
    const data = dataFinal(c);
    return (
      typeof final === 'object' &&
      final !== null &&
      data !== null &&
      (data.away !== final.away || data.home !== final.home)
    );
  };
  const distance = (/** @type {Game} */ game) =>
    claim.start !== null && game.start !== null
      ? Math.abs(game.start - claim.start)
      : Math.abs(Date.parse(game.day) - Date.parse(claim.day));
  const [best] = [...found].sort(
    (a, b) => distance(a.game) - distance(b.game) || Number(differs(a)) - Number(differs(b)),
  );
  if (!best)
    return {
      status: 'missing',
      partial: false,
      message: `no game ${claim.event} within ${claim.days} day${claim.days === 1 ? '' : 's'} of ${claim.day} in the data`,
    };
  const { game } = best;
  const where = `${game.file}:${game.line}`;
  if (claim.start !== null && game.start !== null && game.start !== claim.start) {
    const minutes = Math.round((claim.start - game.start) / 60_000);
    return {
      status: 'start',
      partial: false,
      message: `starts ${clock(game.start)} in the data, ${clock(claim.start)} in the record (${duration(minutes)}; ${where})`,
    };
  }
  if (claim.start !== null && game.start === null && game.day !== claim.day)
    return {
      status: 'start',
      partial: false,
      message: `played on ${game.day} in the data, ${claim.day} in the record (${where})`,
    };
  const data = dataFinal(best);
  if (differs(best))
    return {
      status: 'score',
      partial: false,
      message: `final ${data?.away}-${data?.home} in the data, ${claim.score} in the record, away-home as the event names them (${where})`,
    };
  const partial = typeof final !== 'object' || final === null || data === null;
  const told = game.start === null ? game.day : clock(game.start);
  return {
    status: 'matched',
    partial,
    message: `${claim.event}, ${told}${partial ? '' : `, final ${claim.score}`} (${where})`,
  };
}

/** The order a pick's legs decide its status in: any disagreement first. */
const precedence = /** @type {const} */ (['missing', 'start', 'score', 'nodata', 'matched']);

/**
 * One pick of the published record against the data: its event, or each leg of a parlay (whose
 * legs may fall on any day from its start to its settlement).
 * @param {GameIndex} index @param {PickRow} row
 * @returns {GameCheck}
 */
export function checkPick(index, row) {
  if (!row.event)
    return { id: row.id, status: 'sealed', partial: false, message: 'sealed: its event is not shown yet' };
  const start = Date.parse(row.event_start);
  const day = calendarDay(start, ET);
  if (!/^\d+-leg parlay$/.test(row.event)) {
    return {
      id: row.id,
      ...checkEvent(index, { sport: row.sport, event: row.event, start, day, days: 1, score: row.score }),
    };
  }
  const settled = Date.parse(row.settled);
  const days = Math.max(1, Number.isNaN(settled) ? 1 : Math.ceil((settled - start) / DAY));
  const scores = row.score.split('; ');
  const legs = row.selection.split('; ').map((leg, n) =>
    checkEvent(index, {
      sport: row.sport,
      event: leg.slice(0, leg.indexOf(': ')),
      start: null,
      day,
      days,
      score: (scores[n] ?? '').replace(/^(?:win|loss|push|void)\s*/, ''),
    }),
  );
  const status = precedence.find((word) => legs.some((leg) => leg.status === word)) ?? 'matched';
  return {
    id: row.id,
    status,
    partial: legs.some((leg) => leg.partial),
    message: legs
      .map((leg, n) => `leg ${n + 1} ${leg.status === 'matched' ? '' : `${leg.status}: `}${leg.message}`)
      .join('; '),
  };
}

/** @param {number} n @param {string} [noun] */
const picks = (n, noun = 'pick') => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** How the report names each status. */
const labels = /** @type {const} */ ({
  matched: 'matched',
  start: 'start differs',
  score: 'score differs',
  missing: 'no such game',
  nodata: 'no data',
  sealed: 'not checked',
});

/**
 * The report of every pick against the data: a line each, the summary, and a problem for each
 * pick that disagrees with the data (the verifier exits 1 on any).
 * @param {readonly PickRow[]} rows @param {readonly Game[]} games
 */
export function checkGames(rows, games) {
  const index = gameIndex(games);
  const checks = rows.map((row) => checkPick(index, row));
  const count = (/** @type {(check: GameCheck) => boolean} */ test) => checks.filter(test).length;
  const disagree = checks.filter((check) => ['missing', 'start', 'score'].includes(check.status));
  const compared = count((check) => check.status === 'matched') + disagree.length;
  const matched = count((check) => check.status === 'matched');
  const partial = count((check) => check.status === 'matched' && check.partial);
  const noData = new Map();
  for (const [n, check] of checks.entries())
    if (check.status === 'nodata') noData.set(rows[n]?.sport, (noData.get(rows[n]?.sport) ?? 0) + 1);
  const lines = [
    ...checks.map((check) => `games    ${check.id} ${labels[check.status]}: ${check.message}`),
    `games    ${matched} of ${compared} picks match an independent schedule and score (${partial} of them on the schedule alone: a part of a game, a pick pending or void, or no final in the data)`,
    `games    ${picks(count((check) => check.status === 'nodata'))} in leagues or on dates with no data given${noData.size ? ` (${[...noData].map(([sport, n]) => `${sport} ${n}`).join(', ')})` : ''}; ${picks(
      count((check) => check.status === 'sealed'),
      'sealed pick',
    )} not checked`,
  ];
  const problems = disagree.map((check) => ({
    rule: /** @type {const} */ ('games'),
    subject: check.id,
    message: `${labels[check.status]}: ${check.message}`,
  }));
  return { checks, lines, problems };
}
