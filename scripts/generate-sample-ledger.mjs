#!/usr/bin/env node
// Writes the sample record: content/record/picks.csv (about one season of picks across the site's
// sports), content/record/corrections.csv and a few slip drawings under public/slips/. The same
// seed gives the same files, so the sample can be remade byte for byte.
//
//   node scripts/generate-sample-ledger.mjs                      the sample the repository ships
//   node scripts/generate-sample-ledger.mjs --picks 3000 --out /tmp/picks.csv --corrections /tmp/corrections.csv
//                                                                a ledger of exactly N picks (benchmarks)
//   options: --from YYYY-MM-DD --to YYYY-MM-DD (the days picks are posted on), --seed N,
//            --slips N (drawings for the last N picks), --public DIR (where slips/ goes; default public/)
//
// Every pick is graded by --to (default 2026-11-15) and none is pending, so the sample stays valid
// however far the build date moves on.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { correctionColumns, ledgerColumns, ledgerText, writeCsv } from '../lib/record/csv.mjs';
import { americanOdds, formatOdds, impliedProbability, profitOf, zonedInstant, zonedIso } from '../lib/record/math.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({
  options: {
    picks: { type: 'string' },
    out: { type: 'string' },
    corrections: { type: 'string' },
    from: { type: 'string', default: '2025-09-01' },
    to: { type: 'string', default: '2026-11-13' },
    seed: { type: 'string', default: '15' },
    slips: { type: 'string' },
    public: { type: 'string' },
  },
});
const sampleMode = !args.out;
const out = path.resolve(args.out ?? path.join(root, 'content/record/picks.csv'));
const correctionsOut = args.corrections
  ? path.resolve(args.corrections)
  : sampleMode
    ? path.join(root, 'content/record/corrections.csv')
    : null;
const slipCount = Number(args.slips ?? (sampleMode ? 6 : 0));

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
/** @template T @param {[T, number][]} entries @returns {T} */
function weighted(entries) {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return /** @type {[T, number]} */ (entries.at(-1))[0];
}

const teams = {
  NFL: [
    'Buffalo Bills',
    'Kansas City Chiefs',
    'Philadelphia Eagles',
    'Detroit Lions',
    'Baltimore Ravens',
    'Green Bay Packers',
    'Miami Dolphins',
    'Dallas Cowboys',
    'San Francisco 49ers',
    'Cincinnati Bengals',
    'Houston Texans',
    'Los Angeles Rams',
    'Minnesota Vikings',
    'Pittsburgh Steelers',
  ],
  NBA: [
    'Boston Celtics',
    'New York Knicks',
    'Denver Nuggets',
    'Oklahoma City Thunder',
    'Milwaukee Bucks',
    'Phoenix Suns',
    'Golden State Warriors',
    'Miami Heat',
    'Dallas Mavericks',
    'Cleveland Cavaliers',
    'Minnesota Timberwolves',
    'Los Angeles Lakers',
    'Indiana Pacers',
    'Orlando Magic',
  ],
  MLB: [
    'New York Yankees',
    'Los Angeles Dodgers',
    'Atlanta Braves',
    'Houston Astros',
    'Philadelphia Phillies',
    'Baltimore Orioles',
    'Seattle Mariners',
    'Chicago Cubs',
    'Boston Red Sox',
    'San Diego Padres',
    'Toronto Blue Jays',
    'Milwaukee Brewers',
    'Detroit Tigers',
    'Cleveland Guardians',
  ],
  NHL: [
    'Boston Bruins',
    'New York Rangers',
    'Florida Panthers',
    'Edmonton Oilers',
    'Colorado Avalanche',
    'Dallas Stars',
    'Toronto Maple Leafs',
    'Vegas Golden Knights',
    'Carolina Hurricanes',
    'Tampa Bay Lightning',
    'Winnipeg Jets',
    'New Jersey Devils',
  ],
  NCAAF: [
    'Georgia',
    'Ohio State',
    'Texas',
    'Michigan',
    'Alabama',
    'Oregon',
    'Penn State',
    'Notre Dame',
    'LSU',
    'Clemson',
    'Ole Miss',
    'Miami',
    'Tennessee',
    'Utah',
  ],
  NCAAB: [
    'Duke',
    'Kansas',
    'UConn',
    'Houston',
    'Purdue',
    'Gonzaga',
    'Kentucky',
    'North Carolina',
    'Arizona',
    'Baylor',
    'Tennessee',
    'Auburn',
    'Marquette',
    'Creighton',
  ],
};

