#!/usr/bin/env node
// Benchmarks the public record on real builds (a benchmark, not a timed test):
//  1. a year page with 1,100 picks, each with its slip: gzipped HTML against the 90 KB budget, and its
//     Lighthouse mobile score and /record's beside the home page's (at most 3 points below), at 4x and 2x;
//  2. `npm run build` (its checks, token checks and post-build steps included) with an empty ledger,
//     3,000 picks and 5,000 picks, each pick with its grade and a token per chain entry (median of 3
//     each): 3,000 picks at most 15 s more than empty, and 5,000 at most 1.5 times 3,000.
// The ledgers come from sample/generate.mjs and their tokens from the sample authority
// (sample/prove.ts). The repository's ledger, corrections and tokens are put back afterwards,
// even when a build fails or the run is interrupted.
//   node bench/record.mjs [--runs 3] [--only year|build|pages]
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const RUNS = Number(args.runs);
const YEAR_PAGE_BUDGET_KB = 90;
const EXTRA_BUILD_BUDGET_S = 15;
const LARGER_LEDGER_FACTOR = 1.5;
const SCORE_BELOW_HOME = 3;
const PICK_PAGES_FACTOR = 1.5;

const ledgerFiles = /** @type {const} */ (['content/record/picks.csv', 'content/record/corrections.csv']);
const tokensDir = path.join(root, 'content/record/tokens');
const backup = mkdtempSync(path.join(tmpdir(), 'bench-record-'));
for (const file of ledgerFiles) copyFileSync(path.join(root, file), path.join(backup, path.basename(file)));
cpSync(tokensDir, path.join(backup, 'tokens'), { recursive: true });

