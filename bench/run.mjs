#!/usr/bin/env node
// Lighthouse CI on every route beside its no-script twin (bench/twin.mjs: the same built page without
// its external scripts, the limit for that content) and a blank Next.js page (bench/floor/, the
// framework's own floor), all measured in the same interleaved rounds, so that the machine's noise of
// the moment hits each pair alike. docs/speed.md says how to read the report.
//   node bench/run.mjs          the benchmark (npm run bench): Lighthouse's defaults (4x CPU) and the
//                               calibrated slowdown; floor, route and twin per route in reports/bench.md
//                               and reports/bench.json; then the gate below on the 4x rounds
//   node bench/run.mjs --gate   the gate alone (npm run lighthouse): Lighthouse's defaults only, routes
//                               and twins only, one page a route (the largest dated version or year)
// The gate: each route must score within performance-budgets.json's margin of its twin, load no
// script while Lighthouse watches, and defer no more JavaScript than the floor plus its allowance;
// then `lhci assert` with lighthouserc.cjs. It is not part of `npm test`: a score is a timing, which
// moves with the host; the suite checks the facts behind it (scripts/check-speed.mjs, e2e/).
// LHCI runs each URL numberOfRuns times in a row; this script instead runs `lhci collect` once per round
// with each route followed by its twin, and compares them, which no LHCI assertion can express.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { out, root } from '../scripts/out-files.mjs';
import { scriptsIn } from '../scripts/build/built-pages.mjs';
import {
  floorApp,
  floorOut,
  floorServer,
  floorUrl,
  siteServer,
  sitePages,
  siteUrl,
  siteWithTwins,
} from './targets.mjs';
import { barePage, buildWithTwins, twinRoute } from './twin.mjs';

const require = createRequire(import.meta.url);
const rc = require('../lighthouserc.cjs');
/** @type {import('../performance-budgets.json')} */
const budgets = JSON.parse(readFileSync(path.join(root, 'performance-budgets.json'), 'utf8'));

const gate = process.argv.includes('--gate');
const runs = rc.ci.collect.numberOfRuns;
const calibrated = rc.ci.collect.settings.throttling.cpuSlowdownMultiplier;
const settings = [
  { name: 'Lighthouse defaults (mobile, 4x CPU slowdown, as PageSpeed Insights)', slowdown: 4 },
  ...(gate
    ? []
    : [
        {
          name: `calibrated (mobile, ${calibrated}x CPU slowdown, the throttling docs' value for this class of host)`,
          slowdown: calibrated,
        },
      ]),
];
const pages = sitePages({ onePerRoute: gate });
const saved = path.join(root, '.lighthouseci');
const lhci = require.resolve('@lhci/cli/src/cli.js');

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

run(process.execPath, [require.resolve('next/dist/bin/next'), 'build', floorApp], { NEXT_TELEMETRY_DISABLED: '1' });

rmSync(saved, { recursive: true, force: true });
buildWithTwins(out, siteWithTwins, pages);
// Whichever of a pair runs first pays for a cold server and disk cache, so the pair's order
// alternates from round to round. The bare page closes each round, on a warm server: a ceiling.
/** @param {number} round */
const siteUrls = (round) => [
  ...pages.flatMap(({ route }) => {
    const pair = [siteUrl(route), siteUrl(twinRoute(route))];
    return round % 2 ? pair : pair.reverse();
  }),
  siteUrl(barePage.route),
];
for (let round = 1; round <= runs; round += 1) {
  for (const { slowdown } of settings) {
    console.log(`\nround ${round} of ${runs}, CPU slowdown ${slowdown}x`);
    const collect = [
      'collect',
      '--additive',
      '--numberOfRuns=1',
      `--settings.throttling.cpuSlowdownMultiplier=${slowdown}`,
    ];
    if (!gate) run(process.execPath, [lhci, ...collect, `--url=${floorUrl}`, `--startServerCommand=${floorServer}`]);
    run(process.execPath, [
      lhci,
      ...collect,
      ...siteUrls(round).map((url) => `--url=${url}`),
      `--startServerCommand=${siteServer}`,
    ]);
  }
}

