import path from 'node:path';
import {
  cacheControl,
  immutablePrefix,
  responsePolicies,
  securityHeaders,
  typesByPath,
} from '../../deploy/headers.mjs';
import { filesIn, out, pickPageRoutes, routes as pages } from '../../scripts/out-files.mjs';
import { routes as siteRoutes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { expect, test } from '@playwright/test';
import { cloudflare, cloudflareAnswers, expectCloudflareHeaders, hostOf, type HostAnswer } from './hosts';
import { rawGet, type RawResponse } from './raw-request';

const expected = {
  ...securityHeaders({ checkoutOrigin: new URL(siteConfig.checkoutUrl).origin }),
  'Content-Security-Policy': responsePolicies.page,
};

/** A pick's page, with its id as the ledger writes it (RC-0412) and in other letter cases. */
const pick = Object.keys(pickPageRoutes)[0] ?? '';
const pickId = path.posix.basename(pick);
const otherCases = [pickId.toLowerCase(), `${pickId.charAt(0)}${pickId.slice(1).toLowerCase()}`].map(
  (id) => `${path.posix.dirname(pick)}/${id}`,
);

/** Paths that must answer the 404 page: unknown, hostile, or not content. */
const notFound = [
  '/no-such-page',
  '/no-such-page.html',
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/../../../etc/passwd',
  `${siteRoutes.about}/../../etc/passwd`,
  `/${'a'.repeat(3000)}`,
  '/%00',
  '/%ff%fe%c0%af',
  // A trailing slash on anything but a plain path: each of these once became a Location that a
  // browser resolves to another site, or one that put a raw CR into the response headers.
  '/%5cevil.com/',
  '/%5Cevil.com/',
  '/\\evil.com/',
  '/%5c%5cevil.com/',
  '/%09/evil.com/',
  '/%0d/evil.com/',
  '/%0a/evil.com/',
  '/%0d%0a/evil.com/',
  '/x%0dSet-Cookie:%20x=1/',
  '/x%0d%0aSet-Cookie:%20x=1/',
  '//evil.com/',
  '///evil.com/',
  '/%2f%2fevil.com/',
  '/%2F/evil.com/',
  '/%20/evil.com/',
  '/evil.com%5c/',
  '/.evil.com/',
  '/%2e%2e/',
  '/%5cevil.com.html',
  '//evil.com.html',
  // A newline after a path is not the end of it (nginx's "$" once let these redirect).
  '/index%0a',
  '/index.html%0a',
  `${siteRoutes.about}/%0a`,
  `${siteRoutes.about}.html%0a`,
  '/404%0a',
  '/_headers%0a',
  // One address per page: the 404 page has none of its own.
  '/404',
  '/404.html',
  '/_not-found',
  '/_not-found.html',
  '/_not-found.txt',
  // A pick's id that is no pick's, in any case.
  `${otherCases[0]}0000`,
  `${otherCases[0]}0000.html`,
  `${pick}0000`,
  // Not content.
  '/_headers',
  '/.git/config',
];

/** Each page has one address: the others redirect to it, keeping the query. */
const redirects: Record<string, string> = {
  // A pick's id in any letter case, in one redirect (deploy/redirects.mjs).
  ...Object.fromEntries(
    otherCases.flatMap((address) => [
      [address, pick],
      [`${address}.html`, pick],
      [`${address}/`, pick],
      [`${address}?ref=x`, `${pick}?ref=x`],
    ]),
  ),
  '/index': '/',
  '/index.html': '/',
  '/index.html?ref=x': '/?ref=x',
  [`${siteRoutes.about}/?ref=x`]: `${siteRoutes.about}?ref=x`,
  [`${siteRoutes.about}.html?ref=x`]: `${siteRoutes.about}?ref=x`,
  '/no-such-page/': '/no-such-page',
  ...Object.fromEntries(
    Object.keys(pages)
      .filter((page) => page !== '/')
      .flatMap((page) => [
        [`${page}/`, page],
        [`${page}.html`, page],
      ]),
  ),
};

function expectHeadersSafe(response: RawResponse, target: string, origin: string) {
  for (const line of response.headerLines) {
    expect(line, `${target}: a raw control character in a header`).not.toMatch(/[\x00-\x1f\x7f]/);
  }
  const location = response.headers.location;
  if (location !== undefined) {
    expect(new URL(location, origin).origin, `${target}: Location ${JSON.stringify(location)} leaves the site`).toBe(
      origin,
    );
  }
}

const label = (target: string) => JSON.stringify(target.length > 60 ? `${target.slice(0, 60)}…` : target);

/** Pages matches a path as it is written: a pick's id in another case is a 404 there. */
const otherCasePicks = new Set(
  Object.keys(redirects).filter((target) => otherCases.some((address) => target.startsWith(address))),
);

/** Cloudflare's answer where it is not nginx's (e2e/nginx/hosts.ts), checked in full. */
async function expectCloudflareAnswer(origin: string, target: string, answer: HostAnswer) {
  const response = await rawGet(origin, target);
  expectHeadersSafe(response, target, origin);
  expect([response.status, response.headers.location], target).toEqual([answer.status, answer.location]);
  if (answer.body === 'the 404 page') expect(response.body, target).toContain('<title>Oops! Page not found');
  if (answer.body === 'a page') expect(response.body, target).toContain('<!DOCTYPE html>');
  if (answer.devServer) expect(response.headers['x-frame-options'], target).toBeUndefined();
  else expectCloudflareHeaders(response, answer.headersOf ?? target.split('?')[0] ?? '', answer.status);
}

/** Cloudflare's answer to a target of the table, when it differs from nginx's. */
const cloudflareAnswer = (target: string): HostAnswer | undefined =>
  cloudflareAnswers[target] ?? (otherCasePicks.has(target) ? { status: 404, body: 'the 404 page' } : undefined);

for (const target of notFound) {
  test(`${label(target)} gets the 404 page and no Location`, async ({ baseURL }, { project }) => {
    const origin = new URL(String(baseURL)).origin;
    const differs = hostOf(project.name) === 'cloudflare' && cloudflareAnswer(target);
    if (differs) return expectCloudflareAnswer(origin, target, differs);
    const response = await rawGet(origin, target);
    expectHeadersSafe(response, target, origin);
    expect(response.status, target).toBe(404);
    expect(response.headers.location, target).toBeUndefined();
    expect(response.body, target).toContain('<title>Oops! Page not found');
    expect(response.body).not.toContain('alert(1)');
    expect(response.body).not.toContain('root:');
    expect(response.headers['x-frame-options'], target).toBe('DENY');
  });
}

for (const [target, location] of Object.entries(redirects)) {
  test(`${label(target)} redirects to ${location}`, async ({ baseURL }, { project }) => {
    const origin = new URL(String(baseURL)).origin;
    const differs = hostOf(project.name) === 'cloudflare' && cloudflareAnswer(target);
    if (differs) return expectCloudflareAnswer(origin, target, differs);
    const response = await rawGet(origin, target);
    expectHeadersSafe(response, target, origin);
    expect(response.status, target).toBe(308);
    expect(response.headers.location, target).toBe(location);
    expect(response.headers['x-frame-options'], target).toBe('DENY');
  });
}

test('every page answers 200 at its one address with the security headers', async ({ request }) => {
  for (const page of Object.keys(pages)) {
    const response = await request.get(page, { maxRedirects: 0 });
    expect(response.status(), page).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers()[name.toLowerCase()], `${page} ${name}`).toBe(value);
    }
    const html = await response.text();
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(html).not.toContain('unsafe-inline');
  }
});

