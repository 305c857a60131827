// What the post-build steps share: the pages of out/, and the origins the site's frames load.
import { readFile } from 'node:fs/promises';
import { filesIn, out } from '../out-files.mjs';

/**
 * Every page of out/ with its HTML. Stops when there is none: the step runs after `next build`.
 * @returns {Promise<{ file: string, html: string }[]>}
 */
export async function readPages() {
  const files = filesIn(out, '.html');
  if (files.length === 0) throw new Error('out/ has no pages: run `next build` first.');
  return Promise.all(files.map(async (file) => ({ file, html: await readFile(file, 'utf8') })));
}

/**
 * The origins a page's <iframe>s load: the checkout provider's.
 * @param {string} html
 * @returns {string[]}
 */
export function frameOrigins(html) {
  const origins = new Set();
  for (const [, src = ''] of html.matchAll(/<iframe\b[^>]*\bsrc="([^"]+)"/gi)) {
    origins.add(new URL(src.replaceAll('&amp;', '&')).origin);
  }
  return [...origins];
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
