/**
 * The sample's NFL: the real games of nflverse's games.csv (content/games/nfl/, read by
 * data/record/games.mjs) with their kickoffs, sites, finals and closing lines. The data has no
 * score by half, so each team's first half is drawn from scoring plays that add up to its final.
 */
import { teamAliases } from '../lib/record/games/teams.mjs';

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('./leagues.mjs').Game} Game */
/** @typedef {import('./leagues.mjs').Closing} Closing */
/** @typedef {import('../lib/record/games/formats.mjs').Game} DataGame */

/** Each nflverse code's team, named as the ledger names it. */
const teamOf = new Map(
  Object.entries(teamAliases.NFL).flatMap(([name, codes]) => codes.map((code) => /** @type {const} */ ([code, name]))),
);

/** @param {string | undefined} text @returns {number | null} */
const numberOf = (text) => (text && /^[+-]?\d+(?:\.\d+)?$/.test(text) ? Number(text) : null);
/** @param {string | undefined} first @param {string | undefined} second */
const pairOf = (first, second) => {
  const [a, b] = [numberOf(first), numberOf(second)];
  return a === null || b === null ? null : /** @type {const} */ ([a, b]);
};

/**
 * nflverse's closing lines for a game, or null without a spread and a total.
 * @param {Readonly<Record<string, string>>} columns
 * @returns {Closing | null}
 */
function closingOf(columns) {
  const spread = numberOf(columns.spread_line);
  const total = numberOf(columns.total_line);
  if (spread === null || total === null) return null;
  return {
    spread,
    total,
    moneyline: pairOf(columns.away_moneyline, columns.home_moneyline),
    spreadOdds: pairOf(columns.away_spread_odds, columns.home_spread_odds),
    totalOdds: pairOf(columns.over_odds, columns.under_odds),
  };
}

/**
 * A team's scoring plays that make its final: touchdowns (7) and field goals (3), with a missed or
 * two-point try (6, 8) or a safety (2) when sevens and threes cannot make it.
 * @param {Random} rng @param {number} points
 * @returns {number[]}
 */
function playsOf(rng, points) {
  for (const extra of [[], [6], [8], [2], [8, 6], [2, 6], [2, 8]]) {
    const rest = points - extra.reduce((sum, value) => sum + value, 0);
    const ways = [];
    for (let touchdowns = 0; touchdowns * 7 <= rest; touchdowns += 1)
      if ((rest - touchdowns * 7) % 3 === 0) ways.push(touchdowns);
    if (ways.length) {
      const touchdowns = rng.choose(ways);
      return [...extra, ...Array(touchdowns).fill(7), ...Array((rest - touchdowns * 7) / 3).fill(3)];
    }
  }
  return Array(Math.floor(points / 2)).fill(2);
}

/**
 * Each team's first-half points: each scoring play in the first half or the second, except the
 * play that won an overtime game, which came after both.
 * @param {Random} rng @param {number} away @param {number} home @param {boolean} overtime
 * @returns {readonly [number, number]}
 */
function firstHalf(rng, away, home, overtime) {
  /** @param {number} points @param {number} other */
  const half = (points, other) => {
    const plays = rng.shuffle(playsOf(rng, points));
    const winner = overtime ? plays.indexOf(points - other) : -1;
    if (winner >= 0) plays.splice(winner, 1);
    return plays.filter(() => rng.random() < 0.5).reduce((sum, value) => sum + value, 0);
  };
  return [half(away, home), half(home, away)];
}

/**
 * The data's played NFL games from one day to another, as the sample's games: no regular-season
 * game abroad (a neutral site; the sample's bettor does not bet the morning games in Europe).
 * @param {Random} rng @param {readonly DataGame[]} data @param {number} start @param {number} end
 * @returns {Game[]}
 */
export function nflGames(rng, data, start, end) {
  return data.flatMap((game) => {
    const columns = game.columns ?? {};
    const neutral = columns.location === 'Neutral';
    const [away, home] = [teamOf.get(game.away), teamOf.get(game.home)];
    const closing = closingOf(columns);
    if (
      game.league !== 'NFL' ||
      game.start === null ||
      game.start < start ||
      game.start > end ||
      game.awayScore === null ||
      game.homeScore === null ||
      (neutral && !game.postseason) ||
      !away ||
      !home ||
      !closing
    )
      return [];
    const overtime = columns.overtime === '1';
    return [
      {
        league: /** @type {const} */ ('NFL'),
        start: game.start,
        home,
        away,
        neutral,
        postseason: game.postseason === true,
        margin: closing.spread,
        final: {
          away: game.awayScore,
          home: game.homeScore,
          extra: overtime ? 'OT' : null,
          parts: { '1H': firstHalf(rng, game.awayScore, game.homeScore, overtime) },
        },
        closing,
      },
    ];
  });
}
