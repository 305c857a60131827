#!/usr/bin/env node
// Writes the sample record: content/record/picks.csv (every pick from the first receipt in August
// 2023 to the day it is made) and corrections.csv; `npm run sample:prove` then timestamps every
// entry of the chain with the sample authority (sample/prove.ts). Each settled pick names a raster slip that
// scripts/record/sample-slips.ts draws from its row at build time, so the repository stays small.
//
// It plays each league's seasons first (sample/leagues.mjs: schedules, home teams' local
// start times, postseasons, a final score for every game), then bets on some of those games: lines
// and prices come from the teams' strengths (the share of simulated games each side wins), quoted
// on the books' price grids with the margin each market carries, and every grade comes from the
// game's score by lib/record/ledger/grading.mjs. The same seed gives the same picks, prices, scores and
// times; the secrets are random (crypto.randomBytes), as real ones are, so the seals, chain values
// and tokens differ from run to run.
//
//   node sample/generate.mjs                                      the sample the repository ships
//   node sample/generate.mjs --picks 3000 --from 2024-01-01 --to 2026-11-13 \
//     --out /tmp/picks.csv --corrections /tmp/corrections.csv
//                                                                 a ledger of exactly N picks (benchmarks)
//   options: --seed N, --slips no (no slip column values)
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ledgerText, writeCsv } from '../lib/record/ledger/csv.mjs';
import { correctionColumns, ledgerColumns } from '../lib/record/model.mjs';
import { gradeBet, gradePick, parlayOdds } from '../lib/record/ledger/grading.mjs';
import { americanOdds, calendarDay, decimalOdds, profitOf, zonedInstant, zonedIso } from '../lib/record/math.mjs';
import { readGames } from '../data/record/games.mjs';
import { gameHours, schedule } from './leagues.mjs';
import { randomness } from './random.mjs';
import { playGame, scoreText } from './scores.mjs';

/** @typedef {import('../lib/record/types').Market} Market */
/** @typedef {import('../lib/record/types').Result} Result */
/** @typedef {import('../lib/record/ledger/grading.mjs').Bet} Bet */
/** @typedef {import('../lib/record/ledger/grading.mjs').Segment} Segment */
/** @typedef {import('./leagues.mjs').Game} Game */
/** @typedef {import('./leagues.mjs').Closing} Closing */
/** @typedef {import('./scores.mjs').Final} Final */
/** @typedef {import('./scores.mjs').League} League */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ZONE = 'America/New_York';
const { values: args } = parseArgs({
  options: {
    picks: { type: 'string' },
    out: { type: 'string' },
    corrections: { type: 'string' },
    from: { type: 'string', default: '2023-08-02' },
    to: { type: 'string', default: '2026-11-22' },
    seed: { type: 'string', default: '13' },
    slips: { type: 'string', default: 'yes' },
  },
});
const sampleMode = !args.out;
const file = (/** @type {string | undefined} */ given, /** @type {string} */ shipped) =>
  given === 'no' ? null : path.resolve(given ?? (sampleMode ? path.join(root, shipped) : ''));
const out = path.resolve(args.out ?? path.join(root, 'content/record/picks.csv'));
const correctionsOut = file(args.corrections, 'content/record/corrections.csv');
const withSlips = args.slips !== 'no';

const rng = randomness(Number(args.seed));
const { random, between, integer, choose, weighted, gaussian } = rng;
/** The simulations that price a game draw from their own stream, so pricing never moves the schedule. */
const simulation = randomness(Number(args.seed) * 7919 + 1);

// ---------------------------------------------------------------- prices

/**
 * American odds on the grid books quote: whole multiples of 5 (-110, -115, +100, +145), of 25
 * beyond ±500; nothing strictly between -100 and +100.
 * @param {number} odds
 */
function onGrid(odds) {
  const step = Math.abs(odds) > 500 ? 25 : 5;
  const snapped = Math.round(odds / step) * step;
  // Even money is written +100.
  if (snapped >= -100 && snapped < 100) return odds < -100 ? -105 : 100;
  return snapped;
}

/** @param {number} probability implied, margin included @returns {number} odds on the grid */
const quote = (probability) => onGrid(americanOdds(1 / Math.min(0.97, Math.max(0.03, probability))));

/**
 * A priced two-way market (moneylines, run and puck lines, priced totals, props): both sides'
 * odds from our side's fair chance, with the book's margin on it.
 * @param {number} fair @param {number} margin
 */
const priced = (fair, margin) => ({ ours: quote(fair * (1 + margin)), theirs: quote((1 - fair) * (1 + margin)) });

/** Spreads and totals at -110 and the pairs books move to instead of the line; props' wider pairs. */
const standardPairs = /** @type {const} */ ([
  [-110, -110],
  [-105, -115],
  [-115, -105],
  [-108, -112],
  [-112, -108],
  [100, -120],
  [-120, 100],
]);
const reducedPairs = /** @type {const} */ ([
  [-105, -105],
  [100, -110],
  [-110, 100],
]);
const propPairs = /** @type {const} */ ([
  [-115, -115],
  [-120, -110],
  [-110, -120],
  [-125, -105],
  [-105, -125],
  [-130, 100],
  [100, -130],
]);

