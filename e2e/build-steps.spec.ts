import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyEdits, elementHtml, parsePage, placeOf, elementsIn } from '../scripts/build/html.mjs';
import { out } from '../scripts/out-files.mjs';
import { expect, test } from './fixtures';

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