/**
 * The parts of a Lighthouse result (an lhr-*.json that `lhci collect` saves) this script reads.
 * @typedef {{ numericValue: number }} NumericAudit
 * @typedef {object} Lhr
 * @property {string} lighthouseVersion
 * @property {string} finalUrl
 * @property {string} fetchTime
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

// Bytes are gzipped bodies (gzip at zlib's default level) without the HTTP headers that Lighthouse's
// transfer sizes include: the site sends more headers per response than the floor, and a few hundred
// bytes per request are not JavaScript of ours.
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
 * The JavaScript a page runs once a visitor interacts (the scripts its loader adds) or, on the floor,
 * at load: gzipped, without the noModule file that browsers with modules never fetch.
 * @param {string} file @param {string} dir
 */
function pageScriptBytes(file, dir) {
  const html = readFileSync(file, 'utf8');
  const loader = scriptsIn(html).find(({ attributes }) => attributes['data-scripts']);
  /** @type {Record<string, string>[]} */
  const tags = loader
    ? JSON.parse(loader.attributes['data-scripts'] ?? '[]')
    : scriptsIn(html).map(({ attributes }) => attributes);
  return tags
    .filter((attributes) => attributes.src && !('nomodule' in attributes))
    .reduce((sum, { src = '' }) => sum + gzipped(path.join(dir, src)), 0);
}

/**
 * Medians over the runs of one page at one slowdown.
 * @param {string} url
 * @param {string} file
 * @param {number} slowdown
 */
