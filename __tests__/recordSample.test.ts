/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger } from '@/lib/record/ledger/picks';
import { groupSummaries, summarize } from '@/lib/record/stats';

const generate = (...args: string[]) =>
  execFileSync('node', ['scripts/generate-sample-ledger.mjs', ...args], { encoding: 'utf8', stdio: 'pipe' });

const ledgerOptions = {
  file: 'picks.csv',
  sports: recordSettings.sports,
  maxStake: recordSettings.maxStake,
  pendingGraceDays: recordSettings.pendingGraceDays,
  timeZone: recordSettings.timeZone,
  buildDate: new Date('2026-11-23T00:00:00Z'),
  slipExists: () => true,
};

test('the generator remakes the shipped sample byte for byte', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sample-'));
  const out = (name: string) => path.join(dir, name);
  generate('--out', out('picks.csv'), '--corrections', out('corrections.csv'), '--slips', '6', '--public', dir);
  expect(readFileSync(out('picks.csv'), 'utf8')).toBe(readFileSync('content/record/picks.csv', 'utf8'));
  expect(readFileSync(out('corrections.csv'), 'utf8')).toBe(readFileSync('content/record/corrections.csv', 'utf8'));
  const slips = readdirSync('public/slips').sort();
  expect(readdirSync(path.join(dir, 'slips')).sort()).toEqual(slips);
  for (const slip of slips) {
    expect(readFileSync(path.join(dir, 'slips', slip), 'utf8')).toBe(
      readFileSync(path.join('public/slips', slip), 'utf8'),
    );
  }
});

test('the sample reads like a season: a few hundred picks, 53–56% winners, pushes, voids, losing months', () => {
  const picks = parseLedger(readFileSync('content/record/picks.csv', 'utf8'), ledgerOptions);
  const published = applyCorrections(
    picks,
    parseCorrections(readFileSync('content/record/corrections.csv', 'utf8'), {
      file: 'corrections.csv',
      picks,
      buildDate: ledgerOptions.buildDate,
      ledger: ledgerOptions,
    }),
    recordSettings.sports,
  );
  const summary = summarize(published);
  expect(summary.picks).toBeGreaterThan(400);
  expect(summary.picks).toBeLessThan(800);
  expect(summary.winRate).toBeGreaterThan(0.53);
  expect(summary.winRate).toBeLessThan(0.56);
  expect(summary.pushes).toBeGreaterThan(3);
  expect(summary.voids).toBeGreaterThan(3);
  expect(summary.pending).toBe(0);
  expect(summary.clvPicks / summary.picks).toBeGreaterThan(0.7);
  const months = groupSummaries(published, 'month', recordSettings.timeZone);
  expect(months.filter(({ summary: month }) => month.unitsWon < 0).length).toBeGreaterThanOrEqual(3);
  expect(new Set(published.map((pick) => pick.sport))).toEqual(
    new Set(['NFL', 'NBA', 'MLB', 'NHL', 'college football', 'college basketball']),
  );
  expect(new Set(published.map((pick) => pick.market))).toEqual(
    new Set(['spread', 'total', 'moneyline', 'prop', 'parlay']),
  );
});

test('the benchmark option writes exactly N valid picks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const output = generate(
    '--picks',
    '3000',
    '--out',
    path.join(dir, 'picks.csv'),
    '--corrections',
    path.join(dir, 'c.csv'),
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
});
