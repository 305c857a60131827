import type { Page, Request } from '@playwright/test';
import { routes as siteRoutes, sectionIds } from '@/content/routes';
import { faq } from '@/data/copy';
import { expect, isPhone, latestYearPage, ownedByReact, routes, test } from './fixtures';

// The framework's scripts wait for the visitor's first interaction (scripts/build/script-loader.mjs):
// until then every page is its HTML, working through the platform; then React hydrates the header
// menu, the FAQ and the trial banner and keeps whatever the visitor had already set.

const [firstQuestion] = faq;
if (!firstQuestion) throw new Error('the FAQ needs a question');

const isScript = (request: Request) =>
  request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js');

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

  for (const route of [...routes, latestYearPage, '/no-such-page']) {
    test(`${route} requests no script file or React payload, at load or once idle`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (isScript(request) || request.resourceType() === 'fetch') requested.push(request.url());
      });
      const response = await page.goto(route, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      expect(await ownedByReact(page, 'header [popovertarget]')).toBe(false);
      // The payload React hydrates from is not in the page either: it comes with the scripts.
      expect(await response?.text()).not.toContain('self.__next_f');
    });
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
  test('on Menu opens the menu, hydration keeps it open, and then choosing a link closes it', async ({ page }) => {
    test.skip(!isPhone(page), 'the Menu button is shown on small screens');
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
  });

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
