/**
 * @jest-environment node
 */
// out/_headers (cdnRules) against nginx's answer (nginxResponseMaps), both from deploy/headers.mjs,
// on the shape of a build: a CDN must send every address the Cache-Control nginx sends, and no rule
// may name an address the site does not serve.
import { CDN_RULE_LIMIT, cacheControl, cdnRules, nginxResponseMaps, typesByPath } from '@/deploy/headers.mjs';

/** A build's files, by the class of what they are, as `next build` and the post-build steps leave them. */
const build = {
  page: [
    'index.html',
    'about.html',
    'terms.html',
    'terms/2025-09-16.html',
    'privacy.html',
    'privacy/2025-09-17.html',
    'record.html',
    'record/2026.html',
    'record/picks.html',
    'record/picks/RC-0001.html',
    'record/picks/RC-0002.html',
    '_not-found.html',
  ],
  payload: [
    'index.txt',
    '__next._tree.txt',
    'about.txt',
    'about/__next.about.txt',
    'terms.txt',
    'record.txt',
    'record/__next.record.__PAGE__.txt',
    'record/2026/__next._tree.txt',
    '_not-found.txt',
    '_not-found/__next._tree.txt',
  ],
  feed: ['record/feed.atom', 'record/feed.json'],
  card: ['record/cards/RC-0001.png', 'record/opengraph-image/preview.png', 'opengraph-image/preview.png'],
  token: ['record/timestamps/RC-0001.tsr', 'record/timestamps/RC-0001.grade.tsr', 'record/timestamps/authority.pem'],
  csv: ['record.csv', 'record/chain.csv', 'record/corrections.csv'],
  file: [
    'record/claims.json',
    'record/checkpoint.txt',
    'slips/sample/rc-0001.jpg',
    'icon/favicon.png',
    'apple-icon/apple-icon.png',
    'manifest.webmanifest',
    'robots.txt',
    'sitemap.xml',
    '_next/FKeko1mD1HqwnO8DvlF0T/_buildManifest.js',
  ],
  immutable: [
    '_next/static/chunks/main-0a1b2c.js',
    '_next/static/css/app-3d4e5f.css',
    '_next/static/media/inter.woff2',
  ],
};
const files = [...Object.values(build).flat(), '404.html'];
const rules = cdnRules(files, { checkoutOrigin: 'https://checkout.example.test' });

/** The address a CDN serves a file at: a page at its clean URL. */
const address = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/** As Netlify and Cloudflare Pages match: a trailing "/*" also matches the folder's own address. */
const matches = (pattern: string, urlPath: string) =>
  pattern.endsWith('/*') ? `${urlPath}/`.startsWith(pattern.slice(0, -1)) : urlPath === pattern;

/** Every value of a header a CDN sends for an address: one per matching rule that sets it. */
const cdnValues = (urlPath: string, header: string) =>
  rules.flatMap(([pattern, headers]) => (matches(pattern, urlPath) && headers[header] ? [headers[header]] : []));

/** nginx's answer, read from the map deploy/response-maps.conf holds: its regular expressions, tried in order. */
function nginxCacheControl(status: number, uri: string): string {
  const block = /map "\$status \$uri" \$cache_control \{\n([\s\S]*?)\n\}/.exec(nginxResponseMaps())?.[1] ?? '';
  const unquote = (text: string) => JSON.parse(text) as string;
  for (const line of block.split('\n')) {
    const [, key = '', value = ''] = /^\s*("(?:[^"\\]|\\.)*"|default) ("(?:[^"\\]|\\.)*");$/.exec(line) ?? [];
    if (key === 'default') return unquote(value);
    const pattern = unquote(key).replace(/^~/, '').replaceAll('\\z', '$');
    if (new RegExp(pattern).test(`${status} ${uri}`)) return unquote(value);
  }
  throw new Error('the map has no default');
}

test.each(Object.entries(build))('a CDN sends %s files the Cache-Control nginx sends, once', (_, paths) => {
  for (const file of paths) {
    expect([file, cdnValues(address(file), 'Cache-Control')]).toEqual([file, [nginxCacheControl(200, `/${file}`)]]);
  }
});

test('pages, feeds, cards, tokens and the CSV revalidate; only the hashed build files are immutable', () => {
  for (const file of [...build.page, ...build.feed, ...build.card, ...build.token, ...build.csv]) {
    expect([file, nginxCacheControl(200, `/${file}`)]).toEqual([file, cacheControl.revalidate]);
  }
  for (const file of build.immutable)
    expect(cdnValues(address(file), 'Cache-Control')).toEqual([cacheControl.immutable]);
});

test('every rule matches an address the site serves, and there are fewer than the CDN reads', () => {
  const served = files.filter((file) => file !== '404.html').map(address);
  const dead = rules.filter(([pattern]) => !served.some((urlPath) => matches(pattern, urlPath)));
  expect(dead).toEqual([]);
  expect(rules.length).toBeLessThanOrEqual(CDN_RULE_LIMIT);
  expect(new Set(rules.map(([pattern]) => pattern)).size).toBe(rules.length);
});

test('a type by path gets its rule only when the build has the file', () => {
  const [file = '', type = ''] = Object.entries(typesByPath)[0] ?? [];
  expect(cdnValues(file, 'Content-Type')).toEqual([type]);
  const without = cdnRules(
    files.filter((name) => `/${name}` !== file),
    { checkoutOrigin: null },
  );
  expect(without.map(([pattern]) => pattern)).not.toContain(file);
});
