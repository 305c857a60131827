import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cdnHeadersFile, parseCdnHeaders } from '../../deploy/headers.mjs';
import { filesIn, out } from '../../scripts/out-files.mjs';
import { expect, test } from '@playwright/test';
import { expectCloudflareHeaders } from './hosts';
import { rawGet, rawRequest } from './raw-request';
import { serveCloudflareFiles } from './servedCopy';

// The Cloudflare row holds Pages to the rules deploy/headers.mjs makes, not to the _headers file it
// is served: a few of the build's files under a _headers with one rule broken (the tokens' folder
// loses its file policy) fail the row for a token, and only there. And Pages' own validators.
test.describe.configure({ mode: 'serial' });

const relative = (file: string) => path.relative(out, file).split(path.sep).join('/');
const token = relative(filesIn(path.join(out, 'record', 'timestamps'), '.tsr')[0] ?? '');
const broken = '/record/timestamps/*';
const rules = parseCdnHeaders(readFileSync(path.join(out, '_headers'), 'utf8')).map(
  ([pattern, headers]): [string, Record<string, string>] => {
    if (pattern !== broken) return [pattern, headers];
    return [
      pattern,
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'Content-Security-Policy')),
    ];
  },
);

let copy: Awaited<ReturnType<typeof serveCloudflareFiles>>;
test.beforeAll(async () => {
  expect(token).toMatch(/^record\/timestamps\/.+\.tsr$/);
  copy = await serveCloudflareFiles({
    _headers: cdnHeadersFile(rules),
    ...Object.fromEntries(
      ['404.html', 'index.html', 'about.html', 'robots.txt', token].map((file) => [
        file,
        readFileSync(path.join(out, file)),
      ]),
    ),
  });
});
test.afterAll(async () => copy.stop());

test('one header rule broken in the served _headers fails the Cloudflare row where it applies, only there', async () => {
  expect(rules.map(([pattern]) => pattern)).toContain(broken);
  for (const urlPath of ['/', '/about', '/robots.txt']) {
    expectCloudflareHeaders(await rawGet(copy.origin, urlPath), urlPath, 200);
  }
  const answer = await rawGet(copy.origin, `/${token}`);
  expect(answer.status).toBe(200);
  expect(() => expectCloudflareHeaders(answer, `/${token}`, 200)).toThrow(/Content-Security-Policy, once/);
});

test('its own ETag gets a 304 with no body and the same headers, but no Cache-Control', async ({ baseURL }) => {
  const origin = String(baseURL);
  const { etag } = (await rawGet(origin, '/about')).headers;
  expect(etag).toMatch(/^"[0-9a-f]+"$/);
  const answer = await rawRequest(
    origin,
    `GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nIf-None-Match: ${etag}\r\n\r\n`,
  );
  expect([answer.status, answer.body]).toEqual([304, '']);
  expectCloudflareHeaders(answer, '/about', 304);
});
