#!/usr/bin/env node
// Post-build step (package.json lists their order): every page gets a Content-Security-Policy <meta> that allows exactly its
// own inline scripts (by SHA-256 hash) and frames only the origin the site's iframes point to (the
// same on every page: after an in-app navigation the first page's policy still rules). The scripts
// it hashes are only the framework's own, recognized by their shape, and the site's, written here
// from lib/siteScripts.mjs wherever a page marks one: any other inline script stops the build, so
// content can never widen the policy.
// Usage: node scripts/build/script-policy.mjs [directory], out/ by default.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pagePolicy } from '../../deploy/headers.mjs';
import { siteScripts } from '../../lib/siteScripts.mjs';
import { applyEdits, attributesOf, elementHtml, elementsIn, parsePage, placeOf } from './html.mjs';
import { charsetMeta, checkoutOrigin, readPages, scriptsIn, stepDirectory } from './pages.mjs';

const dir = stepDirectory();

/** Types a browser never runs: the pages' structured data. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** @param {string} text */
const isJson = (text) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Next's own inline scripts, each only data handed to the framework: Turbopack's list of chunks (a
 * JSON object). Its React payload left the page in the step before (script-loader.mjs).
 * @type {((text: string) => boolean)[]}
 */
const FRAMEWORK_SCRIPTS = [
  (text) => {
    const prefix = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';
    return text.startsWith(prefix) && text.endsWith(');') && isJson(text.slice(prefix.length, -2));
  },
];

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * The edits that write each of the site's scripts from lib/siteScripts.mjs, and the hashes of every
 * inline script the page runs. Throws on a script that is neither the framework's nor the site's.
 * @param {string} page the page's path, for messages
 * @param {string} html
 */
function allowedScripts(page, html) {
  const hashes = new Set();
  /** @type {import('./html.mjs').Edit[]} */
  const edits = [];
  for (const { attributes, text, place } of scriptsIn(html, page)) {
    if ('src' in attributes || DATA_TYPES.has(attributes.type ?? '')) continue;
    const name = attributes['data-site-script'];
    if (name !== undefined) {
      if (!(name in siteScripts)) {
        throw new Error(`${page}: data-site-script="${name}" names no script of lib/siteScripts.mjs.`);
      }
      const code = siteScripts[/** @type {keyof typeof siteScripts} */ (name)];
      edits.push({ ...place.inner, text: code });
      hashes.add(sha256(code));
    } else if (FRAMEWORK_SCRIPTS.some((isFramework) => isFramework(text)) && attributes.type === undefined) {
      hashes.add(sha256(text));
    } else {
      const tag = html.slice(place.whole.start, place.whole.end);
      throw new Error(
        `${page}: an inline script the build did not expect: ${tag.length > 160 ? `${tag.slice(0, 160)}…` : tag}\nOnly Next's own chunk list and the site's scripts (lib/siteScripts.mjs, placed with components/ui/SiteScript.tsx) may run; content never adds one. If Next's own output changed shape, teach FRAMEWORK_SCRIPTS in scripts/build/script-policy.mjs the new one.`,
      );
    }
  }
  return { edits, hashes: [...hashes] };
}

const pages = await readPages(dir);
const frames = [checkoutOrigin(pages)];
const policies = pages.map(({ file, html }) => {
  const page = path.relative(dir, file);
  const document = parsePage(html);
  const charset = charsetMeta(document, page, 'scripts/build/script-policy.mjs');
  // A policy from an earlier run of this step is replaced, not added to.
  const earlier = elementsIn(
    document,
    (element) =>
      element.tagName === 'meta' && attributesOf(element)['http-equiv']?.toLowerCase() === 'content-security-policy',
  ).map((element) => ({ ...placeOf(element, page).whole, text: '' }));
  const { edits, hashes } = allowedScripts(page, html);
  const policy = pagePolicy({ scriptHashes: hashes, frameOrigins: frames });
  const meta = elementHtml('meta', { 'http-equiv': 'Content-Security-Policy', content: policy });
  return {
    file,
    html: applyEdits(
      html,
      [...earlier, ...edits, { start: charset.whole.end, end: charset.whole.end, text: meta }],
      page,
    ),
  };
});
// Only once every page has passed, so a refused script leaves no page half-done.
await Promise.all(policies.map(({ file, html }) => writeFile(file, html)));
console.log(`script-policy: a hash-based script policy written into ${pages.length} pages.`);
