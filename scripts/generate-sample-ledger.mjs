#!/usr/bin/env node
// Writes the sample record: content/record/picks.csv (every pick from the first receipt in August
// 2023 to the day it is made) and corrections.csv; `npm run sample:prove` then timestamps every
// entry with the sample authority (scripts/sample/prove.ts). Each settled pick names a raster slip that
// scripts/record/sample-slips.mjs draws from its row at build time, so the repository stays small.
// The games follow each league's real calendar and kickoff slots, the markets are the ones each
// sport has, and prices, hit rates and figures sit where real handicappers' do. The same seed gives
// the same files, byte for byte.
//
//   node scripts/generate-sample-ledger.mjs                       the sample the repository ships
//   node scripts/generate-sample-ledger.mjs --picks 3000 --from 2024-01-01 --to 2026-11-13 \
//     --out /tmp/picks.csv --corrections /tmp/corrections.csv
//                                                                 a ledger of exactly N picks (benchmarks)
//   options: --seed N, --slips no (no slip column values)
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { correctionColumns, ledgerColumns, ledgerText, writeCsv } from '../lib/record/csv.mjs';
import {
  americanOdds,
  calendarDay,
  decimalOdds,
  impliedProbability,
  profitOf,
  zonedInstant,
  zonedIso,
} from '../lib/record/math.mjs';
import { leagues, sportsbooks } from './sample/leagues.mjs';

/** @typedef {import('../lib/record/types').Market} Market */
/** @typedef {import('../lib/record/types').Result} Result */
/** @typedef {keyof typeof leagues} League */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ZONE = 'America/New_York';
const { values: args } = parseArgs({
  options: {
    picks: { type: 'string' },
    out: { type: 'string' },
    corrections: { type: 'string' },
    from: { type: 'string', default: '2023-08-02' },
    to: { type: 'string', default: '2026-11-22' },
    seed: { type: 'string', default: '18' },
    slips: { type: 'string', default: 'yes' },
  },
});
const sampleMode = !args.out;
const file = (/** @type {string | undefined} */ given, /** @type {string} */ shipped) =>
  given === 'no' ? null : path.resolve(given ?? (sampleMode ? path.join(root, shipped) : ''));
const out = path.resolve(args.out ?? path.join(root, 'content/record/picks.csv'));
const correctionsOut = file(args.corrections, 'content/record/corrections.csv');
const withSlips = args.slips !== 'no';

/**
 * mulberry32: a small seeded generator, so the sample is the same on every machine.
 * @param {number} seed
 */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(Number(args.seed));
/** @param {number} min @param {number} max */
const between = (min, max) => min + random() * (max - min);
/** @param {number} min @param {number} max */
const integer = (min, max) => Math.floor(between(min, max + 1));
/** @template T @param {readonly T[]} list @returns {T} */
const choose = (list) => /** @type {T} */ (list[Math.floor(random() * list.length)]);
/** @template T @param {readonly (readonly [T, number])[]} entries @returns {T} */
function weighted(entries) {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return /** @type {T} */ (entries.at(-1)?.[0]);
}
/** A normally distributed number (Box–Muller), for price and line moves. */
const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** @param {string} from @param {string} to */
function days(from, to) {
  const list = [];
  for (let ms = Date.parse(`${from}T12:00:00Z`); ms <= Date.parse(`${to}T12:00:00Z`); ms += 86_400_000) {
    list.push(new Date(ms).toISOString().slice(0, 10));
  }
  return list;
}

/** Odds for a probability with the book's margin on it, rounded as books quote them (never between -100 and +100). */
/** @param {number} probability */
function quote(probability) {
  const odds = americanOdds(1 / Math.min(0.95, Math.max(0.05, probability)));
  const rounded = Math.abs(odds) >= 200 ? Math.round(odds / 5) * 5 : odds;
  return rounded > -100 && rounded < 100 ? (rounded < 0 ? -100 : 100) : rounded;
}

/**
 * A two-way market at a book: our side's fair probability, and both sides' prices with a margin of
 * about 4.5% (-110/-110 when fair is 50%).
 * @param {number} fair
 */
function twoWay(fair, margin = 0.045) {
  return { ours: quote(fair * (1 + margin)), theirs: quote((1 - fair) * (1 + margin)) };
}

/** The fair probability of a side from both its price and the other side's: the margin taken out. */
/** @param {number} ours @param {number} theirs */
const noVig = (ours, theirs) => impliedProbability(ours) / (impliedProbability(ours) + impliedProbability(theirs));

/** @param {number} line */
const signed = (line) => (line > 0 ? `+${line}` : String(line));
/** @param {number} value @param {number} step */
const toStep = (value, step) => Math.round(value / step) * step;

/**
 * One bet on a game: the market, what was picked, the price taken, the closing line and prices,
 * and the chance it wins at the close (what the result is drawn from), and whether it can push.
 * @param {League} league @param {{ home: string, away: string }} game
 */
