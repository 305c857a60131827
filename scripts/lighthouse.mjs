#!/usr/bin/env node
// Lighthouse (mobile settings) on every route, served as a CDN would by scripts/serve.mjs, with
// Debian's Chromium. Takes the median of several runs per route (timings on a small machine are
// noisy), writes reports/lighthouse.json and reports/lighthouse.md, and fails when a score slips:
// accessibility, best practices and SEO must be 100, performance at least LIGHTHOUSE_MIN_PERFORMANCE
// (95: timings on a shared 2-core machine move a few points from run to run).
//
// CPU slowdown: Lighthouse's default 4x assumes a high-end desktop; its throttling docs give about
// 2x for a low-end desktop, which is what this class of host is (2 shared cores, benchmarkIndex
// mostly 1000-1500). The index of a shared VM swings 2x from minute to minute while the page's own
// measured CPU time moves far less, so deriving the slowdown from each run's index turned that
// noise into failures; the slowdown is fixed at 2x and the index is recorded in the report.
// LIGHTHOUSE_CPU_SLOWDOWN overrides it (4 for the default on a high-end desktop).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { root, routes } from './out-files.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 7);
const minPerformance = Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE ?? 95);
const port = 4175;

const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 500));

const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  userDataDir: profile,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

const slowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 2);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const flags = {
  logLevel: 'error',
  // The checkout frame is the provider's; offline it cannot load, and it is not ours to score.
  blockedUrlPatterns: ['*://checkout.*'],
};

const config = {
  extends: 'lighthouse:default',
  settings: { throttling: { ...defaultConfig.settings.throttling, cpuSlowdownMultiplier: slowdown } },
};

const rows = [];
try {
  for (const route of Object.keys(routes)) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, { ...flags, port: chrome.port }, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
      samples.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        transferKb: Math.round(metric('total-byte-weight') / 102.4) / 10,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        failing: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => audit.id),
      });
    }
    const row = { route };
    for (const key of Object.keys(samples[0]).filter((k) => k !== 'failing'))
      row[key] = median(samples.map((s) => s[key]));
    row.failing = [...new Set(samples.flatMap((s) => s.failing))];
    rows.push(row);
    console.log(
      `${route.padEnd(9)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} | FCP ${row.fcpMs} ms LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} | ${row.transferKb} KB | index ${row.benchmarkIndex}`,
    );
  }
} finally {
  await chrome.kill();
  server.kill();
  rmSync(profile, { recursive: true, force: true });
}

mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(path.join(root, 'reports', 'lighthouse.json'), `${JSON.stringify({ runs, rows }, null, 2)}\n`);
writeFileSync(
  path.join(root, 'reports', 'lighthouse.md'),
  [
    `Lighthouse, mobile, median of ${runs} runs, CPU slowdown ${slowdown}x (the host's benchmarkIndex, median per route, in the last column)`,
    '',
    '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transfer | benchmarkIndex |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.transferKb} KB | ${r.benchmarkIndex} |`,
    ),
    '',
  ].join('\n'),
);

const problems = rows.flatMap((r) => [
  ...(r.performance < minPerformance ? [`${r.route}: performance ${r.performance} < ${minPerformance}`] : []),
  ...['accessibility', 'bestPractices', 'seo']
    .filter((k) => r[k] < 100)
    .map((k) => `${r.route}: ${k} ${r[k]} < 100 (failing audits: ${r.failing.join(', ')})`),
]);
if (problems.length) {
  console.error(`lighthouse: scores slipped:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('lighthouse: every route meets its scores; report in reports/lighthouse.md');
