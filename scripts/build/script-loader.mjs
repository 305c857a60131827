#!/usr/bin/env node
// Post-build step 3 of 5: the framework's scripts leave the path to the first paint. Each page's
// <script src> tags and the script preloads Next adds for them are replaced by the site's loader
// (lib/siteScripts.mjs, scriptLoader), which adds the same tags at the visitor's first interaction.
// The React payload those scripts hydrate from (Next's inline `self.__next_f` scripts, about half of
// each page's bytes) leaves the HTML too, for a content-hashed file the loader fetches first.
// Every page already works before its scripts run (popover, <details>, the trial banner's own
// script); React then hydrates what the visitor has set. Next has no option for this: its scripts are
// async tags it writes into <head>, and `next/script` governs only scripts a page adds itself.
// Usage: node scripts/build/script-loader.mjs [directory], out/ by default.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { siteScripts } from '../../lib/siteScripts.mjs';
import { CHARSET, readPages, scriptsIn, stepDirectory } from './pages.mjs';

const dir = stepDirectory();
/** What Next writes on its script tags; anything else would need a look before it is deferred. */
const KNOWN_ATTRIBUTES = new Set(['src', 'async', 'noModule']);
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="([^"]+)"\/>/g;

/** Next's first payload script, then one per chunk of the payload's text. */
const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD_CHUNK = /^self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)$/;
/** Content-hashed, so it is cached as long as the scripts that read it. */
const payloadUrl = (/** @type {string} */ json) =>
  `${immutablePrefix}payload/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;

/** @param {string} text */
const attributeValue = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const pages = await readPages(dir);
let deferred = 0;
let payloadBytes = 0;
for (const { file, html } of pages) {
  const page = path.relative(dir, file);
  /** @param {string} problem */
  const shapeChanged = (problem) =>
    new Error(`${page}: ${problem}. Next's output changed shape: update scripts/build/script-loader.mjs.`);

  const tags = scriptsIn(html).filter(({ attributes }) => 'src' in attributes);
  if (tags.length === 0) throw shapeChanged('no <script src> to defer (has this step run on it already?)');
  for (const { tag, attributes, text } of tags) {
    const unknown = Object.keys(attributes).filter((name) => !KNOWN_ATTRIBUTES.has(name));
    if (unknown.length || text || !attributes.src?.startsWith(immutablePrefix)) {
      throw shapeChanged(`a script tag unlike Next's (async or noModule, from ${immutablePrefix}): ${tag}`);
    }
  }
  const sources = new Set(tags.map(({ attributes }) => attributes.src));
  for (const [preload, href = ''] of html.matchAll(SCRIPT_PRELOAD)) {
    if (!sources.has(href)) throw shapeChanged(`a script preload for a file no script tag loads: ${preload}`);
  }
  if (!html.includes(CHARSET)) throw shapeChanged(`no ${CHARSET} to place the loader after`);

  const [start, ...chunks] = scriptsIn(html).filter(({ text }) => text.includes('self.__next_f'));
  if (start?.tag !== `<script>${PAYLOAD_START}</script>`) {
    throw shapeChanged(`no React payload starting with <script>${PAYLOAD_START}</script>`);
  }
  const payload = JSON.stringify([
    [0],
    ...chunks.map(({ tag, attributes, text }) => {
      const [, chunk] = PAYLOAD_CHUNK.exec(text) ?? [];
      if (!chunk || Object.keys(attributes).length) {
        throw shapeChanged(`a payload script unlike Next's self.__next_f.push([1,"…"]): ${tag.slice(0, 160)}`);
      }
      return JSON.parse(chunk);
    }),
  ]);
  const url = payloadUrl(payload);
  await mkdir(path.join(dir, path.dirname(url)), { recursive: true });
  await writeFile(path.join(dir, url), payload);
  payloadBytes += Buffer.byteLength(payload);

  const loader = `<script data-site-script="scriptLoader" data-scripts="${attributeValue(
    JSON.stringify(tags.map(({ attributes }) => attributes)),
  )}" data-payload="${url}">${siteScripts.scriptLoader}</script>`;
  let rewritten = html.replace(SCRIPT_PRELOAD, '');
  for (const { tag } of [...tags, start, ...chunks]) rewritten = rewritten.replace(tag, '');
  await writeFile(file, rewritten.replace(CHARSET, `${CHARSET}${loader}`));
  deferred += tags.length;
}
console.log(
  `script-loader: ${deferred} script tags in ${pages.length} pages now load at the first interaction, after their React payloads (${Math.round(payloadBytes / 1024)} KB, out of the HTML).`,
);