function bet(league, game) {
  const info = leagues[league];
  const side = random() < 0.5 ? game.home : game.away;
  const market = /** @type {Market} */ (weighted(info.markets));
  // Our edge is the number: the price we took is usually better than the closing price (the
  // market's best guess, which a result is drawn from), by more than the book's margin on a priced
  // bet, and by a fraction of a point on a spread or total, whose price also drifts our way.
  const edge = 0.032 + gaussian() * 0.02;
  const move = toStep(Math.max(-2, Math.min(2, 0.35 + gaussian() * 0.55)), 0.5);
  const drift = 0.012 + gaussian() * 0.012;
  switch (market) {
    case 'spread': {
      if (info.spread.kind === 'run-line') {
        // Baseball's run line and hockey's puck line: always 1.5, priced.
        const favorite = random() < 0.6;
        const fair = favorite ? between(0.36, 0.45) : between(0.56, 0.64);
        const close = twoWay(fair);
        return {
          market,
          selection: `${side} ${favorite ? '-1.5' : '+1.5'}`,
          odds: quote(impliedProbability(close.ours) - edge),
          closing: close,
          closingLine: null,
          fair,
          pushable: false,
        };
      }
      const [low, high] = info.spread.range;
      const taken = toStep(between(low, high), 0.5) * (random() < 0.55 ? -1 : 1) || -1;
      const closeLine = taken - move;
      const prices = twoWay(0.5 + drift);
      return {
        market,
        selection: `${side} ${signed(taken)}`,
        odds: weighted([
          [-110, 12],
          [-105, 3],
          [-115, 4],
          [-120, 1],
          [100, 1],
        ]),
        closing: prices,
        closingLine: closeLine,
        fair: Math.min(0.62, Math.max(0.38, noVig(prices.ours, prices.theirs) + move * info.spread.perPoint)),
        pushable: Number.isInteger(taken),
      };
    }
    case 'total': {
      const [low, high] = info.total.range;
      // Hockey's totals sit on 5.5 or 6.5 and move by price; the others move by the half point.
      const line = info.total.step === 1 ? choose([low, high]) : toStep(between(low, high), info.total.step);
      const over = random() < 0.48;
      const pricedTotal = info.total.step === 1;
      const prices = twoWay(pricedTotal ? 0.5 + gaussian() * 0.02 : 0.5 + drift);
      return {
        market,
        selection: `${over ? 'Over' : 'Under'} ${line}`,
        odds: pricedTotal
          ? quote(impliedProbability(prices.ours) - edge)
          : weighted([
              [-110, 12],
              [-105, 3],
              [-115, 4],
              [-120, 1],
            ]),
        closing: prices,
        closingLine: pricedTotal ? line : over ? line + move : line - move,
        fair: Math.min(
          0.62,
          Math.max(0.38, noVig(prices.ours, prices.theirs) + (pricedTotal ? 0 : move * info.total.perPoint)),
        ),
        pushable: Number.isInteger(line),
      };
    }
    case 'moneyline': {
      const favorite = random() < 0.5;
      const fair = favorite ? between(0.55, 0.68) : between(0.35, 0.47);
      const close = twoWay(fair);
      return {
        market,
        selection: `${side} moneyline`,
        odds: quote(impliedProbability(close.ours) - edge),
        closing: close,
        closingLine: null,
        fair,
        pushable: false,
      };
    }
    case 'prop': {
      const prop = choose(info.props);
      const fair = between(0.45, 0.55);
      const close = twoWay(fair);
      return {
        market,
        selection: prop(side, random),
        odds: quote(impliedProbability(close.ours) - edge),
        closing: close,
        closingLine: null,
        fair,
        pushable: false,
      };
    }
    default: {
      // Two legs from the same game, each near even money: about +260.
      const [low, high] = info.total.range;
      const legs = [`${side} moneyline`, `${random() < 0.5 ? 'Over' : 'Under'} ${toStep(between(low, high), 0.5)}`];
      const fair = between(0.26, 0.3);
      return {
        market: /** @type {Market} */ ('parlay'),
        selection: legs.join(' + '),
        odds: quote(fair * 1.1),
        closing: null,
        closingLine: null,
        fair,
        pushable: false,
      };
    }
  }
}

/** How many picks each day gets: 0–3 on a usual day, or N in all spread over the days that have games. */
/** @param {readonly { date: string, games: readonly unknown[] }[]} list */
function perDay(list) {
  if (!args.picks)
    return list.map(({ games }) =>
      games.length === 0
        ? 0
        : weighted([
            [0, 18],
            [1, 40],
            [2, 29],
            [3, 13],
          ]),
    );
  const counts = list.map(() => 0);
  for (let i = 0; i < Number(args.picks); i += 1) {
    // A day with a game not yet picked; each game is bet once.
    const open = list.flatMap(({ games }, index) => ((counts[index] ?? 0) < games.length ? [index] : []));
    if (!open.length) throw new Error(`--picks ${args.picks} is more games than ${args.from} to ${args.to} has`);
    const day = choose(open);
    counts[day] = (counts[day] ?? 0) + 1;
  }
  return counts;
}

