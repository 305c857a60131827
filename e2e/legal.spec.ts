import { expect, test } from './fixtures';

const documents = [
  { path: '/terms', title: 'Terms and Conditions', dateLine: 'Effective: September 16, 2025', numbered: 14, extra: 0 },
  { path: '/privacy', title: 'Privacy Policy', dateLine: 'Last updated: September 17, 2025', numbered: 13, extra: 1 },
] as const;

for (const doc of documents) {
  test.describe(doc.path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(doc.path);
    });

    test('shows its title, its date and its numbered sections', async ({ page }) => {
      await expect(page).toHaveTitle(new RegExp(`^${doc.title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText(doc.dateLine)).toBeVisible();
      const sections = page.locator('article h2[id^="section-"]');
      await expect(sections).toHaveCount(doc.numbered);
      const titles = await sections.allTextContents();
      titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
      if (doc.extra) await expect(page.locator('article h2#contact')).toHaveText('Contact');
    });

    test('the table of contents links to every section and jumps to it', async ({ page }) => {
      const toc = page.getByRole('navigation', { name: 'Contents' });
      const links = toc.getByRole('link');
      await expect(links).toHaveCount(doc.numbered + doc.extra);
      const last = links.last();
      const target = (await last.getAttribute('href')) ?? '';
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      const heading = page.locator(target);
      await expect(heading).toBeInViewport();
      const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(headerBottom);
    });

    test('a section can be linked to directly by its number', async ({ page }) => {
      await page.goto(`${doc.path}#section-3`);
      await expect(page.locator('#section-3')).toBeInViewport();
      await expect(page.locator('#section-3')).toHaveText(/^3\. /);
    });

    test('prints the document alone, without the site frame', async ({ page }) => {
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('article h2[id^="section-"]').last()).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('complementary', { name: '3-Day Free Trial' })).toBeHidden();
    });
  });
}

test('with JavaScript off the legal text is all in the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms');
  await expect(page.locator('article h2[id^="section-"]')).toHaveCount(14);
  await expect(page.locator('article')).toContainText('American Arbitration Association');
  await context.close();
});
