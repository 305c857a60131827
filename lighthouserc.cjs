/* eslint-disable @typescript-eslint/no-require-imports -- Lighthouse CI loads its configuration with require(). */
// Lighthouse CI: what `lhci collect` loads and how, and what `lhci assert` requires of every route.
// bench/run.mjs drives it (npm run lighthouse, npm run bench): it collects in rounds in which each route
// is followed by its no-script twin (and, for the benchmark, the blank Next.js page of bench/floor/),
// and holds each route against its twin, which no LHCI assertion can express (docs/speed.md).
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { chromiumFlags, chromiumPath } = require('./scripts/chromium.mjs');
const { sitePages, siteServer, siteUrl } = require('./bench/targets.mjs');

/** @type {import('./performance-budgets.json')} */
const budgets = JSON.parse(readFileSync(path.join(__dirname, 'performance-budgets.json'), 'utf8'));
const routes = sitePages().map((page) => page.route);

// Lighthouse's default mobile run slows the CPU 4x, calibrated for a high-end desktop; its throttling
// docs give 2x for a low-end desktop such as this 2-core host. The benchmark measures both; the gate
// runs at 4x, where a script in the measured window shows most. LIGHTHOUSE_CPU_SLOWDOWN overrides 2x.
const calibratedSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 2);

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @param {string} routePattern */
const siteUrlPattern = (routePattern) => `^${escape(siteUrl(''))}${routePattern.replace(/^\^/, '')}`;

/** @param {string} route */
const kindsOf = (route) => budgets.documentKb.filter((kind) => new RegExp(kind.routes).test(route));
for (const route of routes) {
  const kinds = kindsOf(route).map((kind) => kind.kind);
  if (kinds.length !== 1)
    throw new Error(
      `performance-budgets.json: the route ${route} matches ${kinds.length ? `the kinds ${kinds.join(', ')}` : 'no kind'}; give it exactly one (a pattern in "documentKb").`,
    );
}

const median = { aggregationMethod: 'median' };

module.exports = {
  ci: {
    collect: {
      url: routes.map(siteUrl),
      numberOfRuns: Number(process.env.LIGHTHOUSE_RUNS ?? 5),
      startServerCommand: siteServer,
      startServerReadyPattern: '^Serving ',
      ...(chromiumPath ? { chromePath: chromiumPath } : {}),
      settings: {
        chromeFlags: chromiumFlags.join(' '),
        // The checkout frame is the provider's; offline it cannot load, and it is not ours to score.
        blockedUrlPatterns: ['*://checkout.*'],
        throttling: { cpuSlowdownMultiplier: calibratedSlowdown },
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: siteUrlPattern('/'),
          assertions: {
            'categories:accessibility': ['error', { minScore: 1, ...median }],
            'categories:best-practices': ['error', { minScore: 1, ...median }],
            'categories:seo': ['error', { minScore: 1, ...median }],
            'cumulative-layout-shift': ['error', { maxNumericValue: 0, ...median }],
            'resource-summary:stylesheet:size': ['error', { maxNumericValue: budgets.stylesheetKb * 1024, ...median }],
          },
        },
        ...budgets.documentKb.map((kind) => ({
          matchingUrlPattern: siteUrlPattern(kind.routes),
          assertions: { 'resource-summary:document:size': ['error', { maxNumericValue: kind.max * 1024, ...median }] },
        })),
      ],
    },
  },
};
