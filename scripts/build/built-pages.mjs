// What the post-build steps share: the pages of the build, each read and parsed once, and the edits
// the steps make to them, written once (scripts/build/run.mjs); and the origins the site's frames load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, attributesOf, elementHtml, elementsIn, parsePage, placeOf, textOf } from './html.mjs';

/**
 * @typedef {import('./html.mjs').Element} Element
 * @typedef {{ at: number, seq: number, tagName: string, attributes: Record<string, string>, text: string }} Added
 * @typedef {{ attributes: Record<string, string>, text: string, at: number,
 *   element?: Element, place?: ReturnType<typeof placeOf>, added?: Added }} PageScript
 */

/** Every file under `dir` whose name ends with `extension`, as absolute paths, in folder order. */
export function filesUnder(/** @type {string} */ dir, /** @type {string} */ extension) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A page of the build: its source as Next wrote it, its tree (parsed once), and what the steps
 * changed. Each edit is made against the source as read; an element a step inserts is kept apart
 * until the page is written, so a later step still sees it (scripts()).
 */
export class Page {
  /** @param {string} dir the build @param {string} file the page's absolute path @param {string} html */
  constructor(dir, file, html) {
    this.file = file;
    this.name = path.relative(dir, file);
    this.html = html;
    this.document = parsePage(html);
    /** @type {(import('./html.mjs').Edit & { seq: number })[]} */
    this.edits = [];
    /** @type {Added[]} */
    this.added = [];
    /** @type {Set<Element>} */
    this.removed = new Set();
    this.seq = 0;
  }

  /** The source from `start` to `end` becomes `text`. @param {{ start: number, end: number }} range @param {string} text */
  edit({ start, end }, text) {
    this.edits.push({ start, end, text, seq: (this.seq += 1) });
  }

  /** @param {Element} element */
  remove(element) {
    this.removed.add(element);
    this.edit(placeOf(element, this.name).whole, '');
  }

  /**
   * An element inserted at `at`; a later insertion at the same place goes before it, as if each step
   * wrote the page in turn. Returned so a later step can change its text.
   * @param {number} at @param {string} tagName @param {Record<string, string>} attributes @param {string} text
   */
  insert(at, tagName, attributes, text) {
    const added = { at, seq: (this.seq += 1), tagName, attributes, text };
    this.added.push(added);
    return added;
  }

  /** The elements under the page that `matches` and no step removed. @param {(element: Element) => boolean} matches */
  elements(matches) {
    return elementsIn(this.document, (element) => !this.removed.has(element) && matches(element));
  }

  /**
   * Every <script> of the page as the steps so far left it, in document order: its attributes (names
   * in lowercase, as the HTML standard reads them: `nomodule`, not React's `noModule`), its text,
   * and where it is in the source or the insertion that made it.
   * @returns {PageScript[]}
   */
  scripts() {
    /** @type {(PageScript & { order: number })[]} */
    const found = this.elements((element) => element.tagName === 'script').map((element) => {
      const place = placeOf(element, this.name);
      return {
        element,
        place,
        attributes: attributesOf(element),
        text: textOf(element),
        at: place.whole.start,
        order: 0,
      };
    });
    for (const added of this.added.filter(({ tagName }) => tagName === 'script')) {
      found.push({ added, attributes: added.attributes, text: added.text, at: added.at, order: -added.seq });
    }
    return found.sort((a, b) => a.at - b.at || a.order - b.order);
  }

  get changed() {
    return this.edits.length > 0 || this.added.length > 0;
  }

  /** The page with every step's edits made. */
  result() {
    const edits = [
      ...this.edits,
      ...this.added.map(({ at, seq, tagName, attributes, text }) => ({
        start: at,
        end: at,
        seq,
        text: elementHtml(tagName, attributes, text),
      })),
    ].sort((a, b) => a.start - b.start || a.end - b.end || (a.start === a.end ? b.seq - a.seq : a.seq - b.seq));
    return applyEdits(this.html, edits, this.name);
  }
}

/** The build a script outside the post-build reads: out/, or the folder given as its first argument. */
export const stepDirectory = () => path.resolve(process.argv[2] ?? 'out');

/**
 * Every <script> element of a page's source, as Page.scripts() gives them (bench/run.mjs).
 * @param {string} html @param {string} [page] the page's path, for messages
 */
