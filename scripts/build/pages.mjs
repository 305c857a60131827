// What the post-build steps share: the pages of out/, and the origins the site's frames load.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesIn, out } from '../out-files.mjs';

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

/** Where a page's text is: the output of `next build`, placed after <meta charset>. */
export const CHARSET = '<meta charSet="utf-8"/>';

/**
 * Every <script> element of a page: its whole tag, its attributes (as React writes them, in double
 * quotes) and its text.
 * @param {string} html
 */
export function scriptsIn(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(([tag, attributes = '', text = '']) => ({
    tag,
    attributes: Object.fromEntries(
      [...attributes.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [name, value]),
    ),
    text,
  }));
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
