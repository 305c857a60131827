/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { recordSettings } from '@/content/record/settings';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger } from '@/lib/record/ledger/picks';
import { calendarDay } from '@/lib/record/math.mjs';
import { groupSummaries, summarize } from '@/lib/record/stats';

const generate = (...args: string[]) =>
  execFileSync('node', ['scripts/generate-sample-ledger.mjs', ...args], { encoding: 'utf8', stdio: 'pipe' });

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
    'Thu 12:30', // Thanksgiving
    'Thu 16:30',
    'Thu 20:20',
    'Sat 13:00', // late-season and playoff Saturdays
    'Sat 16:30',
    'Sat 20:15',
    'Sun 16:30', // playoffs
    'Sun 20:15',
    'Sun 15:00',
    'Sun 18:30',
  ]);
  const seasons: Record<string, readonly string[]> = {
    MLB: ['03', '04', '05', '06', '07', '08', '09', '10-0'],
    NBA: ['10', '11', '12', '01', '02', '03', '04', '05', '06'],
    NHL: ['10', '11', '12', '01', '02', '03', '04', '05', '06'],
    NCAAF: ['08', '09', '10', '11', '12', '01'],
    NCAAB: ['11', '12', '01', '02', '03', '04-0'],
    NFL: ['09', '10', '11', '12', '01', '02'],
  };
  return rows.flatMap((row) => {
    const problems: string[] = [];
    const day = calendarDay(row.event_start ?? '', NY).slice(5);
    if (row.sport === 'NFL' && !nflSlots.has(slot(row.event_start ?? ''))) {
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

// Generating three seasons takes about 3.5 s on a 2-core host: a fifth of this limit.
test('the generator remakes the shipped sample byte for byte', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-'));
  const out = (name: string) => path.join(dir, name);
  generate('--out', out('picks.csv'), '--corrections', out('corrections.csv'), '--timestamps', out('timestamps.csv'));
  for (const file of ['picks.csv', 'corrections.csv', 'timestamps.csv']) {
    expect(readFileSync(out(file), 'utf8')).toBe(shipped(file));
  }
}, 20_000);

test('the sample holds nothing a bettor would catch: NFL kickoffs, seasons, markets each sport has', () => {
  const rows: Row[] = parse(shipped('picks.csv'), { columns: true });
  expect(implausible(rows)).toEqual([]);
  // The check above can fail: a Monday 1 PM NFL game, October regular-season baseball, a first half in hockey.
  const game = rows.find((row) => row.sport === 'NFL') ?? {};
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

// About 2 s on a 2-core host: a tenth of this limit.
test('the benchmark option writes exactly N valid picks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const output = generate(
    ...['--picks', '3000', '--from', '2024-01-01', '--to', '2026-11-13', '--timestamps', 'no'],
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
}, 20_000);
