import { execFileSync } from 'node:child_process';
import { faq } from '@/data/copy';
import { routes, sectionIds } from '@/content/routes';
import { buildDate } from '@/data/buildDate.mjs';
import { listVersionDates } from '@/data/legal/versionFiles.mjs';
import { isoDay } from '@/lib/legal/versions.mjs';
import { site } from '@/content/site';
import { siteConfig } from '@/data/config';
import type { Page } from '@playwright/test';
import { expect, routes as pages, test } from './fixtures';

// The version in effect of a legal document: the newest file dated on or before the build date.
const legalDate = (dir: string) =>
  listVersionDates(dir)
    .filter((date) => date <= isoDay(buildDate))
    .at(-1);

type Head = {
  lang: string;
  title: string;
  meta: Record<string, string>;
  canonical: string | null;
  /** The page's background colour token, as its CSS declares it. */
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
  test.skip(({ isMobile }) => isMobile, 'the markup is the same at every width');

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

  test('escapes "<" inside structured data', async ({ request }) => {
    const html = await (await request.get(routes.home)).text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
      expect(json).not.toContain('<');
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

test('sitemap.xml lists exactly the public pages with their real dates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1] ?? '');
  // Besides the pages of content/routes.ts, each year of the record (dated in e2e/record.spec.ts).
  const yearPage = new RegExp(`^${new URL(routes.record, siteConfig.url).toString()}/\\d{4}$`);
  expect(locs.filter((loc) => !yearPage.test(loc)).sort()).toEqual(
    pages.map((route) => new URL(route, siteConfig.url).toString()).sort(),
  );
  expect(locs.filter((loc) => yearPage.test(loc)).length).toBeGreaterThan(0);
  const lastmod = (route: string) =>
    new RegExp(`<loc>${new URL(route, siteConfig.url).toString()}</loc>\\s*<lastmod>(.*?)</lastmod>`).exec(xml)?.[1];
  expect(lastmod(routes.terms)).toBe(legalDate('content/terms'));
  expect(lastmod(routes.privacy)).toBe(legalDate('content/privacy'));
  // The other pages carry the day their words last changed in git, not the day of the build.
  const committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'content', 'components'], {
    encoding: 'utf8',
  }).trim();
  expect(lastmod(routes.home)).toBe(committed || undefined);
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*\s+Allow: \//);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', siteConfig.url).toString()}`);
});

test('icons and the manifest are served, in the colours of the page', async ({ page, request }) => {
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
