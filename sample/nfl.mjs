/**
 * The sample's NFL: the real games of nflverse's games.csv (content/games/nfl/, read by
 * data/record/games.mjs) with their kickoffs, sites, finals and closing lines. The data has no
 * score by half or quarter, so its games have no parts: the sample bets NFL finals only.
 */
import { teamAliases } from '../lib/record/games/teams.mjs';

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
 * The data's played NFL games from one day to another, as the sample's games: no regular-season
 * game abroad (a neutral site; the sample's bettor does not bet the morning games in Europe).
 * @param {readonly DataGame[]} data @param {number} start @param {number} end
 * @returns {Game[]}
 */
export function nflGames(data, start, end) {
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
          parts: {},
        },
        closing,
      },
    ];
  });
}
