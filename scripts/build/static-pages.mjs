#!/usr/bin/env node
// Post-build step (package.json lists their order): the pick pages and the latest picks (app/record/picks/) ship none of the
// framework's scripts. They have nothing of their own to hydrate, and the header menu and the trial
// banner work through the platform before any script runs, so a follower who opens a shared pick
// on a phone downloads the page and its styles alone. This removes Next's script tags, their
// preloads and its inline React payload from those pages, and the payload files Next writes beside
// them. The site's own inline scripts stay, for the policy step to write and hash.
// Usage: node scripts/build/static-pages.mjs [directory], out/ by default.
import { readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { applyEdits, attributesOf, elementsIn, parsePage, placeOf } from './html.mjs';
import { isStaticPage, pickPagesManifest, readPages, scriptsIn, stepDirectory } from './pages.mjs';

const dir = stepDirectory();
const manifest = pickPagesManifest(dir);

/** Next's inline scripts: its React payload, and Turbopack's list of chunks. */
const frameworkScript = (/** @type {string} */ text) =>
  text === '(self.__next_f=self.__next_f||[]).push([0])' ||
  text.startsWith('self.__next_f.push(') ||
  text.startsWith('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(');
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

const pages = (await readPages(dir)).filter(({ file }) => isStaticPage(dir, file, manifest));
let removed = 0;
for (const { file, html } of pages) {
  const page = path.relative(dir, file);
  const edits = scriptsIn(html, page).flatMap(({ attributes, text, place }) => {
    if ('data-site-script' in attributes || DATA_TYPES.has(attributes.type ?? '')) return [];
    if ('src' in attributes || frameworkScript(text)) return [{ ...place.whole, text: '' }];
    throw new Error(
      `${page}: an inline script that is neither Next's nor the site's: ${text.slice(0, 160)}. Next's output changed shape: update scripts/build/static-pages.mjs.`,
    );
  });
  if (!edits.some((edit) => edit.text === '')) {
    throw new Error(`${page}: no framework script to remove (has this step run on it already?)`);
  }
  const preloads = elementsIn(parsePage(html), (element) => {
    const { rel, as } = attributesOf(element);
    return (
      element.tagName === 'link' &&
      (rel === 'preload' || rel === 'modulepreload') &&
      (as === 'script' || rel === 'modulepreload')
    );
  });
  edits.push(...preloads.map((preload) => ({ ...placeOf(preload, page).whole, text: '' })));
  await writeFile(file, applyEdits(html, edits, page));
  removed += edits.length;
}

// Next's payload files for these pages: <page>.txt beside each, and the __next.*.txt under them.
const folder = path.join(dir, manifest.path);
const payloads = readdirSync(folder, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.txt'))
  .map((entry) => path.join(entry.parentPath, entry.name));
payloads.push(`${folder}.txt`);
for (const payload of payloads) rmSync(payload);
for (const entry of readdirSync(folder, { withFileTypes: true })) {
  const sub = path.join(folder, entry.name);
  if (entry.isDirectory() && readdirSync(sub).length === 0) rmSync(sub, { recursive: true });
}
console.log(
  `static-pages: ${pages.length} pages under ${manifest.path} ship no framework script (${removed} tags removed, ${payloads.length} payload files deleted).`,
);
