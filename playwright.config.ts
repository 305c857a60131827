import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// E2E_PORT moves both servers, so two checkouts can run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = PORT + 1;
// The site built with fixture versions of the legal documents (`npm run build:fixtures`).
const FIXTURES_PORT = PORT + 2;
// Cloudflare's runtime for Pages (scripts/cloudflare.mjs) over the same out/.
const CLOUDFLARE_PORT = PORT + 3;
const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: chromiumFlags,
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './scripts/test-temp.mjs',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A failing test runs once more, traced, and the run fails even when that second run passes:
  // recording a trace of every passing test (a DOM snapshot per action) tripled the time of the
  // tests on the record's long pages.
  retries: 1,
  failOnFlakyTests: true,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    // What is the same at every width (what the markup, a file or a server says, behaviour no layout
    // changes) runs on the desktop only; the phone is there for layout and touch. A test for one of the
    // two is left out of the other by its tag (e2e/fixtures.ts), not skipped there: a skipped test
    // still opens a page.
    {
      name: 'desktop',
      testIgnore: ['nginx/**', 'legal-versions.spec.ts'],
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [
        'nginx/**',
        'legal-versions.spec.ts',
        // Files, builds, feeds and the search engines' view: the same at every width.
        'about.spec.ts',
        'build-steps.spec.ts',
        'not-found.spec.ts',
        'pick-page.spec.ts',
        'record-feed.spec.ts',
        'record-figures.spec.ts',
        'record-pages-claims.spec.ts',
        'record-sealed.spec.ts',
        'seo.spec.ts',
        // Three phone widths, set one after another in the desktop project's browser.
        'record-phone.spec.ts',
      ],
      grepInvert: /@desktop\b/,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    // The production set-up: Debian's nginx with deploy/nginx.conf over the same out/.
    {
      name: 'nginx',
      testMatch: 'nginx/**/*.spec.ts',
      testIgnore: 'nginx/cloudflare-rules.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
        launchOptions,
      },
    },
    // The local preview server (npm run preview) keeps the same contract as nginx.
    { name: 'preview', testMatch: ['nginx/server.spec.ts', 'nginx/hostile-requests.spec.ts'] },
    // So does Cloudflare's runtime for Pages, from out/_headers, but for what e2e/nginx/hosts.ts says it adds or cannot send.
    {
      name: 'cloudflare',
      testMatch: ['nginx/server.spec.ts', 'nginx/hostile-requests.spec.ts', 'nginx/cloudflare-rules.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${CLOUDFLARE_PORT}` },
    },
    {
      name: 'legal-fixtures',
      testMatch: 'legal-versions.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${FIXTURES_PORT}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node scripts/nginx.mjs ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // Playwright's default SIGKILL would leave nginx's folder in /tmp; SIGTERM stops nginx and removes it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    {
      command: `node scripts/cloudflare.mjs ${CLOUDFLARE_PORT}`,
      url: `http://127.0.0.1:${CLOUDFLARE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    },
    // Started only once the fixture build exists; e2e/legal-versions.spec.ts says how to make it.
    ...(existsSync('out-fixtures/404.html')
      ? [
          {
            command: `node scripts/serve.mjs ${FIXTURES_PORT} out-fixtures`,
            url: `http://127.0.0.1:${FIXTURES_PORT}/`,
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
  ],
});
