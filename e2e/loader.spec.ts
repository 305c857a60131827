import type { Page, Request } from '@playwright/test';
import { routes as siteRoutes, sectionIds } from '@/content/routes';
import { faq } from '@/data/copy';
import { payloadQueue } from '../scripts/build/next-output.mjs';
import { routes as builtPages } from '../scripts/out-files.mjs';
import { SCRIPTS_FAILED, desktopOnly, expect, isStaticPage, ownedByReact, phoneOnly, pickPage, test } from './fixtures';

// The framework's scripts wait for the visitor's first interaction (the post-build's script-loader step):
// until then every page is its HTML, working through the platform; then React hydrates the header
// menu, the FAQ and the trial banner and keeps whatever the visitor had already set.

/** What running the framework leaves in a page: script tags it added, its payload, the menu hydrated. */
const frameworkTraces = async (page: Page) => ({
  ...(await page.evaluate(
    (queue) => ({ scripts: document.querySelectorAll('script[src]').length, payload: queue in globalThis }),
    payloadQueue,
  )),
  hydrated: await ownedByReact(page, 'header [popovertarget]'),
});
const noFramework = { scripts: 0, payload: false, hydrated: false };

const [firstQuestion, secondQuestion] = faq;
if (!firstQuestion || !secondQuestion) throw new Error('the FAQ needs two questions');

/** What the loader holds back while the page loads: scripts, the payload, and fonts (the site has none). */
const heldBack = (request: Request) =>
  ['script', 'fetch', 'xhr', 'font'].includes(request.resourceType()) ||
  /\.(js|json|woff2?)$/.test(new URL(request.url()).pathname);

/**
 * Waits until React owns the client components a page has: the menu, the banner (or has taken the
 * server's banner away, as it does while the hero or pricing is on screen) and, on the home page,
 * the FAQ. On this shared 2-core machine the framework takes up to a few seconds to arrive and run.
 */
async function hydrated(page: Page, { faqToo = false } = {}) {
  const options = { timeout: 10_000 };
  await expect
    .poll(() => ownedByReact(page, 'header [popovertarget]'), { message: 'React owns the menu', ...options })
    .toBe(true);
  await expect
    .poll(
      async () =>
        (await ownedByReact(page, '[data-trial-banner-close]')) ||
        (await page.locator('[data-trial-banner-close]').count()) === 0,
      { message: 'React owns the banner', ...options },
    )
    .toBe(true);
  if (faqToo) {
    await expect
      .poll(() => ownedByReact(page, 'details[name]'), { message: 'React owns the FAQ', ...options })
      .toBe(true);
  }
}

/** Scrolls, at once, to put the top of `selector` at the top of the screen. */
const scrollToTop = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((element) => scrollTo({ top: element.getBoundingClientRect().top + scrollY, behavior: 'instant' }));