/**
 * @typedef {object} Season
 * @property {[[number, number], [number, number]]} season
 * @property {number[]} weekdays
 * @property {string[]} starts
 * @property {number} hours
 * @property {[number, number] | null} spread
 * @property {[number, number]} total
 */

/**
 * When each sport is played: the months and days of its season, the weekdays it is bet on
 * (0 = Sunday), kickoff times in New York and how long a game lasts, and its typical lines.
 * @satisfies {Record<keyof typeof teams, Season>}
 */
const sports = {
  NFL: {
    season: [
      [9, 4],
      [2, 8],
    ],
    weekdays: [0, 0, 0, 1, 4],
    starts: ['13:00', '13:00', '16:25', '20:20'],
    hours: 3.3,
    spread: [1, 10],
    total: [38, 54],
  },
  NCAAF: {
    season: [
      [8, 30],
      [1, 19],
    ],
    weekdays: [6],
    starts: ['12:00', '15:30', '19:30'],
    hours: 3.5,
    spread: [2, 21],
    total: [41, 66],
  },
  NBA: {
    season: [
      [10, 21],
      [6, 15],
    ],
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    starts: ['19:00', '19:30', '20:00', '22:00'],
    hours: 2.5,
    spread: [1, 12],
    total: [208, 238],
  },
  NHL: {
    season: [
      [10, 7],
      [6, 15],
    ],
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    starts: ['19:00', '19:00', '19:30', '22:00'],
    hours: 2.7,
    spread: null,
    total: [5, 7],
  },
  NCAAB: {
    season: [
      [11, 3],
      [4, 6],
    ],
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    starts: ['12:00', '19:00', '21:00'],
    hours: 2.2,
    spread: [2, 15],
    total: [128, 158],
  },
  MLB: {
    season: [
      [3, 26],
      [10, 31],
    ],
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    starts: ['13:05', '19:05', '19:10', '21:40'],
    hours: 3,
    spread: null,
    total: [7, 10],
  },
};

const sportsbooks = ['Northline Sportsbook', 'Harbor Sports', 'Summit Bet', 'Riverbend Bets', 'Keystone Sportsbook'];

/** @typedef {keyof typeof sports} SportCode */

/** @param {SportCode} sport @param {number} month @param {number} day */
function inSeason(sport, month, day) {
  const [[fromMonth, fromDay], [toMonth, toDay]] = sports[sport].season;
  const value = month * 100 + day;
  const from = fromMonth * 100 + fromDay;
  const to = toMonth * 100 + toDay;
  return from <= to ? value >= from && value <= to : value >= from || value <= to;
}

const zone = 'America/New_York';
/** The instant of a New York wall-clock time. @param {string} date @param {string} time */
const newYork = (date, time) => zonedInstant(date, time, zone);
/** An instant as the ledger writes it, in New York time with its offset. @param {number} ms */
const iso = (ms) => zonedIso(ms, zone);

const implied = impliedProbability;
/** Whole American odds for a probability, never between -100 and +100. @param {number} probability */
function fromProbability(probability) {
  const odds = americanOdds(1 / probability);
  return odds > -100 && odds < 100 ? 100 : odds;
}
/** @param {number} min @param {number} max */
const half = (min, max) => integer(min * 2, max * 2) / 2;
/** @param {number} value */
const signed = (value) => (value > 0 ? `+${value}` : String(value));

/**
 * The bet: its market, what was picked, the odds taken and whether a push was possible.
 * @param {SportCode} sport @param {string} home @param {string} away
 */
function bet(sport, home, away) {
  const info = sports[sport];
  const market = weighted([
    ['spread', 36],
    ['total', 32],
    ['moneyline', 22],
    ['prop', 6],
    ['parlay', 4],
  ]);
  const side = random() < 0.5 ? home : away;
  const other = side === home ? away : home;
  const standard = () =>
    weighted([
      [-110, 10],
      [-105, 3],
      [-115, 4],
      [-120, 2],
      [100, 1],
    ]);
  switch (market) {
    case 'spread': {
      if (!info.spread) {
        const favorite = random() < 0.5;
        return {
          market,
          selection: `${side} ${favorite ? '-1.5' : '+1.5'}`,
          odds: favorite ? integer(11, 16) * 10 : -integer(13, 18) * 10,
          pushable: false,
        };
      }
      const line = half(...info.spread) * (random() < 0.55 ? -1 : 1);
      return { market, selection: `${side} ${signed(line)}`, odds: standard(), pushable: Number.isInteger(line) };
    }
    case 'total': {
      const line = half(...info.total);
      return {
        market,
        selection: `${random() < 0.5 ? 'Over' : 'Under'} ${line}`,
        odds: standard(),
        pushable: Number.isInteger(line),
      };
    }
    case 'moneyline': {
      const odds = weighted([
        [-integer(110, 200), 5],
        [integer(100, 175), 4],
      ]);
      return { market, selection: `${side} moneyline`, odds, pushable: false };
    }
    case 'prop': {
      const props = [
        `${side} to score first`,
        `${side} team total over ${Math.floor(half(...info.total) / 2) + 0.5}`,
        `${side} to win the first half`,
        `${other} to score last`,
      ];
      return { market, selection: choose(props), odds: integer(10, 26) * 10, pushable: false };
    }
    default: {
      const legs = [`${side} moneyline`, `${random() < 0.5 ? 'Over' : 'Under'} ${half(...info.total)}`];
      return { market: 'parlay', selection: legs.join(' + '), odds: integer(24, 60) * 10, pushable: false };
    }
  }
}

