import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cdnRuleMatches as matches, parseCdnHeaders } from '../../deploy/headers.mjs';
import { filesIn, out } from '../../scripts/out-files.mjs';
import { expect, test } from '@playwright/test';

// out/_headers as a CDN reads it (Netlify, Cloudflare Pages), against the finished build and against
// nginx serving it: every rule names something the site serves, and a CDN sends each file the
// Cache-Control nginx sends, so a sealed page never outlives its reveal in a CDN's cache.
const rules = parseCdnHeaders(readFileSync(path.join(out, '_headers'), 'utf8')).map(([pattern, headers]) => ({
  pattern,
  headers,
}));

/** Every address out/ serves: each file, a page at its clean URL. The 404 page has none of its own. */
const addresses = filesIn(out, '')
  .map((file) => `/${path.relative(out, file).split(path.sep).join('/')}`)
  .filter((file) => file !== '/_headers' && file !== '/404.html')
  .map((file) => file.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));

test('every rule of out/_headers matches an address the build serves', () => {
  expect(rules.length).toBeGreaterThan(1);
  expect(rules.filter(({ pattern }) => !addresses.some((address) => matches(pattern, address)))).toEqual([]);
});

test('a CDN sends pages, feeds, cards, tokens, the CSV and the hashed files the Cache-Control nginx sends', async ({
  request,
}) => {
  const one = (pattern: RegExp) => addresses.find((address) => pattern.test(address)) ?? `none for ${pattern}`;
  const samples = [
    '/',
    '/about',
    '/record',
    one(/^\/record\/\d{4}$/),
    one(/^\/record\/picks\/[^/.]+$/),
    '/record/feed.atom',
    '/record/feed.json',
    one(/^\/record\/cards\/.+\.png$/),
    one(/^\/record\/timestamps\/.+\.tsr$/),
    '/record.csv',
    '/record/chain.csv',
    one(/^\/_next\/static\/.+\.js$/),
  ];
  for (const address of samples) {
    const cdn = rules.flatMap(({ pattern, headers }) =>
      matches(pattern, address) && headers['Cache-Control'] ? [headers['Cache-Control']] : [],
    );
    const response = await request.head(address);
    expect([address, response.status(), cdn]).toEqual([address, 200, [response.headers()['cache-control']]]);
  }
});
