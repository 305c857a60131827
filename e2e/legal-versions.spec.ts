import { existsSync } from 'node:fs';
import { routes } from '@/content/routes';
import { formatDate } from '@/lib/format';
import { expect, test } from './fixtures';
import { legalVersionSources, versionInEffect } from './legalDocuments';

// Runs against the site built with the fixture versions in e2e/fixtures/legal (`npm run
// build:fixtures`, served by the `legal-fixtures` project): the live site has one version of each.
const versions = legalVersionSources('e2e/fixtures/legal/terms');
const current = versionInEffect(versions);
const past = versions.filter((version) => version.date < current.date);
const upcoming = versions.filter((version) => version.date > current.date);
const replacedOn = (date: string) => versions.find((version) => version.date > date)?.date ?? '';

test.beforeAll(() => {
  if (!existsSync('out-fixtures/404.html')) {
    throw new Error('The fixture build is missing: run `npm run build:fixtures` before these tests.');
  }
  expect(past.length, 'the fixtures hold a past version').toBeGreaterThan(0);
  expect(upcoming.length, 'the fixtures hold an upcoming version').toBeGreaterThan(0);
});

for (const version of past) {
  test(`the past version of ${version.date} says, before its text, that it is no longer in effect`, async ({
    page,
  }) => {
    await page.goto(`${routes.terms}/${version.date}`);
    const notice = page.getByRole('note');
    await expect(notice).toHaveText(
      `This version is no longer in effect. It was replaced on ${formatDate(replacedOn(version.date))} by the current Terms and Conditions.`,
    );
    // Before the text: the notice comes before the first section in the page's reading order.
    const order = await page.evaluate(() => {
      const note = document.querySelector('[role="note"]');
      const first = document.querySelector('article h2[id^="section-"]');
      return note && first ? note.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order, 'the notice precedes the text').toBeTruthy();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${routes.terms}/${version.date}$`),
    );
    await expect(page.locator('article h2[id^="section-"]')).toHaveCount(
      version.sections.filter((section) => section.number !== null).length,
    );
    await notice.getByRole('link', { name: 'current Terms and Conditions' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.terms}$`));
    await expect(page.getByRole('note')).toHaveCount(0);
  });
}

test('the current Terms list every version with its date, its summary and its address', async ({ page }) => {
  await page.goto(routes.terms);
  await expect(page.getByRole('note')).toHaveCount(0);
  const list = page.getByRole('region', { name: 'Versions' }).getByRole('listitem');
  await expect(list).toHaveCount(versions.length);
  const newestFirst = [...versions].reverse();
  for (const [index, version] of newestFirst.entries()) {
    const item = list.nth(index);
    const link = item.getByRole('link', { name: formatDate(version.date) });
    await expect(link).toHaveAttribute('href', `${routes.terms}/${version.date}`);
    await expect(item).toContainText(version.metadata.summary ?? 'The first published version.');
  }
  await expect(list.getByRole('link', { name: formatDate(current.date) })).toHaveAttribute('aria-current', 'page');
  await list.getByRole('link', { name: formatDate(versions[0]?.date ?? '') }).click();
  await expect(page.getByRole('note')).toContainText('This version is no longer in effect.');
});

test('an upcoming version says when it takes effect and that the current Terms apply until then', async ({ page }) => {
  const [next] = upcoming;
  await page.goto(`${routes.terms}/${next?.date}`);
  await expect(page.getByRole('note')).toHaveText(
    `This version takes effect on ${formatDate(next?.date ?? '')}. Until then, the current Terms and Conditions apply.`,
  );
});

test('what changed is collapsed, then shows inserted and deleted words as <ins> and <del>', async ({ page }) => {
  await page.goto(routes.terms);
  const changes = page.locator('details', {
    has: page.getByText(`What changed from the version of ${formatDate(past.at(-1)?.date ?? '')}`),
  });
  await expect(changes).not.toHaveAttribute('open');
  const inserted = changes.locator('ins', { hasText: 'online from your member account or' });
  const deleted = changes.locator('del', { hasText: 'in New York' });
  await expect(inserted).toBeHidden();
  await changes.locator('summary').click();
  await expect(inserted).toBeVisible();
  await expect(deleted).toBeVisible();
  await expect(changes).toContainText(current.metadata.summary ?? '');
  // Screen readers mostly ignore <ins> and <del>: the words say where a change starts.
  await expect(inserted).toHaveText(/^\[inserted:\s+online from your member account or\s*\]$/);
  await expect(deleted).toHaveText(/^\[deleted:\s+in New York\s*\]$/);
  // Paragraphs that did not change are left out.
  await expect(changes).not.toContainText('Members pay a monthly fee');
});

test('in print, the changes are printed open, with the marks still visible', async ({ page }) => {
  await page.goto(routes.terms);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('details del', { hasText: 'in New York' })).toBeVisible();
  await expect(page.locator('details ins').first()).toBeVisible();
});

test('only the document addresses, not the dated versions, go into the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`${routes.terms}</loc>`);
  expect(xml).not.toMatch(new RegExp(`${routes.terms}/\\d`));
  expect(xml).toContain(`<lastmod>${current.date}</lastmod>`);
});
