#!/usr/bin/env node
// Benchmarks the public record on real builds (a benchmark, not a timed test):
//  1. a year page with 1,100 picks, each with its slip: gzipped HTML against the 90 KB budget, and its
//     Lighthouse mobile score and /record's beside the home page's (at most 3 points below), at 4x and 2x;
//  2. `npm run build` (its checks, token checks and post-build steps included) with an empty ledger,
//     3,000 picks and 5,000 picks, each pick with its grade and a token per chain entry (median of 3
//     each): 3,000 picks at most 15 s more than empty, and 5,000 at most 1.5 times 3,000.
// The ledgers come from scripts/generate-sample-ledger.mjs and their tokens from the sample authority
// (scripts/sample/prove.ts). The repository's ledger, corrections and tokens are put back afterwards,
// even when a build fails or the run is interrupted.
//   node bench/record.mjs [--runs 3] [--only year|build]
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    'scripts/generate-sample-ledger.mjs',
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
const build = () => run('npm', ['run', '--silent', 'build']);

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

try {
  if (args.only !== 'build') {
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
  if (args.only !== 'year') {
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
    const factor = median(times.larger) / median(times.full);
    console.log(
      `next build, median of ${RUNS}: empty ledger ${median(times.empty).toFixed(1)} s, 3,000 picks ` +
        `${median(times.full).toFixed(1)} s: ${extra.toFixed(1)} s more (budget ${EXTRA_BUILD_BUDGET_S} s): ` +
        `${extra <= EXTRA_BUILD_BUDGET_S ? 'within' : 'OVER'}; 5,000 picks ${median(times.larger).toFixed(1)} s, ` +
        `${factor.toFixed(2)} times 3,000 (budget ${LARGER_LEDGER_FACTOR}): ${factor <= LARGER_LEDGER_FACTOR ? 'within' : 'OVER'}`,
    );
  }
} finally {
  restore();
}
