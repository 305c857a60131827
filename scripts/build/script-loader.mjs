#!/usr/bin/env node
// Post-build step (package.json lists their order): the framework's scripts leave the path to the first paint. Each page's
// <script src> tags and the script preloads Next adds for them are replaced by the site's loader
// (lib/siteScripts.mjs, scriptLoader), which adds the same tags at the visitor's first interaction.
// The React payload those scripts hydrate from (Next's inline `self.__next_f` scripts, about half of
// each page's bytes) leaves the HTML too, for a content-hashed file the loader fetches first.
// Every page already works before its scripts run (popover, <details>, the trial banner's own
// script); React then hydrates what the visitor has set. Next has no option for this: its scripts are
// async tags it writes into <head>, and `next/script` governs only scripts a page adds itself.
// Usage: node scripts/build/script-loader.mjs [directory], out/ by default.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { siteScripts } from '../../lib/siteScripts.mjs';
import { applyEdits, attributesOf, elementHtml, elementsIn, parsePage, placeOf } from './html.mjs';
import {
  charsetMeta,
  isStaticPage,
  pickPagesManifest,
  pickPagesManifestFile,
  readPages,
  scriptsIn,
  stepDirectory,
} from './pages.mjs';

const dir = stepDirectory();
/** What Next writes on its script tags (as the parser names them); anything else needs a look first. */
const KNOWN_ATTRIBUTES = new Set(['src', 'async', 'nomodule']);

/** Next's first payload script, then one per chunk of the payload's text. */
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD_CHUNK_START = 'self.__next_f.push(';
/** Content-hashed, so it is cached as long as the scripts that read it. */
const payloadUrl = (/** @type {string} */ json) =>
  `${immutablePrefix}payload/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;

/**
 * A payload chunk's data, read as JSON: Next writes each as `self.__next_f.push([1,"…"])`.
 * @param {string} text @returns {unknown}
 */
function payloadChunk(text) {
  if (!text.startsWith(PAYLOAD_CHUNK_START) || !text.endsWith(')')) return undefined;
  try {
    const chunk = JSON.parse(text.slice(PAYLOAD_CHUNK_START.length, -1));
    return Array.isArray(chunk) && chunk.length === 2 && chunk[0] === 1 && typeof chunk[1] === 'string'
      ? chunk
      : undefined;
  } catch {
    return undefined;
  }
}

// A copy of a single page (the tests') has no pick pages to leave alone.
const manifest = existsSync(path.join(dir, pickPagesManifestFile)) ? pickPagesManifest(dir) : null;
const pages = (await readPages(dir)).filter(({ file }) => !manifest || !isStaticPage(dir, file, manifest));
let deferred = 0;
let payloadBytes = 0;
for (const { file, html } of pages) {
  const page = path.relative(dir, file);
  /** @param {string} problem */
  const shapeChanged = (problem) =>
    new Error(`${page}: ${problem}. Next's output changed shape: update scripts/build/script-loader.mjs.`);
  /** @param {string} source */
  const shown = (source) => (source.length > 160 ? `${source.slice(0, 160)}…` : source);

  const scripts = scriptsIn(html, page);
  const tags = scripts.filter(({ attributes }) => 'src' in attributes);
  if (tags.length === 0) throw shapeChanged('no <script src> to defer (has this step run on it already?)');
  for (const { attributes, text, place } of tags) {
    const unknown = Object.keys(attributes).filter((name) => !KNOWN_ATTRIBUTES.has(name));
    if (unknown.length || text || !attributes.src?.startsWith(immutablePrefix)) {
      throw shapeChanged(
        `a script tag unlike Next's (async or nomodule, from ${immutablePrefix}): ${shown(html.slice(place.whole.start, place.whole.end))}`,
      );
    }
  }
  const sources = new Set(tags.map(({ attributes }) => attributes.src));
  const preloads = elementsIn(parsePage(html), (element) => {
    const { rel, as } = attributesOf(element);
    return element.tagName === 'link' && rel === 'preload' && as === 'script';
  });
  for (const preload of preloads) {
    if (!sources.has(attributesOf(preload).href)) {
      const { whole } = placeOf(preload, page);
      throw shapeChanged(`a script preload for a file no script tag loads: ${html.slice(whole.start, whole.end)}`);
    }
  }
  const charset = charsetMeta(parsePage(html), page, 'scripts/build/script-loader.mjs');

  const [start, ...chunks] = scripts.filter(({ text }) => text.includes('self.__next_f'));
  if (start?.text !== PAYLOAD_START || Object.keys(start.attributes).length) {
    throw shapeChanged(`no React payload starting with <script>${PAYLOAD_START}</script>`);
  }
  const payload = JSON.stringify([
    [0],
    ...chunks.map(({ attributes, text, place }) => {
      const chunk = payloadChunk(text);
      if (!chunk || Object.keys(attributes).length) {
        throw shapeChanged(
          `a payload script unlike Next's self.__next_f.push([1,"…"]): ${shown(html.slice(place.whole.start, place.whole.end))}`,
        );
      }
      return chunk;
    }),
  ]);
  const url = payloadUrl(payload);
  await mkdir(path.join(dir, path.dirname(url)), { recursive: true });
  await writeFile(path.join(dir, url), payload);
  payloadBytes += Buffer.byteLength(payload);

  const loader = elementHtml(
    'script',
    {
      'data-site-script': 'scriptLoader',
      'data-scripts': JSON.stringify(tags.map(({ attributes }) => attributes)),
      'data-payload': url,
    },
    siteScripts.scriptLoader,
  );
  const removed = [...tags, start, ...chunks].map(({ place }) => place.whole);
  for (const preload of preloads) removed.push(placeOf(preload, page).whole);
  const edits = [
    ...removed.map(({ start: from, end }) => ({ start: from, end, text: '' })),
    { start: charset.whole.end, end: charset.whole.end, text: loader },
  ];
  await writeFile(file, applyEdits(html, edits, page));
  deferred += tags.length;
}
console.log(
  `script-loader: ${deferred} script tags in ${pages.length} pages now load at the first interaction, after their React payloads (${Math.round(payloadBytes / 1024)} KB, out of the HTML).`,
);
