// Post-build step, after script-loader: each framework script a page's loader adds at the first
// interaction begins with Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`). V8
// compiles a function only when it is first called, on the main thread; React's and Next's modules
// are each one large function, so at the first interaction that compiling held a phone's main
// thread in one task of 110 to 150 ms (docs/speed.md). With the hint V8 compiles the whole file
// while streaming it, on another thread, and the same work takes about half as long, in tasks a tap
// can come between. Browsers without the hint ignore the comment. The files keep their names: the
// change is the same for every build of the same file.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { needs } from './build.mjs';
import { compileHint, scriptsLoadedBy } from './built-pages.mjs';

/** @type {import('./build.mjs').Step} */
export const compileHints = {
  name: 'compile-hints',
  needs: [needs.pages],
  run(build) {
    /** @type {Set<string>} */
    const scripts = new Set();
    for (const page of build.pages) {
      const loaders = page.scripts().flatMap(({ attributes }) => ('data-scripts' in attributes ? [attributes] : []));
      for (const src of scriptsLoadedBy(loaders)) {
        if (!src.startsWith(immutablePrefix) || !src.endsWith('.js') || !existsSync(path.join(build.dir, src))) {
          throw new Error(
            `${page.name}: its loader names ${src}, which is not a script of the build under ${immutablePrefix}. Run this step after the script-loader step.`,
          );
        }
        scripts.add(src);
      }
    }
    let hinted = 0;
    for (const src of scripts) {
      const file = path.join(build.dir, src);
      const code = readFileSync(file, 'utf8');
      if (code.startsWith(compileHint)) continue;
      writeFileSync(file, `${compileHint}\n${code}`);
      hinted += 1;
    }
    console.log(
      `compile-hints: ${hinted} of the ${scripts.size} framework scripts the pages load now carry the compile hint (${scripts.size - hinted} had it).`,
    );
  },
};
