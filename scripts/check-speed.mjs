#!/usr/bin/env node
// The facts that make the site fast, read from the build itself (deterministic, unlike a timing):
// each page's HTML, CSS, JavaScript and React payload within performance-budgets.json, gzipped as the
// servers send them; nothing render-blocking from another origin; every image, video and frame
// sized in its markup, so nothing shifts when it arrives; every framework script compiled off the
// main thread (scripts/build/compile-hints.mjs). That nothing is requested before the first
// interaction is checked in a browser (e2e/loader.spec.ts); how fast it all is, by `npm run
// bench` (docs/speed.md). Usage: node scripts/check-speed.mjs [directory], out/ by default.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { attributesOf, elementsIn, parsePage } from './build/html.mjs';
import { compileHint, loadedScripts, stepDirectory } from './build/built-pages.mjs';
import { filesIn, pickPageRoutes, routes } from './out-files.mjs';

/** @type {import('../performance-budgets.json')} */
const budgets = JSON.parse(readFileSync(new URL('../performance-budgets.json', import.meta.url), 'utf8'));
const dir = stepDirectory();
const KB = 1024;
/** At the level deploy/nginx.conf and the preview server use. @param {string | Buffer} body */
const gzipped = (body) => gzipSync(body, { level: 6 }).length;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** A file of the build by its URL path. @param {string} url */
const fileOf = (url) => path.join(dir, decodeURIComponent(new URL(url, 'http://site').pathname));
/** An address on another origin: the browser would wait on someone else's server. @param {string} url */
const elsewhere = (url) => new URL(url, 'http://site').origin !== 'http://site';

/** @type {string[]} */
const problems = [];

/**
 * What React hydrates on its own, the one tapped first (React's <Activity>, marked <!--&--> in the
 * HTML): a tap while the rest hydrates then waits for its own island only (docs/speed.md).
 * @type {Record<string, (element: import('./build/html.mjs').Element) => boolean>}
 */
const OWN_BOUNDARY = {
  'the header menu': (element) => element.tagName === 'button' && 'popovertarget' in attributesOf(element),
  'an FAQ question': (element) => element.tagName === 'details' && 'name' in attributesOf(element),
  "the trial banner's close button": (element) => 'data-trial-banner-close' in attributesOf(element),
  "the main content's first element": (element) => element.parentNode?.nodeName === 'main',
};
/** @typedef {import('parse5').DefaultTreeAdapterMap['childNode']} ChildNode */
/** Whether a hydration boundary opens before `node` or an ancestor, in the same parent, and is still open there. @param {ChildNode} node */
function inBoundary(node) {
  /** @param {ChildNode} child @param {string} data */
  const marks = (child, data) => child.nodeName === '#comment' && 'data' in child && child.data === data;
  for (let at = node; at.parentNode;) {
    const siblings = at.parentNode.childNodes;
    const before = siblings.slice(0, siblings.indexOf(at));
    if (
      before.filter((sibling) => marks(sibling, '&')).length > before.filter((sibling) => marks(sibling, '/&')).length
    )
      return true;
    const parent = at.parentNode;
    if (!('parentNode' in parent) || !parent.parentNode) return false;
    at = parent;
  }
  return false;
}

