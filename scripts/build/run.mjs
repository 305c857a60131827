// The post-build: one process that runs each step of `steps`, in order, on one export folder. Each
// page is read and parsed once and written once (by write-pages), however many steps edit it. A step
// runs only once what it needs is there, and a step that stops the build prints one message naming
// it. Run by `npm run postbuild` (under tsx: some steps are TypeScript).
// Usage: tsx scripts/build/run.mjs [folder] [--only step,step | --each]; the folder is out/ by default.
// --each runs every step even after one stops, and prints each one's result as JSON (bench/next.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Build, runStep, writePages } from './build.mjs';
import { compileHints } from './compile-hints.mjs';
import { pickCards } from './pick-cards';
import { pickPages } from './pick-pages.mjs';
import { publishedFiles } from './published-files';
import { scriptLoaderStep } from './script-loader.mjs';
import { scriptPolicy } from './script-policy.mjs';
import { sealedCheck } from './sealed';
import { serverHeaders } from './server-headers.mjs';
import { staticPages } from './strip-framework.mjs';
import { tokens } from './tokens';
import { yearRows } from './year-rows.mjs';

/** The post-build's steps, in the order they run. @type {readonly import('./build.mjs').Step[]} */
export const steps = [
  tokens,
  pickCards,
  yearRows,
  staticPages,
  scriptLoaderStep,
  compileHints,
  scriptPolicy,
  serverHeaders,
  writePages,
  pickPages,
  publishedFiles,
  sealedCheck,
];

/**
 * Runs the steps named in `only` (every step by default) on the build in `dir`, then writes any
 * page still changed. Returns the message that stopped it, if one did.
 * @param {string} dir @param {readonly string[]} [only]
 */
export async function runPostBuild(dir, only) {
  const unknown = (only ?? []).filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length)
    return `error post-build: no step named ${unknown.join(', ')}; the steps are ${steps.map((step) => step.name).join(', ')}.`;
  const last = steps.filter((step) => step.last);
  if (last.length !== 1 || last[0] !== steps.at(-1)) {
    return `error post-build: exactly one step runs last, and it ends the list; now: ${last.map((step) => step.name).join(', ') || 'none'}.`;
  }
  const build = new Build(dir);
  for (const step of steps.filter(({ name }) => !only || only.includes(name))) {
    const problem = await runStep(step, build);
    if (problem) return problem;
  }
  await build.writePages();
  return undefined;
}

/**
 * Runs every step on `dir` whatever the ones before it did (bench/next.mjs, to see each step a Next
 * release breaks), then writes the pages. Returns each step's name and what stopped it, if anything.
 * @param {string} dir
 */
export async function tryEachStep(dir) {
  const build = new Build(dir);
  /** @type {{ step: string, problem?: string }[]} */
  const results = [];
  for (const step of steps) results.push({ step: step.name, problem: await runStep(step, build) });
  await build.writePages();
  return results;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { only: { type: 'string' }, each: { type: 'boolean' } },
  });
  if (values.each) {
    console.log(JSON.stringify(await tryEachStep(positionals[0] ?? 'out')));
    process.exit(0);
  }
  const started = performance.now();
  const problem = await runPostBuild(positionals[0] ?? 'out', values.only?.split(','));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (!values.only)
    console.log(`post-build: ${steps.length} steps in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}