export const scriptsIn = (html, page = 'page') => new Page('.', page, html).scripts();

/** Every page of the build, read and parsed. @param {string} dir */
export const readPages = (dir) =>
  filesUnder(dir, '.html').map((file) => new Page(dir, file, readFileSync(file, 'utf8')));

/**
 * What the framework's scripts begin with once the compile-hints step has run: Chrome's explicit
 * compile hint, read by V8 as it compiles a file away from the main thread.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * The framework's scripts a page's loader adds at the first interaction (the script-loader step)
 * that a modern browser runs: the noModule file is skipped. Their addresses, from the loaders'
 * data-scripts.
 * @param {Record<string, string>[]} loaders each loader's attributes
 * @returns {string[]}
 */
export const scriptsLoadedBy = (loaders) =>
  loaders
    .flatMap((loader) => /** @type {Record<string, string>[]} */ (JSON.parse(loader['data-scripts'] ?? '[]')))
    .filter((attributes) => !('nomodule' in attributes))
    .map(({ src = '' }) => src);

/** The same, for a parsed page (scripts/check-speed.mjs). @param {ReturnType<typeof parsePage>} document */
export const loadedScripts = (document) =>
  scriptsLoadedBy(
    elementsIn(document, (element) => element.tagName === 'script' && 'data-scripts' in attributesOf(element)).map(
      attributesOf,
    ),
  );

/**
 * The page's <meta charset>, which Next writes first in <head>: what the steps place their own
 * elements after. Stops when it is missing: Next's output changed shape.
 * @param {Page} page @param {string} step
 */
export function charsetMeta(page, step) {
  const [meta] = page.elements((element) => element.tagName === 'meta' && 'charset' in attributesOf(element));
  if (!meta) {
    throw new Error(`${page.name}: no <meta charset> to place after. Next's output changed shape: update ${step}.`);
  }
  return placeOf(meta, page.name);
}

/**
 * The origins a page's <iframe>s load: the checkout provider's.
 * @param {string} html @param {ReturnType<typeof parsePage>} [document] the page's tree, when parsed already
 */
export function frameOrigins(html, document) {
  // A frame comes only from an iframe tag in the source: most pages (every pick page) have none to look for.
  if (!/<iframe/i.test(html)) return [];
  const frames = elementsIn(document ?? parsePage(html), (element) => element.tagName === 'iframe');
  const sources = frames.flatMap((frame) => attributesOf(frame).src ?? []);
  return [...new Set(sources.map((src) => new URL(src).origin))];
}

/**
 * The one origin the whole site frames. Stops when the build frames none or several: the security
 * policy allows exactly one, and a second would be a mistake in a page.
 * @param {readonly { html: string, document?: ReturnType<typeof parsePage> }[]} pages
 */
export function checkoutOrigin(pages) {
  const origins = [...new Set(pages.flatMap(({ html, document }) => frameOrigins(html, document)))];
  if (origins.length !== 1 || !origins[0]) {
    throw new Error(`expected the build to frame exactly one checkout origin, found: ${origins.join(', ') || 'none'}`);
  }
  return origins[0];
}

/** Where in the build the pick pages' manifest is, until the pick-pages step deletes it. */
export const pickPagesManifestFile = 'record/picks/pages.json';

/**
 * What the build wrote about the pick pages (app/record/picks/pages.json/route.ts): the folder they
 * live in, each one's cache key, and the ones this build rendered.
 * @param {string} dir the build
 * @returns {{ path: string, frame: string, pages: Record<string, string>, rendered: string[] }}
 */
export const pickPagesManifest = (dir) => JSON.parse(readFileSync(path.join(dir, pickPagesManifestFile), 'utf8'));

/** Whether the build has the pick pages' manifest. @param {string} dir */
export const hasPickPagesManifest = (dir) => existsSync(path.join(dir, pickPagesManifestFile));

/**
 * Whether a page of the build ships none of the framework's scripts: the pick pages (and the
 * latest picks), which have nothing to hydrate but the header menu and the banner, and those work
 * through the platform alone.
 * @param {Page} page @param {{ path: string }} manifest
 */
export function isStaticPage(page, manifest) {
  const name = `/${page.name.split(path.sep).join('/')}`;
  return name === `${manifest.path}.html` || name.startsWith(`${manifest.path}/`);
}