/** @param {string} from @param {string} to */
function days(from, to) {
  const list = [];
  for (let ms = Date.parse(`${from}T12:00:00Z`); ms <= Date.parse(`${to}T12:00:00Z`); ms += 86_400_000) {
    list.push(new Date(ms).toISOString().slice(0, 10));
  }
  return list;
}

/**
 * How many picks each day gets: 0–3 (membership.picksPerDay), or N spread at random over the days.
 * @param {string[]} list
 * @returns {number[]}
 */
function perDay(list) {
  if (!args.picks)
    return list.map(() =>
      weighted([
        [0, 22],
        [1, 36],
        [2, 28],
        [3, 14],
      ]),
    );
  const counts = list.map(() => 0);
  for (let i = 0; i < Number(args.picks); i += 1) /** @type {number} */ (counts[integer(0, list.length - 1)]) += 1;
  return counts;
}

/** Good and bad stretches, so the sample has losing weeks and months like a real record. */
let form = 0;
function nextForm() {
  form = form * 0.93 + between(-0.05, 0.05);
  return form;
}

const calendar = days(args.from, args.to);
const counts = perDay(calendar);
/**
 * @typedef {object} SamplePick
 * @property {string} id
 * @property {number} posted
 * @property {number} start
 * @property {SportCode} sport
 * @property {string} event
 * @property {import('../lib/record/types').Market} market
 * @property {string} selection
 * @property {number} odds
 * @property {number} stake
 * @property {string} sportsbook
 * @property {import('../lib/record/types').Result} result
 * @property {number} settled
 * @property {number | null} closing
 * @property {string} note
 * @property {string} slip
 */
/** @type {SamplePick[]} */
const picks = [];
calendar.forEach((date, index) => {
  const [, month, day] = /** @type {[number, number, number]} */ (date.split('-').map(Number));
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const playing = /** @type {SportCode[]} */ (Object.keys(sports)).filter(
    (sport) => inSeason(sport, month, day) && sports[sport].weekdays.includes(weekday),
  );
  const edge = 1.07 + nextForm();
  for (let n = 0; n < (counts[index] ?? 0) && playing.length; n += 1) {
    const sport = choose(playing);
    const info = sports[sport];
    const home = choose(teams[sport]);
    const away = choose(teams[sport].filter((team) => team !== home));
    const start = newYork(date, choose(info.starts));
    const posted = start - integer(90, 540) * 60_000;
    const { market, selection, odds, pushable } = bet(sport, home, away);
    const stake =
      market === 'prop' || market === 'parlay'
        ? weighted([
            [0.5, 3],
            [1, 2],
          ])
        : weighted([
            [1, 10],
            [1.5, 4],
            [2, 4],
            [0.5, 2],
            [2.5, 1],
            [3, 1],
          ]);
    const fair = implied(odds) * 0.955;
    const roll = random();
    const result = roll < 0.006 ? 'void' : pushable && roll < 0.07 ? 'push' : random() < fair * edge ? 'win' : 'loss';
    const settled = start + Math.round((info.hours + between(0.1, 0.5)) * 60) * 60_000;
    const closing =
      random() < 0.85 ? fromProbability(Math.min(0.9, Math.max(0.1, implied(odds) + between(-0.03, 0.045)))) : null;
    // id and slip are set once the picks are sorted.
    picks.push(
      /** @type {SamplePick} */ ({
        posted,
        start,
        sport,
        event: `${away} at ${home}`,
        market,
        selection,
        odds,
        stake,
        sportsbook: choose(sportsbooks),
        result,
        settled,
        closing,
        note: result === 'void' ? 'Game postponed; the book voided the bet.' : '',
      }),
    );
  }
});
picks.sort((a, b) => a.posted - b.posted || a.start - b.start);
const width = String(picks.length).length > 4 ? String(picks.length).length : 4;
picks.forEach((pick, index) => {
  pick.id = `RC-${String(index + 1).padStart(width, '0')}`;
  pick.slip = '';
});

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A drawing of the bet slip, 360 × 480, in the plain style of a sportsbook's receipt, marked as a sample.
 * @param {SamplePick} pick
 */
