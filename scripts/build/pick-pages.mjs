// Post-build step, after every page is written: a scheduled build every 15 minutes renders only the
// pick pages whose data or frame changed (app/record/picks/[[...id]]/page.tsx asks
// data/record/pickPages.ts which). This keeps each page this build rendered, finished by the steps
// before, in the build cache under its key with its digest, and puts back every other pick's page
// from the cache, checked against the digest. It stops when a page is neither, and deletes the
// manifest, which is a build file. Cache entries no build has used for a week go.
import { mkdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { cacheEntryState, copyFromCache, keepInCache, pruneCache } from '../../data/buildCache.mjs';
import { needs } from './build.mjs';
import { pickPagesManifestFile } from './built-pages.mjs';

const KEEP_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Puts back one page this build left to the cache. @param {string} dir @param {string} page
 * @param {string} cached
 */
function restore(dir, page, cached) {
  const copied = copyFromCache(cached, page);
  if (copied === 'missing') {
    throw new Error(
      `${path.relative(dir, page)}: this build left it to the build cache, which no longer has it (${path.relative(process.cwd(), cached)}). Something cleared the cache during the build: run \`npm run build\` again.`,
    );
  }
  if (copied === 'changed') {
    throw new Error(
      `${path.relative(dir, page)}: its page in the build cache (${path.relative(process.cwd(), cached)}) changed during this build and no longer matches the digest the build that kept it wrote. Run \`npm run build\` again: it renders the page anew.`,
    );
  }
}

/** @type {import('./build.mjs').Step} */
export const pickPages = {
  name: 'pick-pages',
  needs: [needs.pickPagesManifest, needs.pagesWritten],
  run(build) {
    const cache = build.cachePath('pick-pages');
    const { manifest } = build;
    const rendered = new Set(manifest.rendered);
    mkdirSync(cache, { recursive: true });
    const now = new Date();
    let kept = 0;
    /** Pages this build rendered because their cached copy no longer matched its digest. */
    const changed = [];
    for (const [id, key] of Object.entries(manifest.pages)) {
      const page = path.join(build.dir, `${manifest.path}/${id}.html`);
      const cached = path.join(cache, `${key}.html`);
      if (rendered.has(id)) {
        if (cacheEntryState(cached) === 'changed') changed.push(id);
        keepInCache(cached, readFileSync(page));
        kept += 1;
      } else {
        restore(build.dir, page, cached);
        utimesSync(cached, now, now);
      }
    }
    if (changed.length) {
      console.warn(
        `pick-pages: the cached page of ${changed.join(', ')} changed since the build that kept it (${path.relative(process.cwd(), cache)}): rendered again, not reused.`,
      );
    }
    const used = new Set(Object.values(manifest.pages).map((key) => path.join(cache, `${key}.html`)));
    const pruned = pruneCache(cache, (entry, stat) => used.has(entry) || now.getTime() - stat.mtimeMs < KEEP_UNUSED_MS);
    rmSync(path.join(build.dir, pickPagesManifestFile));
    const restored = Object.keys(manifest.pages).length - kept;
    console.log(
      `pick-pages: ${kept} pick pages rendered by this build and kept, ${restored} unchanged ones put back from the build cache${pruned ? `, ${pruned} unused entries pruned` : ''}.`,
    );
  },
};
