import { routes as siteRoutes, sectionIds } from '@/content/routes';
import { faq } from '@/data/copy';
import { expect, latestYearPage, routes, test } from './fixtures';

const [first, second] = faq;
if (!first || !second) throw new Error('the FAQ needs two items');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ questions open and close', async ({ page }) => {
    await page.goto('/');
    const section = page.locator(`#${sectionIds.faq}`);
    for (const item of faq) await expect(section.getByText(item.question)).toBeVisible();
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeVisible();
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeHidden();
    await expect(page.locator(`#${sectionIds.pricing} iframe`)).toHaveAttribute('src', /^https:/);
  });

  for (const route of [...routes, latestYearPage]) {
    test(`${route} reads and navigates`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['About', 'Privacy', 'Terms'])
        await expect(nav.getByRole('link', { name: label })).toBeVisible();
      await nav.getByRole('link', { name: 'About' }).click();
      await expect(page).toHaveURL(siteRoutes.about);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    });
  }
});

// Scripts that fail to arrive (a blocked chunk, a flaky network, a policy mistake) on a phone.
test.describe('with the site’s scripts blocked, at 375 px', () => {
  test.use({ blockSiteScripts: true, viewport: { width: 375, height: 667 } });

  test('a visitor opens the menu and follows About', async ({ page }) => {
    await page.goto('/');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(siteRoutes.about);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });

  test('a visitor opens an FAQ question and reads its answer; opening another closes it', async ({ page }) => {
    await page.goto('/');
    const section = page.locator(`#${sectionIds.faq}`);
    await expect(section.getByText(first.answer)).toBeHidden();
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeVisible();
    await section.getByText(second.question).click();
    await expect(section.getByText(second.answer)).toBeVisible();
    await expect(section.getByText(first.answer)).toBeHidden();
  });
});