function restore() {
  for (const file of ledgerFiles) copyFileSync(path.join(backup, path.basename(file)), path.join(root, file));
  rmSync(tokensDir, { recursive: true, force: true });
  cpSync(path.join(backup, 'tokens'), tokensDir, { recursive: true });
  rmSync(backup, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

/** @param {string} command @param {string[]} commandArgs @param {Record<string, string>} [env] */
function run(command, commandArgs, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, commandArgs, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/** @param {number} picks @param {string} from @param {string} to @param {boolean} slips */
function generate(picks, from, to, slips) {
  run('node', [
    'sample/generate.mjs',
    ...['--picks', String(picks), '--from', from, '--to', to, '--slips', slips ? 'yes' : 'no'],
    ...['--out', ledgerFiles[0], '--corrections', ledgerFiles[1]],
  ]);
  run('npm', ['run', '--silent', 'sample:prove']);
}

function emptyLedger() {
  /** @param {string} file */
  const header = (file) => readFileSync(path.join(backup, path.basename(file)), 'utf8').split('\n')[0];
  for (const file of ledgerFiles) writeFileSync(path.join(root, file), `${header(file)}\n`);
  rmSync(tokensDir, { recursive: true, force: true });
}

// The whole build an operator runs: the content checks, slips and tokens before it, and the post-build
// step that writes the year pages' rows into their HTML (components/record/RecordPicksTable.tsx).
const build = (/** @type {Record<string, string>} */ env = {}) => run('npm', ['run', '--silent', 'build'], env);

/** What a build keeps for the next one: the pick pages and share cards it wrote (data/buildCache.mjs). */
const clearBuildCache = () => {
  for (const name of ['pick-pages', 'pick-cards']) {
    rmSync(path.join(root, 'node_modules/.cache/receipts-club', name), { recursive: true, force: true });
  }
};

/**
 * Takes the newest pick (and any correction of it) out of the ledger and remakes the tokens, then
 * returns what puts it back: the build after that is the scheduled build that finds one new pick.
 */
function withoutNewestPick() {
  const picksFile = path.join(root, ledgerFiles[0]);
  const correctionsFile = path.join(root, ledgerFiles[1]);
  const picks = readFileSync(picksFile, 'utf8');
  const corrections = readFileSync(correctionsFile, 'utf8');
  const lines = picks.trimEnd().split('\n');
  const newest = (lines.at(-1) ?? '').split(',').find((cell) => /^RC-\d+$/.test(cell)) ?? '';
  writeFileSync(picksFile, `${lines.slice(0, -1).join('\n')}\n`);
  writeFileSync(
    correctionsFile,
    corrections
      .split('\n')
      .filter((line) => !line.includes(`,${newest},`) && !line.startsWith(`${newest},`))
      .join('\n'),
  );
  run('npm', ['run', '--silent', 'sample:prove']);
  return () => {
    writeFileSync(picksFile, picks);
    writeFileSync(correctionsFile, corrections);
    run('npm', ['run', '--silent', 'sample:prove']);
  };
}

/**
 * Lighthouse's performance scores of `routes` at 4x and 2x, from the speed benchmark (bench/run.mjs:
 * Lighthouse CI in interleaved rounds, medians), limited to these pages.
 * @param {string[]} routes
 */
function performanceScores(routes) {
  run('node', ['bench/run.mjs'], { LIGHTHOUSE_RUNS: String(RUNS), LIGHTHOUSE_ROUTES: routes.join(',') });
  /** @type {{ results: { slowdown: number, routes: { route: string, performance: number }[] }[] }} */
  const { results } = JSON.parse(readFileSync(path.join(root, 'reports/bench.json'), 'utf8'));
  return results.map(({ slowdown, routes: measured }) => ({
    slowdown,
    scores: new Map(measured.map(({ route, performance }) => [route, performance])),
  }));
}
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;
/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** What this run measured, written to reports/bench-record.json. */
const report = {
  /** @type {object[]} */ pages: [],
  /** @type {object | null} */ builds: null,
};

try {
  if (args.only === undefined || args.only === 'year') {
    generate(1100, '2026-01-01', '2026-11-13', true);
    build();
    const page = path.join(root, 'out/record/2026.html');
    const html = readFileSync(page);
    const rows = (html.toString('utf8').match(/<td data-r="/g) ?? []).length;
    const gz = gzipSync(html, { level: 6 }).length;
    // As the preview server and deploy/nginx.conf send it to a browser that takes Brotli.
    const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length;
    console.log(
      `year page /record/2026: ${rows} picks, HTML ${kb(html.length)} KB, gzipped ${kb(gz)} KB ` +
        `(budget ${YEAR_PAGE_BUDGET_KB} KB): ${gz / 1024 <= YEAR_PAGE_BUDGET_KB ? 'within' : 'OVER'}; ` +
        `Brotli ${kb(br)} KB`,
    );
    for (const route of ['record', 'index', 'about']) {
      const file = path.join(root, `out/${route}.html`);
      if (existsSync(file))
        console.log(
          `  /${route === 'index' ? '' : route}: gzipped ${kb(gzipSync(readFileSync(file), { level: 6 }).length)} KB`,
        );
    }
    for (const { slowdown, scores } of performanceScores(['/', '/record', '/record/2026'])) {
      const home = scores.get('/');
      console.log(`Lighthouse mobile performance, ${slowdown}x CPU slowdown, median of ${RUNS}: / ${home}`);
      for (const route of ['/record', '/record/2026']) {
        const below = (home ?? NaN) - (scores.get(route) ?? NaN);
        console.log(
          `  ${route}: ${scores.get(route)} (${below > 0 ? `${below} below` : 'not below'} the home page; ` +
            `at most ${SCORE_BELOW_HOME}): ${below <= SCORE_BELOW_HOME ? 'within' : 'OVER'}`,
        );
      }
    }
  }
  if (args.only === undefined || args.only === 'pages') {
    for (const [label, picks, from] of /** @type {const} */ ([
      ['1,562 picks (the sample)', 1562, '2023-08-01'],
      ['5,000 picks', 5000, '2022-01-01'],
    ])) {
      /** @type {{ clean: number[], rebuild: number[], without: number[] }} */
      const times = { clean: [], rebuild: [], without: [] };
      for (let i = 0; i < RUNS; i += 1) {
        generate(picks, from, '2026-11-13', false);
        const putBack = withoutNewestPick();
        clearBuildCache();
        times.clean.push(build());
        putBack();
        times.rebuild.push(build());
        times.without.push(build({ BENCH_WITHOUT_PICK_PAGES: '1' }));
        console.log(
          `${label}, run ${i + 1}: clean build ${times.clean.at(-1)?.toFixed(1)} s, one new pick ${times.rebuild.at(-1)?.toFixed(1)} s, the same build without pick pages ${times.without.at(-1)?.toFixed(1)} s`,
        );
      }
      const factor = median(times.rebuild) / median(times.without);
      report.pages.push({
        picks,
        runs: RUNS,
        seconds: {
          clean: median(times.clean),
          oneNewPick: median(times.rebuild),
          withoutPickPages: median(times.without),
        },
        factor,
        budget: PICK_PAGES_FACTOR,
      });
      console.log(
        `${label}, median of ${RUNS}: clean build with every pick page and card ${median(times.clean).toFixed(1)} s; ` +
          `one new pick ${median(times.rebuild).toFixed(1)} s, ${factor.toFixed(2)} times the build without pick pages ` +
          `(${median(times.without).toFixed(1)} s; budget ${PICK_PAGES_FACTOR}): ${factor <= PICK_PAGES_FACTOR ? 'within' : 'OVER'}`,
      );
    }
  }
  if (args.only === undefined || args.only === 'build') {
    /** @type {{ empty: number[], full: number[], larger: number[] }} */
    const times = { empty: [], full: [], larger: [] };
    for (let i = 0; i < RUNS; i += 1) {
      emptyLedger();
      times.empty.push(build());
      generate(3000, '2024-01-01', '2026-11-13', false);
      times.full.push(build());
      generate(5000, '2022-01-01', '2026-11-13', false);
      times.larger.push(build());
      console.log(
        `run ${i + 1}: empty ${times.empty.at(-1)?.toFixed(1)} s, 3,000 picks ${times.full.at(-1)?.toFixed(1)} s, 5,000 picks ${times.larger.at(-1)?.toFixed(1)} s`,
      );
    }
    const extra = median(times.full) - median(times.empty);
    report.builds = {
      runs: RUNS,
      seconds: { empty: median(times.empty), picks3000: median(times.full), picks5000: median(times.larger) },
    };
    const factor = median(times.larger) / median(times.full);
    console.log(
      `next build, median of ${RUNS}: empty ledger ${median(times.empty).toFixed(1)} s, 3,000 picks ` +
        `${median(times.full).toFixed(1)} s: ${extra.toFixed(1)} s more (budget ${EXTRA_BUILD_BUDGET_S} s): ` +
        `${extra <= EXTRA_BUILD_BUDGET_S ? 'within' : 'OVER'}; 5,000 picks ${median(times.larger).toFixed(1)} s, ` +
        `${factor.toFixed(2)} times 3,000 (budget ${LARGER_LEDGER_FACTOR}): ${factor <= LARGER_LEDGER_FACTOR ? 'within' : 'OVER'}`,
    );
  }
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(
    path.join(root, 'reports/bench-record.json'),
    `${JSON.stringify({ measured: new Date().toISOString(), ...report }, null, 2)}\n`,
  );
} finally {
  restore();
}
