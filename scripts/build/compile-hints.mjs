#!/usr/bin/env node
// Post-build step (package.json lists their order), after script-loader.mjs: each framework script a
// page's loader adds at the first interaction begins with Chrome's explicit compile hint
// (`//# allFunctionsCalledOnLoad`). V8 compiles a function only when it is first called, on the
// main thread; React's and Next's modules are each one large function, so at the first interaction
// that compiling held a phone's main thread in one task of 110 to 150 ms (docs/speed.md). With the
// hint V8 compiles the whole file while streaming it, on another thread, and the same work takes
// about half as long, in tasks a tap can come between. Browsers without the hint ignore the comment.
// The files keep their names: the change is the same for every build of the same file.
// Usage: node scripts/build/compile-hints.mjs [directory], out/ by default.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { parsePage } from './html.mjs';
import { compileHint, loadedScripts, readPages, stepDirectory } from './pages.mjs';

const dir = stepDirectory();
/** @type {Set<string>} */
const scripts = new Set();
for (const { file, html } of await readPages(dir)) {
  for (const src of loadedScripts(parsePage(html))) {
    if (!src.startsWith(immutablePrefix) || !src.endsWith('.js') || !existsSync(path.join(dir, src))) {
      throw new Error(
        `${path.relative(dir, file)}: its loader names ${src}, which is not a script of the build under ${immutablePrefix}. Run this step after scripts/build/script-loader.mjs.`,
      );
    }
    scripts.add(src);
  }
}
let hinted = 0;
for (const src of scripts) {
  const file = path.join(dir, src);
  const code = await readFile(file, 'utf8');
  if (code.startsWith(compileHint)) continue;
  await writeFile(file, `${compileHint}\n${code}`);
  hinted += 1;
}
console.log(
  `compile-hints: ${hinted} of the ${scripts.size} framework scripts the pages load now carry the compile hint (${scripts.size - hinted} had it).`,
);
