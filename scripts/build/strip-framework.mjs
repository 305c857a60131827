// Post-build step: the pick pages and the latest picks (app/record/picks/) ship none of the
// framework's scripts. They have nothing of their own to hydrate, and the header menu and the trial
// banner work through the platform before any script runs, so a follower who opens a shared pick
// on a phone downloads the page and its styles alone. This removes Next's script tags, their
// preloads and its inline React payload from those pages, and the payload files Next writes beside
// them. The site's own inline scripts stay, for the policy step to write and hash.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { needs } from './build.mjs';
import { isFrameworkInlineScript, scriptPreloads } from './next-output.mjs';
import { isStaticPage } from './built-pages.mjs';

const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** Removes Next's scripts and preloads from a static page; returns how many tags. @param {import('./built-pages.mjs').Page} page */
function removeFramework(page) {
  let removed = 0;
  for (const { element, attributes, text } of page.scripts()) {
    if (!element || 'data-site-script' in attributes || DATA_TYPES.has(attributes.type ?? '')) continue;
    if (!('src' in attributes) && !isFrameworkInlineScript(text)) {
      throw new Error(
        `${page.name}: an inline script that is neither Next's nor the site's: ${text.slice(0, 160)}. Next's output changed shape: update scripts/build/next-output.mjs.`,
      );
    }
    page.remove(element);
    removed += 1;
  }
  if (removed === 0) throw new Error(`${page.name}: no framework script to remove (has this step run on it already?)`);
  const preloads = scriptPreloads(page.document);
  for (const preload of preloads) page.remove(preload);
  return removed + preloads.length;
}

/** @type {import('./build.mjs').Step} */
export const staticPages = {
  name: 'strip-framework',
  needs: [needs.pages, needs.pickPagesManifest],
  run(build) {
    const { manifest } = build;
    const pages = build.pages.filter((page) => isStaticPage(page, manifest));
    let removed = 0;
    for (const page of pages) removed += removeFramework(page);
    // Next's payload files for these pages: <page>.txt beside each, and the __next.*.txt under them.
    const folder = path.join(build.dir, manifest.path);
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
      `strip-framework: ${pages.length} pages under ${manifest.path} ship no framework script (${removed} tags removed, ${payloads.length} payload files deleted).`,
    );
  },
};
