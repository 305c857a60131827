#!/usr/bin/env node
// Compiles every version of every legal document with the site's own plugin and reports mistakes
// the way an editor can act on them: "content/terms/2025-09-16.mdx:42:1  what is wrong".
// Usage: check-content [files…]
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { mdxProblem } from '../lib/legal/mdxErrors.mjs';
import { LEGAL_DOCUMENTS } from '../lib/legal/versions.mjs';
import remarkLegalDocument from '../data/legal/remarkLegalDocument.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
/** @type {string[]} */
const missing = [];
const files = args.length
  ? args
  : (
      await Promise.all(
        LEGAL_DOCUMENTS.map(async (document) => {
          const dir = path.join(root, 'content', document);
          const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.mdx'));
          if (names.length === 0) missing.push(document);
          return names.map((name) => path.join(dir, name));
        }),
      )
    ).flat();

for (const document of missing) {
  console.error(
    `error content/${document}/  has no version: each document needs at least one, such as content/${document}/2025-09-16.mdx.`,
  );
}
if (missing.length) process.exit(1);

let failed = 0;
for (const file of files) {
  const shown = path.relative(process.cwd(), path.resolve(file)) || file;
  try {
    const value = await readFile(file, 'utf8');
    await compile({ path: file, value }, { remarkPlugins: [remarkLegalDocument] });
    console.log(`ok    ${shown}`);
  } catch (error) {
    failed += 1;
    const { line, column, message } = mdxProblem(error);
    console.error(`error ${line === null ? shown : `${shown}:${line}:${column}`}  ${message}`);
  }
}

if (failed) {
  console.error(
    `\n${failed} document${failed === 1 ? '' : 's'} need${failed === 1 ? 's' : ''} fixing before the site can be built.`,
  );
  process.exit(1);
}
