#!/usr/bin/env node
// Post-build step 2 of 3: every page gets a Content-Security-Policy <meta> derived from what the
// build produced, never from a hand-kept list: it allows exactly the page's own inline scripts (by
// SHA-256 hash) and frames only the origin the site's iframes point to (the same on every page:
// after an in-app navigation the first page's policy still rules).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pagePolicy } from '../../deploy/headers.mjs';
import { out } from '../out-files.mjs';
import { checkoutOrigin, readPages } from './pages.mjs';

const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;
const CHARSET = '<meta charSet="utf-8"/>';

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/** @param {string} html */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE.test(type.trim())) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

const pages = await readPages();
const frames = [checkoutOrigin(pages)];
for (const { file, html } of pages) {
  const page = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
  if (!page.includes(CHARSET)) {
    throw new Error(
      `${path.relative(out, file)}: no ${CHARSET} to place the policy after. Next's output changed shape: update scripts/build/script-policy.mjs.`,
    );
  }
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(page), frameOrigins: frames });
  await writeFile(
    file,
    page.replace(CHARSET, `${CHARSET}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`),
  );
}
console.log(`script-policy: a hash-based script policy written into ${pages.length} pages.`);
