import { statSync } from 'node:fs';
import path from 'node:path';
import { responseHeaders } from '../../deploy/headers.mjs';
import { out, pickPageRoutes } from '../../scripts/out-files.mjs';
import { routes as siteRoutes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { expect, test } from '@playwright/test';
import { cloudflareAnswers, expectCloudflareHeaders, hostOf } from './hosts';
import { rawRequest, type RawResponse } from './raw-request';

// One table of odd and hostile requests, each sent byte for byte, and the answer nginx and the
// preview server must both give: the nginx project and the preview project each run every row
// against their own server. Where a row names a file, the answer is that file (or the 404 page), and
// its headers are exactly what deploy/headers.mjs gives for that status and file, each sent once.

type Answer = {
  /** 0: the server closes the connection without sending a byte. */
  status: number;
  /** The file sent, which decides the policy and caching; none for redirects and refusals. */
  serves?: string;
  location?: string;
  encoding?: 'br' | 'gzip';
};

type Row = Answer & { request: string | Buffer };

const build = { checkoutOrigin: new URL(siteConfig.checkoutUrl).origin };
const about = `${siteRoutes.about}.html`;
/** A pick's page, and its address in lower case (deploy/redirects.mjs). */
const [pick = '', pickFile = ''] = Object.entries(pickPageRoutes)[0] ?? [];
const pickLower = pick.toLowerCase();

/** A GET as a browser would not send it: the target and any extra header lines exactly as given. */
const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;
const method = (name: string, target: string) =>
  `${name} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;

/** The validators both servers send for the home page: nginx's ETag (hex seconds, hex size) and Last-Modified. */
const home = statSync(path.join(out, 'index.html'));
const homeSeconds = Math.floor(home.mtimeMs / 1000);
const homeETag = `"${homeSeconds.toString(16)}-${home.size.toString(16)}"`;
const homeLastModified = new Date(homeSeconds * 1000).toUTCString();
const headLines = (count: number) =>
  Array.from({ length: count }, (_, index) => `X-Filler-${index}: ${'c'.repeat(3000)}\r\n`).join('');

const rows: Record<string, Row> = {
  // Only GET and HEAD, wherever sent.
  'OPTIONS /': { request: method('OPTIONS', '/'), status: 405 },
  'TRACE /': { request: method('TRACE', '/'), status: 405 },
  'POST a page': { request: method('POST', siteRoutes.about), status: 405 },
  'PUT a page': { request: method('PUT', siteRoutes.about), status: 405 },
  'DELETE /': { request: method('DELETE', '/'), status: 405 },
  'PATCH a missing page': { request: method('PATCH', '/no-such-page'), status: 405 },
  'an unknown method': { request: method('FOO', '/'), status: 405 },
  'HEAD a page': { request: method('HEAD', siteRoutes.about), status: 200, serves: about },

  // Requests the HTTP parsers refuse or must read leniently.
  'a raw DEL byte in the path': { request: get('/a\x7fb'), status: 404, serves: '/404.html' },
  'a raw UTF-8 byte in the path': {
    request: Buffer.concat([Buffer.from('GET /caf'), Buffer.from([0xc3, 0xa9]), Buffer.from(get('').slice(4))]),
    status: 404,
    serves: '/404.html',
  },
  'bare LF line endings': {
    request: 'GET / HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n',
    status: 200,
    serves: '/index.html',
  },
  'bare LF and CRLF mixed': {
    request: 'GET / HTTP/1.1\r\nHost: 127.0.0.1\nConnection: close\r\n\n',
    status: 200,
    serves: '/index.html',
  },
  'both Content-Length and Transfer-Encoding': {
    request: get('/', 'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n'),
    status: 404,
    serves: '/404.html',
  },
  'HTTP/1.1 with no Host': { request: 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status: 404, serves: '/404.html' },
  'a 70 KB path': { request: get(`/${'a'.repeat(70 * 1024)}`), status: 414 },
  'a 20 KB header': { request: get('/', `X-Long: ${'b'.repeat(20 * 1024)}\r\n`), status: 400 },
  'another HTTP version': { request: 'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n', status: 505 },
  'HTTP/2.0 in a request line': {
    request: 'GET / HTTP/2.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    status: 505,
  },
  // An HTTP/0.9 request could only be answered without headers: it gets no answer at all.
  'HTTP/0.9': { request: 'GET /\r\n', status: 0 },
  'HTTP/0.9 for a page': { request: `GET ${siteRoutes.about}\r\n`, status: 0 },
  'Host twice': { request: get('/', 'Host: evil.example\r\n'), status: 404, serves: '/404.html' },
  CONNECT: {
    request: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n',
    status: 404,
    serves: '/404.html',
  },
  'an expectation nobody knows': { request: get('/', 'Expect: bogus\r\n'), status: 200, serves: '/index.html' },
  // Each header line fits nginx's 8 KB buffer and all of them its four: read. Past the four: refused.
  'a 15 KB head of 3 KB lines': { request: get('/', headLines(5)), status: 200, serves: '/index.html' },
  'a 42 KB head of 3 KB lines': { request: get('/', headLines(14)), status: 400 },

  // Validators: a copy the browser holds that is still current gets 304, with the same headers.
  'If-None-Match, current': { request: get('/', `If-None-Match: ${homeETag}\r\n`), status: 304, serves: '/index.html' },
  'If-None-Match, weak and among others': {
    request: get('/', `If-None-Match: "0-0", W/${homeETag}\r\n`),
    status: 304,
    serves: '/index.html',
  },
  'If-None-Match, stale': { request: get('/', 'If-None-Match: "0-0"\r\n'), status: 200, serves: '/index.html' },
  'If-Modified-Since, exact': {
    request: get('/', `If-Modified-Since: ${homeLastModified}\r\n`),
    status: 304,
    serves: '/index.html',
  },
  'If-Modified-Since, not exact': {
    request: get('/', 'If-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n'),
    status: 200,
    serves: '/index.html',
  },
  'a stale If-None-Match wins over a current If-Modified-Since': {
    request: get('/', `If-None-Match: "0-0"\r\nIf-Modified-Since: ${homeLastModified}\r\n`),
    status: 200,
    serves: '/index.html',
  },

  // No byte ranges: the whole file, each header once.
  'a range past the end': { request: get(siteRoutes.about, 'Range: bytes=999999-\r\n'), status: 200, serves: about },
  'a range': { request: get(siteRoutes.about, 'Range: bytes=0-9\r\n'), status: 200, serves: about },

  // Dot segments resolve as nginx resolves them; above the root is refused.
  'a dot segment and a trailing slash': {
    request: get(`/x/..${siteRoutes.about}/`),
    status: 308,
    location: siteRoutes.about,
  },
  'a page then ..': { request: get(`${siteRoutes.about}/..`), status: 200, serves: '/index.html' },
  'a leading .': { request: get(`/.${siteRoutes.about}`), status: 200, serves: about },
  'encoded dots': { request: get(`/x/%2e%2e${siteRoutes.about}`), status: 200, serves: about },
  'an encoded slash and ..': { request: get(`${siteRoutes.about}%2f..`), status: 200, serves: '/index.html' },
  'above the root': { request: get(`/..${siteRoutes.about}`), status: 404, serves: '/404.html' },

  // A raw "#" ends the path: the fragment is never the server's.
  'a raw # after a page': { request: get(`${siteRoutes.about}#x`), status: 200, serves: about },
  'a raw # after a trailing slash': {
    request: get(`${siteRoutes.about}/?a#b`),
    status: 308,
    location: `${siteRoutes.about}?a`,
  },
  'a raw # before another site': { request: get('/#/evil.example/'), status: 200, serves: '/index.html' },

  // An absolute URL is read by its path: the host named in it never reaches a Location.
  'an absolute URL': { request: get(`http://evil.example${siteRoutes.about}`), status: 200, serves: about },
  'an absolute URL that redirects': {
    request: get(`http://evil.example${siteRoutes.about}/`),
    status: 308,
    location: siteRoutes.about,
  },

  // A pick's id in another letter case: one redirect, to its page, which answers it; anything
  // around the id that is not its ".html" or a trailing slash is no pick's address.
  'a pick in lower case': { request: get(pickLower), status: 308, location: pick },
  'a pick in lower case, then a query': { request: get(`${pickLower}/?a=1`), status: 308, location: `${pick}?a=1` },
  'a pick in its own case': { request: get(pick), status: 200, serves: `/${pickFile}` },
  'a pick in lower case from another host': {
    request: get(`http://evil.example${pickLower}.html`),
    status: 308,
    location: pick,
  },
  'a pick in lower case behind "//"': { request: get(`/${pickLower}`), status: 404, serves: '/404.html' },
  'a pick in lower case, then CR LF and a header': {
    request: get(`${pickLower}%0d%0aLocation:%20//evil.example`),
    status: 404,
    serves: '/404.html',
  },
  'a pick in lower case, then a backslash and a host': {
    request: get(`${pickLower}%5cevil.example`),
    status: 404,
    serves: '/404.html',
  },
  'a pick in lower case, encoded': {
    request: get(pickLower.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)),
    status: 308,
    location: pick,
  },
  'a pick in lower case, then ..': { request: get(`${pickLower}/..`), status: 308, location: path.posix.dirname(pick) },
  'no pick in lower case': { request: get(`${pickLower}0000`), status: 404, serves: '/404.html' },

  // A coding the browser weighs 0 is refused.
  'br and gzip both refused': {
    request: get(siteRoutes.about, 'Accept-Encoding: br;q=0, gzip;q=0\r\n'),
    status: 200,
    serves: about,
  },
  'br refused': {
    request: get(siteRoutes.about, 'Accept-Encoding: br;q=0, gzip\r\n'),
    status: 200,
    serves: about,
    encoding: 'gzip',
  },
  'gzip refused': {
    request: get(siteRoutes.about, 'Accept-Encoding: gzip;q=0, br\r\n'),
    status: 200,
    serves: about,
    encoding: 'br',
  },
  'any coding': { request: get(siteRoutes.about, 'Accept-Encoding: *\r\n'), status: 200, serves: about },

  // A redirect or an error is never cached as immutable, even among the hashed files.
  'a trailing slash among the hashed files': {
    request: get('/_next/static/x/'),
    status: 308,
    location: '/_next/static/x',
  },
  'a missing hashed file': { request: get('/_next/static/no-such-file.js'), status: 404, serves: '/404.html' },

  // What is not a page runs nothing.
  'a file beside the pages': { request: get('/robots.txt'), status: 200, serves: '/robots.txt' },
  'the ledger': { request: get(siteRoutes.recordCsv), status: 200, serves: siteRoutes.recordCsv },
};

