#!/usr/bin/env node
// Fails when a page in out/ links to a page or a #fragment that does not exist, or to an address
// that only redirects to a page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerFor, filesIn, out } from './out-files.mjs';

const pages = filesIn(out, '.html');
/** @type {Map<string, Set<string>>} */
const idsByFile = new Map();
/** @param {string} file */
function idsOf(file) {
  if (!idsByFile.has(file)) {
    const html = readFileSync(file, 'utf8').replace(/<script\b[\s\S]*?<\/script>/gi, '');
    idsByFile.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '')));
  }
  return /** @type {Set<string>} */ (idsByFile.get(file));
}

/** @type {string[]} */
const problems = [];
let checked = 0;
for (const page of pages) {
  const html = readFileSync(page, 'utf8').replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const from = path.relative(out, page);
  for (const [, attribute, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
    const link = (value ?? '').replaceAll('&amp;', '&');
    if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
    checked += 1;
    const [target, fragment] = link.split('#');
    const pathOnly = (target ?? '').split('?')[0] ?? '';
    /** @type {ReturnType<typeof answerFor>} */
    const answer = pathOnly === '' ? { status: 200, file: page } : answerFor(pathOnly);
    if (answer.status === 308) {
      problems.push(`${from}: ${attribute}="${value}" redirects to ${answer.location}: link that address`);
    } else if (answer.status === 404) {
      problems.push(`${from}: ${attribute}="${value}" leads to no page or file`);
    } else if (fragment && !idsOf(answer.file).has(decodeURIComponent(fragment))) {
      problems.push(
        `${from}: ${attribute}="${value}" points to #${fragment}, which ${path.relative(out, answer.file)} does not have`,
      );
    }
  }
}

if (problems.length) {
  console.error(
    `check-links: ${problems.length} broken link${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-links: ${checked} internal links and fragments in ${pages.length} pages all resolve.`);
