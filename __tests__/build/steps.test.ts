/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { keepInCache } from '@/data/buildCache.mjs';
import { Build, needs, runStep, type Step } from '@/scripts/build/build.mjs';
import { compileHints } from '@/scripts/build/compile-hints.mjs';
import { applyEdits, elementHtml, elementsIn, parsePage, placeOf } from '@/scripts/build/html.mjs';
import { Page } from '@/scripts/build/built-pages.mjs';
import { pickPages } from '@/scripts/build/pick-pages.mjs';
import { scriptLoaderStep } from '@/scripts/build/script-loader.mjs';
import { scriptPolicy } from '@/scripts/build/script-policy.mjs';
import { yearRows } from '@/scripts/build/year-rows.mjs';

// The post-build steps (scripts/build/run.mjs) edit pages through an HTML parser
// (scripts/build/html.mjs): what they write goes in as it is, and a page that is not the shape they
// expect stops the build with one message naming the step.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-steps-'));
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** Runs the steps on `dir` in turn, then writes the pages; the message that stopped them, if one did. */
async function run(steps: Step[], build = new Build(dir)) {
  for (const step of steps) {
    const problem = await runStep(step, build);
    if (problem) return problem;
  }
  await build.writePages();
  return undefined;
}

test('text written into a page stays as it is, replacement patterns included', () => {
  const script = "const a = '$&', b = \"$'\", c = `$$`, d = '$`';";
  const html = '<!DOCTYPE html><html><head><script data-site-script="x"></script></head><body></body></html>';
  const [element] = elementsIn(parsePage(html), (found) => found.tagName === 'script');
  if (!element) throw new Error('the page has a script');
  const written = applyEdits(html, [{ ...placeOf(element, 'page').inner, text: script }], 'page');
  expect(written).toBe(html.replace('</script>', () => `${script}</script>`));
  expect(elementHtml('script', { 'data-scripts': '[{"src":"/a.js?x=1&y=2"}]' })).toBe(
    '<script data-scripts="[{&quot;src&quot;:&quot;/a.js?x=1&amp;y=2&quot;}]"></script>',
  );
});

test('a page is edited as if each step wrote it in turn, and parsed once', () => {
  const html = '<!DOCTYPE html><html><head><meta charset="utf-8"><script src="/a.js"></script></head></html>';
  const page = new Page('.', 'a.html', html);
  const [meta] = page.elements((element) => element.tagName === 'meta');
  const [script] = page.elements((element) => element.tagName === 'script');
  if (!meta || !script) throw new Error('the page has both');
  const at = placeOf(meta, 'a.html').whole.end;
  page.remove(script);
  const loader = page.insert(at, 'script', { id: 'first' }, '');
  page.insert(at, 'meta', { id: 'second' }, '');
  // A later step sees what an earlier one inserted, and not what it removed, in document order.
  expect(page.scripts().map(({ attributes }) => attributes)).toEqual([{ id: 'first' }]);
  loader.text = 'run()';
  expect(page.result()).toBe(
    '<!DOCTYPE html><html><head><meta charset="utf-8"><meta id="second"><script id="first">run()</script></head></html>',
  );
});

test('the script loader stops on a page it has already changed, or one whose scripts are not Next’s', async () => {
  const page = readFileSync(path.join(__dirname, '../fixtures/next-output/404.html.txt'), 'utf8');
  writeFileSync(path.join(dir, 'about.html'), page);
  expect(await run([scriptLoaderStep])).toBeUndefined();
  expect(await run([scriptLoaderStep])).toMatch(/no <script src> to defer \(has this step run on it already\?\)/);

  writeFileSync(
    path.join(dir, 'about.html'),
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/static/x.js" defer></script></head><body></body></html>',
  );
  expect(await run([scriptLoaderStep])).toContain(
    'about.html: a script tag unlike Next\'s (async or nomodule, from /_next/static/): <script src="/_next/static/x.js" defer></script>',
  );
});