/** The fair chance a pair of prices gives our side: their margin taken out. @param {number} ours @param {number} theirs */
const noVig = (ours, theirs) => {
  const [a, b] = [1 / decimalOdds(ours), 1 / decimalOdds(theirs)];
  return a / (a + b);
};

/**
 * The pair nearest our side's fair chance.
 * @param {readonly (readonly [number, number])[]} pairs @param {number} fair
 */
function nearestPair(pairs, fair) {
  const [ours, theirs] = [...pairs].sort((a, b) => Math.abs(noVig(...a) - fair) - Math.abs(noVig(...b) - fair))[0] ?? [
    -110, -110,
  ];
  return { ours, theirs };
}

// ---------------------------------------------------------------- bets

/** @param {number} value to the half point */
const half = (value) => Math.round(value * 2) / 2;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** @param {number} line */
const signed = (line) => (line > 0 ? `+${line}` : String(line));

/** @type {Map<Game, Final[]>} */
const simulated = new Map();
/** The game replayed a few hundred times from the same strengths: what the market prices from. @param {Game} game */
function replays(game) {
  let list = simulated.get(game);
  if (!list) {
    const points = game.closing ? game.closing.total / 2 : game.points;
    list = Array.from({ length: 400 }, () => playGame(simulation, game.league, game.margin, game.postseason, points));
    simulated.set(game, list);
  }
  return list;
}

/**
 * A side of a market on a game: the bet (for grading), how the selection reads, and its fair chance.
 * @typedef {{ bet: Bet, selection: string, fair: number, outcome: 'win' | 'loss' | 'push' }} Side
 */

/**
 * Both sides of a bet on a game, each with its fair chance from the replays and its outcome on the
 * game's real score.
 * @param {Game} game @param {[Bet, string][]} sides the two bets and how their selections read
 * @returns {[Side, Side]}
 */
function sidesOf(game, sides) {
  const teams = /** @type {const} */ ([game.away, game.home]);
  const [first, second] = sides.map(([bet, selection]) => {
    let wins = 0;
    let losses = 0;
    for (const final of replays(game)) {
      const graded = gradeBet(bet, teams, scoreOf(final, bet));
      if (graded.ok && graded.value === 'win') wins += 1;
      if (graded.ok && graded.value === 'loss') losses += 1;
    }
    const real = gradeBet(bet, teams, scoreOf(game.final, bet));
    if (!real.ok) throw new Error(real.message);
    return { bet, selection, fair: (wins + 0.5) / (wins + losses + 1), outcome: real.value };
  });
  return /** @type {[Side, Side]} */ ([first, second]);
}

/**
 * The score a bet reads, as lib/record/ledger/grading.mjs parses it.
 * @param {Final} final @param {Bet} bet
 * @returns {import('../lib/record/ledger/grading.mjs').Score}
 */
function scoreOf(final, bet) {
  const segment = bet.kind === 'team total' ? null : bet.segment;
  if (segment) {
    const [away, home] = final.parts[segment] ?? [0, 0];
    return { first: away, second: home, extra: null, segment };
  }
  return { first: final.away, second: final.home, extra: final.extra, segment: null };
}

/**
 * Our side: the handicapper's edge is that the side that wins is taken a little more often than a
 * coin would take it (a few points of win rate, as the best public records show); a push is a push
 * either way.
 * @param {[Side, Side]} sides @param {number} edge
 */
function take([first, second], edge) {
  if (first.outcome === 'push') return random() < 0.5 ? first : second;
  const winner = first.outcome === 'win' ? first : second;
  const loser = winner === first ? second : first;
  return random() < 0.5 + edge ? winner : loser;
}

/**
 * Our side on a game of public data, drawn as a coin would: the real result is known to the
 * generator, and a side chosen from it would give a record no handicapper has.
 * @param {[Side, Side]} sides
 */
const blind = ([first, second]) => (random() < 0.5 ? first : second);

/** Each league's markets, in the proportions a handicapper of that sport bets them. */
const marketMix = /** @type {const} */ ({
  NFL: [
    ['spread', 36],
    ['total', 28],
    ['moneyline', 14],
    ['prop', 14],
    ['parlay', 8],
  ],
  NCAAF: [
    ['spread', 44],
    ['total', 28],
    ['moneyline', 10],
    ['prop', 10],
    ['parlay', 8],
  ],
  NBA: [
    ['spread', 38],
    ['total', 30],
    ['moneyline', 10],
    ['prop', 16],
    ['parlay', 6],
  ],
  NCAAB: [
    ['spread', 48],
    ['total', 30],
    ['moneyline', 8],
    ['prop', 8],
    ['parlay', 6],
  ],
  NHL: [
    ['moneyline', 44],
    ['total', 26],
    ['spread', 14],
    ['prop', 12],
    ['parlay', 4],
  ],
  MLB: [
    ['moneyline', 44],
    ['total', 26],
    ['spread', 12],
    ['prop', 14],
    ['parlay', 4],
  ],
});
/** Leagues whose spread is a priced ±1.5 (the run line, the puck line) and whose totals are priced. */
const pricedLines = new Set(['MLB', 'NHL']);

