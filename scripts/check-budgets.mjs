#!/usr/bin/env node
// Measures what each route makes a browser download (gzipped JavaScript, CSS and HTML) and fails
// when one passes its budget in performance-budgets.json. Prints the table either way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileForPath, out, root, routes } from './out-files.mjs';

const budgets = JSON.parse(readFileSync(path.join(root, 'performance-budgets.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(file), { level: 6 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

function measure(route, page) {
  const html = readFileSync(path.join(out, page), 'utf8');
  const attributes = (tag, name) =>
    [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => m[1] ?? '').filter((a) => a.includes(name));
  // Scripts the page runs; nomodule polyfills are skipped by every browser that runs modules.
  const scripts = attributes('script', 'src=').filter((a) => !/\bnomodule\b/i.test(a));
  const styles = attributes('link', 'rel="stylesheet"');
  const sizeOf = (list, attribute) =>
    [...new Set(list.map((a) => new RegExp(`${attribute}="([^"]+)"`).exec(a)?.[1] ?? ''))].reduce((sum, url) => {
      const file = fileForPath(url.split('?')[0] ?? '');
      if (!file) throw new Error(`${route}: ${url} is not in out/`);
      return sum + gzipped(file);
    }, 0);
  return {
    route,
    js: sizeOf(scripts, 'src'),
    css: sizeOf(styles, 'href'),
    html: gzipped(path.join(out, page)),
  };
}

const rows = Object.entries(routes).map(([route, page]) => measure(route, page));
const problems = [];
for (const row of rows) {
  const budget = budgets.routes[row.route];
  if (!budget) {
    problems.push(`${row.route} has no budget in performance-budgets.json`);
    continue;
  }
  for (const kind of ['js', 'css', 'html']) {
    if (kb(row[kind]) > budget[kind]) {
      problems.push(
        `${row.route}: ${kind.toUpperCase()} is ${kb(row[kind])} KB gzipped, over its budget of ${budget[kind]} KB`,
      );
    }
  }
}

console.log('route       JS KB   CSS KB  HTML KB   (gzipped; budget in brackets)');
for (const row of rows) {
  const budget = budgets.routes[row.route] ?? {};
  const cell = (kind) => `${kb(row[kind])} (${budget[kind] ?? '-'})`.padEnd(15);
  console.log(`${row.route.padEnd(10)}  ${cell('js')}${cell('css')}${cell('html')}`);
}
if (problems.length) {
  console.error(`\ncheck-budgets: over budget:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('check-budgets: every route is within its budget.');
