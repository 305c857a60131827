#!/usr/bin/env node
// Post-build step 3 of 5: the framework's scripts leave the path to the first paint. Each page's
// <script src> tags and the script preloads Next adds for them are replaced by the site's loader
// (lib/siteScripts.mjs, scriptLoader), which adds the same tags at the visitor's first interaction.
// Every page already works before its scripts run (popover, <details>, the trial banner's own
// script); React then hydrates what the visitor has set. Next has no option for this: its scripts are
// async tags it writes into <head>, and `next/script` governs only scripts a page adds itself.
// Usage: node scripts/build/script-loader.mjs [directory], out/ by default.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { siteScripts } from '../../lib/siteScripts.mjs';
import { CHARSET, readPages, scriptsIn, stepDirectory } from './pages.mjs';

const dir = stepDirectory();
/** What Next writes on its script tags; anything else would need a look before it is deferred. */
const KNOWN_ATTRIBUTES = new Set(['src', 'async', 'noModule']);
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="([^"]+)"\/>/g;

/** @param {string} text */
const attributeValue = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

const pages = await readPages(dir);
let deferred = 0;
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

  const loader = `<script data-site-script="scriptLoader" data-scripts="${attributeValue(
    JSON.stringify(tags.map(({ attributes }) => attributes)),
  )}">${siteScripts.scriptLoader}</script>`;
  let rewritten = html.replace(SCRIPT_PRELOAD, '');
  for (const { tag } of tags) rewritten = rewritten.replace(tag, '');
  await writeFile(file, rewritten.replace(CHARSET, `${CHARSET}${loader}`));
  deferred += tags.length;
}
console.log(`script-loader: ${deferred} script tags in ${pages.length} pages now load at the first interaction.`);
