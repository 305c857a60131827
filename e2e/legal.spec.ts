import { routes as site } from '@/content/routes';
import { formatDate } from '@/lib/format';
import type { Page } from '@playwright/test';
import { desktopOnly, expect, routes, test } from './fixtures';
import { legalVersionSources, versionInEffect } from './legalDocuments';

const documents = (['terms', 'privacy'] as const).map((name) => {
  const current = versionInEffect(legalVersionSources(`content/${name}`));
  return {
    path: site[name],
    current,
    title: current.metadata.title,
    dateLine: `${current.metadata.dateLabel}: ${formatDate(current.date)}`,
    numbered: current.sections.filter((section) => section.number !== null).length,
    unnumbered: current.sections.filter((section) => section.number === null),
  };
});

for (const doc of documents) {
  test.describe(doc.path, () => {
    test('shows its title, its date and its numbered sections', desktopOnly, async ({ page }) => {
      await page.goto(doc.path);
      await expect(page).toHaveTitle(new RegExp(`^${doc.title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText(doc.dateLine)).toBeVisible();
      const sections = page.locator('article h2[id^="section-"]');
      await expect(sections).toHaveCount(doc.numbered);
      const titles = await sections.allTextContents();
      titles.forEach((title, index) => expect(title).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
      for (const section of doc.unnumbered) {
        await expect(page.locator(`article h2#${section.id}`)).toHaveText(section.title);
      }
    });

    test('the table of contents links to every section and jumps to it', async ({ page }) => {
      await page.goto(doc.path);
      const toc = page.getByRole('navigation', { name: 'Contents' });
      const links = toc.getByRole('link');
      await expect(links).toHaveCount(doc.current.sections.length);
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

    test('prints the document alone, without the site frame', desktopOnly, async ({ page }) => {
      // Printed on paper, whatever the screen.
      await page.goto(doc.path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('article h2[id^="section-"]').last()).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('complementary', { name: '3-Day Free Trial' })).toBeHidden();
    });

    test(`the version in effect has its own address, with the same text and anchors`, desktopOnly, async ({ page }) => {
      await page.goto(doc.path);
      const read = async () => ({
        text: await page.locator('article div:has(> h2[id^="section-"])').textContent(),
        anchors: await page.locator('article [id]').evaluateAll((elements) => elements.map((element) => element.id)),
      });
      const atDocument = await read();
      const versionPath = `${doc.path}/${doc.current.date}`;
      await page.goto(versionPath);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText(doc.dateLine)).toBeVisible();
      expect(atDocument.text?.length).toBeGreaterThan(1000);
      expect(await read()).toEqual(atDocument);
      // One text, one address for search engines: the dated copy of the version in effect points to the document.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${doc.path}$`));
      await expect(page.getByRole('note')).toHaveCount(0);
      const versions = page.getByRole('region', { name: 'Versions' });
      await expect(versions.getByRole('link', { name: formatDate(doc.current.date) })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
}

test.describe(
  'the site keeps on the device only what the Privacy Policy says: no cookie, one named key',
  desktopOnly,
  () => {
    const privacy = documents[1]?.current.source ?? '';
    const namedKey = /under the key `([^`]+)`/.exec(privacy)?.[1];
    const onDevice = async (page: Page) => ({
      cookies: await page.context().cookies(),
      ...(await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))),
    });

    test('dismissing the banner keeps its one key, the key the policy names', async ({ page }) => {
      expect(privacy).toContain('**This site sets no cookies.**');
      expect(namedKey, 'the policy names the key').toBeTruthy();
      await page.goto(site.terms);
      await page.getByRole('button', { name: 'Dismiss the free trial banner' }).click();
      await expect(page.getByRole('complementary', { name: '3-Day Free Trial' })).toBeHidden();
      expect(await onDevice(page)).toEqual({ cookies: [], local: [namedKey], session: [] });
    });

    // Each page on its own, so a page that stores something names itself.
    for (const route of routes) {
      test(`${route} sets no cookie and stores nothing`, async ({ page }) => {
        await page.goto(route);
        await expect(page.locator('main')).toBeVisible();
        expect(await onDevice(page)).toEqual({ cookies: [], local: [], session: [] });
      });
    }
  },
);
