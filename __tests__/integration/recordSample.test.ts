/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'csv-parse/sync';
import { recordSettings } from '@/content/record/settings.mjs';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger } from '@/lib/record/ledger/picks';
import { calendarDay } from '@/lib/record/math.mjs';
import { groupSummaries, summarize } from '@/lib/record/figures/stats';
import { homeZone, type teamsBySport } from '@/sample/teams.mjs';

/**
 * The time of each pick's shipped token (ms), read by the site's own reader in a Node process: under
 * Jest's module registry PKI.js reads a token about ten times slower, a minute for the sample.
 */
function tokenTimes(ids: readonly string[]): number[] {
  const reader = pathToFileURL(path.resolve('lib/record/proof/timestamp.mjs')).href;
  const script = `import { readFileSync } from 'node:fs';
import { readTimestamp } from ${JSON.stringify(reader)};
const ids = JSON.parse(readFileSync(0, 'utf8'));
const times = ids.map((id) => readTimestamp(readFileSync(\`content/record/tokens/\${id}.tsr\`)).time.getTime());
process.stdout.write(JSON.stringify(times));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    input: JSON.stringify(ids),
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

const generate = (...args: string[]) =>
  execFileSync('node', ['sample/generate.mjs', ...args], { encoding: 'utf8', stdio: 'pipe' });

const ledgerOptions = {
  file: 'picks.csv',
  sports: recordSettings.sports,
  maxStake: recordSettings.maxStake,
  maxLength: recordSettings.maxLength,
  pendingGraceDays: recordSettings.pendingGraceDays,
  timeZone: recordSettings.timeZone,
  buildDate: new Date('2026-11-24T00:00:00Z'),
  slipKind: () => 'webp' as const,
};
const NY = 'America/New_York';
type Row = Record<string, string>;
const shipped = (file: string) => readFileSync(path.join('content/record', file), 'utf8');

/** A game's day of the week and wall-clock time in New York: "Sun 13:00". */
function slot(start: string): string {
  const day = calendarDay(start, NY);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${day}T12:00:00Z`).getUTCDay()];
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: NY, hour: '2-digit', minute: '2-digit' }).format(
    new Date(start),
  );
  return `${weekday} ${time}`;
}

/**
 * What a bettor would catch in a sample at a glance, written from the leagues' published schedules,
 * not from the generator: NFL games only in the NFL's kickoff windows; baseball only from late March
 * to the end of September; no first half in baseball or hockey; each league only in its season.
 */
function implausible(rows: readonly Row[]): string[] {
  const nflSlots = new Set([
    'Thu 20:15', // Thursday Night Football
    'Sun 13:00',
    'Sun 16:05',
    'Sun 16:25',
    'Sun 20:20', // Sunday Night Football
    'Mon 20:15', // Monday Night Football (and its 7:15 double-header)
    'Mon 19:15',
    'Mon 20:00', // Monday double-headers of 2024 and 2025
    'Mon 22:00',
    'Mon 16:30', // Christmas 2023, and the wild-card game moved to Monday by snow (2024-01-15)
    'Mon 19:30', // Monday double-headers of 2024
    'Mon 21:00',
    'Thu 12:30', // Thanksgiving
    'Thu 13:00',
    'Thu 16:30',
    'Thu 20:20',
    'Fri 15:00', // Black Friday
    'Wed 13:00', // Christmas on a Wednesday (2024)
    'Wed 16:30',
    'Sat 13:00', // late-season and playoff Saturdays
    'Sat 16:30',
    'Sat 20:15',
    'Sat 20:00', // the last week's Saturday
    'Sun 16:30', // playoffs
    'Sun 20:00',
    'Sun 20:15',
    'Sun 15:00',
    'Sun 18:30',
  ]);
  const seasons: Record<string, readonly string[]> = {
    MLB: ['03', '04', '05', '06', '07', '08', '09', '10', '11-01'],
    NBA: ['10', '11', '12', '01', '02', '03', '04', '05', '06'],
    NHL: ['10', '11', '12', '01', '02', '03', '04', '05', '06'],
    NCAAF: ['08', '09', '10', '11', '12', '01'],
    NCAAB: ['11', '12', '01', '02', '03', '04-0'],
    NFL: ['09', '10', '11', '12', '01', '02'],
  };
  return rows.flatMap((row) => {
    const problems: string[] = [];
    const day = calendarDay(row.event_start ?? '', NY).slice(5);
    // Christmas Day's games (2023's on a Monday) are at the afternoon's hours: 13:00, 16:30.
    const christmas = day === '12-25' && ['13:00', '16:30'].includes(slot(row.event_start ?? '').slice(4));
    if (row.sport === 'NFL' && !christmas && !nflSlots.has(slot(row.event_start ?? ''))) {
      problems.push(`${row.id}: NFL kickoff ${slot(row.event_start ?? '')}`);
    }
    if (!seasons[row.sport ?? '']?.some((months) => day.startsWith(months))) {
      problems.push(`${row.id}: ${row.sport} game on ${day}, out of season`);
    }
    if (
      (row.sport === 'MLB' || row.sport === 'NHL') &&
      /\b(first|1st|second|2nd) half\b|\b[12]H\b/i.test(row.selection ?? '')
    ) {
      problems.push(`${row.id}: a half in ${row.sport}: ${row.selection}`);
    }
    return problems;
  });
}

