#!/usr/bin/env node
// Lighthouse CI on every route beside a blank Next.js page (bench/floor/) built in the same run, so that
// the framework's own cost and the machine's noise of the moment show on both sides of each comparison.
//   node bench/run.mjs          the benchmark: Lighthouse's defaults (4x CPU) and the calibrated slowdown,
//                               each route minus the floor, in reports/bench.md and reports/bench.json
//   node bench/run.mjs --gate   the gate: the calibrated slowdown only, then `lhci assert` with the
//                               assertions of lighthouserc.cjs plus those measured against the floor
// LHCI runs each URL numberOfRuns times in a row; this script instead runs `lhci collect` once per round
// (floor, then every route) so that a slow minute of a shared host hits the floor and the routes alike,
// and compares each route with the floor measured in the same run, which no LHCI assertion can express.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { out, root } from '../scripts/out-files.mjs';
import { floorApp, floorOut, floorServer, floorUrl, sitePages, siteUrl } from './targets.mjs';

const require = createRequire(import.meta.url);
const rc = require('../lighthouserc.cjs');
/** @type {import('../performance-budgets.json')} */
const budgets = JSON.parse(readFileSync(path.join(root, 'performance-budgets.json'), 'utf8'));

const gate = process.argv.includes('--gate');
const runs = rc.ci.collect.numberOfRuns;
const calibrated = rc.ci.collect.settings.throttling.cpuSlowdownMultiplier;
const settings = [
  ...(gate ? [] : [{ name: 'Lighthouse defaults (mobile, 4x CPU slowdown, as PageSpeed Insights)', slowdown: 4 }]),
  {
    name: `calibrated (mobile, ${calibrated}x CPU slowdown, the throttling docs' value for this class of host)`,
    slowdown: calibrated,
  },
];
const pages = sitePages();
const saved = path.join(root, '.lighthouseci');
const lhci = require.resolve('@lhci/cli/src/cli.js');

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

run(process.execPath, [require.resolve('next/dist/bin/next'), 'build', floorApp], { NEXT_TELEMETRY_DISABLED: '1' });

rmSync(saved, { recursive: true, force: true });
for (let round = 1; round <= runs; round += 1) {
  for (const { slowdown } of settings) {
    console.log(`\nround ${round} of ${runs}, CPU slowdown ${slowdown}x`);
    const collect = [
      'collect',
      '--additive',
      '--numberOfRuns=1',
      `--settings.throttling.cpuSlowdownMultiplier=${slowdown}`,
    ];
    run(process.execPath, [lhci, ...collect, `--url=${floorUrl}`, `--startServerCommand=${floorServer}`]);
    run(process.execPath, [lhci, ...collect]);
  }
}

/**
 * The parts of a Lighthouse result (an lhr-*.json that `lhci collect` saves) this script reads.
 * @typedef {{ numericValue: number }} NumericAudit
 * @typedef {object} Lhr
 * @property {string} lighthouseVersion
 * @property {string} finalUrl
 * @property {{ throttling: { cpuSlowdownMultiplier: number } }} configSettings
 * @property {{ performance: { score: number } }} categories
 * @property {{ benchmarkIndex: number }} environment
 * @property {{
 *   'network-requests': { details: { items: { resourceType: string, url: string }[] } },
 *   'first-contentful-paint': NumericAudit,
 *   'largest-contentful-paint': NumericAudit,
 *   'total-blocking-time': NumericAudit,
 *   'cumulative-layout-shift': NumericAudit,
 * }} audits
 */

/** @type {Lhr[]} */
const lhrs = readdirSync(saved)
  .filter((file) => /^lhr-.*\.json$/.test(file))
  .map((file) => JSON.parse(readFileSync(path.join(saved, file), 'utf8')));

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

// Bytes are gzipped bodies (scripts/serve.mjs gzips at zlib's default level, as gzipSync does) without the
// HTTP headers that Lighthouse's transfer sizes include: the site sends more headers per response than the
// floor, and a few hundred bytes per request are not JavaScript of ours.
/** @param {string} file */
const gzipped = (file) => gzipSync(readFileSync(file)).length;
/** @param {Lhr} lhr @param {string} type @param {string} dir */
function loadedBytes(lhr, type, dir) {
  const { origin } = new URL(lhr.finalUrl);
  const paths = new Set(
    lhr.audits['network-requests'].details.items
      .filter((request) => request.resourceType === type && request.url.startsWith(`${origin}/`))
      .map((request) => decodeURIComponent(new URL(request.url).pathname)),
  );
  return [...paths].reduce((sum, urlPath) => sum + gzipped(path.join(dir, urlPath)), 0);
}

/**
 * Medians over the runs of one page at one slowdown.
 * @param {string} url
 * @param {string} file
 * @param {number} slowdown
 */
function measure(url, file, slowdown) {
  const dir = file.startsWith(floorOut) ? floorOut : out;
  const mine = lhrs.filter((l) => l.finalUrl === url && l.configSettings.throttling.cpuSlowdownMultiplier === slowdown);
  if (mine.length !== runs) throw new Error(`${url} at ${slowdown}x has ${mine.length} runs, not ${runs}`);
  /** @param {(lhr: Lhr) => number} pick */
  const of = (pick) => median(mine.map(pick));
  return {
    runs: mine.length,
    performance: of((l) => Math.round(l.categories.performance.score * 100)),
    fcpMs: of((l) => Math.round(l.audits['first-contentful-paint'].numericValue)),
    lcpMs: of((l) => Math.round(l.audits['largest-contentful-paint'].numericValue)),
    tbtMs: of((l) => Math.round(l.audits['total-blocking-time'].numericValue)),
    cls: of((l) => l.audits['cumulative-layout-shift'].numericValue),
    scriptBytes: of((l) => loadedBytes(l, 'Script', dir)),
    stylesheetBytes: of((l) => loadedBytes(l, 'Stylesheet', dir)),
    documentBytes: gzipped(file),
    benchmarkIndex: of((l) => Math.round(l.environment.benchmarkIndex)),
  };
}

