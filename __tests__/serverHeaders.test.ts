/**
 * @jest-environment node
 */
// out/_headers (cdnRules) against nginx's answer (nginxResponseMaps), both from deploy/headers.mjs,
// on the shape of a build: a CDN must send every address the Cache-Control nginx sends, and no rule
// may name an address the site does not serve.
import {
  CDN_RULE_LIMIT,
  cacheControl,
  cdnHeadersFile,
  cdnHeadersFor,
  cdnRuleMatches as matches,
  cdnRules,
  nginxResponseMaps,
  parseCdnHeaders,
  typesByExtension,
  typesByPath,
} from '@/deploy/headers.mjs';

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

test('a CDN matches "*" anywhere in a pattern, and a trailing "/*" also matches the folder itself', () => {
  expect(matches('/record/cards/*', '/record/cards')).toBe(true);
  expect(matches('/record/cards/*', '/record/cards/RC-0001.png')).toBe(true);
  expect(matches('/record/cards/*', '/record/cardsx')).toBe(false);
  expect(matches('/record/timestamps/*.tsr', '/record/timestamps/RC-0001.grade.tsr')).toBe(true);
  expect(matches('/record/timestamps/*.tsr', '/record/timestamps/authority.pem')).toBe(false);
  expect(matches('/*.tsr', '/.tsr')).toBe(true);
  expect(matches('/about', '/about/')).toBe(false);
});

test('a type by extension gets one rule for the outermost folders holding such files, and each such file its type once', () => {
  const [extension = '', type = ''] = Object.entries(typesByExtension)[0] ?? [];
  const tokens = build.token.filter((file) => file.endsWith(extension));
  expect(tokens.length).toBeGreaterThan(0);
  for (const file of tokens) expect(cdnValues(`/${file}`, 'Content-Type')).toEqual([type]);
  expect(cdnValues('/record/timestamps/authority.pem', 'Content-Type')).toEqual([]);
  const nested = cdnRules([...files, `record/timestamps/2031/RC-9999${extension}`], { checkoutOrigin: null });
  expect(nested.filter(([, headers]) => headers['Content-Type'] === type)).toHaveLength(1);
});

test('out/_headers reads back as the rules it was written from', () => {
  expect(parseCdnHeaders(`# a comment\n${cdnHeadersFile(rules)}`)).toEqual(rules);
});

test('Cloudflare joins every matching rule: a file gets both policies, a hashed file one Cache-Control', () => {
  const token = cdnHeadersFor(rules, '/record/timestamps/RC-0001.tsr');
  expect(token['Content-Security-Policy']?.split(', default-src')).toHaveLength(2);
  expect(cdnHeadersFor(rules, '/_next/static/chunks/main-0a1b2c.js')['Cache-Control']).toBe(cacheControl.immutable);
});

test('ten years of picks (10,000 pages, cards and tokens) stay within the rules Cloudflare reads', () => {
  const years = Array.from({ length: 10 }, (_, index) => 2026 + index);
  const picks = Array.from({ length: 10_000 }, (_, index) => `RC-${String(index + 1).padStart(5, '0')}`);
  const record = [
    ...years.flatMap((year) => [`record/${year}.html`, `record/${year}.txt`, `record/${year}/preview.png`]),
    ...picks.flatMap((id) => [
      `record/picks/${id}.html`,
      `record/cards/${id}.png`,
      `record/timestamps/${id}.tsr`,
      `record/timestamps/${id}.grade.tsr`,
    ]),
  ];
  const tenYears = cdnRules([...files, ...record], { checkoutOrigin: 'https://checkout.example.test' });
  expect(tenYears.length).toBeLessThanOrEqual(CDN_RULE_LIMIT);
});