/** The path of a request's target, its dot segments resolved, as Pages chooses headers by. */
const pathOf = (request: string | Buffer) => {
  const target = request.toString('latin1').split(' ')[1] ?? '/';
  return new URL(target, 'http://127.0.0.1').pathname;
};

/** Cloudflare's answer to a row (e2e/nginx/hosts.ts says where it is not nginx's), its headers by path. */
function expectCloudflareRow(name: string, row: Row, response: RawResponse) {
  const differs = cloudflareAnswers[name];
  const status = differs?.status ?? row.status;
  if (status === 0) return expect(response.received, 'bytes answered').toBe(0);
  expect([response.status, response.headers.location], 'status and Location').toEqual([
    status,
    differs ? differs.location : row.location,
  ]);
  for (const line of response.headerLines) {
    expect(line, 'a raw control character in a header').not.toMatch(/[\x00-\x1f\x7f]/);
  }
  if (differs?.devServer) return expect(response.headers['x-frame-options'], 'no rule of out/_headers').toBeUndefined();
  if (!differs) expect(response.headers['content-encoding'], 'Content-Encoding').toBe(row.encoding);
  expectCloudflareHeaders(response, differs?.headersOf ?? pathOf(row.request), status, differs?.ranged);
  const notFound = differs ? differs.body === 'the 404 page' : row.serves === '/404.html';
  if (notFound) expect(response.body).toContain('<title>Oops! Page not found');
}

