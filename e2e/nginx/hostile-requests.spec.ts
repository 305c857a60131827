import { responseHeaders } from '../../deploy/headers.mjs';
import { routes as siteRoutes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { expect, test } from '@playwright/test';
import { rawRequest } from './raw-request';

// One table of odd and hostile requests, each sent byte for byte, and the answer nginx and the
// preview server must both give: the nginx project and the preview project each run every row
// against their own server. Where a row names a file, the answer is that file (or the 404 page), and
// its headers are exactly what deploy/headers.mjs gives for that status and file, each sent once.

type Answer = {
  status: number;
  /** The file sent, which decides the policy and caching; none for redirects and refusals. */
  serves?: string;
  location?: string;
  encoding?: 'br' | 'gzip';
};

type Row = Answer & {
  request: string | Buffer;
  /**
   * Node's HTTP parser refuses a few requests nginx reads; the preview server then answers as nginx
   * answers the requests it refuses itself (the 404 page), headers and all.
   */
  preview?: Answer & { why: string };
};

const build = { checkoutOrigin: new URL(siteConfig.checkoutUrl).origin };
const about = `${siteRoutes.about}.html`;

/** A GET as a browser would not send it: the target and any extra header lines exactly as given. */
const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${extra}\r\n`;
const method = (name: string, target: string) =>
  `${name} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;

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
    preview: {
      status: 404,
      serves: '/404.html',
      why: 'Node refuses bare LF line endings (RFC 9112 lets a server refuse them), and nginx reads them',
    },
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

for (const [name, row] of Object.entries(rows)) {
  test(`${name}: the same answer, with every header once`, async ({ baseURL }, testInfo) => {
    const expected: Answer = testInfo.project.name === 'preview' && row.preview ? row.preview : row;
    const response = await rawRequest(String(baseURL), row.request);

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
  });
}
