import { routes as siteRoutes, sectionIds } from '@/content/routes';
import { forbiddenPromises } from '@/content/compliance';
import { pricing, site } from '@/content/site';
import { siteConfig } from '@/data/config';
import { desktopOnly, expect, routes, test } from './fixtures';

const everyRoute = [...routes, '/no-such-page'] as const;

test.describe('disclosures at the checkout', () => {
  test('the pricing section states the renewal terms before the frame', desktopOnly, async ({ page }) => {
    await page.goto('/');
    const terms = page.locator(`#${sectionIds.pricing}`).getByRole('note');
    await expect(terms).toContainText(`$0 today for the ${pricing.trialDays}-day free trial`);
    await expect(terms).toContainText(`Then $${pricing.monthlyFee} is billed every month until you cancel`);
    await expect(terms).toContainText('unless you cancel before');
    await expect(terms).toContainText('renews automatically');
    await expect(terms).toContainText('Cancel online');
    await expect(terms).toContainText('until the end of the period you have paid for');
    await expect(terms).toContainText('non-refundable');
    await expect(terms.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', siteRoutes.terms);
    await expect(terms.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', siteRoutes.privacy);

    const before = await terms.evaluate(
      (note, frame) =>
        !!(note.compareDocumentPosition(document.querySelector(frame)!) & Node.DOCUMENT_POSITION_FOLLOWING),
      `#${sectionIds.pricing} iframe`,
    );
    expect(before, 'the terms come before the checkout frame').toBe(true);
  });

  test('"$50 a month" is at least as prominent as the daily figure', async ({ page }) => {
    await page.goto('/');
    const size = (text: string) =>
      page
        .locator(`#${sectionIds.pricing}`)
        .getByText(text, { exact: true })
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(`$${pricing.monthlyFee}`)).toBeGreaterThanOrEqual(await size('about $1.67 a day'));
  });

  test('the trial card and the banner say membership is for 21+', desktopOnly, async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(`#${sectionIds.pricing}`)).toContainText(`adults ${site.minimumAge}+ only`);
    // The banner waits until the hero's buttons and the pricing section are off screen.
    await page.locator(`#${sectionIds.faq}`).scrollIntoViewIfNeeded();
    await expect(page.getByRole('complementary', { name: /Free Trial/ })).toContainText(`${site.minimumAge}+ only`);
  });
});

test('the testimonials say results vary and the slips are labeled as samples', desktopOnly, async ({ page }) => {
  await page.goto('/');
  const section = page.locator(`#${sectionIds.testimonials}`);
  await expect(section).toContainText('Individual results vary');
  await expect(section).toContainText('Past results do not guarantee future results');
  const slips = section.locator('article');
  const count = await slips.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expect(slips.nth(i)).toContainText('Sample slip');
});

for (const route of everyRoute) {
  test.describe(route, desktopOnly, () => {
    test.use({ allowDocument404: route === '/no-such-page' });

    test('promises no profit or certainty anywhere', async ({ page }) => {
      await page.goto(route);
      const text = await page.evaluate(() =>
        [
          document.title,
          document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
          document.body.textContent ?? '',
        ].join('\n'),
      );
      const hits = forbiddenPromises.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase);
      expect(hits, 'banned promises found in the page').toEqual([]);
    });
  });
}

test(
  'the site loads no trackers: every request stays on the site, except the checkout frame',
  desktopOnly,
  async ({ page }) => {
    const checkout = new URL(siteConfig.checkoutUrl).origin;
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1') thirdParty.push(url.origin);
    });
    await page.goto('/');
    expect(thirdParty, 'nothing leaves the site before the visitor reaches the checkout').toEqual([]);

    const frameRequest = page.waitForRequest((request) => request.url().startsWith(checkout));
    await page.locator(`#${sectionIds.pricing} iframe`).scrollIntoViewIfNeeded();
    await frameRequest;
    expect([...new Set(thirdParty)]).toEqual([checkout]);
    const foreignScripts = await page
      .locator('script[src]')
      .evaluateAll((scripts) =>
        scripts.map((s) => (s as HTMLScriptElement).src).filter((src) => !src.startsWith(location.origin)),
      );
    expect(foreignScripts).toEqual([]);
  },
);
