import { faq } from '@/data/copy';
import { pickPath, routes, sectionIds } from '@/content/routes';
import { getRecord } from '@/data/record/ledger';
import { site } from '@/content/site';
import { siteConfig } from '@/data/config';
import type { Page } from '@playwright/test';
import { expect, routes as pages, test } from './fixtures';

// What a search engine reads is the same at every width: the desktop project reads it
// (playwright.config.ts).
type Head = {
  lang: string;
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  /** The page's background color token, as its CSS declares it. */
  background: string;
  jsonLd: string[];
  h1: number;
};

async function readHead(page: Page, route: string): Promise<Head> {
  await page.goto(route);
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const tag of document.querySelectorAll('meta[name], meta[property]')) {
      meta[tag.getAttribute('name') ?? tag.getAttribute('property') ?? ''] = tag.getAttribute('content') ?? '';
    }
    return {
      lang: document.documentElement.lang,
      title: document.title,
      meta,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      background: getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim(),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
      h1: document.querySelectorAll('h1').length,
    };
  });
}

test.describe('every public route', () => {
  test('has its own title, description, canonical and social card tags', async ({ page, request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of pages) {
      const head = await readHead(page, route);
      // The address of the page exactly as Next writes it: the home page without a trailing slash.
      const url = route === routes.home ? siteConfig.url : `${siteConfig.url}${route}`;
      expect(head.lang).toBe('en-US');
      expect(head.h1, `${route} has one h1`).toBe(1);
      expect(head.title).toContain(site.name);
      expect(head.meta.description?.length ?? 0).toBeGreaterThan(50);
      expect(head.canonical).toBe(url);
      expect(head.meta['og:url']).toBe(url);
      expect(head.meta['og:title']).toBeTruthy();
      expect(head.meta['og:description']).toBe(head.meta.description);
      expect(head.meta['og:type']).toBe('website');
      expect(head.meta['og:site_name']).toBe(site.name);
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(head.meta['twitter:title']).toBe(head.meta['og:title']);
      // The browser's bar takes the page's own background, read from the same token file.
      expect(head.meta['theme-color']).toBe(head.background);
      expect(head.meta['og:image:width']).toBe('1200');
      expect(head.meta['og:image:height']).toBe('630');
      const image = new URL(head.meta['og:image'] ?? '');
      expect(image.origin).toBe(new URL(siteConfig.url).origin);
      const served = await request.get(image.pathname);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      titles.add(head.title);
      descriptions.add(head.meta.description ?? '');
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  test('has structured data that parses, with the FAQ taken from the FAQ the page shows', async ({ page }) => {
    for (const route of pages) {
      const head = await readHead(page, route);
      expect(head.jsonLd.length, `${route} has JSON-LD`).toBeGreaterThan(0);
      const graph = head.jsonLd.flatMap((text) => JSON.parse(text)['@graph'] as { '@type': string }[]);
      const types = graph.map((node) => node['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      if (route === routes.home) {
        const faqPage = graph.find((node) => node['@type'] === 'FAQPage') as unknown as {
          mainEntity: { name: string; acceptedAnswer: { text: string } }[];
        };
        expect(faqPage.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
          faq.map((item) => [item.question, item.answer]),
        );
        const shown = await page.locator(`#${sectionIds.faq} summary`).allTextContents();
        expect(faqPage.mainEntity.map((q) => q.name)).toEqual(shown);
      } else {
        expect(types.some((type) => type === 'WebPage' || type === 'AboutPage')).toBe(true);
        expect(JSON.stringify(graph)).toContain('BreadcrumbList');
      }
    }
  });
});

test.describe('the 404 page', () => {
  test.use({ allowDocument404: true });

  test('is kept out of search results', async ({ page }) => {
    await page.goto('/not-a-page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

/** "September 16, 2025" as "2025-09-16". */
function isoOfShownDate(shown: string | undefined) {
  const date = new Date(`${shown} 12:00 UTC`);
  return Number.isNaN(date.getTime()) ? `not a date: ${shown}` : date.toISOString().slice(0, 10);
}

test('sitemap.xml lists exactly the public pages, each dated by what it shows', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1] ?? '');
  // Besides the pages of content/routes.ts, each year of the record (dated in e2e/record.spec.ts)
  // and every pick's page.
  const yearPage = new RegExp(`^${new URL(routes.record, siteConfig.url).toString()}/\\d{4}$`);
  const pickPages = getRecord().picks.map((pick) => new URL(pickPath(pick.id), siteConfig.url).toString());
  expect(locs.filter((loc) => !yearPage.test(loc)).sort()).toEqual(
    [...new Set([...pages.map((route) => new URL(route, siteConfig.url).toString()), ...pickPages])].sort(),
  );
  expect(locs.filter((loc) => yearPage.test(loc)).length).toBeGreaterThan(0);
  const lastmod = (route: string) =>
    new RegExp(`<loc>${new URL(route, siteConfig.url).toString()}</loc>\\s*<lastmod>(.*?)</lastmod>`).exec(xml)?.[1];
  // A legal document is dated by the version in effect: the date its own page shows.
  for (const route of [routes.terms, routes.privacy]) {
    const text = (await (await request.get(route)).text()).replace(/<[^>]*>/g, '');
    const shown = /(?:Effective|Last updated): ([A-Z][a-z]+ \d{1,2}, \d{4})/.exec(text)?.[1];
    expect(lastmod(route), `${route}, which shows "${shown}"`).toBe(isoOfShownDate(shown));
  }
  // The home and about pages are dated by the day their words last changed in git (worked out
  // against scratch histories in __tests__/integration/contentDates.test.ts), never a day still to come;
  // the about page's words are a part of the home page's sources, so they cannot have changed later.
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const [home = '', about = ''] = [lastmod(routes.home), lastmod(routes.about)];
  expect(home).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(about).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(home <= tomorrow, `home ${home} is not after ${tomorrow}`).toBe(true);
  expect(about <= home, `about ${about} is not after home ${home}`).toBe(true);
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*\s+Allow: \//);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', siteConfig.url).toString()}`);
});

test('icons and the manifest are served, in the colors of the page', async ({ page, request }) => {
  await page.goto(routes.home);
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(icons.length).toBeGreaterThanOrEqual(3);
  for (const href of icons) expect((await request.get(href)).status(), href).toBe(200);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe(site.name);
  const background = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim(),
  );
  expect(manifest.background_color).toBe(background);
  expect(manifest.theme_color).toBe(background);
  for (const icon of manifest.icons) {
    const served = await request.get(icon.src);
    expect(served.status(), icon.src).toBe(200);
    expect(served.headers()['content-type'], icon.src).toBe(icon.type);
  }
});