/**
 * The two sides of a market on a game, with the closing line and whether the market is priced
 * (odds move) or quoted at -110 (the line moves).
 * @param {Game} game @param {'moneyline' | 'spread' | 'total' | 'prop'} market
 */
function marketOf(game, market) {
  const { league, home, away } = game;
  const finals = replays(game);
  if (market === 'moneyline') {
    return {
      kind: 'priced',
      line: null,
      sides: sidesOf(game, [
        [{ kind: 'moneyline', team: away, segment: null }, `${away} moneyline`],
        [{ kind: 'moneyline', team: home, segment: null }, `${home} moneyline`],
      ]),
    };
  }
  if (market === 'spread') {
    if (pricedLines.has(league)) {
      const favorite = finals.filter((f) => f.home > f.away).length >= finals.length / 2 ? home : away;
      const underdog = favorite === home ? away : home;
      return {
        kind: 'priced',
        line: null,
        sides: sidesOf(game, [
          [{ kind: 'spread', team: favorite, line: -1.5, segment: null }, `${favorite} -1.5`],
          [{ kind: 'spread', team: underdog, line: 1.5, segment: null }, `${underdog} +1.5`],
        ]),
      };
    }
    // Books hang half points as often as whole ones.
    const line = half(median(finals.map((f) => f.home - f.away)) + between(-0.5, 0.5)) || -0.5;
    return {
      kind: 'line',
      line: -line,
      sides: sidesOf(game, [
        [{ kind: 'spread', team: home, line: -line, segment: null }, `${home} ${signed(-line)}`],
        [{ kind: 'spread', team: away, line, segment: null }, `${away} ${signed(line)}`],
      ]),
    };
  }
  if (market === 'total') {
    const totals = finals.map((f) => f.home + f.away);
    const mean = totals.reduce((sum, value) => sum + value, 0) / totals.length;
    const line =
      league === 'NHL'
        ? mean < 5.75
          ? 5.5
          : mean < 6.25
            ? 6
            : 6.5
        : league === 'MLB'
          ? half(mean)
          : half(median(totals) + between(-0.5, 0.5));
    return {
      kind: pricedLines.has(league) ? 'priced' : 'line',
      line,
      sides: sidesOf(game, [
        [{ kind: 'total', over: true, line, segment: null }, `Over ${line}`],
        [{ kind: 'total', over: false, line, segment: null }, `Under ${line}`],
      ]),
    };
  }
  return propOf(game);
}

/**
 * A prop the sport has, by its real name: team totals, and the parts of a game each sport bets
 * (no first half in baseball or hockey).
 * @param {Game} game
 */
function propOf(game) {
  const { league, home, away } = game;
  const finals = replays(game);
  const team = random() < 0.5 ? home : away;
  const points = (/** @type {Final} */ f) => (team === home ? f.home : f.away);
  /** @param {Segment} segment */
  const partMargin = (segment) => finals.map((f) => (f.parts[segment]?.[1] ?? 0) - (f.parts[segment]?.[0] ?? 0));
  const kinds = {
    // The NFL's data has finals only: no part of a game is bet that the data cannot settle.
    NFL: ['team total'],
    NCAAF: ['team total', '1H'],
    NBA: ['team total', '1H', 'Q1'],
    NCAAB: ['team total', '1H'],
    NHL: ['team total', 'P1', 'P1 total'],
    MLB: ['team total', 'F5', 'F5 line'],
  }[league];
  const kind = choose(kinds);
  if (kind === 'team total') {
    // The half point nearest an even chance, as books hang a team total: from the closing spread and
    // total where the game has them.
    const { closing } = game;
    const expected = closing && (closing.total + (team === home ? closing.spread : -closing.spread)) / 2;
    const middle = Math.floor(expected ?? median(finals.map(points))) + 0.5;
    const overShare = (/** @type {number} */ value) => finals.filter((f) => points(f) > value).length / finals.length;
    const line = expected
      ? middle
      : ([middle - 1, middle, middle + 1]
          .filter((value) => value > 0)
          .sort((x, y) => Math.abs(overShare(x) - 0.5) - Math.abs(overShare(y) - 0.5))[0] ?? middle);
    return {
      kind: 'prop',
      line: null,
      sides: sidesOf(game, [
        [{ kind: 'team total', team, over: true, line }, `${team} team total over ${line}`],
        [{ kind: 'team total', team, over: false, line }, `${team} team total under ${line}`],
      ]),
    };
  }
  if (kind === 'P1 total') {
    return {
      kind: 'prop',
      line: null,
      sides: sidesOf(game, [
        [{ kind: 'total', over: false, line: 1.5, segment: 'P1' }, 'First period under 1.5'],
        [{ kind: 'total', over: true, line: 1.5, segment: 'P1' }, 'First period over 1.5'],
      ]),
    };
  }
  const segment = /** @type {Segment} */ (kind === 'F5 line' ? 'F5' : kind);
  const words = { '1H': 'first half', Q1: 'first quarter', F5: 'first five innings', P1: 'first period' }[segment];
  if (kind === 'P1' || kind === 'F5') {
    return {
      kind: 'prop',
      line: null,
      sides: sidesOf(game, [
        [{ kind: 'moneyline', team: away, segment }, `${away} ${words} moneyline`],
        [{ kind: 'moneyline', team: home, segment }, `${home} ${words} moneyline`],
      ]),
    };
  }
  // A first half's line: half the game's closing spread where the game has one.
  const partLine = game.closing ? half(game.closing.spread / 2) : half(median(partMargin(segment)));
  const line = kind === 'F5 line' ? (median(partMargin('F5')) >= 0 ? -0.5 : 0.5) : -partLine || -0.5;
  return {
    kind: 'prop',
    line: null,
    sides: sidesOf(game, [
      [{ kind: 'spread', team: home, line, segment }, `${home} ${words} ${signed(line)}`],
      [{ kind: 'spread', team: away, line: -line, segment }, `${away} ${words} ${signed(-line)}`],
    ]),
  };
}

