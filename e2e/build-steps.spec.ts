import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { keepInCache } from '../data/buildCache.mjs';
import { applyEdits, elementHtml, parsePage, placeOf, elementsIn } from '../scripts/build/html.mjs';
import { out } from '../scripts/out-files.mjs';
import { expect, test } from './fixtures';
import { sealedBuild, sealedPick } from './fixtures/record/moments.mjs';

// The post-build steps edit pages through an HTML parser (scripts/build/html.mjs): what they write
// goes in as it is, and a page that is not the shape they expect stops the build.
test.skip(({ isMobile }) => isMobile, 'build steps: run once');

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

test('the script loader stops on a page it has already changed, or one whose scripts are not Next’s', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'loader-'));
  try {
    cpSync(path.join(out, 'about.html'), path.join(copy, 'about.html'));
    const again = spawnSync(process.execPath, ['scripts/build/script-loader.mjs', copy], { encoding: 'utf8' });
    expect({ status: again.status, stderr: again.stderr }).toEqual({
      status: 1,
      stderr: expect.stringMatching(/no <script src> to defer \(has this step run on it already\?\)/),
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  const changed = mkdtempSync(path.join(tmpdir(), 'loader-'));
  try {
    writeFileSync(
      path.join(changed, 'about.html'),
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/_next/static/x.js" defer></script></head><body></body></html>',
    );
    const step = spawnSync(process.execPath, ['scripts/build/script-loader.mjs', changed], { encoding: 'utf8' });
    expect({ status: step.status, stderr: step.stderr }).toEqual({
      status: 1,
      stderr: expect.stringContaining(
        'about.html: a script tag unlike Next\'s (async or nomodule, from /_next/static/): <script src="/_next/static/x.js" defer></script>',
      ),
    });
  } finally {
    rmSync(changed, { recursive: true, force: true });
  }
});

test('the compile hints go on each script a loader names once, and stop on a script the build lacks', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'hints-'));
  const chunk = '/_next/static/chunks/a.js';
  const page = (src: string) =>
    `<!DOCTYPE html><html><head><script data-scripts="${JSON.stringify([
      { src, async: '' },
      { src: '/_next/static/chunks/old.js', nomodule: '' },
    ]).replaceAll('"', '&quot;')}"></script></head><body></body></html>`;
  const step = () => spawnSync(process.execPath, ['scripts/build/compile-hints.mjs', copy], { encoding: 'utf8' });
  try {
    mkdirSync(path.join(copy, path.dirname(chunk)), { recursive: true });
    writeFileSync(path.join(copy, chunk), 'self.x=1');
    writeFileSync(path.join(copy, 'index.html'), page(chunk));
    writeFileSync(path.join(copy, 'about.html'), page(chunk));
    expect(step().status).toBe(0);
    expect(step().status).toBe(0);
    expect(readFileSync(path.join(copy, chunk), 'utf8')).toBe('//# allFunctionsCalledOnLoad\nself.x=1');

    writeFileSync(path.join(copy, 'about.html'), page('/_next/static/chunks/gone.js'));
    expect(step()).toMatchObject({
      status: 1,
      stderr: expect.stringContaining(
        'about.html: its loader names /_next/static/chunks/gone.js, which is not a script of the build',
      ),
    });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

// The checks of the finished build run on a copy of the record fixture's sealed build
// (npm run build:fixtures:record), with the record and the date it was built from.
const fixtureBuild = 'out-sealed';
const fixtureEnv = {
  ...process.env,
  RECORD_CONTENT_DIR: 'e2e/fixtures/record',
  SOURCE_DATE_EPOCH: String(Math.floor(sealedBuild.getTime() / 1000)),
};
const runStep = (script: string, dir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, dir], { encoding: 'utf8', env: fixtureEnv });