/** The first framework script a page loads, named in the loader's list (scripts/build/script-loader.mjs). */
const frameworkScript = (html: string) => /(\/_next\/static\/[^"&]+\.js)/.exec(html)?.[1];

test('hashed build files are cached for a year, pages and data revalidate', async ({ request }, { project }) => {
  const html = await (await request.get('/')).text();
  const script = frameworkScript(html);
  const style = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  for (const asset of [script, style]) {
    expect(asset).toContain(immutablePrefix);
    const response = await request.get(asset ?? '');
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['cache-control']).toBe(cacheControl.immutable);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  for (const path of ['/', siteRoutes.about, '/sitemap.xml', '/index.txt']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(cacheControl.revalidate);
  }
  const missing = hostOf(project.name) === 'cloudflare' ? cloudflare.notFoundCacheControl : cacheControl.revalidate;
  for (const path of ['/no-such-page', `${immutablePrefix}no-such-file.js`]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(missing);
  }
  expect((await request.get(`${siteRoutes.about}/`, { maxRedirects: 0 })).headers()['cache-control']).toBe(
    cacheControl.revalidate,
  );
});

test('text is sent compressed: Brotli where the browser takes it, gzip otherwise', async ({ request }, { project }) => {
  const script = frameworkScript(await (await request.get('/')).text());
  expect(script).toContain(immutablePrefix);
  const onCloudflare = hostOf(project.name) === 'cloudflare';
  for (const path of ['/', siteRoutes.terms, script ?? '', '/sitemap.xml']) {
    const plain = await (await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })).body();
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', onCloudflare ? cloudflare.browserEncoding : 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
    ] as const) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': accepted } });
      expect(response.headers()['content-encoding'], `${path} for ${accepted}`).toBe(encoding);
      if (onCloudflare) expect(response.headers()['vary'], path).toBeUndefined();
      else expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
      expect((await response.body()).equals(plain), `${path} decodes to the file`).toBe(true);
    }
  }
});

/** The type each kind of file in out/ is served with; a new kind of file must be added here. */
const types: Record<string, string> = {
  '.atom': 'application/atom+xml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.ico': 'image/x-icon',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json',
  '.pem': 'application/x-x509-ca-cert',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.tsr': 'application/timestamp-reply',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'text/xml; charset=utf-8',
};

test('every kind of file the build writes is served with its type', async ({ request }, { project }) => {
  const typeOf = (extension: string) =>
    (hostOf(project.name) === 'cloudflare' ? cloudflare.types[extension] : undefined) ?? types[extension];
  const served = filesIn(out, '')
    .map((file) => `/${path.relative(out, file).split(path.sep).join('/')}`)
    .filter((file) => !file.endsWith('.html') && !/^\/(_headers$|_not-found)/.test(file));
  const byExtension = new Map(
    served.filter((file) => !(file in typesByPath)).map((file) => [path.extname(file), file]),
  );
  for (const [extension, file] of byExtension) {
    expect(types[extension], `${file}: say in this test which type a ${extension} file is served with`).toBeDefined();
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(typeOf(extension));
  }
  // A file whose extension does not tell its type gets its own.
  for (const [file, type] of Object.entries(typesByPath)) {
    expect(served, file).toContain(file);
    const response = await request.get(file);
    expect([response.status(), response.headers()['content-type']], file).toEqual([200, type]);
  }
});
