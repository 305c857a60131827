import { routes as siteRoutes, sectionIds } from '@/content/routes';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { desktopOnly, expect, latestYearPage, phoneOnly, routes, rowsPastTheSample, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoViolations(page: Page, state: string, scope: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  // Legacy mode runs axe in the page itself instead of gathering each frame's results in a new blank
  // page, which halved a scan's time here. The site has no frame of its own to lose: the one frame is
  // the checkout provider's page, which the tests block.
  const { violations } = await scope(new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true)).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations ${state}`).toEqual([]);
}

/** The frame every page shares: the root layout draws it, so it is read once, on the about page. */
const FRAME = ['body > a[href="#main"]', 'header', 'footer', 'aside'];

test('the frame (skip link, header, footer, banner) has no axe violations', async ({ page }) => {
  await page.goto(siteRoutes.about);
  await expect(page.getByRole('complementary', { name: '3-Day Free Trial' })).toBeVisible();
  await expectNoViolations(page, 'in the frame', (axe) => FRAME.reduce((scan, part) => scan.include(part), axe));
});

// Each page's own content, and the rules about the whole page (one main, one h1, a title, a lang):
// leaving the frame out keeps those, as axe still reads the page as a whole.
for (const route of routes) {
  test(`${route} has no axe violations in its own content`, async ({ page }) => {
    // axe reads every node of the page: 5 to 18 s for /record on a 2-core host running two workers,
    // too close to the default 30 s limit, so these scans get the 90 s of a slow test.
    test.slow();
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'as loaded', (axe) => FRAME.reduce((scan, part) => scan.exclude(part), axe));
  });
}

test(`${latestYearPage} has no axe violations in its intro and its first month's first rows`, async ({ page }) => {
  // Every month of a year is the same table. axe's time follows the size of the whole page, not
  // of the part it is told to read, so the rows past a fixed sample are taken out of the page
  // first: the scan takes the same time for a year of a thousand picks as for one of a hundred.
  // Every row's shape, in every month, is checked against the sample's in e2e/record.spec.ts.
  await page.goto(latestYearPage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const removed = await page.evaluate((past) => {
    const rows = [...document.querySelectorAll(past)];
    for (const row of rows) row.remove();
    return rows.length;
  }, rowsPastTheSample);
  await expect(page.locator('main tbody tr')).not.toHaveCount(0);
  test.info().annotations.push({ type: 'sample', description: `${removed} months and rows past the sample left out` });
  await expectNoViolations(page, 'as loaded', (axe) => FRAME.reduce((scan, part) => scan.exclude(part), axe));
});

// The Menu button exists on small screens only.
test('the open menu has no axe violations', phoneOnly, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#site-menu')).toBeVisible();
  await expectNoViolations(page, 'with the menu open', (axe) => axe.include('header'));
});

test('an open FAQ answer has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.locator(`#${sectionIds.faq} summary`).first().click();
  await expect(page.locator(`#${sectionIds.faq} details[open]`)).toHaveCount(1);
  await expectNoViolations(page, 'with an FAQ answer open', (axe) => axe.include(`#${sectionIds.faq}`));
});

/** WCAG relative luminance of a computed `rgb(…)` color. */
function luminance(rgb: string) {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('an empty star of a rating stands out 3:1 from its card (WCAG 1.4.11)', desktopOnly, async ({ page }) => {
  await page.goto('/');
  const rating = page.locator(`#${sectionIds.testimonials}`).getByRole('img', { name: /out of 5/ });
  const pairs = await rating.evaluateAll((stars) =>
    stars.flatMap((star) =>
      [...star.children].map((part, index) => {
        let behind: Element | null = part;
        while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
        return {
          empty: index === 1,
          text: part.textContent ?? '',
          color: getComputedStyle(part).color,
          background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
        };
      }),
    ),
  );
  const empty = pairs.filter((pair) => pair.empty && pair.text);
  expect(empty.length, 'ratings below 5 show empty stars').toBeGreaterThan(0);
  for (const pair of pairs.filter((p) => p.text)) {
    const [light, dark] = [luminance(pair.color), luminance(pair.background)].sort((a, b) => b - a);
    const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    expect(ratio, `${pair.text} in ${pair.color} on ${pair.background}`).toBeGreaterThanOrEqual(3);
  }
});

test.describe('the 404 page', () => {
  test.use({ allowDocument404: true });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoViolations(page, 'on the 404 page');
  });
});