/** A copy of the fixture build for a test to tamper with, removed after `use`. */
function withFixtureCopy(use: (copy: string) => void) {
  const copy = mkdtempSync(path.join(tmpdir(), 'built-'));
  try {
    cpSync(fixtureBuild, copy, { recursive: true });
    use(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

test('every file of a build is one a step or source names; a repository’s files copied in are each refused', () => {
  withFixtureCopy((copy) => {
    const clean = runStep('scripts/build/published-files.ts', copy);
    expect({ status: clean.status, stderr: clean.stderr }).toEqual({ status: 0, stderr: '' });
    expect(clean.stdout).toMatch(/^published-files: each of the \d+ files in .+\/ is named: \d+ Next's pages/);

    // What `public -> .git` published: the repository's config and objects; and a stray secret file.
    mkdirSync(path.join(copy, 'objects/ab'), { recursive: true });
    writeFileSync(path.join(copy, 'objects/ab/cdef'), 'x');
    writeFileSync(path.join(copy, 'config'), '[core]\n');
    writeFileSync(path.join(copy, 'x.env'), 'TSA_KEY=1\n');
    const planted = runStep('scripts/build/published-files.ts', copy);
    expect(planted.status).toBe(1);
    const named = (file: string) =>
      `error ${path.join(copy, file)}  is no file the build names: not Next's output for a route in app/, not a tracked file of public/, not a step's (tokens, slips, cards, payloads, _headers). Find what put it there (a link in public/, a step writing outside its files) and remove it; a new step names its files in scripts/build/published-files.ts.`;
    expect(planted.stderr.split('\n')).toEqual([
      named('config'),
      named('objects/ab/cdef'),
      named('x.env'),
      '',
      `3 files in ${copy}/ that no step or source names: nothing is published from a build that holds one.`,
      '',
    ]);
  });
});

test('the last check finds a sealed pick’s secret in any file, in upper-case hex or base64', () => {
  const rows: Record<string, string>[] = parse(readFileSync('e2e/fixtures/record/picks.csv', 'utf8'), {
    columns: true,
  });
  const secret = rows.find((row) => row.id === sealedPick.id)?.secret ?? '';
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  withFixtureCopy((copy) => {
    expect(runStep('scripts/build/sealed.ts', copy).status).toBe(0);
    appendFileSync(path.join(copy, 'record/cards/FX-0001.png'), secret.toUpperCase());
    writeFileSync(path.join(copy, 'record/notes.v1'), `x${secret.toUpperCase()}x`);
    // Base64 of the secret's bytes, one byte into a longer text.
    const base64 = Buffer.concat([Buffer.from('!'), Buffer.from(secret, 'hex')]).toString('base64');
    appendFileSync(path.join(copy, 'robots.txt'), `# ${base64}\n`);
    const result = runStep('scripts/build/sealed.ts', copy);
    expect(result.status).toBe(1);
    for (const [file, form] of [
      ['record/cards/FX-0001.png', 'hex'],
      ['record/notes.v1', 'hex'],
      ['robots.txt', 'base64'],
    ]) {
      expect(result.stderr).toContain(`${file} holds the secret of ${sealedPick.id}, which is sealed (as ${form})`);
    }
  });
});

test('a cached pick page whose bytes changed since the build that kept it is never put back', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'pick-pages-'));
  try {
    const cache = path.join(work, 'node_modules/.cache/receipts-club/pick-pages');
    const build = path.join(work, 'out');
    mkdirSync(cache, { recursive: true });
    mkdirSync(path.join(build, 'record/picks'), { recursive: true });
    const step = (pages: Record<string, string>, rendered: string[]) => {
      writeFileSync(
        path.join(build, 'record/picks/pages.json'),
        JSON.stringify({ path: '/record/picks', frame: 'f', pages, rendered }),
      );
      return spawnSync(process.execPath, [path.resolve('scripts/build/pick-pages.mjs'), build], {
        cwd: work,
        encoding: 'utf8',
      });
    };
    keepInCache(path.join(cache, 'a.html'), Buffer.from('<title>FX-0001</title>'));
    keepInCache(path.join(cache, 'b.html'), Buffer.from('<title>FX-0002, sealed</title>'));
    // Edited in the cache: the build renders it again (picksToRender) and keeps the new page.
    writeFileSync(path.join(cache, 'a.html'), '<title>FX-0001, edited</title>');
    writeFileSync(path.join(build, 'record/picks/FX-0001.html'), '<title>FX-0001, rendered</title>');
    const kept = step({ 'FX-0001': 'a', 'FX-0002': 'b' }, ['FX-0001']);
    expect({ status: kept.status, stderr: kept.stderr }).toEqual({
      status: 0,
      stderr:
        'pick-pages: the cached page of FX-0001 changed since the build that kept it (node_modules/.cache/receipts-club/pick-pages): rendered again, not reused.\n',
    });
    expect(readFileSync(path.join(cache, 'a.html'), 'utf8')).toBe('<title>FX-0001, rendered</title>');
    expect(readFileSync(path.join(build, 'record/picks/FX-0002.html'), 'utf8')).toBe('<title>FX-0002, sealed</title>');

    // Edited after the build decided to reuse it: the step stops, and publishes nothing of it.
    rmSync(path.join(build, 'record/picks/FX-0002.html'));
    writeFileSync(path.join(cache, 'b.html'), '<title>FX-0002: Over 44.5</title>');
    const stopped = step({ 'FX-0002': 'b' }, []);
    expect(stopped.status).toBe(1);
    expect(stopped.stderr).toContain(
      'record/picks/FX-0002.html: its page in the build cache (node_modules/.cache/receipts-club/pick-pages/b.html) changed during this build and no longer matches the digest the build that kept it wrote.',
    );
    expect(existsSync(path.join(build, 'record/picks/FX-0002.html'))).toBe(false);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