for (const [name, row] of Object.entries(rows)) {
  test(`${name}: the same answer, with every header once`, async ({ baseURL }, { project }) => {
    const expected: Answer = row;
    const response = await rawRequest(String(baseURL), row.request);
    if (hostOf(project.name) === 'cloudflare') return expectCloudflareRow(name, row, response);
    if (expected.status === 0) {
      expect(response.received, 'bytes answered').toBe(0);
      return;
    }

    expect(response.status, 'status').toBe(expected.status);
    expect(response.headers.location, 'Location').toBe(expected.location);
    expect(response.headers['content-encoding'], 'Content-Encoding').toBe(expected.encoding);
    for (const line of response.headerLines) {
      expect(line, 'a raw control character in a header').not.toMatch(/[\x00-\x1f\x7f]/);
    }
    const headers = responseHeaders(build, { status: expected.status, servedPath: expected.serves ?? '' });
    for (const [header, value] of Object.entries(headers)) {
      const sent = response.headerLines.filter((line) => line.toLowerCase().startsWith(`${header.toLowerCase()}:`));
      expect(sent, `${header}, once`).toEqual([`${header}: ${value}`]);
    }
    if (expected.serves === '/404.html') expect(response.body).toContain('<title>Oops! Page not found');
    if (expected.serves === '/index.html' && [200, 304].includes(expected.status)) {
      expect([response.headers.etag, response.headers['last-modified']], 'validators').toEqual([
        homeETag,
        homeLastModified,
      ]);
    }
    if (expected.status === 304) expect(response.body, '304 has no body').toBe('');
  });
}
