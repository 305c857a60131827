#!/usr/bin/env node
// Post-build step (package.json lists their order), the last: a scheduled build every 15 minutes renders only the pick pages whose data or
// frame changed (app/record/picks/[[...id]]/page.tsx asks data/record/pickPages.ts which). This
// keeps each page this build rendered, finished by the steps before, in the build cache under its
// key, and puts back every other pick's page from the cache. It stops when a page is neither, and
// deletes the manifest, which is a build file. Cache entries no build has used for a week go.
// Usage: node scripts/build/pick-pages.mjs [directory], out/ by default.
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { buildCachePath } from '../../data/buildCache.mjs';
import { pickPagesManifest, pickPagesManifestFile, stepDirectory } from './pages.mjs';

const KEEP_UNUSED_MS = 7 * 24 * 60 * 60 * 1000;

const dir = stepDirectory();
const cache = buildCachePath('pick-pages');
const manifest = pickPagesManifest(dir);
const rendered = new Set(manifest.rendered);
mkdirSync(cache, { recursive: true });

const now = new Date();
let kept = 0;
let restored = 0;
await Promise.all(
  Object.entries(manifest.pages).map(async ([id, key]) => {
    const page = path.join(dir, `${manifest.path}/${id}.html`);
    const cached = path.join(cache, `${key}.html`);
    if (rendered.has(id)) {
      // Written whole, then renamed: a build stopped halfway never leaves half a page to reuse.
      await copyFile(page, `${cached}.tmp`);
      await rename(`${cached}.tmp`, cached);
      kept += 1;
      return;
    }
    if (!existsSync(cached)) {
      throw new Error(
        `${path.relative(dir, page)}: this build left it to the build cache, which no longer has it (${path.relative(process.cwd(), cached)}). Something cleared the cache during the build: run \`npm run build\` again.`,
      );
    }
    await copyFile(cached, page);
    utimesSync(cached, now, now);
    restored += 1;
  }),
);

const used = new Set(Object.values(manifest.pages).map((key) => `${key}.html`));
let pruned = 0;
for (const name of readdirSync(cache)) {
  const file = path.join(cache, name);
  if (used.has(name) || now.getTime() - statSync(file).mtimeMs < KEEP_UNUSED_MS) continue;
  rmSync(file);
  pruned += 1;
}
rmSync(path.join(dir, pickPagesManifestFile));
console.log(
  `pick-pages: ${kept} pick pages rendered by this build and kept, ${restored} unchanged ones put back from the build cache${pruned ? `, ${pruned} unused entries pruned` : ''}.`,
);