/** The books the sample bets at, used as a bettor uses them: mostly one or two. Made-up names. */
const books = /** @type {const} */ ([
  ['Harbor Sports', 38],
  ['Summit Bet', 24],
  ['Northline Sportsbook', 17],
  ['Riverbend Bets', 13],
  ['Keystone Sportsbook', 8],
]);

/** Spreads and totals taken a little better than they close, on average: our side's points gained. */
const lineGain = /** @type {const} */ ([
  [-1, 3],
  [-0.5, 12],
  [0, 42],
  [0.5, 28],
  [1, 11],
  [1.5, 4],
]);
/**
 * The same around a real closing line, drawn without the result: within a point and a half, a
 * little better on average, as real closing line value is.
 */
const closeMoves = /** @type {const} */ ([
  [-1.5, 2],
  [-1, 6],
  [-0.5, 17],
  [0, 44],
  [0.5, 21],
  [1, 8],
  [1.5, 2],
]);

/**
 * Points our number is better than a real close: never across zero, and a spread on or across a
 * key number (3, 7) moved less often, as books guard them.
 * @param {number} close our side's closing number @param {'spread' | 'total'} kind
 */
function closeMove(close, kind) {
  const move = weighted(closeMoves);
  if (kind === 'total' || move === 0) return move;
  const taken = close + move;
  if (taken * close <= 0) return 0;
  const [low, high] = [Math.abs(close), Math.abs(taken)].sort((a, b) => a - b);
  const key = [3, 7].some((number) => (low ?? 0) <= number && number <= (high ?? 0));
  return key && random() < 0.6 ? 0 : move;
}
/** The price taken on a spread or a total: -110 mostly, or a nearby price a book moved to. */
const linePrices = /** @type {const} */ ([
  [-110, 60],
  [-105, 10],
  [-115, 14],
  [-108, 6],
  [-112, 6],
  [-120, 2],
  [100, 2],
]);

/**
 * A closing pair of spread or total prices as the data gives it, or the book's pair nearest it
 * when a price is off the grid (-102, -118).
 * @param {readonly [number, number] | null} pair ours, theirs
 */
function closingPair(pair) {
  if (!pair) return nearestPair(standardPairs, 0.5);
  const [ours, theirs] = pair;
  const gridded = (/** @type {number} */ odds) => [108, 112].includes(Math.abs(odds)) || onGrid(odds) === odds;
  return gridded(ours) && gridded(theirs) ? { ours, theirs } : nearestPair(standardPairs, noVig(ours, theirs));
}

/**
 * A spread or a total on a game with a real closing line: the side taken, the closing number and
 * prices from the data, the number taken before it moved.
 * @param {Game} game @param {Closing} closing @param {'spread' | 'total'} kind
 */
function closingLineBet(game, closing, kind) {
  const { home, away } = game;
  /** @type {[Bet, string][]} */
  const bets =
    kind === 'spread'
      ? [
          [{ kind: 'spread', team: home, line: -closing.spread, segment: null }, ''],
          [{ kind: 'spread', team: away, line: closing.spread, segment: null }, ''],
        ]
      : [
          [{ kind: 'total', over: true, line: closing.total, segment: null }, ''],
          [{ kind: 'total', over: false, line: closing.total, segment: null }, ''],
        ];
  const sides = sidesOf(game, bets);
  const ours = blind(sides);
  const move = closeMove(ours.bet.kind === 'spread' ? ours.bet.line : closing.total, kind);
  // The data's prices: away's then home's spread, over's then under's total.
  const [firstPrice, secondPrice] = (kind === 'spread' ? closing.spreadOdds?.toReversed() : closing.totalOdds) ?? [];
  /** @type {[number, number] | null} */
  const pair =
    firstPrice === undefined || secondPrice === undefined
      ? null
      : ours === sides[0]
        ? [firstPrice, secondPrice]
        : [secondPrice, firstPrice];
  const bet = /** @type {Bet} */ ({ ...ours.bet });
  let selection = '';
  let closingLine = 0;
  if (bet.kind === 'spread') {
    closingLine = bet.line;
    bet.line += move;
    selection = `${bet.team} ${signed(bet.line)}`;
  } else if (bet.kind === 'total') {
    closingLine = bet.line;
    bet.line = Math.max(0.5, bet.over ? bet.line - move : bet.line + move);
    selection = `${bet.over ? 'Over' : 'Under'} ${bet.line}`;
  }
  return { market: kind, selection, odds: weighted(linePrices), closing: closingPair(pair), closingLine, bet };
}