const calendar = days(args.from, args.to).map((date) => ({
  date,
  games: /** @type {(keyof typeof leagues)[]} */ (Object.keys(leagues)).flatMap((league) =>
    leagues[league].games(date, random).map((game) => ({ ...game, league })),
  ),
}));
const counts = perDay(calendar);

/**
 * @typedef {{ id: string, posted: number, start: number, league: League, event: string, market: Market,
 *   selection: string, odds: number, stake: number, sportsbook: string, result: Result, settled: number,
 *   closingOdds: number | null, closingOtherOdds: number | null, closingLine: number | null, note: string }} SamplePick
 */
/** @type {SamplePick[]} */
const picks = [];
calendar.forEach(({ date, games }, index) => {
  const chosen = new Set();
  for (let n = 0; n < (counts[index] ?? 0) && chosen.size < games.length; n += 1) {
    // A league first, by how much of the card it gets in its season, then one of its games.
    const open = games.filter((game) => !chosen.has(game));
    const league = weighted([...new Set(open.map((game) => game.league))].map((name) => [name, leagues[name].share]));
    const game = choose(open.filter((candidate) => candidate.league === league));
    chosen.add(game);
    const info = leagues[game.league];
    const start = zonedInstant(date, game.time, ZONE);
    // Picks go out in the morning for day games and during the day for night games.
    const earliest = zonedInstant(date, '08:30', ZONE);
    const posted = Math.max(earliest, start - integer(60, 540) * 60_000) - integer(0, 59) * 1000;
    const placed = bet(game.league, game);
    const stake =
      placed.market === 'prop' || placed.market === 'parlay'
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
    const roll = random();
    const pushes = placed.pushable ? info.pushRate : 0;
    /** @type {Result} */
    const result = roll < 0.004 ? 'void' : roll < 0.004 + pushes ? 'push' : random() < placed.fair ? 'win' : 'loss';
    const settled =
      result === 'void'
        ? start - integer(30, 180) * 60_000
        : start + Math.round((info.hours + between(0.15, 0.6)) * 60) * 60_000;
    const closed = placed.closing && random() < 0.93;
    picks.push({
      id: '',
      posted: Math.min(posted, start - 20 * 60_000),
      start,
      league: game.league,
      event: `${game.away} at ${game.home}`,
      market: placed.market,
      selection: placed.selection,
      odds: placed.odds,
      stake,
      sportsbook: choose(sportsbooks),
      result,
      settled,
      closingOdds: closed && placed.closing ? placed.closing.ours : null,
      closingOtherOdds: closed && placed.closing ? placed.closing.theirs : null,
      closingLine: closed ? (placed.closingLine ?? null) : null,
      note: result === 'void' ? 'Game postponed before the start; the book voided the bet.' : '',
    });
  }
});
picks.sort((a, b) => a.posted - b.posted || a.start - b.start);
const width = Math.max(4, String(picks.length).length);
picks.forEach((pick, index) => {
  pick.id = `RC-${String(index + 1).padStart(width, '0')}`;
});

/** A sample secret: made from the seed and the id, so the sample is reproducible (a real one is random). */
/** @param {string} id */
const secretOf = (id) => createHash('sha256').update(`sample secret ${args.seed} ${id}`).digest('hex');

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
    settled: zonedIso(pick.settled, ZONE),
    closingOdds: pick.closingOdds,
    closingOtherOdds: pick.closingOtherOdds,
    closingLine: pick.closingLine,
    slip: withSlips ? `slips/sample/${pick.id.toLowerCase()}.webp` : null,
    note: pick.note,
    secret: secretOf(pick.id),
  }),
);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, writeCsv(ledgerColumns, rows));

if (correctionsOut) {
  /** Three kinds of mistake an editor finds against the slip: the odds, the stake and the grade. */
  const find = (/** @type {number} */ from, /** @type {(pick: SamplePick) => boolean} */ test) =>
    picks.slice(Math.floor(picks.length * from)).find(test) ?? picks.find(test);
  const dayAfter = (/** @type {SamplePick} */ pick, /** @type {number} */ days) =>
    calendarDay(pick.settled + days * 86_400_000, ZONE);
  const oddsFix = find(0.2, (pick) => pick.odds === -110 && pick.result === 'win');
  const stakeFix = find(0.45, (pick) => pick.stake === 2 && pick.result === 'win');
  const gradeFix = find(0.7, (pick) => pick.market === 'total' && pick.result === 'loss');
  /** @param {SamplePick | undefined} pick @param {string} field @param {string} value @param {string} reason @param {number} days */
  const correction = (pick, field, value, reason, days) =>
    pick ? [{ pick_id: pick.id, field, value, reason, date: dayAfter(pick, days) }] : [];
  const corrections = [
    ...correction(oddsFix, 'odds', '-115', 'The slip shows -115; the row said -110.', 2),
    ...correction(stakeFix, 'stake', '1.5', 'The slip shows a stake of 1.5 units, not 2.', 1),
    ...correction(gradeFix, 'result', 'void', 'The game was suspended and the book voided the bet.', 3),
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