/** What a fetch-at-render in a stylesheet may point to: the build's own files only. */
const EXTERNAL_IN_CSS = /@import\s+(?:url\()?\s*["']?(?:https?:)?\/\/|url\(\s*["']?(?:https?:)?\/\//i;
for (const file of filesIn(dir, '.css')) {
  if (EXTERNAL_IN_CSS.test(readFileSync(file, 'utf8'))) {
    problems.push(
      `${path.relative(dir, file)} loads something from another origin (@import or url()): host it in the build.`,
    );
  }
}

/** @type {{ route: string, html: number, css: number, script: number, payload: number }[]} */
const measured = [];
for (const [route, page] of Object.entries({ ...routes, ...pickPageRoutes })) {
  const html = readFileSync(path.join(dir, page), 'utf8');
  const document = parsePage(html);
  const elements = elementsIn(document);
  /** @param {string} problem */
  const problem = (problem) => problems.push(`${route} (${page}): ${problem}`);

  const kinds = budgets.documentKb.filter((kind) => new RegExp(kind.routes).test(route));
  const [kind] = kinds;
  if (kinds.length !== 1 || !kind) {
    problem(`matches ${kinds.length} kinds of page in performance-budgets.json; give it exactly one ("documentKb").`);
    continue;
  }

  const stylesheets = elements.filter((e) => e.tagName === 'link' && attributesOf(e).rel === 'stylesheet');
  const loaders = elements.filter((e) => e.tagName === 'script' && 'data-scripts' in attributesOf(e));
  const framework = kind.framework !== false;
  if (!framework) {
    const scripts = elements.filter((e) => e.tagName === 'script' && ('src' in attributesOf(e) || loaders.includes(e)));
    if (scripts.length)
      problem(`a page of the kind "${kind.kind}" ships no framework script, yet it has ${scripts.length}.`);
  } else if (loaders.length !== 1) {
    problem('needs exactly one script loader (scripts/build/script-loader.mjs): did the post-build steps run?');
    continue;
  }
  const [loader] = loaders;
  const { 'data-payload': payload = '' } = framework && loader ? attributesOf(loader) : {};
  // What a modern browser fetches at the first interaction: no noModule file.
  const scripts = framework ? loadedScripts(document) : [];
  /** Gzipped bytes of the build's files at these addresses (another origin's are reported below). @param {string[]} urls */
  const bytesOf = (urls) =>
    urls
      .filter((url) => !elsewhere(url))
      .reduce((sum, url) => {
        if (existsSync(fileOf(url))) return sum + gzipped(readFileSync(fileOf(url)));
        problem(`asks for ${url}, which the build does not have.`);
        return sum;
      }, 0);
  const sizes = {
    route,
    html: gzipped(html),
    css: bytesOf(stylesheets.map((e) => attributesOf(e).href ?? '')),
    script: bytesOf(scripts),
    payload: framework ? bytesOf([payload]) : 0,
  };
  measured.push(sizes);
  for (const [island, is] of framework ? Object.entries(OWN_BOUNDARY) : []) {
    const found = elements.find(is);
    if (found && !inBoundary(found))
      problem(
        `${island} is not in a hydration boundary of its own (<Activity>), so a tap on it waits for the whole page to hydrate.`,
      );
  }
  for (const src of scripts) {
    if (!elsewhere(src) && existsSync(fileOf(src)) && !readFileSync(fileOf(src), 'utf8').startsWith(compileHint))
      problem(`${src} does not begin with the compile hint: did scripts/build/compile-hints.mjs run?`);
  }
  if (sizes.html > kind.max * KB)
    problem(
      `its HTML is ${kb(sizes.html)} gzipped, over the ${kind.max} KB allowed a page of the kind "${kind.kind}".`,
    );
  if (sizes.css > budgets.stylesheetKb * KB)
    problem(`its stylesheets are ${kb(sizes.css)} gzipped, over the site's ${budgets.stylesheetKb} KB.`);
  if (sizes.script > budgets.scriptKb * KB)
    problem(`its scripts are ${kb(sizes.script)} gzipped, over ${budgets.scriptKb} KB (the framework and ours).`);
  if (sizes.payload > budgets.payloadKb * KB)
    problem(
      `its React payload is ${kb(sizes.payload)} gzipped, over ${budgets.payloadKb} KB: keep long content out of client components.`,
    );

  for (const element of elements) {
    const attributes = attributesOf(element);
    const tag = `<${element.tagName}${attributes.src ? ` src="${attributes.src}"` : ''}>`;
    const blocking =
      (element.tagName === 'link' && ['stylesheet', 'preload', 'modulepreload'].includes(attributes.rel ?? '')) ||
      (element.tagName === 'script' &&
        attributes.src !== undefined &&
        !('async' in attributes) &&
        !('defer' in attributes));
    const address = attributes.href ?? attributes.src ?? '';
    if (blocking && elsewhere(address)) problem(`${tag} ${address} makes the first paint wait on another origin.`);
    if (element.tagName === 'script' && attributes.src !== undefined && elsewhere(attributes.src))
      problem(`a third-party script: ${attributes.src}.`);
    const needs = { img: ['width', 'height'], video: ['width', 'height'], iframe: ['height'] }[element.tagName] ?? [];
    const unsized = needs.filter((name) => !/^\d+$/.test(attributes[name] ?? ''));
    if (unsized.length)
      problem(`${tag} has no ${unsized.join(' or ')} in its markup, so the page shifts when it loads.`);
  }
}

if (problems.length) {
  console.error(
    `check-speed: ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
/** @param {keyof (typeof measured)[number]} key */
const largest = (key) => measured.reduce((top, sizes) => (sizes[key] > top[key] ? sizes : top));
console.log(
  `check-speed: ${measured.length} pages within performance-budgets.json (largest gzipped: HTML ${kb(largest('html').html)} on ${largest('html').route}, CSS ${kb(largest('css').css)}, scripts ${kb(largest('script').script)}, payload ${kb(largest('payload').payload)} on ${largest('payload').route}); no render-blocking third party; every image, video and frame sized; the framework's scripts carry the compile hint and each island hydrates on its own.`,
);