/**
 * A straight bet on a game of public data, priced around its real closing line: a moneyline near
 * the closing moneyline (a heavy favorite's or a long shot's taken as the spread, a pick'em's
 * spread as the moneyline), a spread or a total near the closing number.
 * @param {Game} game @param {Closing} closing @param {'moneyline' | 'spread' | 'total'} market
 */
function closingBet(game, closing, market) {
  const moneyline = closing.moneyline;
  const homeChance = moneyline ? noVig(moneyline[1], moneyline[0]) : 0.5;
  const fairSpread = closing.spread !== 0;
  const wantsMoneyline = market === 'moneyline' || (market === 'spread' && !fairSpread);
  if (!moneyline || !wantsMoneyline || (Math.abs(homeChance - 0.5) > 0.2 && fairSpread)) {
    const kind = market === 'total' || !fairSpread ? 'total' : 'spread';
    return closingLineBet(game, closing, kind);
  }
  const sides = sidesOf(game, [
    [{ kind: 'moneyline', team: game.away, segment: null }, `${game.away} moneyline`],
    [{ kind: 'moneyline', team: game.home, segment: null }, `${game.home} moneyline`],
  ]);
  const ours = blind(sides);
  const [closeOurs, closeTheirs] = ours === sides[0] ? moneyline : [moneyline[1], moneyline[0]];
  const fair = noVig(closeOurs, closeTheirs);
  // A little before the close, at a book with its own margin; a little better than the close on average.
  const taken = quote(fair * (1 + between(0.035, 0.065)) - 0.007 - gaussian() * 0.012);
  return {
    market: /** @type {const} */ ('moneyline'),
    selection: ours.selection,
    odds: taken,
    closing: { ours: onGrid(closeOurs), theirs: onGrid(closeTheirs) },
    closingLine: null,
    bet: ours.bet,
  };
}

/**
 * A straight bet on a game: our side, the selection and price taken, and the closing prices.
 * @param {Game} game @param {'moneyline' | 'spread' | 'total' | 'prop'} market
 */
function straight(game, market) {
  if (game.closing && market !== 'prop') return closingBet(game, game.closing, market);
  const homeChance = replays(game).filter((final) => final.home > final.away).length / replays(game).length;
  // A moneyline on a heavy favorite or a long shot is not a handicapper's bet: take the spread.
  const kind = market === 'moneyline' && Math.abs(homeChance - 0.5) > 0.2 ? 'spread' : market;
  const built = marketOf(game, kind);
  const ours = game.closing ? blind(built.sides) : take(built.sides, 0.03);
  if (built.kind === 'line' && built.line !== null) {
    // The closing line is the market's; we took a line a little better or worse, at -110 or near it.
    const closing = random() < 0.15 ? nearestPair(reducedPairs, ours.fair) : nearestPair(standardPairs, ours.fair);
    const gain = weighted(lineGain);
    const bet = /** @type {Bet} */ ({ ...ours.bet });
    let selection = ours.selection;
    let closingLine = 0;
    if (bet.kind === 'spread') {
      closingLine = bet.line;
      bet.line = bet.line + gain || bet.line + gain + 0.5;
      selection = `${bet.team} ${signed(bet.line)}`;
    } else if (bet.kind === 'total') {
      closingLine = bet.line;
      bet.line = Math.max(0.5, bet.over ? bet.line - gain : bet.line + gain);
      selection = `${bet.over ? 'Over' : 'Under'} ${bet.line}`;
    }
    return { market: kind, selection, odds: weighted(linePrices), closing, closingLine, bet };
  }
  // A priced market: the closing book's pair, and the price we took, usually a little better.
  const margin =
    built.kind === 'prop'
      ? between(0.05, 0.075)
      : market === 'moneyline'
        ? between(0.022, 0.048)
        : between(0.035, 0.06);
  const closing =
    built.kind === 'prop' && random() < 0.6 ? nearestPair(propPairs, ours.fair) : priced(ours.fair, margin);
  const taken = quote(ours.fair * (1 + between(0.03, 0.055)) - (0.012 + gaussian() * 0.02));
  // A priced total's number moves now and then before the close, by half a run or a goal.
  const closingLine =
    ours.bet.kind === 'total' && built.line !== null
      ? ours.bet.line + (random() < 0.2 ? choose([-0.5, 0.5]) : 0)
      : null;
  return { market: kind, selection: ours.selection, odds: taken, closing, closingLine, bet: ours.bet };
}

/**
 * A parlay of two to five full-game legs on one league's games that day, each leg priced as a
 * straight bet; the parlay's price is the legs' multiplied, as books quote it.
 * @param {Game[]} games the day's other games of the league, the first one included
 */
