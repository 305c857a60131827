// Post-build step: every page gets a Content-Security-Policy <meta> that allows exactly its own
// inline scripts (by SHA-256 hash) and frames only the origin the site's iframes point to (the
// same on every page: after an in-app navigation the first page's policy still rules). The scripts
// it hashes are only the framework's own, recognized by their shape (scripts/build/next-output.mjs),
// and the site's, written here from lib/siteScripts.mjs wherever a page marks one: any other inline
// script stops the build, so content can never widen the policy.
import { createHash } from 'node:crypto';
import { pagePolicy } from '../../deploy/headers.mjs';
import { siteScripts } from '../../lib/siteScripts.mjs';
import { needs } from './build.mjs';
import { attributesOf, placeOf } from './html.mjs';
import { isChunkList } from './next-output.mjs';
import { charsetMeta, checkoutOrigin } from './built-pages.mjs';
import { scriptLoaderText } from './script-loader.mjs';

/** Each script the site may run, by the name a page marks it with: lib/siteScripts.mjs's and the loader. */
const siteScriptTexts = { ...siteScripts, scriptLoader: scriptLoaderText };

/** Types a browser never runs: the pages' structured data. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Writes each of the site's scripts into the page and returns the hashes of every inline script the
 * page runs. Throws on a script that is neither the framework's nor the site's.
 * @param {import('./built-pages.mjs').Page} page
 */
function allowScripts(page) {
  const hashes = new Set();
  for (const { attributes, text, place, added } of page.scripts()) {
    if ('src' in attributes || DATA_TYPES.has(attributes.type ?? '')) continue;
    const name = attributes['data-site-script'];
    if (name !== undefined) {
      if (!(name in siteScriptTexts)) {
        throw new Error(`${page.name}: data-site-script="${name}" names no script of lib/siteScripts.mjs.`);
      }
      const code = siteScriptTexts[/** @type {keyof typeof siteScriptTexts} */ (name)];
      if (added) added.text = code;
      else if (place) page.edit(place.inner, code);
      hashes.add(sha256(code));
    } else if (isChunkList(text) && attributes.type === undefined) {
      hashes.add(sha256(text));
    } else {
      const tag = place ? page.html.slice(place.whole.start, place.whole.end) : text;
      throw new Error(
        `${page.name}: an inline script the build did not expect: ${tag.length > 160 ? `${tag.slice(0, 160)}…` : tag}\nOnly Next's own chunk list and the site's scripts (lib/siteScripts.mjs, placed with components/ui/SiteScript.tsx) may run; content never adds one. If Next's own output changed shape, teach scripts/build/next-output.mjs the new one.`,
      );
    }
  }
  return [...hashes];
}

/** @type {import('./build.mjs').Step} */
export const scriptPolicy = {
  name: 'script-policy',
  needs: [needs.pages],
  run(build) {
    const frames = [checkoutOrigin(build.pages)];
    for (const page of build.pages) {
      const charset = charsetMeta(page, 'scripts/build/script-policy.mjs');
      // A policy from an earlier run of this step is replaced, not added to.
      for (const earlier of page.elements(
        (element) =>
          element.tagName === 'meta' &&
          attributesOf(element)['http-equiv']?.toLowerCase() === 'content-security-policy',
      )) {
        page.edit(placeOf(earlier, page.name).whole, '');
      }
      const policy = pagePolicy({ scriptHashes: allowScripts(page), frameOrigins: frames });
      page.insert(charset.whole.end, 'meta', { 'http-equiv': 'Content-Security-Policy', content: policy }, '');
    }
    console.log(`script-policy: a hash-based script policy written into ${build.pages.length} pages.`);
  },
};