function measure(url, file, slowdown) {
  const dir = file.startsWith(floorOut) ? floorOut : out;
  const mine = lhrs
    .filter((l) => l.finalUrl === url && l.configSettings.throttling.cpuSlowdownMultiplier === slowdown)
    .sort((a, b) => Date.parse(a.fetchTime) - Date.parse(b.fetchTime));
  if (mine.length !== runs) throw new Error(`${url} at ${slowdown}x has ${mine.length} runs, not ${runs}`);
  /** @param {(lhr: Lhr) => number} pick */
  const of = (pick) => median(mine.map(pick));
  return {
    runs: mine.length,
    performance: of((l) => Math.round(l.categories.performance.score * 100)),
    /** Each round's score, in the order of the rounds. */
    rounds: mine.map((l) => Math.round(l.categories.performance.score * 100)),
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

const floorFile = path.join(floorOut, 'index.html');
const floorScriptBytes = pageScriptBytes(floorFile, floorOut);
const results = settings.map(({ name, slowdown }) => ({
  name,
  slowdown,
  floor: gate ? null : { ...measure(floorUrl, floorFile, slowdown), deferredScriptBytes: 0 },
  bare: measure(siteUrl(barePage.route), barePage.file, slowdown),
  routes: pages.map(({ route, file }) => ({
    route,
    ...measure(siteUrl(route), file, slowdown),
    deferredScriptBytes: pageScriptBytes(file, out),
    twin: measure(siteUrl(twinRoute(route)), file, slowdown),
  })),
}));

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {number} value */
const signed = (value) => (value > 0 ? `+${value}` : String(value));
/** @param {(typeof results)[number]} result */
const table = ({ name, floor, bare, routes: rows }) => [
  `### ${name}`,
  '',
  '| route | bare page | floor | route | twin | route − twin | LCP ms (twin) | TBT ms (twin) | CLS | JS KB at load | JS KB at first interaction | HTML KB | benchmarkIndex |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  `| bare page (nothing to load) | ${bare.performance} | | | | | ${bare.lcpMs} | ${bare.tbtMs} | ${bare.cls} | ${kb(bare.scriptBytes)} | | ${kb(bare.documentBytes)} | ${bare.benchmarkIndex} |`,
  ...(floor
    ? [
        `| floor (blank Next.js page) | | ${floor.performance} | | | | ${floor.lcpMs} | ${floor.tbtMs} | ${floor.cls} | ${kb(floor.scriptBytes)} | | ${kb(floor.documentBytes)} | ${floor.benchmarkIndex} |`,
      ]
    : []),
  ...rows.map(
    (r) =>
      `| ${r.route} | ${bare.performance} | ${floor?.performance ?? '–'} | ${r.performance} | ${r.twin.performance} | ${signed(r.performance - r.twin.performance)} | ${r.lcpMs} (${r.twin.lcpMs}) | ${r.tbtMs} (${r.twin.tbtMs}) | ${r.cls} | ${kb(r.scriptBytes)} | ${kb(r.deferredScriptBytes)} | ${kb(r.documentBytes)} | ${r.benchmarkIndex} |`,
  ),
  '',
  `The bare page, round by round: ${bare.rounds.join(', ')}. It has nothing to load: this is what the host gives any page at this slowdown.`,
  '',
];

const name = gate ? 'lighthouse' : 'bench';
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(
  path.join(root, 'reports', `${name}.json`),
  `${JSON.stringify({ runs, floorScriptBytes, results }, null, 2)}\n`,
);
const report = [
  `# Lighthouse ${lhrs[0]?.lighthouseVersion}: every route beside its no-script twin${gate ? '' : ' and a blank Next.js page'}`,
  '',
  `Median of ${runs} runs per page, taken in rounds (${gate ? '' : 'the floor, then '}each route beside its twin, which goes first every other round, then the bare page) so that the host's noise hits both.`,
  'The twin is the same built page without its external scripts; the bare page has nothing to load (bench/bare.html): what this host gives any page. KB: gzipped bodies (no HTTP headers); "at first interaction" is what the loader adds then (the floor loads its ' +
    `${kb(floorScriptBytes)} KB at load). LCP and TBT are simulated. docs/speed.md says how to read it.`,
  '',
  ...results.flatMap(table),
].join('\n');
writeFileSync(path.join(root, 'reports', `${name}.md`), report);
console.log(`\n${report}\nReport in reports/${name}.md`);

{
  // The gate, in both modes: settings always starts with Lighthouse's defaults, so results has its row.
  const [{ routes: rows }] = /** @type {[(typeof results)[number]]} */ (results);
  const { performanceBelow } = budgets.twin;
  const maxScript = floorScriptBytes + budgets.floor.scriptKbAbove * 1024;
  // A route and its twin are measured seconds apart in each round. What runs or loads before the page
  // is done costs the route 8 points or more in every round. This host's noise moves single runs by as
  // much (one twin scored 87 to 100 over four rounds of one run), so medians of 5 still differ by more
  // than the margin on noise alone, but not in every round: a route fails when it trails its twin by
  // more than the margin in each.
  const trails = (/** @type {(typeof rows)[number]} */ row) =>
    row.rounds.every((score, round) => score < (row.twin.rounds[round] ?? 0) - performanceBelow);
  const problems = rows.flatMap((row) => [
    ...(trails(row)
      ? [
          `${row.route} scores ${row.rounds.join(', ')} against its no-script twin's ${row.twin.rounds.join(', ')}: more than ${performanceBelow} under it in every round. Something runs, or loads, before the page is done (median TBT ${row.tbtMs} ms against ${row.twin.tbtMs} ms, LCP ${row.lcpMs} ms against ${row.twin.lcpMs} ms).`,
        ]
      : []),
    ...(row.scriptBytes > 0
      ? [
          `${row.route} loads ${kb(row.scriptBytes)} KB of JavaScript while Lighthouse watches: the framework's scripts must wait for the first interaction (scripts/build/script-loader.mjs).`,
        ]
      : []),
    ...(row.deferredScriptBytes > maxScript
      ? [
          `${row.route} adds ${kb(row.deferredScriptBytes)} KB of JavaScript (gzipped) at the first interaction, against the blank Next.js page's ${kb(floorScriptBytes)} KB: at most ${budgets.floor.scriptKbAbove} KB may be ours.`,
        ]
      : []),
  ]);
  console.log(
    `Each route needs a score at most ${performanceBelow} under its twin's in at least one round, no JavaScript while Lighthouse watches, and at most ${kb(maxScript)} KB of JavaScript at the first interaction (performance-budgets.json).\n`,
  );
  const assert = spawnSync(process.execPath, [lhci, 'assert'], { cwd: root, stdio: 'inherit' });
  for (const problem of problems) console.error(`lighthouse: ${problem}`);
  if (assert.status !== 0 || problems.length) process.exit(1);
  console.log('lighthouse: every route keeps up with its no-script twin and meets its budgets.');
}