function parlay(games) {
  const count = Math.min(
    games.length,
    weighted([
      [2, 44],
      [3, 30],
      [4, 16],
      [5, 10],
    ]),
  );
  const legs = games.slice(0, count).map((game) => {
    const market = weighted(
      pricedLines.has(game.league)
        ? [
            ['moneyline', 60],
            ['total', 30],
            ['spread', 10],
          ]
        : [
            ['spread', 50],
            ['moneyline', 25],
            ['total', 25],
          ],
    );
    const taken = straight(game, /** @type {'moneyline'} */ (market));
    return {
      game,
      ...taken,
      text: `${game.away} at ${game.home}`.replace(` at ${game.home}`, `${game.neutral ? ' vs ' : ' at '}${game.home}`),
    };
  });
  const selection = legs
    .map((leg) => `${leg.text}: ${leg.selection} (${leg.odds > 0 ? '+' : ''}${leg.odds})`)
    .join('; ');
  const scores = legs.map((leg) => {
    const graded = gradeBet(leg.bet, [leg.game.away, leg.game.home], scoreOf(leg.game.final, leg.bet));
    return `${graded.ok ? graded.value : 'loss'} ${scoreText(leg.game.final)}`;
  });
  return {
    event: `${legs.length}-leg parlay`,
    selection,
    odds: parlayOdds(legs.map((leg) => leg.odds)),
    score: scores.join('; '),
    start: Math.min(...legs.map((leg) => leg.game.start)),
    end: Math.max(...legs.map((leg) => leg.game.start + hoursOf(leg.game) * 3_600_000)),
  };
}

/** How long a game ran: the league's usual length, and more for each overtime or extra inning. @param {Game} game */
function hoursOf(game) {
  const extra = game.final.extra;
  const periods = !extra
    ? 0
    : extra.startsWith('F/')
      ? Number(extra.slice(2)) - 9
      : extra === 'SO'
        ? 1
        : Number.parseInt(extra, 10) || 1;
  return gameHours[game.league] + periods * (game.league === 'MLB' ? 0.3 : 0.25);
}

/** How far into a game each part ends, as a share of the game's usual length (gameHours). */
const partShare = /** @type {const} */ ({ '1H': 0.53, Q1: 0.27, P1: 0.3, F5: 0.57 });

/** How much of a day's card each league gets when it plays; a postseason game draws more. */
const share = /** @type {const} */ ({ NFL: 9, NCAAF: 4, NBA: 3, NCAAB: 3, NHL: 1.6, MLB: 2.6 });

const gameData = readGames(path.join(root, 'content/games'));
if (gameData.drift.length) throw new Error(gameData.drift.join('\n'));
/** The first and last day public data covers in each simulated league: a made-up game there would contradict it. */
const covered = new Map();
for (const { league, day } of gameData.games.filter((game) => game.league !== 'NFL')) {
  const [first = day, last = day] = covered.get(league) ?? [];
  covered.set(league, [day < first ? day : first, day > last ? day : last]);
}
const games = schedule(rng, args.from, args.to, gameData.games).filter((game) => {
  const [first, last] = covered.get(game.league) ?? [];
  const day = calendarDay(game.start, ZONE);
  return !first || !last || day < first || day > last;
});
/** @type {Map<string, Game[]>} */
const byDay = new Map();
for (const game of games) {
  const day = calendarDay(game.start, ZONE);
  byDay.set(day, [...(byDay.get(day) ?? []), game]);
}
const days = [...byDay.keys()].sort();

/**
 * Thanksgiving Day (the fourth Thursday of November) with an NFL game, which a football bettor
 * does not let pass.
 * @param {string} day
 */
const thanksgivingFootball = (day) =>
  day.slice(5, 7) === '11' &&
  Number(day.slice(8)) >= 22 &&
  Number(day.slice(8)) <= 28 &&
  new Date(`${day}T12:00:00Z`).getUTCDay() === 4 &&
  (byDay.get(day) ?? []).some((game) => game.league === 'NFL');