/** A CSV's rows without some columns: what the seed decides, without what the random secrets do. */
function without(text: string, columns: readonly string[]): Row[] {
  return (parse(text, { columns: true }) as Row[]).map((row) =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !columns.includes(column))),
  );
}

// Generating three seasons takes about 4 s on a 2-core host.
test('the generator remakes the shipped sample from its seed; only the random secrets differ', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-'));
  const out = (name: string) => path.join(dir, name);
  generate('--out', out('picks.csv'), '--corrections', out('corrections.csv'));
  expect(without(readFileSync(out('picks.csv'), 'utf8'), ['secret'])).toEqual(
    without(shipped('picks.csv'), ['secret']),
  );
  expect(readFileSync(out('corrections.csv'), 'utf8')).toBe(shipped('corrections.csv'));
  // The secrets are random: not the ones made again, none repeated, none worked out from the id.
  const secrets = (text: string) => (parse(text, { columns: true }) as Row[]).map((row) => row.secret ?? '');
  const made = secrets(readFileSync(out('picks.csv'), 'utf8'));
  const ours = secrets(shipped('picks.csv'));
  expect(made.filter((secret, index) => secret === ours[index])).toEqual([]);
  expect(new Set(ours).size).toBe(ours.length);
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  expect(
    rows.filter((row) => createHash('sha256').update(`sample secret 18 ${row.id}`).digest('hex') === row.secret),
  ).toEqual([]);
}, 60_000);

test('the sample holds nothing a bettor would catch: NFL kickoffs, seasons, markets each sport has', () => {
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  expect(implausible(rows)).toEqual([]);
  // The check above can fail: a Monday 1 PM NFL game, October regular-season baseball, a first half in hockey.
  const game = rows.find((row) => row.sport === 'NFL' && row.market === 'spread') ?? {};
  expect(
    implausible([
      { ...game, id: 'X1', event_start: '2025-10-13T13:00:00-04:00' },
      { ...game, id: 'X2', sport: 'MLB', event_start: '2025-11-02T19:05:00-05:00' },
      {
        ...game,
        id: 'X3',
        sport: 'NHL',
        event_start: '2025-11-02T19:00:00-05:00',
        selection: 'Boston Bruins first half -0.5',
      },
    ]),
  ).toEqual([
    'X1: NFL kickoff Mon 13:00',
    'X2: MLB game on 11-02, out of season',
    'X3: a half in NHL: Boston Bruins first half -0.5',
  ]);
});

test('the sample reads like a real record: three seasons, a bettor’s win rate and ROI, every sport and market, a slip per pick', () => {
  const picks = parseLedger(shipped('picks.csv'), ledgerOptions);
  const published = applyCorrections(
    picks,
    parseCorrections(shipped('corrections.csv'), {
      file: 'corrections.csv',
      picks,
      buildDate: ledgerOptions.buildDate,
      ledger: ledgerOptions,
    }),
    recordSettings.sports,
  );
  const summary = summarize(published);
  expect(calendarDay(summary.firstPosted ?? '', NY).slice(0, 7)).toBe('2023-08');
  expect(summary.picks).toBeGreaterThan(1200);
  expect(summary.winRate).toBeGreaterThan(0.51);
  expect(summary.winRate).toBeLessThan(0.57);
  expect(summary.roi).toBeGreaterThan(0);
  expect(summary.roi).toBeLessThan(0.08);
  expect(summary.pushes).toBeGreaterThan(5);
  expect(summary.voids).toBeGreaterThan(1);
  expect(summary.pending).toBe(0);
  const months = groupSummaries(published, 'month', recordSettings.timeZone);
  expect(months.filter(({ summary: month }) => month.unitsWon < 0).length).toBeGreaterThanOrEqual(8);
  expect(new Set(published.map((pick) => pick.sport))).toEqual(
    new Set(['NFL', 'NBA', 'MLB', 'NHL', 'college football', 'college basketball']),
  );
  expect(new Set(published.map((pick) => pick.market))).toEqual(
    new Set(['spread', 'total', 'moneyline', 'prop', 'parlay']),
  );
  expect(published.filter((pick) => !pick.slip)).toEqual([]);
  // Parlays are a small part of the card and of the profit.
  const parlays = summarize(published.filter((pick) => pick.market === 'parlay'));
  expect(parlays.picks / summary.picks).toBeLessThan(0.05);
  expect(Math.abs(parlays.unitsWon)).toBeLessThan(Math.abs(summary.unitsWon) / 2);
});

