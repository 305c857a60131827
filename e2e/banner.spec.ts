import type { Page } from '@playwright/test';
import { expect, overlays, test } from './fixtures';

const banner = (page: Page) => page.getByRole('complementary', { name: '3-Day Free Trial' });

test('the banner shows while pricing is off-screen and hides while any of it is on screen', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('Join our winning community risk-free');
  await expect(banner(page)).toContainText('21+');

  await page.locator('#pricing').evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await expect(banner(page)).toBeHidden();

  // Only the very bottom edge of the section on screen still counts as "on screen".
  await page
    .locator('#pricing')
    .evaluate((el) => scrollTo({ top: el.getBoundingClientRect().bottom + scrollY - 5, behavior: 'instant' }));
  await expect(banner(page)).toBeHidden();

  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  await expect(banner(page)).toBeVisible();
});

test('Start Trial scrolls smoothly to the pricing section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  await banner(page).getByRole('link', { name: 'Start Trial' }).click();
  // Part-way through a smooth scroll the page is neither at the top nor at the section yet.
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await expect(page.locator('#pricing')).toBeInViewport();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(banner(page)).toBeHidden();
});

test('Start Trial from another page leads to the home page pricing section', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('link', { name: 'Start Trial' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});

test('once dismissed the banner stays hidden, also after a reload and on other pages', async ({ page }) => {
  await page.goto('/');
  await banner(page)
    .getByRole('button', { name: /dismiss/i })
    .click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
});

test('the banner never covers the last line of the footer', async ({ page }) => {
  await page.goto('/about');
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const lastLine = await page.getByText(/All rights reserved/).boundingBox();
  const { bannerTop } = await overlays(page);
  expect(lastLine).not.toBeNull();
  expect((lastLine?.y ?? 0) + (lastLine?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
});
