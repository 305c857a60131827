// Post-build step: the framework's scripts leave the path to the first paint. Each page's <script
// src> tags and the script preloads Next adds for them are replaced by the site's loader
// (scriptLoader in scripts/build/next-output.mjs), which adds the same tags at the visitor's first
// interaction. The React payload those scripts hydrate from (Next's inline payload scripts, about
// half of each page's bytes) leaves the HTML too, for a content-hashed file the loader fetches first.
// Every page already works before its scripts run (popover, <details>, the trial banner's own
// script); React then hydrates what the visitor has set. Next has no option for this: its scripts are
// async tags it writes into <head>, and `next/script` governs only scripts a page adds itself.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { scriptText } from '../../lib/siteScripts.mjs';
import { needs } from './build.mjs';
import { attributesOf, placeOf } from './html.mjs';
import { charsetMeta, hasPickPagesManifest, isStaticPage } from './built-pages.mjs';
import {
  mentionsPayload,
  payloadChunk,
  payloadChunkShape,
  payloadStart,
  scriptLoader as loader,
  scriptPreloads,
} from './next-output.mjs';

/** The loader's text, as pages carry it (and the policy step hashes it). */
export const scriptLoaderText = scriptText(loader);

/** What Next writes on its script tags (as the parser names them); anything else needs a look first. */
const KNOWN_ATTRIBUTES = new Set(['src', 'async', 'nomodule']);

/** Content-hashed, so it is cached as long as the scripts that read it. */
const payloadUrl = (/** @type {string} */ json) =>
  `${immutablePrefix}payload/${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;

/** @param {string} source */
const shown = (source) => (source.length > 160 ? `${source.slice(0, 160)}…` : source);

/**
 * Defers one page's scripts: writes its payload file, and returns the payload's size.
 * @param {import('./built-pages.mjs').Page} page @param {string} dir
 */
function deferScripts(page, dir) {
  /** @param {string} problem */
  const shapeChanged = (problem) =>
    new Error(`${page.name}: ${problem}. Next's output changed shape: update scripts/build/next-output.mjs.`);
  const source = (/** @type {{ start: number, end: number }} */ { start, end }) => shown(page.html.slice(start, end));
  const scripts = page.scripts();
  const tags = scripts.filter(({ attributes }) => 'src' in attributes);
  if (tags.length === 0) throw shapeChanged('no <script src> to defer (has this step run on it already?)');
  for (const { attributes, text, place } of tags) {
    const unknown = Object.keys(attributes).filter((name) => !KNOWN_ATTRIBUTES.has(name));
    if (unknown.length || text || !attributes.src?.startsWith(immutablePrefix)) {
      const whole = place?.whole ?? { start: 0, end: 0 };
      throw shapeChanged(`a script tag unlike Next's (async or nomodule, from ${immutablePrefix}): ${source(whole)}`);
    }
  }
  const sources = new Set(tags.map(({ attributes }) => attributes.src));
  const preloads = scriptPreloads(page.document);
  for (const preload of preloads) {
    if (!sources.has(attributesOf(preload).href)) {
      const { whole } = placeOf(preload, page.name);
      throw shapeChanged(`a script preload for a file no script tag loads: ${page.html.slice(whole.start, whole.end)}`);
    }
  }
  const charset = charsetMeta(page, 'scripts/build/script-loader.mjs');
  const [start, ...chunks] = scripts.filter(({ text }) => mentionsPayload(text));
  if (start?.text !== payloadStart || Object.keys(start.attributes).length) {
    throw shapeChanged(`no React payload starting with <script>${payloadStart}</script>`);
  }
  const payload = JSON.stringify([
    [0],
    ...chunks.map(({ attributes, text, place }) => {
      const chunk = payloadChunk(text);
      if (!chunk || Object.keys(attributes).length) {
        throw shapeChanged(
          `a payload script unlike Next's ${payloadChunkShape}: ${source(place?.whole ?? { start: 0, end: 0 })}`,
        );
      }
      return chunk;
    }),
  ]);
  const url = payloadUrl(payload);
  mkdirSync(path.join(dir, path.dirname(url)), { recursive: true });
  writeFileSync(path.join(dir, url), payload);
  for (const { element } of [...tags, start, ...chunks]) if (element) page.remove(element);
  for (const preload of preloads) page.remove(preload);
  const data = { 'data-scripts': JSON.stringify(tags.map(({ attributes }) => attributes)), 'data-payload': url };
  page.insert(charset.whole.end, 'script', { 'data-site-script': 'scriptLoader', ...data }, scriptLoaderText);
  return { tags: tags.length, bytes: Buffer.byteLength(payload) };
}

/** @type {import('./build.mjs').Step} */
export const scriptLoaderStep = {
  name: 'script-loader',
  needs: [needs.pages],
  run(build) {
    // A copy of a single page (the tests') has no pick pages to leave alone.
    const manifest = hasPickPagesManifest(build.dir) || build.manifestRead ? build.manifest : null;
    const pages = build.pages.filter((page) => !manifest || !isStaticPage(page, manifest));
    let deferred = 0;
    let payloadBytes = 0;
    for (const page of pages) {
      const { tags, bytes } = deferScripts(page, build.dir);
      deferred += tags;
      payloadBytes += bytes;
    }
    console.log(
      `script-loader: ${deferred} script tags in ${pages.length} pages now load at the first interaction, after their React payloads (${Math.round(payloadBytes / 1024)} KB, out of the HTML).`,
    );
  },
};