// About 5 s alone on a 2-core host (pricing replays each game 400 times); twice that under load.
test('the benchmark option writes exactly N valid picks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const output = generate(
    ...['--picks', '3000', '--from', '2024-01-01', '--to', '2026-11-13'],
    ...['--out', path.join(dir, 'picks.csv'), '--corrections', path.join(dir, 'c.csv')],
  );
  expect(output).toContain('3000 picks');
  const picks = parseLedger(readFileSync(path.join(dir, 'picks.csv'), 'utf8'), ledgerOptions);
  expect(picks).toHaveLength(3000);
  expect(() =>
    parseCorrections(readFileSync(path.join(dir, 'c.csv'), 'utf8'), {
      file: 'c.csv',
      picks,
      buildDate: ledgerOptions.buildDate,
      ledger: ledgerOptions,
    }),
  ).not.toThrow();
}, 60_000);

/**
 * The home team's time zone for every team the sample names (sample/teams.mjs: where each
 * team plays, a fact of the leagues), and what a bettor expects of start times: each league's local
 * hours at the home team's park, New York's hours at a neutral site.
 */
const localHours: Record<string, readonly [string, string]> = {
  NFL: ['12:00', '20:30'],
  NCAAF: ['11:00', '20:30'],
  NBA: ['12:00', '20:30'],
  NHL: ['12:00', '20:30'],
  NCAAB: ['11:00', '21:00'],
  MLB: ['12:00', '20:30'],
};
const wallClock = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
type Game = { id: string; sport: string; day: string; teams: string[] };
/** Every game the sample bet on, parlay legs included (a parlay's legs are all on its day). */
function gamesOf(rows: readonly Row[]): Game[] {
  return rows.flatMap((row) => {
    const day = calendarDay(row.event_start ?? '', NY);
    const events =
      row.market === 'parlay'
        ? (row.selection ?? '').split('; ').map((leg) => leg.slice(0, leg.indexOf(': ')))
        : [row.event ?? ''];
    return events.map((event) => ({
      id: row.id ?? '',
      sport: row.sport ?? '',
      day,
      teams: event.split(/ (?:at|vs) /),
    }));
  });
}
/** The NFL week a day falls in, Thursday to Wednesday: the Tuesday before it. */
const nflWeek = (day: string) => {
  const ms = Date.parse(`${day}T12:00:00Z`);
  return new Date(ms - ((new Date(ms).getUTCDay() - 2 + 7) % 7) * 86_400_000).toISOString().slice(0, 10);
};
/** Where nobody would believe the sample, by the rules of the sport and the market. */
function unrealistic(rows: readonly Row[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    if (row.market === 'parlay') continue;
    const [away = '', home = ''] = (row.event ?? '').split(/ (?:at|vs) /);
    const neutral = / vs /.test(row.event ?? '');
    const zone = neutral ? NY : homeZone(row.sport as keyof typeof teamsBySport, home);
    if (!zone) {
      problems.push(`${row.id}: ${home} is not a ${row.sport} team`);
      continue;
    }
    const [earliest, latest] = neutral ? ['12:00', '22:00'] : (localHours[row.sport ?? ''] ?? ['', '']);
    const local = wallClock(row.event_start ?? '', zone);
    if (local < earliest || local > latest) {
      problems.push(`${row.id}: ${row.event} starts at ${local} ${neutral ? 'New York' : 'local'} time`);
    }
    if (!away) problems.push(`${row.id}: ${row.event} names one team`);
  }
  const seen = new Map<string, string>();
  for (const game of gamesOf(rows)) {
    for (const team of game.teams) {
      const keys = [`${game.sport} ${team} on ${game.day}`];
      if (game.sport === 'NFL') keys.push(`NFL ${team} in the week of ${nflWeek(game.day)}`);
      for (const key of keys) {
        const other = seen.get(key);
        if (other && other !== `${game.id} ${game.teams.join('/')}`)
          problems.push(`${game.id}: ${key} again (${other})`);
        seen.set(key, `${game.id} ${game.teams.join('/')}`);
      }
    }
  }
  return problems;
}

