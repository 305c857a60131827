import path from 'node:path';
import { cdnHeadersFor, cdnRules } from '../../deploy/headers.mjs';
import { filesIn, out } from '../../scripts/out-files.mjs';
import { siteConfig } from '@/data/config';
import { expect } from '@playwright/test';
import type { RawResponse } from './raw-request';

/** The servers the request table runs against, each a Playwright project (playwright.config.ts). */
export type Host = 'nginx' | 'preview' | 'cloudflare';
export const hostOf = (project: string): Host =>
  project === 'cloudflare' || project === 'preview' ? project : 'nginx';

/** An answer other than nginx's, for one request of the table. */
export type HostAnswer = {
  /** 0: no byte at all (the connection is held open, then dropped). */
  status: number;
  location?: string;
  /** The body is the 404 page (whatever the status), or one of the site's pages. */
  body?: 'the 404 page' | 'a page';
  /**
   * Answered by the dev server in front of the runtime (wrangler's proxy), not by Pages' rules: none
   * of out/_headers is sent. Cloudflare's edge answers such requests itself, untested here.
   */
  devServer?: true;
  /** The path Pages chooses the headers by, when it is not the request's own. */
  headersOf?: string;
  /** A request with a Range header: Pages sends no default Cache-Control. */
  ranged?: true;
};

const build = { checkoutOrigin: new URL(siteConfig.checkoutUrl).origin };
/** out/_headers as deploy/headers.mjs makes it from the build's files, not as the served copy has it. */
const rules = cdnRules(
  filesIn(out, '').map((file) => path.relative(out, file).split(path.sep).join('/')),
  build,
);

/**
 * Cloudflare's runtime for Pages, `wrangler pages dev` (scripts/cloudflare.mjs), where it differs from
 * nginx; docs/deploy.md lists the same. It chooses headers by the request's path alone (out/_headers),
 * sending every matching rule's value of a header joined, so a file gets the page policy and the
 * file policy, both enforced; a trailing "/*" does not match the folder itself; it never sends `Allow`.
 */
export const cloudflare = {
  /** Sent with every answer that comes from Pages' rules. */
  adds: { 'Access-Control-Allow-Origin': '*' },
  /** Its own Cache-Control on a 404, in place of out/_headers' one. */
  notFoundCacheControl: 'no-store',
  /** Its Cache-Control for a file no rule gives one, but in a 304 or in answer to a Range header. */
  defaultCacheControl: 'public, max-age=0, must-revalidate',
  /** Its types where they differ from nginx's: the same media types, without a charset or as application/xml. */
  types: {
    '.atom': 'application/atom+xml',
    '.js': 'application/javascript',
    '.xml': 'application/xml',
  } as Record<string, string>,
  /** Of "gzip, deflate, br" the dev server picks gzip, and it sends no Vary. */
  browserEncoding: 'gzip' as const,
};

/**
 * Each request of the table Cloudflare answers otherwise, by its target (server.spec.ts) or its row
 * (hostile-requests.spec.ts). None leaves the site or carries a raw control character.
 */
export const cloudflareAnswers: Record<string, HostAnswer> = {
  // Its 404 page and Next's copy of it are files like any other: answered at their clean URL, their
  // ".html" redirected there.
  '/404': { status: 200, body: 'the 404 page' },
  '/404.html': { status: 308, location: '/404' },
  '/_not-found': { status: 200, body: 'the 404 page' },
  '/_not-found.html': { status: 308, location: '/_not-found' },
  '/_not-found.txt': { status: 200 },
  // The dev server's own answers: a bad gateway, no file served.
  '/_headers': { status: 502, devServer: true },
  '/%00': { status: 502, devServer: true },
  [`/${'a'.repeat(3000)}`]: { status: 502, devServer: true },
  // Dot segments resolved in the URL, as a browser resolves them: the home page.
  '/%2e%2e/': { status: 200, body: 'a page', headersOf: '/' },
  // A missing path's trailing slash is not taken off.
  '/no-such-page/': { status: 404, body: 'the 404 page' },
  '/_next/static/x/': { status: 404, body: 'the 404 page' },

  // hostile-requests.spec.ts. Its validators are its own (an ETag of the content, no Last-Modified).
  'If-None-Match, current': { status: 200, body: 'a page' },
  'If-None-Match, weak and among others': { status: 200, body: 'a page' },
  'If-Modified-Since, exact': { status: 200, body: 'a page' },
  'a range': { status: 200, body: 'a page', ranged: true },
  'a range past the end': { status: 200, body: 'a page', ranged: true },
  // The dev server's HTTP parser, not Cloudflare's edge: these say nothing of production.
  'an unknown method': { status: 501, devServer: true },
  'TRACE /': { status: 0 },
  'HTTP/0.9': { status: 0 },
  'HTTP/0.9 for a page': { status: 0 },
  // Read as a chunked body that never comes: the home page is sent, and its last chunk never is.
  'both Content-Length and Transfer-Encoding': { status: 200, body: 'a page' },
  'HTTP/1.1 with no Host': { status: 400, devServer: true },
  'a 70 KB path': { status: 431, devServer: true },
  'a 20 KB header': { status: 431, devServer: true },
  'a 42 KB head of 3 KB lines': { status: 431, devServer: true },
  'another HTTP version': { status: 200, body: 'a page' },
  'HTTP/2.0 in a request line': { status: 200, body: 'a page' },
  'Host twice': { status: 500, devServer: true },
  CONNECT: { status: 500, devServer: true },
  'an expectation nobody knows': { status: 417, devServer: true },
  'an absolute URL': { status: 500, devServer: true },
  'an absolute URL that redirects': { status: 500, devServer: true },
  'a pick in lower case from another host': { status: 500, devServer: true },
  // Dot segments resolved as a browser resolves them, an encoded slash kept in the Location.
  'an encoded slash and ..': { status: 308, location: '/about/../' },
  'above the root': { status: 200, body: 'a page' },
  // Pages matches a path as it is written: a pick's id in another case is a 404.
  'a pick in lower case': { status: 404, body: 'the 404 page' },
  'a pick in lower case, then a query': { status: 404, body: 'the 404 page' },
  'a pick in lower case, encoded': { status: 404, body: 'the 404 page' },
  'a trailing slash among the hashed files': { status: 404, body: 'the 404 page' },
};

/** The headers Cloudflare sends with a status for a path: out/_headers' rules, and its own. */
export function cloudflareHeaders(urlPath: string, status: number, ranged = false): Record<string, string> {
  const headers: Record<string, string> = { ...cdnHeadersFor(rules, urlPath), ...cloudflare.adds };
  // Checked by the table of types instead.
  delete headers['Content-Type'];
  if (status === 404) headers['Cache-Control'] = cloudflare.notFoundCacheControl;
  if (status === 200 && !ranged) headers['Cache-Control'] ??= cloudflare.defaultCacheControl;
  return headers;
}

/** Each header Cloudflare should send for the path and status, once, named in any letter case; no other Cache-Control or Allow. */
export function expectCloudflareHeaders(response: RawResponse, urlPath: string, status: number, ranged = false) {
  const expected = cloudflareHeaders(urlPath, status, ranged);
  for (const header of new Set([...Object.keys(expected), 'Cache-Control', 'Allow'])) {
    const sent = response.headerLines.filter((line) => line.toLowerCase().startsWith(`${header.toLowerCase()}:`));
    const value = expected[header];
    expect(
      sent.map((line) => line.slice(header.length + 1).trim()),
      `${urlPath}: ${header}, once`,
    ).toEqual(value === undefined ? [] : [value]);
  }
}
