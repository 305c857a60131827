// What the post-build steps share: the pages of out/, and the origins the site's frames load.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesIn, out } from '../out-files.mjs';
import { attributesOf, elementsIn, parsePage, placeOf, textOf } from './html.mjs';

/**
 * The build a post-build step works on: out/, or the folder given as the step's first argument (the
 * tests run a step on a copy of the build).
 */
export const stepDirectory = () => (process.argv[2] ? path.resolve(process.argv[2]) : out);

/**
 * Every page of the build with its HTML. Stops when there is none: the step runs after `next build`.
 * @param {string} [dir]
 * @returns {Promise<{ file: string, html: string }[]>}
 */
export async function readPages(dir = out) {
  const files = filesIn(dir, '.html');
  if (files.length === 0)
    throw new Error(`${path.relative(process.cwd(), dir)}/ has no pages: run \`next build\` first.`);
  return Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
}

/**
 * Every <script> element of a page: the element, its attributes (names in lowercase, as the HTML
 * standard reads them: `nomodule`, not React's `noModule`), its text and where it is in the source.
 * @param {string} html
 * @param {string} [page] the page's path, for messages
 */
export function scriptsIn(html, page = 'page') {
  return elementsIn(parsePage(html), (element) => element.tagName === 'script').map((element) => ({
    element,
    attributes: attributesOf(element),
    text: textOf(element),
    place: placeOf(element, page),
  }));
}

/**
 * What the framework's scripts begin with once scripts/build/compile-hints.mjs has run: Chrome's
 * explicit compile hint, read by V8 as it compiles a file away from the main thread.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The framework's scripts a page's loader adds at the first interaction (scripts/build/script-loader.mjs)
 * that a modern browser runs: the noModule file is skipped. Their addresses, from the loader's data-scripts.
 * @param {ReturnType<typeof parsePage>} document
 * @returns {string[]}
 */
export function loadedScripts(document) {
  return elementsIn(document, (element) => element.tagName === 'script' && 'data-scripts' in attributesOf(element))
    .flatMap(
      (loader) => /** @type {Record<string, string>[]} */ (JSON.parse(attributesOf(loader)['data-scripts'] ?? '[]')),
    )
    .filter((attributes) => !('nomodule' in attributes))
    .map(({ src = '' }) => src);
}

/**
 * The page's <meta charset>, which Next writes first in <head>: what the steps place their own
 * elements after. Stops when it is missing: Next's output changed shape.
 * @param {ReturnType<typeof parsePage>} document @param {string} page @param {string} step
 */
export function charsetMeta(document, page, step) {
  const [meta] = elementsIn(document, (element) => element.tagName === 'meta' && 'charset' in attributesOf(element));
  if (!meta) {
    throw new Error(`${page}: no <meta charset> to place after. Next's output changed shape: update ${step}.`);
  }
  return placeOf(meta, page);
}

/**
 * The origins a page's <iframe>s load: the checkout provider's.
 * @param {string} html
 * @returns {string[]}
 */
export function frameOrigins(html) {
  // A frame comes only from an iframe tag in the source: most pages (every pick page) have none to parse for.
  if (!/<iframe/i.test(html)) return [];
  const frames = elementsIn(parsePage(html), (element) => element.tagName === 'iframe');
  const sources = frames.flatMap((frame) => attributesOf(frame).src ?? []);
  return [...new Set(sources.map((src) => new URL(src).origin))];
}

/**
 * The one origin the whole site frames. Stops when the build frames none or several: the security
 * policy allows exactly one, and a second would be a mistake in a page.
 * @param {readonly { html: string }[]} pages
 */
export function checkoutOrigin(pages) {
  const origins = [...new Set(pages.flatMap(({ html }) => frameOrigins(html)))];
  if (origins.length !== 1 || !origins[0]) {
    throw new Error(`expected the build to frame exactly one checkout origin, found: ${origins.join(', ') || 'none'}`);
  }
  return origins[0];
}

/** Where in the build the pick pages' manifest is, until the last step deletes it. */
export const pickPagesManifestFile = 'record/picks/pages.json';

/**
 * What the build wrote about the pick pages (app/record/picks/pages.json/route.ts): the folder they
 * live in, each one's cache key, and the ones this build rendered. Read before the last step
 * (pick-pages.mjs) deletes it.
 * @param {string} dir the build
 * @returns {{ path: string, frame: string, pages: Record<string, string>, rendered: string[] }}
 */
export function pickPagesManifest(dir) {
  const file = path.join(dir, pickPagesManifestFile);
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(process.cwd(), file)} is missing: app/record/picks/pages.json/route.ts writes it in \`next build\`, and the last post-build step deletes it. Run \`npm run build\` again.`,
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Whether a page of the build ships none of the framework's scripts: the pick pages (and the
 * latest picks), which have nothing to hydrate but the header menu and the banner, and those work
 * through the platform alone.
 * @param {string} dir the build @param {string} file a page's absolute path
 * @param {{ path: string }} manifest
 */
export function isStaticPage(dir, file, manifest) {
  const page = `/${path.relative(dir, file).split(path.sep).join('/')}`;
  return page === `${manifest.path}.html` || page.startsWith(`${manifest.path}/`);
}