test('start times sit in the home team’s local hours, and no team plays twice in a day or an NFL week', () => {
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  expect(unrealistic(rows)).toEqual([]);
  // The check can fail: a Royals home game at 10:10 pm Eastern, the Cardinals on consecutive days.
  const royals = rows.find((row) => row.sport === 'MLB' && row.market !== 'parlay') ?? {};
  const cardinals = { ...royals, sport: 'NFL', market: 'spread', selection: 'Arizona Cardinals +3' };
  expect(
    unrealistic([
      { ...royals, id: 'X1', event: 'Detroit Tigers at Kansas City Royals', event_start: '2025-08-05T22:10:00-04:00' },
      {
        ...cardinals,
        id: 'X2',
        event: 'Arizona Cardinals at Atlanta Falcons',
        event_start: '2024-09-22T13:00:00-04:00',
      },
      {
        ...cardinals,
        id: 'X3',
        event: 'Dallas Cowboys at Arizona Cardinals',
        event_start: '2024-09-23T20:15:00-04:00',
      },
    ]),
  ).toEqual([
    'X1: Detroit Tigers at Kansas City Royals starts at 21:10 local time',
    'X3: NFL Arizona Cardinals in the week of 2024-09-17 again (X2 Arizona Cardinals/Atlanta Falcons)',
  ]);
});

test('each league’s postseason is in the sample, in its months', () => {
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  const postseason: Record<string, (day: string, row: Row) => boolean> = {
    MLB: (day) => day.slice(5) >= '10-03' && day.slice(5) <= '11-01',
    NBA: (day) => day.slice(5) >= '04-20' && day.slice(5) <= '06-22',
    NHL: (day) => day.slice(5) >= '04-20' && day.slice(5) <= '06-24',
    NFL: (day) => day.slice(5) >= '01-10' && day.slice(5) <= '02-14',
    NCAAF: (day, row) => / vs /.test(row.event ?? '') && (day.slice(5) >= '12-14' || day.slice(5) <= '01-20'),
    NCAAB: (day, row) => / vs /.test(row.event ?? '') && day.slice(5) >= '03-18' && day.slice(5) <= '04-08',
  };
  for (const [sport, inPostseason] of Object.entries(postseason)) {
    const games = rows.filter(
      (row) => row.sport === sport && inPostseason(calendarDay(row.event_start ?? '', NY), row),
    );
    expect([sport, games.length > 0]).toEqual([sport, true]);
  }
  // A real handicapper's college basketball is November to March, not a week in December.
  const collegeBasketball = rows.filter((row) => row.sport === 'NCAAB');
  expect(collegeBasketball.length).toBeGreaterThan(rows.length * 0.06);
  const months = new Set(collegeBasketball.map((row) => calendarDay(row.event_start ?? '', NY).slice(5, 7)));
  expect(['11', '12', '01', '02', '03'].filter((month) => !months.has(month))).toEqual([]);
});

