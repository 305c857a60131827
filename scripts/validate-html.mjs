#!/usr/bin/env node
// Runs the Nu HTML Checker (vnu-jar, with the machine's Java) over every page in out/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkoutSandbox } from '../lib/checkoutSandbox.mjs';
import { filesIn, out, root } from './out-files.mjs';

const vnu = createRequire(import.meta.url)('vnu-jar');
// With them, the record fixture's pick pages too (npm run build:fixtures:record): the sample has no
// sealed pick, and a sealed pick's page is a page of its own shape.
const fixturePages = ['out-sealed', 'out-revealed']
  .map((dir) => path.join(root, dir, 'record/picks'))
  .filter((dir) => existsSync(dir))
  .flatMap((dir) => filesIn(dir, '.html'));
const pages = [...filesIn(out, '.html'), ...fixturePages];

// The one message set aside: the checkout frame's exact sandbox (why: lib/checkoutSandbox.mjs).
// Any other sandbox value (a typo, a new token) is reported again and needs a fresh look.
const setAside = `Bad value .${checkoutSandbox}. for attribute .sandbox. on element .iframe.*`;

try {
  execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'gnu', '--filterpattern', setAside, ...pages], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  // execFileSync's Error carries the command's output.
  const failure = /** @type {Error & Partial<import('node:child_process').SpawnSyncReturns<Buffer>>} */ (error);
  const report = `${failure.stdout ?? ''}${failure.stderr ?? ''}`.replaceAll(`${root}${path.sep}`, '');
  console.error(`validate-html: the Nu HTML Checker found errors:\n${report || failure.message}`);
  process.exit(1);
}
console.log(`validate-html: ${pages.length} pages are valid HTML (Nu HTML Checker, errors only).`);
