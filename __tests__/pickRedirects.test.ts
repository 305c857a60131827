/**
 * @jest-environment node
 */
// A pick's id in any letter case (deploy/redirects.mjs): the rule the preview server applies, and
// the maps nginx is given, read back here as nginx reads them, so the two servers cannot drift.
import { nginxPickRedirects, pickIdPrefixes, pickRedirect } from '../deploy/redirects.mjs';

const folder = '/record/picks';
const ids = ['RC-0001', 'RC-0412', 'FX-0005', 'rc-0413', 'RC-12b', 'plain', 'RCX-7'];
const prefixes = pickIdPrefixes(ids);

/** $pick_redirect as nginx works it out from the maps, read with JavaScript's regular expressions. */
function nginxRedirect(uri: string): string {
  const text = nginxPickRedirects(folder, prefixes);
  const asked = /map \$uri \$pick_page_asked \{\n([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  let page = '';
  for (const line of asked.split('\n')) {
    const [, pattern = '', value = ''] = /^\s*"~(.+)" (\S+);$/.exec(line) ?? [];
    const match = pattern ? new RegExp(pattern.replaceAll('\\z', '$')).exec(uri) : null;
    if (match) {
      page = value.replace('$1', match[1] ?? '');
      break;
    }
  }
  return page === uri ? '' : page;
}

test('each prefix once, as first written, longest first; an id with a letter in its tail has none', () => {
  expect(prefixes).toEqual(['RCX', 'FX', 'RC']);
});

test.each([
  ['/record/picks/rc-0412', '/record/picks/RC-0412'],
  ['/record/picks/Rc-0412', '/record/picks/RC-0412'],
  ['/record/picks/rc-0412.html', '/record/picks/RC-0412'],
  ['/record/picks/rc-0412/', '/record/picks/RC-0412'],
  ['/record/picks/RC-0412.html', '/record/picks/RC-0412'],
  ['/record/picks/fx-0005', '/record/picks/FX-0005'],
  ['/record/picks/rcx-7', '/record/picks/RCX-7'],
  // The page's own address, and paths that are no pick's, are left to the other rules.
  ['/record/picks/RC-0412', null],
  ['/record/picks/', null],
  ['/record/picks/rc', null],
  ['/record/picks/rc-0412/x', null],
  ['/record/picks/rc-0412\n', null],
  ['/record/picks/rc-0412\\evil.example', null],
  ['/record/picks/rc-0412.htm', null],
  ['/record/picks/rc-12b', null],
  ['/record/picks/plain', null],
  ['//record/picks/rc-0412', null],
  ['/x/record/picks/rc-0412', null],
  // "K" (the Kelvin sign) is no "k" to nginx.
  ['/record/picks/\u212Ac-1', null],
])('%j → %j on both servers', (uri, page) => {
  expect(pickRedirect(uri, folder, prefixes)).toBe(page);
  expect(nginxRedirect(uri)).toBe(page ?? '');
});

test('nginx is given a key of its map as a pattern, and the empty value for the page’s own address', () => {
  const text = nginxPickRedirects(folder, ['RC']);
  expect(text).toContain('"~^/record/picks/[Rr][Cc]([0-9_-]+)(?:\\.html|/)?\\z" /record/picks/RC$1;');
  expect(text).toContain('"~^(?<pick_page_found>[^:]+):\\k<pick_page_found>\\z" "";');
});
