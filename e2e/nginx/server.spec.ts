import { securityHeaders } from '../../deploy/headers.mjs';
import { site } from '@/content/site';
import { expect, routes, test } from '../fixtures';

const expected = securityHeaders({ checkoutOrigin: new URL(site.checkoutUrl).origin });

const hostilePaths = [
  '/no-such-page',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/../../../etc/passwd',
  '/about/../../etc/passwd',
  `/${'a'.repeat(3000)}`,
  '/%00',
  '/%ff%fe%c0%af',
  '/_headers',
  '/.git/config',
];

test('every route answers 200 with the security headers', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers()[name.toLowerCase()], `${route} ${name}`).toBe(value);
    }
    const html = await response.text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(html).not.toContain('unsafe-inline');
  }
});

test('a trailing slash redirects to the one address of the page', async ({ request }) => {
  const response = await request.get('/about/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/about');
});

test('unknown and hostile paths get the 404 page with its headers and nothing of the path', async ({ request }) => {
  for (const path of hostilePaths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<title>Oops! Page not found');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('root:');
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
  }
});

test('hashed build files are cached for a year, pages and data revalidate', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  for (const asset of [script, style]) {
    const response = await request.get(asset ?? '');
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  for (const path of ['/', '/about', '/sitemap.xml', '/index.txt', '/no-such-page']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
  }
});

test('text is sent compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  for (const path of ['/', '/terms', script, '/sitemap.xml']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});

test('files are served with their types', async ({ request }) => {
  const types: Record<string, string> = {
    '/robots.txt': 'text/plain',
    '/sitemap.xml': 'text/xml',
    '/manifest.webmanifest': 'application/manifest+json',
    '/icon/favicon.png': 'image/png',
    '/apple-icon/touch.png': 'image/png',
    '/opengraph-image/preview.png': 'image/png',
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
});
