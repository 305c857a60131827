import { routes as siteRoutes, sectionIds } from '@/content/routes';
import { faq } from '@/data/copy';
import { desktopOnly, expect, isPhone, routes, test } from './fixtures';
import { legalVersionSources, versionInEffect } from './legalDocuments';

const [first, second] = faq;
if (!first || !second) throw new Error('the FAQ needs two items');

/** What each page must show with no script at all, beyond its heading and the footer's help. */
const numberedSections = (dir: string) =>
  versionInEffect(legalVersionSources(dir)).sections.filter((section) => section.number !== null).length;
const pageText: Record<string, { locator: string; count: number } | undefined> = {
  [siteRoutes.terms]: { locator: 'article h2[id^="section-"]', count: numberedSections('content/terms') },
  [siteRoutes.privacy]: { locator: 'article h2[id^="section-"]', count: numberedSections('content/privacy') },
};

// Scripts off (a blocker, a failed download, a reader mode): every page must still read in full,
// and what the site builds on the platform alone (the menu's popover, the FAQ's <details>) must work.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // A year page's rows are in its HTML as served (e2e/record.spec.ts counts them there), so it reads
  // without scripts like the pages here. It is not loaded here: without scripts a browser fetches
  // every image at once, lazy or not, and a real year has a thousand slips.
  for (const route of routes) {
    test(`${route} reads in full: its heading, its text and the footer's help lines`, desktopOnly, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('National Problem Gambling Helpline');
      const text = pageText[route];
      if (text) await expect(page.locator(text.locator)).toHaveCount(text.count);
    });
  }

  test('the header’s links lead to their pages, through the menu on a phone', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone(page)) {
      await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    for (const label of ['About', 'Privacy', 'Terms'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(siteRoutes.about);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });

  test('the FAQ opens one answer at a time and closes it again', desktopOnly, async ({ page }) => {
    await page.goto('/');
    const section = page.locator(`#${sectionIds.faq}`);
    await expect(section.getByText(first.answer)).toBeHidden();
    await section.getByText(first.question).click();
    await expect(section.getByText(first.answer)).toBeVisible();
    await section.getByText(second.question).click();
    await expect(section.getByText(second.answer)).toBeVisible();
    await expect(section.getByText(first.answer)).toBeHidden();
    await section.getByText(second.question).click();
    await expect(section.getByText(second.answer)).toBeHidden();
    await expect(section.locator('details[open]')).toHaveCount(0);
  });
});
