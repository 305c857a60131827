#!/usr/bin/env node
// Compiles every legal MDX document with the site's own plugin and reports mistakes the way an
// editor can act on them: "content/terms.mdx:42:1  what is wrong". Usage: check-content [files…]
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkLegalDocument from '../lib/mdx/remark-legal-document.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const files = args.length
  ? args
  : (await readdir(path.join(root, 'content')))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => path.join('content', name));

if (files.length === 0) {
  console.error('error no legal documents found in content/ (expected terms.mdx and privacy.mdx)');
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  const shown = path.relative(process.cwd(), path.resolve(file)) || file;
  try {
    const value = await readFile(file, 'utf8');
    await compile({ path: file, value }, { remarkPlugins: [remarkLegalDocument] });
    console.log(`ok    ${shown}`);
  } catch (error) {
    failed += 1;
    const start = error.place?.start ?? error.place;
    // Some MDX syntax errors carry their position only inside the text, as "(5:1-5:6)".
    const [, line, column] = /\((\d+):(\d+)/.exec(error.reason ?? '') ?? [];
    const where = start?.line ? `${start.line}:${start.column ?? 1}` : line && `${line}:${column}`;
    console.error(`error ${where ? `${shown}:${where}` : shown}  ${error.reason ?? error.message}`);
  }
}

if (failed) {
  console.error(
    `\n${failed} document${failed === 1 ? '' : 's'} need${failed === 1 ? 's' : ''} fixing before the site can be built.`,
  );
  process.exit(1);
}