const results = settings.map(({ name, slowdown }) => ({
  name,
  slowdown,
  floor: measure(floorUrl, path.join(floorOut, 'index.html'), slowdown),
  routes: pages.map(({ route, file }) => ({ route, ...measure(siteUrl(route), file, slowdown) })),
}));

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {number} value @param {string} [text] */
const signed = (value, text = String(value)) => (value > 0 ? `+${text}` : text);
/** @param {(typeof results)[number]} result */
const table = ({ name, floor, routes: rows }) => [
  `### ${name}`,
  '',
  '| page | performance | LCP | TBT | JS KB | HTML KB | CSS KB | CLS | benchmarkIndex |',
  '|---|---|---|---|---|---|---|---|---|',
  `| floor (blank Next.js page) | ${floor.performance} | ${floor.lcpMs} ms | ${floor.tbtMs} ms | ${kb(floor.scriptBytes)} | ${kb(floor.documentBytes)} | ${kb(floor.stylesheetBytes)} | ${floor.cls} | ${floor.benchmarkIndex} |`,
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} (${signed(r.performance - floor.performance)}) | ${r.lcpMs} ms (${signed(r.lcpMs - floor.lcpMs)}) | ${r.tbtMs} ms (${signed(r.tbtMs - floor.tbtMs)}) | ${kb(r.scriptBytes)} (${signed(r.scriptBytes - floor.scriptBytes, kb(r.scriptBytes - floor.scriptBytes))}) | ${kb(r.documentBytes)} (${signed(r.documentBytes - floor.documentBytes, kb(r.documentBytes - floor.documentBytes))}) | ${kb(r.stylesheetBytes)} | ${r.cls} | ${r.benchmarkIndex} |`,
  ),
  '',
];

const name = gate ? 'lighthouse' : 'bench';
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', `${name}.json`), `${JSON.stringify({ runs, results }, null, 2)}\n`);
const report = [
  `# Lighthouse ${lhrs[0]?.lighthouseVersion}: every route beside a blank Next.js page`,
  '',
  `Median of ${runs} runs per page, taken in rounds (the floor, then every route) so that the host's noise hits both.`,
  'In brackets: the route minus the floor. KB: gzipped bodies of what the page loaded (no HTTP headers). LCP and TBT are simulated.',
  '',
  ...results.flatMap(table),
].join('\n');
writeFileSync(path.join(root, 'reports', `${name}.md`), report);
console.log(`\n${report}\nReport in reports/${name}.md`);

if (gate) {
  // settings always has the calibrated slowdown, so results has its row.
  const [{ floor, routes: rows }] = /** @type {[(typeof results)[number]]} */ (results);
  const { performanceBelow, scriptKbAbove } = budgets.floor;
  const aimPerformance = floor.performance - performanceBelow.warn;
  const minPerformance = floor.performance - performanceBelow.fail;
  const maxScript = floor.scriptBytes + scriptKbAbove * 1024;
  console.log(
    `Floor in this run: performance ${floor.performance}, JavaScript ${kb(floor.scriptBytes)} KB. Each route needs performance >= ${minPerformance} and JavaScript <= ${kb(maxScript)} KB, and is warned below performance ${aimPerformance} (performance-budgets.json "floor").\n`,
  );
  const assertConfig = path.join(saved, 'assert-against-floor.json');
  const { assertMatrix } = rc.ci.assert;
  const [everyRoute] = /** @type {[(typeof assertMatrix)[number]]} */ (assertMatrix);
  writeFileSync(
    assertConfig,
    JSON.stringify({
      ci: {
        assert: {
          assertMatrix: [
            ...assertMatrix,
            {
              matchingUrlPattern: everyRoute.matchingUrlPattern,
              assertions: {
                // LHCI takes one level per assertion: the warning is the aim, the failure the limit.
                'categories:performance': ['error', { minScore: minPerformance / 100, aggregationMethod: 'median' }],
              },
            },
            {
              matchingUrlPattern: everyRoute.matchingUrlPattern,
              assertions: {
                'categories:performance': ['warn', { minScore: aimPerformance / 100, aggregationMethod: 'median' }],
              },
            },
          ],
        },
      },
    }),
  );
  const assert = spawnSync(process.execPath, [lhci, 'assert', `--config=${assertConfig}`], {
    cwd: root,
    stdio: 'inherit',
  });
  const heavy = rows.filter((row) => row.scriptBytes > maxScript);
  for (const row of heavy)
    console.error(
      `lighthouse: ${row.route} loads ${kb(row.scriptBytes - floor.scriptBytes)} KB of JavaScript (gzipped) above the blank Next.js page (${kb(row.scriptBytes)} KB against ${kb(floor.scriptBytes)} KB); at most ${scriptKbAbove} KB may be ours.`,
    );
  if (assert.status !== 0 || heavy.length) process.exit(1);
  console.log(
    'lighthouse: every route meets its budgets and its JavaScript allowance over the floor (score warnings, if any, are listed above).',
  );
}