// Content can never widen the script policy: an inline script the build did not expect (here one
// written into a page as Next wrote it, as a content mistake that slipped past the content checks
// would be) stops the step that hashes scripts, naming the page, and no page is written.
test('the script policy step refuses to hash an inline script it did not expect', async () => {
  const page = readFileSync(path.join(__dirname, '../fixtures/next-output/404.html.txt'), 'utf8');
  // The home page frames the checkout, the one origin the policy allows frames from.
  const home = page.replace('</body>', '<iframe src="https://checkout.example.org/join"></iframe></body>');
  writeFileSync(path.join(dir, 'index.html'), home);
  writeFileSync(path.join(dir, 'about.html'), page);
  expect(await run([scriptLoaderStep, scriptPolicy])).toBeUndefined();
  expect(readFileSync(path.join(dir, 'about.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');

  const tampered = page.replace('</main>', '<script>alert(1)</script></main>');
  expect(tampered).not.toBe(page);
  writeFileSync(path.join(dir, 'index.html'), home);
  writeFileSync(path.join(dir, 'about.html'), tampered);
  expect(await run([scriptLoaderStep, scriptPolicy])).toContain(
    'error script-policy: about.html: an inline script the build did not expect: <script>alert(1)</script>',
  );
  expect(readFileSync(path.join(dir, 'about.html'), 'utf8')).toBe(tampered);
});

test('the compile hints go on each script a loader names once, and stop on a script the build lacks', async () => {
  const chunk = '/_next/static/chunks/a.js';
  const page = (src: string) =>
    `<!DOCTYPE html><html><head><script data-scripts="${JSON.stringify([
      { src, async: '' },
      { src: '/_next/static/chunks/old.js', nomodule: '' },
    ]).replaceAll('"', '&quot;')}"></script></head><body></body></html>`;
  mkdirSync(path.join(dir, path.dirname(chunk)), { recursive: true });
  writeFileSync(path.join(dir, chunk), 'self.x=1');
  writeFileSync(path.join(dir, 'index.html'), page(chunk));
  writeFileSync(path.join(dir, 'about.html'), page(chunk));
  expect(await run([compileHints])).toBeUndefined();
  expect(await run([compileHints])).toBeUndefined();
  expect(readFileSync(path.join(dir, chunk), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nself.x=1');

  writeFileSync(path.join(dir, 'about.html'), page('/_next/static/chunks/gone.js'));
  expect(await run([compileHints])).toContain(
    'about.html: its loader names /_next/static/chunks/gone.js, which is not a script of the build',
  );
});

test('the year rows go into the folder the post-build is given, and a step stops on what it needs', async () => {
  writeFileSync(
    path.join(dir, '2026.html'),
    '<!DOCTYPE html><html><head></head><body><table><tbody data-rows="t" class="c"></tbody></table></body></html>',
  );
  mkdirSync(path.join(dir, '2026'));
  writeFileSync(path.join(dir, '2026/rows.json'), JSON.stringify({ t: '<tr><td>1</td></tr>' }));
  expect(await run([yearRows])).toBeUndefined();
  expect(readFileSync(path.join(dir, '2026.html'), 'utf8')).toBe(
    '<!DOCTYPE html><html><head></head><body><table><tbody class="c"><tr><td>1</td></tr></tbody></table></body></html>',
  );
  expect(existsSync(path.join(dir, '2026/rows.json'))).toBe(false);

  const empty = mkdtempSync(path.join(tmpdir(), 'build-steps-empty-'));
  const build = new Build(empty);
  expect(await run([yearRows], build)).toBe(`error year-rows: ${build.shown}/ has no pages: run \`next build\` first.`);
  expect(needs.pickPagesManifest.problem(build)).toContain('record/picks/pages.json is missing');
  rmSync(empty, { recursive: true });
});

test('a cached pick page whose bytes changed since the build that kept it is never put back', async () => {
  const cache = path.join(dir, 'cache/pick-pages');
  const build = path.join(dir, 'out');
  const cachePath = (name: string) => path.join(dir, 'cache', name);
  const shownCache = path.relative(process.cwd(), cache);
  mkdirSync(cache, { recursive: true });
  mkdirSync(path.join(build, 'record/picks'), { recursive: true });
  const step = (pages: Record<string, string>, rendered: string[]) => {
    writeFileSync(
      path.join(build, 'record/picks/pages.json'),
      JSON.stringify({ path: '/record/picks', frame: 'f', pages, rendered }),
    );
    return run([pickPages], new Build(build, cachePath));
  };
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  keepInCache(path.join(cache, 'a.html'), Buffer.from('<title>FX-0001</title>'));
  keepInCache(path.join(cache, 'b.html'), Buffer.from('<title>FX-0002, sealed</title>'));
  // Edited in the cache: the build renders it again (picksToRender) and keeps the new page.
  writeFileSync(path.join(cache, 'a.html'), '<title>FX-0001, edited</title>');
  writeFileSync(path.join(build, 'record/picks/FX-0001.html'), '<title>FX-0001, rendered</title>');
  expect(await step({ 'FX-0001': 'a', 'FX-0002': 'b' }, ['FX-0001'])).toBeUndefined();
  expect(warn.mock.calls).toEqual([
    [
      `pick-pages: the cached page of FX-0001 changed since the build that kept it (${shownCache}): rendered again, not reused.`,
    ],
  ]);
  expect(readFileSync(path.join(cache, 'a.html'), 'utf8')).toBe('<title>FX-0001, rendered</title>');
  expect(readFileSync(path.join(build, 'record/picks/FX-0002.html'), 'utf8')).toBe('<title>FX-0002, sealed</title>');

  // Edited after the build decided to reuse it: the step stops, and publishes nothing of it.
  rmSync(path.join(build, 'record/picks/FX-0002.html'));
  writeFileSync(path.join(cache, 'b.html'), '<title>FX-0002: Over 44.5</title>');
  expect(await step({ 'FX-0002': 'b' }, [])).toContain(
    `record/picks/FX-0002.html: its page in the build cache (${path.join(shownCache, 'b.html')}) changed during this build and no longer matches the digest the build that kept it wrote.`,
  );
  expect(existsSync(path.join(build, 'record/picks/FX-0002.html'))).toBe(false);
});