/** Holds every request for the site's scripts until `release` is called, as a slow network would. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** The layout shifts the page has had, as Lighthouse counts them (none right after input is excused). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => done(total)));
      }),
  );

test.describe('before the first interaction', () => {
  test.use({ allowDocument404: true });

  // Every page the build wrote (each dated version and year too, and one pick's), and the 404 page.
  // What a page asks for before any interaction is in its HTML, the same at every width: each is read
  // on the desktop, and the home page on the phone too, as a check that touch and a small screen start
  // nothing early.
  for (const route of [...Object.keys(builtPages), ...(pickPage ? [pickPage] : []), '/no-such-page']) {
    test(
      `${route} requests no script, React payload or font while it loads, and runs none`,
      route === '/' ? {} : desktopOnly,
      async ({ page }) => {
        const requested: string[] = [];
        page.on('request', (request) => {
          if (heldBack(request)) requested.push(new URL(request.url()).pathname);
        });
        const response = await page.goto(route, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        // By the page's own clock: what it asked for before its load event had run.
        const loaded = await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < (navigation?.loadEventEnd ?? 0))
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => /\.(js|json|woff2?)$/.test(path));
        });
        expect(loaded, 'requested before the load event').toEqual([]);
        if (isStaticPage(route)) {
          // A pick's page has no framework to fetch, then or later.
          expect(requested).toEqual([]);
          expect(await page.locator('script[src], script[data-scripts]').count()).toBe(0);
          expect(await response?.text()).not.toContain(`self.${payloadQueue}`);
          return;
        }
        // Once the page is idle it fetches, without running, exactly the files its loader names.
        const named = await page.evaluate(() => {
          const { scripts = '[]', payload = '' } =
            document.querySelector<HTMLElement>('script[data-scripts]')?.dataset ?? {};
          const tags: Record<string, string>[] = JSON.parse(scripts);
          return [payload, ...tags.filter((tag) => !('nomodule' in tag)).map((tag) => tag.src)];
        });
        // The fetch waits for the browser's first idle moment, which a busy machine may give after the
        // network has gone quiet: wait for it rather than for a fixed time.
        await expect.poll(() => [...requested].sort(), { timeout: 15_000 }).toEqual(named.sort());
        expect(await frameworkTraces(page)).toEqual(noFramework);
        // The payload React hydrates from is not in the page either: it comes with the scripts.
        expect(await response?.text()).not.toContain(`self.${payloadQueue}`);
      },
    );
  }
});

test('after the page has gone idle, a first scroll hands the menu, the FAQ and the banner to React, with no shift', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 1200);
  await hydrated(page, { faqToo: true });
  expect(await layoutShift(page)).toBe(0);

  // The banner is React's now: it places it once the hero's buttons are past.
  const banner = page.getByRole('complementary', { name: '3-Day Free Trial' });
  await scrollToTop(page, `#${sectionIds.transparency}`);
  await expect(banner).toHaveAttribute('data-placed', 'true');
  await banner.getByRole('button', { name: /dismiss/i }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await page.mouse.wheel(0, 1200);
  await hydrated(page, { faqToo: true });
  await scrollToTop(page, `#${sectionIds.transparency}`);
  await expect(banner).toBeHidden();
});

test.describe('a tap before the scripts arrive', () => {
  // The Menu button is shown on small screens only.
  test(
    'on Menu opens the menu, hydration keeps it open, and then choosing a link closes it',
    phoneOnly,
    async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).tap();
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      await expect(about).toBeVisible();
      expect(await ownedByReact(page, 'header [popovertarget]')).toBe(false);

      release();
      await hydrated(page, { faqToo: true });
      await expect(about).toBeVisible();

      // React's own handler closes the menu on a link that stays on the page.
      await page
        .locator('#site-menu')
        .evaluate((list) => list.addEventListener('click', (event) => event.preventDefault()));
      await about.tap();
      await expect(about).toBeHidden();
    },
  );

  test('on an FAQ question opens it, and hydration keeps it open', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(`/#${sectionIds.faq}`);
    const question = page.locator(`#${sectionIds.faq} summary`, { hasText: firstQuestion.question });
    await question.click();
    await expect(page.getByText(firstQuestion.answer)).toBeVisible();

    release();
    await hydrated(page, { faqToo: true });
    await expect(page.getByText(firstQuestion.answer)).toBeVisible();
  });

  test('on the banner’s close button closes it, and hydration does not bring it back', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(siteRoutes.about);
    const banner = page.getByRole('complementary', { name: '3-Day Free Trial' });
    await banner.getByRole('button', { name: /dismiss/i }).click();
    await expect(banner).toBeHidden();

    release();
    await hydrated(page);
    await expect(banner).toBeHidden();
  });
});

// The Menu button is shown on small screens: checked on the phone.
test.describe('when the framework cannot load', phoneOnly, () => {
  test.use({ allowDocument404: true });

  for (const missing of ['payload', 'chunk'] as const) {
    test(`with the ${missing} answering 404, the menu, the FAQ and the banner work, nothing runs, and the console warns once`, async ({
      page,
      consoleProblems,
    }) => {
      // As after a later deploy removed this build's files while the tab was open.
      let answered404 = '';
      await page.route(
        (url) => (missing === 'payload' ? url.pathname.endsWith('.json') : url.pathname.endsWith('.js')),
        async (route) => {
          if (answered404) return route.continue();
          answered404 = new URL(route.request().url()).pathname;
          return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
        },
      );
      await page.goto('/');
      await page.waitForLoadState('networkidle');

      // The first tap starts the loader, and the platform opens the menu.
      await page.getByRole('button', { name: 'Menu' }).tap();
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
      await expect(about).toBeVisible();
      await expect.poll(() => consoleProblems.length, { message: 'the loader warns' }).toBe(1);
      expect(answered404).toContain(missing === 'payload' ? '/_next/static/payload/' : '/_next/static/');
      await page.keyboard.press('Escape');
      await expect(about).toBeHidden();

      // The FAQ: one answer open at a time, by the platform.
      const question = (text: string) => page.locator(`#${sectionIds.faq} summary`, { hasText: text });
      await question(firstQuestion.question).click();
      await expect(page.getByText(firstQuestion.answer)).toBeVisible();
      await question(secondQuestion.question).click();
      await expect(page.getByText(secondQuestion.answer)).toBeVisible();
      await expect(page.getByText(firstQuestion.answer)).toBeHidden();

      // The banner: shown once the hero's buttons are past, closed by its button.
      const banner = page.getByRole('complementary', { name: '3-Day Free Trial' });
      await scrollToTop(page, `#${sectionIds.transparency}`);
      await expect(banner).toBeVisible();
      await banner.getByRole('button', { name: /dismiss/i }).click();
      await expect(banner).toBeHidden();

      // Nothing of the framework ran: no script tag added, no payload handed over, nothing hydrated.
      expect(await frameworkTraces(page)).toEqual(noFramework);
      expect(consoleProblems).toEqual([
        expect.stringMatching(new RegExp(`^warning: ${SCRIPTS_FAILED} \\(${answered404} answered 404\\)`)),
      ]);
      // Checked here in full: the warning is what the page must say, not a problem.
      consoleProblems.length = 0;
    });
  }
});