test('prices sit on books’ grids, closing margins vary by market, parlays vary, books and timing are uneven', () => {
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  const onGrid = (odds: number) => Math.abs(odds) >= 100 && (odds % 5 === 0 || odds === -108 || odds === -112);
  const legPrices = rows.flatMap((row) =>
    row.market === 'parlay'
      ? [...(row.selection ?? '').matchAll(/\(([+-]\d+)\)/g)].map((match) => Number(match[1]))
      : [],
  );
  const prices = [
    ...rows.filter((row) => row.market !== 'parlay').map((row) => Number(row.odds)),
    ...rows
      .filter((row) => row.closing_odds)
      .flatMap((row) => [Number(row.closing_odds), Number(row.closing_other_odds)]),
    ...legPrices,
  ];
  expect(prices.filter((odds) => !onGrid(odds))).toEqual([]);
  expect(prices.filter((odds) => odds === -100)).toEqual([]);

  const implied = (odds: number) => (odds < 0 ? -odds / (100 - odds) : 100 / (odds + 100));
  const margins = rows
    .filter((row) => row.closing_odds && row.closing_other_odds)
    .map((row) => implied(Number(row.closing_odds)) + implied(Number(row.closing_other_odds)) - 1);
  const sorted = [...margins].sort((a, b) => a - b);
  const quantile = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
  // Reduced-juice and moneyline markets below 3.5%, props above 6%: a spread of margins, as real books have.
  expect(quantile(0.1)).toBeLessThan(0.04);
  expect(quantile(0.9)).toBeGreaterThan(0.05);
  expect(new Set(margins.map((margin) => margin.toFixed(3))).size).toBeGreaterThan(30);

  const parlays = rows.filter((row) => row.market === 'parlay');
  const legs = new Set(parlays.map((row) => (row.selection ?? '').split('; ').length));
  expect([...legs].sort()).toEqual([2, 3, 4, 5]);
  expect(new Set(parlays.map((row) => row.odds)).size).toBeGreaterThan(parlays.length / 2);

  /** How many rows share each key: one count object, not a copy per row (there are hundreds of days). */
  const counts = (key: (row: Row) => string) =>
    Object.values(
      rows.reduce<Record<string, number>>((count, row) => {
        const name = key(row);
        count[name] = (count[name] ?? 0) + 1;
        return count;
      }, {}),
    );
  const books = counts((row) => row.sportsbook ?? '').sort((a, b) => b - a);
  expect((books[0] ?? 0) / (books.at(-1) ?? 1)).toBeGreaterThan(3);

  const perDay = counts((row) => calendarDay(row.posted ?? '', NY));
  expect(Math.max(...perDay)).toBeGreaterThanOrEqual(5);
  const leads = rows.map((row) => (Date.parse(row.event_start ?? '') - Date.parse(row.posted ?? '')) / 3_600_000);
  expect(Math.min(...leads)).toBeLessThan(0.75);
  expect(Math.max(...leads)).toBeGreaterThan(20);
  const times = tokenTimes(rows.map((row) => row.id ?? ''));
  const delays = rows.map((row, index) => ((times[index] ?? NaN) - Date.parse(row.posted ?? '')) / 1000);
  expect(Math.min(...delays)).toBeLessThan(5);
  expect(Math.max(...delays)).toBeGreaterThan(120);
});

test('every score is one the sport produces, and every grade is the one its score gives', () => {
  // parseLedger grades each row from its score and stops at the first disagreement.
  expect(() => parseLedger(shipped('picks.csv'), ledgerOptions)).not.toThrow();
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  const problems = rows.flatMap((row) => {
    const scores =
      row.market === 'parlay'
        ? (row.score ?? '').split('; ').map((leg) => leg.replace(/^\w+ /, ''))
        : [row.score ?? ''];
    return scores.flatMap((score) => {
      const match = /^(?:(1H|Q1|F5|P1) )?(\d+)-(\d+)(?: (\S+))?$/.exec(score);
      if (!score || !match) return [];
      const [, part, away, home, extra] = match;
      const points = [Number(away), Number(home)];
      const sport = row.sport ?? '';
      const football = sport === 'NFL' || sport === 'NCAAF';
      if (football && points.includes(1)) return [`${row.id}: ${sport} ${score}`];
      if (football && !part && points[0] === 3 && points[1] === 2) return [`${row.id}: ${sport} ${score}`];
      if ((sport === 'NBA' || sport === 'NCAAB') && !part && Math.min(...points) < 40)
        return [`${row.id}: ${sport} ${score}`];
      if (sport === 'NHL' && (extra === 'OT' || extra === 'SO') && Math.abs(points[0]! - points[1]!) !== 1) {
        return [`${row.id}: ${sport} ${score}`];
      }
      if (extra?.startsWith('F/') && (sport !== 'MLB' || Number(extra.slice(2)) < 10))
        return [`${row.id}: ${sport} ${score}`];
      if (extra === 'SO' && sport !== 'NHL') return [`${row.id}: ${sport} ${score}`];
      return [];
    });
  });
  expect(problems).toEqual([]);
  // Games past regulation are there, as in any season: overtime, shootouts, extra innings.
  const scores = rows.map((row) => row.score ?? '').join(' ');
  for (const mark of [' OT', ' SO', ' F/1']) expect(scores).toContain(mark);
});
