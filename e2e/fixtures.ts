import { getRecord, shownYears } from '@/data/record/ledger';
import { pickPath, recordYearPath, routes as siteRoutes } from '@/content/routes';
import { test as base, expect, type Page } from '@playwright/test';

/** How the loader's warning starts when the framework's scripts or payload cannot load (lib/siteScripts.mjs). */
export const SCRIPTS_FAILED = "The page's scripts could not load";

type Fixtures = {
  /** Console errors and warnings seen during the test; the test fails if any are left. */
  consoleProblems: string[];
  /** Set on tests that open a missing page on purpose: the browser logs that page's 404 status. */
  allowDocument404: boolean;
  /** Aborts the site's own scripts, as a failed chunk, a flaky network or a policy mistake would. */
  blockSiteScripts: boolean;
};

export const test = base.extend<Fixtures>({
  allowDocument404: [false, { option: true }],
  blockSiteScripts: [false, { option: true }],

  page: async ({ page, baseURL, blockSiteScripts }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    // Tests never reach the network: everything but the site itself is blocked, as a strict
    // firewall or an offline phone would.
    // A pattern, not a function: Playwright matches a pattern itself, where a function has each of
    // the site's own requests wait on a round trip to this process.
    await page.route(new RegExp(`^(?!${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)`), (route) =>
      route.abort('blockedbyclient'),
    );
    let blocked = 0;
    if (blockSiteScripts) {
      // The framework's scripts wait for a first interaction (scripts/build/script-loader.mjs): ask
      // for them at once, as a first scroll would, so they have failed before the test looks.
      await page.addInitScript(() => addEventListener('DOMContentLoaded', () => dispatchEvent(new Event('scroll'))));
      // By path, so a query string on a chunk's address cannot let it through.
      await page.route(
        (url) => url.origin === origin && url.pathname.endsWith('.js'),
        (route) => {
          blocked += 1;
          return route.abort('blockedbyclient');
        },
      );
    }
    await use(page);
    if (blockSiteScripts) expect(blocked, 'the page asked for its scripts, and they were blocked').toBeGreaterThan(0);
  },

  consoleProblems: [
    async ({ page, allowDocument404, blockSiteScripts }, use) => {
      const problems: string[] = [];
      let loaderWarnings = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) loaderWarnings = 0;
      });
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (allowDocument404 && text.includes('status of 404')) return;
        // With the scripts blocked, the loader's one warning a page that they did not load
        // (lib/siteScripts.mjs) is what it should say; a second would be a problem.
        if (blockSiteScripts && text.startsWith(SCRIPTS_FAILED) && (loaderWarnings += 1) === 1) return;
        // A blocked third-party request is the test's own doing, not the page's.
        if (text.includes('ERR_BLOCKED_BY_CLIENT')) return;
        problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'the browser console stays free of errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const newestPick = getRecord().picks.at(-1);

/** The newest pick's own page: every pick's page is built from one template, so one stands for all. */
export const pickPage = newestPick ? pickPath(newestPick.id) : null;

/** Every page of content/routes.ts (the record's CSV download is a file, not a page), and a pick's page. */
export const routes = [
  ...Object.values(siteRoutes).filter((route) => route !== siteRoutes.recordCsv),
  ...(pickPage ? [pickPage] : []),
];

/** The pages that ship no framework script (scripts/build/strip-framework.mjs). */
export const isStaticPage = (route: string) => route === siteRoutes.picks || route.startsWith(`${siteRoutes.picks}/`);

/** The record's latest year: its longest page, with a table of every pick. */
export const latestYearPage = recordYearPath(Math.max(...shownYears()));

/**
 * A year page's rows past a fixed sample: every month after the first, and the first month's rows
 * after its tenth. A check that reads every element of a page reads the year page without these,
 * so it takes the same time for a year of a thousand picks as for one of a hundred; every row's
 * shape is held to the sample's in e2e/record.spec.ts.
 */
export const rowsPastTheSample =
  'section[id^="month-"] ~ section[id^="month-"], section[id^="month-"] tbody tr:nth-child(n+11)';

/**
 * A test of what the markup says, or of behavior no layout changes, runs in the desktop project only:
 * the phone would repeat the desktop's check word for word (playwright.config.ts leaves it out there).
 */
export const desktopOnly = { tag: '@desktop' };

/** A test of what only a small screen has (the Menu button) runs in the phone project only. */
export const phoneOnly = { tag: '@phone' };

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The visible box of the fixed header and the trial banner, if shown. */
export async function overlays(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')?.getBoundingClientRect();
    const banner = document.querySelector('aside[aria-labelledby="trial-banner-title"]')?.getBoundingClientRect();
    // A banner the page hides (display: none) has an empty box at the top of the viewport.
    const bannerShown = banner !== undefined && banner.height > 0;
    return { headerBottom: header?.bottom ?? 0, bannerTop: bannerShown ? banner.top : window.innerHeight };
  });
}

/** Whether React has attached itself to the first element `selector` finds: it holds React's props. */
export const ownedByReact = (page: Page, selector: string) =>
  page.evaluate((found) => {
    const element = document.querySelector(found);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);

/**
 * Waits until React owns `selector`. The framework's scripts arrive after the visitor's first
 * interaction (scripts/build/script-loader.mjs), and on this shared 2-core machine take up to a few
 * seconds to run; a test of what a client component adds to the platform waits for it.
 */
export const hydrated = (page: Page, selector: string) =>
  expect.poll(() => ownedByReact(page, selector), { message: `React owns ${selector}`, timeout: 10_000 }).toBe(true);
