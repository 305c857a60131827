// A route's no-script twin: the same built page with its external scripts removed (the framework's
// tags, their preloads, and the loader that adds them at the first interaction). Nothing can make a
// page faster than its twin, so the benchmark and the gate score each route against it.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, attributesOf, elementsIn, parsePage, placeOf } from '../scripts/build/html.mjs';

/** The framework's script tags, the loader that adds them, and any preload of a script. */
const isExternal = (/** @type {import('../scripts/build/html.mjs').Element} */ element) => {
  const { src, rel, as, 'data-scripts': scripts } = attributesOf(element);
  if (element.tagName === 'script') return src !== undefined || scripts !== undefined;
  return element.tagName === 'link' && (rel === 'preload' || rel === 'modulepreload') && as === 'script';
};

/**
 * A page with nothing to load (no stylesheet, image or script), served beside the twins: what this
 * host scores at best, whatever the content. A twin well under it is the content's own cost.
 */
export const barePage = { route: '/__bare', file: fileURLToPath(new URL('bare.html', import.meta.url)) };

/** Where a route's twin is served beside it, so that one server and one run can load both. */
export const twinRoute = (/** @type {string} */ route) => `/__twin${route === '/' ? '' : route}`;

/**
 * The page without its external scripts, found by the HTML parser wherever they are.
 * @param {string} html @param {string} name
 */
export function withoutExternalScripts(html, name) {
  const external = elementsIn(parsePage(html), isExternal);
  return applyEdits(
    html,
    external.map((element) => ({ ...placeOf(element, name).whole, text: '' })),
    name,
  );
}

/**
 * A copy of the build in `dir` with every page's twin beside it, at twinRoute(route), and the bare page.
 * @param {string} built the build (out/)
 * @param {string} dir emptied first
 * @param {{ route: string, file: string }[]} pages
 */
export function buildWithTwins(built, dir, pages) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(built, dir, { recursive: true });
  cpSync(barePage.file, path.join(dir, `${barePage.route}.html`));
  for (const { route, file } of pages) {
    const twin = path.join(dir, `${twinRoute(route)}.html`);
    mkdirSync(path.dirname(twin), { recursive: true });
    writeFileSync(twin, withoutExternalScripts(readFileSync(file, 'utf8'), route));
  }
}