function slip(pick) {
  /** @type {[string, number, string][]} */
  const lines = [
    [pick.sportsbook, 22, 'bold'],
    ['Bet receipt', 14, 'normal'],
    [pick.event, 14, 'normal'],
    [pick.selection, 16, 'bold'],
    [`Odds ${formatOdds(pick.odds)}`, 16, 'normal'],
    [`Stake ${pick.stake} u`, 16, 'normal'],
    [`Result: ${pick.result}`, 16, 'bold'],
    [`${(profitOf(pick) ?? 0) >= 0 ? '+' : ''}${profitOf(pick)} u`, 16, 'normal'],
    [`Placed ${iso(pick.posted).slice(0, 16).replace('T', ' ')} ET`, 12, 'normal'],
    [pick.id, 12, 'normal'],
  ];
  const text = lines
    .map(
      ([words, size, weight], i) =>
        `<text x="24" y="${56 + i * 40}" font-size="${size}" font-weight="${weight}">${escapeXml(words)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480" viewBox="0 0 360 480" role="img">
  <rect width="360" height="480" rx="12" fill="#fdfcf8" stroke="#c9c4b5"/>
  <g font-family="system-ui, sans-serif" fill="#1d1d1b">
  ${text}
  </g>
  <text x="336" y="56" font-family="system-ui, sans-serif" font-size="14" font-weight="bold" fill="#b42318" text-anchor="end">SAMPLE</text>
</svg>
`;
}

if (slipCount > 0) {
  const publicDir = path.resolve(args.public ?? path.join(root, 'public'));
  const dir = path.join(publicDir, 'slips');
  mkdirSync(dir, { recursive: true });
  for (const pick of picks.slice(-slipCount)) {
    pick.slip = `slips/${pick.id.toLowerCase()}.svg`;
    writeFileSync(path.join(publicDir, pick.slip), slip(pick));
  }
}

const records = picks.map((pick) =>
  ledgerText({
    ...pick,
    posted: iso(pick.posted),
    eventStart: iso(pick.start),
    sportCode: pick.sport,
    settled: iso(pick.settled),
    closingOdds: pick.closing,
    slip: pick.slip || null,
  }),
);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, writeCsv(ledgerColumns, records));

if (correctionsOut) {
  /** Three kinds of mistake an editor finds against the slip: the odds, the stake and the grade. */
  /**
   * @param {number} from
   * @param {(pick: SamplePick) => boolean} test
   */
  const find = (from, test) => /** @type {SamplePick} */ (picks.slice(Math.floor(picks.length * from)).find(test));
  /** @param {SamplePick} pick @param {number} days */
  const dayAfter = (pick, days) => iso(pick.settled + days * 86_400_000).slice(0, 10);
  const oddsFix = find(0.2, (pick) => pick.odds === -110 && pick.result !== 'void');
  const stakeFix = find(0.45, (pick) => pick.stake === 2 && pick.result === 'win');
  const gradeFix = find(0.7, (pick) => pick.market === 'total' && pick.result === 'loss');
  /**
   * @param {SamplePick} pick @param {string} field @param {string} value @param {string} reason @param {number} days
   */
  const correction = (pick, field, value, reason, days) => ({
    pick_id: pick.id,
    field,
    value,
    reason,
    date: dayAfter(pick, days),
  });
  const corrections = [
    correction(oddsFix, 'odds', '-115', 'The slip shows -115; the row said -110.', 2),
    correction(stakeFix, 'stake', '1.5', 'The slip shows a stake of 1.5 units, not 2.', 1),
    correction(gradeFix, 'result', 'void', 'The game was suspended and the book voided the bet.', 3),
  ].sort((a, b) => a.date.localeCompare(b.date));
  writeFileSync(correctionsOut, writeCsv(correctionColumns, corrections));
}

const wins = picks.filter((pick) => pick.result === 'win').length;
const losses = picks.filter((pick) => pick.result === 'loss').length;
const units = picks.reduce((sum, pick) => sum + (profitOf(pick) ?? 0), 0);
console.log(
  `${path.relative(process.cwd(), out)}: ${picks.length} picks, ${wins}-${losses}-${picks.length - wins - losses} (W-L-push/void), ${units.toFixed(2)} units`,
);