/** How many picks each day gets: none to five on a usual day, or N in all over the days with games. */
function perDay() {
  if (!args.picks) {
    return days.map((day) => {
      if (thanksgivingFootball(day)) return integer(1, 3);
      const sunday =
        new Date(`${day}T12:00:00Z`).getUTCDay() === 0 && (byDay.get(day) ?? []).some((game) => game.league === 'NFL');
      return weighted(
        sunday
          ? [
              [0, 6],
              [1, 30],
              [2, 32],
              [3, 20],
              [4, 8],
              [5, 4],
            ]
          : [
              [0, 27],
              [1, 37],
              [2, 23],
              [3, 9],
              [4, 3],
              [5, 1],
            ],
      );
    });
  }
  const counts = days.map(() => 0);
  for (let i = 0; i < Number(args.picks); i += 1) {
    const open = days.flatMap((day, index) => ((counts[index] ?? 0) < (byDay.get(day) ?? []).length ? [index] : []));
    if (!open.length) throw new Error(`--picks ${args.picks} is more games than ${args.from} to ${args.to} has`);
    const index = choose(open);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}
const counts = perDay();

/**
 * @typedef {{ id: string, posted: number, start: number, league: League, event: string, market: Market,
 *   selection: string, odds: number, stake: number, sportsbook: string, result: Result, score: string,
 *   settled: number, closingOdds: number | null, closingOtherOdds: number | null, closingLine: number | null,
 *   note: string }} SamplePick
 */
/** @type {SamplePick[]} */
const picks = [];
/** @type {Set<Game>} */
const taken = new Set();
/**
 * The bet on a game: a parlay of it and up to four of the league's other games that day, or a straight bet.
 * @param {Game} game @param {Market} market @param {Game[]} others @param {number} spare how many others a parlay may take
 */
function placeBet(game, market, others, spare) {
  if (market === 'parlay' && spare > 0) {
    const legs = [game, ...rng.shuffle([...others]).slice(0, Math.min(4, spare))];
    legs.forEach((leg) => taken.add(leg));
    return {
      market: /** @type {Market} */ ('parlay'),
      closing: null,
      closingLine: null,
      part: false,
      ...parlay(legs),
    };
  }
  const kind = market === 'parlay' ? 'spread' : market;
  const placed = straight(game, kind);
  const segment = placed.bet.kind === 'team total' ? null : placed.bet.segment;
  // A part of a game is graded when the part ends: its share of a game's usual length.
  const end = game.start + (segment ? gameHours[game.league] * partShare[segment] : hoursOf(game)) * 3_600_000;
  return {
    market: /** @type {Market} */ (placed.market),
    event: `${game.away}${game.neutral ? ' vs ' : ' at '}${game.home}`,
    selection: placed.selection,
    odds: placed.odds,
    score: scoreText(game.final, segment),
    start: game.start,
    end,
    closing: placed.closing,
    closingLine: placed.closingLine,
    part: segment !== null,
  };
}

/** The record's first morning: no pick goes out before it. */
const opening = zonedInstant(calendarDay(Date.parse(`${args.from}T00:00:00Z`), ZONE), '09:00', ZONE);

/**
 * When a pick on a game starting at `start` goes out: the evening before to an hour before the start,
 * most of them the same day, never in the small hours.
 * @param {number} start
 */
function postedBefore(start) {
  const lead =
    weighted([
      [0.4, 10],
      [1.5, 28],
      [4, 34],
      [9, 18],
      [18, 7],
      [30, 3],
    ]) *
    60 *
    between(0.6, 1.4);
  let posted = start - Math.round(lead) * 60_000 - integer(0, 59) * 1000;
  const hour = Number(zonedIso(posted, ZONE).slice(11, 13));
  if (hour < 7) posted -= (hour + integer(1, 3)) * 3_600_000;
  posted = Math.min(posted, start - integer(15 * 60, 45 * 60) * 1000);
  return Math.max(posted, opening + integer(0, 5400) * 1000);
}

/** A parlay or a prop is a small stake; a straight bet is usually a unit. @param {Market} market */
function stakeOf(market) {
  return market === 'parlay' || market === 'prop'
    ? weighted([
        [0.5, 3],
        [1, 2],
      ])
    : weighted([
        [1, 60],
        [1.5, 14],
        [2, 11],
        [0.5, 10],
        [2.5, 3],
        [3, 2],
      ]);
}

days.forEach((day, index) => {
  for (let n = 0; n < (counts[index] ?? 0); n += 1) {
    const open = (byDay.get(day) ?? []).filter((game) => !taken.has(game));
    if (!open.length) break;
    const leagues = [...new Set(open.map((game) => game.league))];
    const league =
      n === 0 && thanksgivingFootball(day)
        ? 'NFL'
        : weighted(
            leagues.map((name) => [
              name,
              share[name] * (open.some((g) => g.league === name && g.postseason) ? 2.5 : 1),
            ]),
          );
    const game = choose(open.filter((candidate) => candidate.league === league));
    taken.add(game);
    const market = /** @type {Market} */ (weighted(marketMix[league]));
    const others = open.filter((candidate) => candidate.league === league && candidate !== game);
    // A parlay's other legs are games no later pick of the day needs.
    const spare = others.length - ((counts[index] ?? 0) - n - 1);
    const bet = placeBet(game, market, others, spare);
    const posted = postedBefore(bet.start);
    // A parlay with a game called off is not voided: the book drops that leg and keeps the rest.
    const voided = random() < (league === 'MLB' ? 0.008 : 0.002) && bet.market !== 'parlay';
    const stake = stakeOf(bet.market);
    // A game of public data has its close there; another's close is missing now and then.
    const closed = bet.closing && (game.closing || random() < 0.93);
    const draft = {
      market: bet.market,
      event: bet.event,
      selection: bet.selection,
      odds: bet.odds,
      score: bet.score,
    };
    const grade = gradePick(draft);
    if (!grade.ok) throw new Error(`${bet.event} ${bet.selection} ${bet.score}: ${grade.message}`);
    picks.push({
      id: '',
      posted,
      start: bet.start,
      league,
      ...draft,
      stake,
      sportsbook: weighted(books),
      result: voided ? 'void' : grade.value.result,
      // A game called off has no final score: the void says so in its score (lib/record/model.mjs).
      score: voided ? 'postponed' : bet.score,
      // A postponement is announced before the start, and never before the pick went out.
      settled: voided
        ? Math.max(posted + 5 * 60_000, bet.start - integer(30, 180) * 60_000)
        : bet.end + integer(4 * 60, (bet.part ? 25 : 75) * 60) * 1000,
      closingOdds: closed && bet.closing ? bet.closing.ours : null,
      closingOtherOdds: closed && bet.closing ? bet.closing.theirs : null,
      closingLine: closed ? bet.closingLine : null,
      note: voided
        ? league === 'MLB'
          ? 'Rained out before the first pitch; the book voided the bet.'
          : 'Game postponed before the start; the book voided the bet.'
        : '',
    });
  }
});
picks.sort((a, b) => a.posted - b.posted || a.start - b.start);
const width = Math.max(4, String(picks.length).length);
picks.forEach((pick, index) => {
  pick.id = `RC-${String(index + 1).padStart(width, '0')}`;
});

const rows = picks.map((pick) =>
  ledgerText({
    id: pick.id,
    posted: zonedIso(pick.posted, ZONE),
    eventStart: zonedIso(pick.start, ZONE),
    sportCode: pick.league,
    event: pick.event,
    market: pick.market,
    selection: pick.selection,
    odds: pick.odds,
    stake: pick.stake,
    sportsbook: pick.sportsbook,
    result: pick.result,
    score: pick.score || null,
    settled: zonedIso(pick.settled, ZONE),
    closingOdds: pick.closingOdds,
    closingOtherOdds: pick.closingOtherOdds,
    closingLine: pick.closingLine,
    slip: withSlips ? `slips/sample/${pick.id.toLowerCase()}.webp` : null,
    note: pick.note,
    // Random, as `npm run record:seal` makes them: nobody can work a sealed pick out from its seal.
    secret: randomBytes(32).toString('hex'),
  }),
);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, writeCsv(ledgerColumns, rows));

