/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Build, runStep } from '@/scripts/build/build.mjs';
import { compileHints } from '@/scripts/build/compile-hints.mjs';
import {
  isChunkList,
  isFrameworkInlineScript,
  isPayloadScript,
  payloadChunk,
  payloadQueue,
  payloadStart,
  scriptPreloads,
} from '@/scripts/build/next-output.mjs';
import { compileHint, Page } from '@/scripts/build/built-pages.mjs';
import { scriptLoaderStep } from '@/scripts/build/script-loader.mjs';

// A page and a chunk as `next build` (Next 16.4.6, Turbopack) wrote them for this site: its 404
// page, before any post-build step. When a Next release changes these shapes, take them again from
// a fresh build (out/404.html and any small file of out/_next/static/chunks/).
const fixtures = path.join(__dirname, '../fixtures/next-output');
const html = readFileSync(path.join(fixtures, '404.html.txt'), 'utf8');
const chunk = readFileSync(path.join(fixtures, 'chunk.js.txt'), 'utf8');

beforeEach(() => jest.spyOn(console, 'log').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test("Next's inline scripts are its payload, in chunks, and Turbopack's chunk list", () => {
  const page = new Page('.', '404.html', html);
  const inline = page.scripts().filter(({ attributes }) => !('src' in attributes));
  const framework = inline.filter(({ attributes }) => !('data-site-script' in attributes));
  expect(framework.length).toBeGreaterThan(2);
  expect(framework.every(({ text }) => isFrameworkInlineScript(text))).toBe(true);
  const payload = framework.filter(({ text }) => isPayloadScript(text));
  expect(payload[0]?.text).toBe(payloadStart);
  expect(payload.slice(1).every(({ text }) => payloadChunk(text)?.[0] === 1)).toBe(true);
  expect(framework.filter(({ text }) => isChunkList(text))).toHaveLength(1);
  // The site's own scripts are none of Next's.
  expect(inline.filter(({ text }) => text && !isFrameworkInlineScript(text))).toEqual([]);
});

test('a payload script or chunk list of any other shape is not taken for one', () => {
  const chunkText = `self.${payloadQueue}.push([1,"a"])`;
  expect(payloadChunk(chunkText)).toEqual([1, 'a']);
  expect(payloadChunk(`self.${payloadQueue}.push([2,"a"])`)).toBeUndefined();
  expect(payloadChunk(`self.${payloadQueue}.push([1,"a"]);alert(1)`)).toBeUndefined();
  expect(isChunkList('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["x",1]);')).toBe(true);
  expect(isChunkList('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));')).toBe(false);
  expect(isChunkList(chunk)).toBe(false);
});

test('each script preload Next writes is for a script the page loads', () => {
  const page = new Page('.', '404.html', html);
  const sources = page.scripts().flatMap(({ attributes }) => attributes.src ?? []);
  const preloads = scriptPreloads(page.document).map((link) => link.attrs.find(({ name }) => name === 'href')?.value);
  expect(preloads.length).toBeGreaterThan(0);
  expect(sources).toEqual(expect.arrayContaining(preloads));
});

test('the loader and the compile hints take the real page and chunks', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'next-output-'));
  try {
    writeFileSync(path.join(dir, '404.html'), html);
    const sources = new Page('.', '404.html', html).scripts().flatMap(({ attributes }) => attributes.src ?? []);
    for (const src of sources) {
      mkdirSync(path.dirname(path.join(dir, src)), { recursive: true });
      writeFileSync(path.join(dir, src), chunk);
    }
    const build = new Build(dir);
    expect(await runStep(scriptLoaderStep, build)).toBeUndefined();
    expect(await runStep(compileHints, build)).toBeUndefined();
    await build.writePages();

    const written = readFileSync(path.join(dir, '404.html'), 'utf8');
    expect(written).not.toContain(`self.${payloadQueue}`);
    const [loader] = new Page(dir, path.join(dir, '404.html'), written)
      .scripts()
      .filter(({ attributes }) => attributes['data-site-script'] === 'scriptLoader');
    const tags: Record<string, string>[] = JSON.parse(loader?.attributes['data-scripts'] ?? '[]');
    expect(tags.map(({ src }) => src)).toEqual(sources);
    const payload = JSON.parse(readFileSync(path.join(dir, loader?.attributes['data-payload'] ?? ''), 'utf8'));
    expect(payload[0]).toEqual([0]);
    expect(payload.length).toBeGreaterThan(1);
    const modern = tags.find((tag) => !('nomodule' in tag))?.src ?? '';
    expect(readFileSync(path.join(dir, modern), 'utf8')).toBe(`${compileHint}\n${chunk}`);
    const legacy = tags.find((tag) => 'nomodule' in tag)?.src ?? '';
    expect(readFileSync(path.join(dir, legacy), 'utf8')).toBe(chunk);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