if (correctionsOut) {
  /** Three kinds of mistake an editor finds against the slip: the odds, the stake, and a void missed. */
  const find = (/** @type {number} */ from, /** @type {(pick: SamplePick) => boolean} */ test) =>
    picks.slice(Math.floor(picks.length * from)).find(test) ?? picks.find(test);
  const dayAfter = (/** @type {SamplePick} */ pick, /** @type {number} */ days) =>
    calendarDay(pick.settled + days * 86_400_000, ZONE);
  const oddsFix = find(0.2, (pick) => pick.odds === -110 && pick.result === 'win' && pick.market === 'spread');
  const stakeFix = find(0.45, (pick) => pick.stake === 2 && pick.result === 'win');
  const voidFix = find(
    0.7,
    (pick) =>
      pick.league === 'MLB' &&
      pick.market === 'prop' &&
      pick.selection.includes('first five innings') &&
      pick.result === 'loss',
  );
  /** @param {SamplePick | undefined} pick @param {string} field @param {string} value @param {string} reason @param {number} days */
  const correction = (pick, field, value, reason, days) =>
    pick ? [{ pick_id: pick.id, field, value, reason, date: dayAfter(pick, days) }] : [];
  // First five innings bets stand only with both listed starters: a scratch voids them, score or not.
  const scratched = `The listed ${voidFix?.event.split(' at ')[1] ?? 'home'} starter was scratched; first five innings bets need both listed pitchers, so the book voided the bet.`;
  const voidReason = 'The slip shows the bet voided by the book; it was graded a loss from the score.';
  const corrections = [
    ...correction(oddsFix, 'odds', '-115', 'The slip shows -115; the row said -110.', 2),
    ...correction(stakeFix, 'stake', '1.5', 'The slip shows a stake of 1.5 units, not 2.', 1),
    ...correction(voidFix, 'note', scratched, voidReason, 3),
    ...correction(voidFix, 'result', 'void', voidReason, 3),
  ].sort((a, b) => a.date.localeCompare(b.date));
  writeFileSync(correctionsOut, writeCsv(correctionColumns, corrections));
}

const graded = picks.filter((pick) => pick.result === 'win' || pick.result === 'loss');
const wins = graded.filter((pick) => pick.result === 'win').length;
const units = picks.reduce((sum, pick) => sum + (profitOf(pick) ?? 0), 0);
const risked = graded.reduce((sum, pick) => sum + pick.stake, 0);
const average = graded.reduce((sum, pick) => sum + decimalOdds(pick.odds), 0) / (graded.length || 1);
console.log(
  `${path.relative(process.cwd(), out)}: ${picks.length} picks from ${calendarDay(picks[0]?.posted ?? 0, ZONE)} to ${calendarDay(picks.at(-1)?.posted ?? 0, ZONE)}, ` +
    `${wins}-${graded.length - wins} (${((wins / (graded.length || 1)) * 100).toFixed(1)}%), ${units.toFixed(2)} units, ` +
    `ROI ${((units / (risked || 1)) * 100).toFixed(1)}%, average decimal odds ${average.toFixed(3)}`,
);
