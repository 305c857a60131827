#!/usr/bin/env node
// Tries the site against the newest published Next 16 (and the next major's canary, when the
// registry has one) before an operator upgrades (a benchmark, not a test): for each, it copies the
// repository to a scratch folder, installs that Next, runs `next build`, then every post-build step
// (scripts/build/run.mjs --each), and reports each step as ok or with the message that stopped it.
// The repository itself is left as it is. Writes reports/next-canary.md.
//   node bench/next.mjs [--keep]   (--keep leaves the scratch folders for a look)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const { values: args } = parseArgs({ options: { keep: { type: 'boolean' } } });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
/** The packages released with Next, at its version. */
const companions = ['next', '@next/mdx', 'eslint-config-next'];

/** @param {string} command @param {string[]} commandArgs @param {string} cwd */
function run(command, commandArgs, cwd) {
  const started = performance.now();
  const result = spawnSync(command, commandArgs, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const seconds = (performance.now() - started) / 1000;
  return {
    ok: result.status === 0,
    stdout: result.stdout ?? '',
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    seconds,
  };
}

/** @param {string} a @param {string} b */
const bySemver = (a, b) => a.localeCompare(b, 'en', { numeric: true });

/** The versions to try: the newest 16.x release, and the newest canary of a later major. */
function targets() {
  const view = (/** @type {string} */ what) => {
    const result = run('npm', ['view', ...what.split(' '), '--json'], root);
    if (!result.ok) throw new Error(`npm view ${what} failed: ${result.output.trim().split('\n')[0]}`);
    return JSON.parse(result.stdout);
  };
  const sixteen = [view('next@16 version')].flat().sort(bySemver).at(-1);
  /** @type {Record<string, string>} */
  const tags = view('next dist-tags');
  const canary = Object.values(tags)
    .filter((version) => Number(version.split('.')[0]) > 16)
    .sort(bySemver)
    .at(-1);
  return { tags, versions: [sixteen, canary].filter((version) => typeof version === 'string') };
}

/** A copy of the repository without its builds; node_modules linked file by file, or copied for an install. */
function scratchCopy(/** @type {boolean} */ install) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'next-canary-'));
  const skip = new Set(['.git', 'node_modules', 'out', '.next', 'out-fixtures', 'out-sealed', 'out-revealed']);
  cpSync(root, scratch, { recursive: true, filter: (source) => !skip.has(path.relative(root, source)) });
  // Hard links share the files with this checkout: safe only when nothing is installed over them.
  const copy = run('cp', [install ? '-a' : '-al', path.join(root, 'node_modules'), scratch], root);
  if (!copy.ok) throw new Error(`copying node_modules failed: ${copy.output}`);
  // The build reads git (the pick pages' key, the published files): a repository of its own, one commit.
  const git = ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost'];
  for (const gitArgs of [
    ['init', '-q'],
    ['add', '-A'],
    [...git, 'commit', '-q', '-m', 'bench:next'],
  ]) {
    const result = run('git', gitArgs, scratch);
    if (!result.ok) throw new Error(`git ${gitArgs.join(' ')} in ${scratch} failed: ${result.output}`);
  }
  return scratch;
}

/** Builds the site with Next `version` in a scratch copy; each stage's result. @param {string} version */
function tryVersion(version) {
  const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
  const install = installed !== version;
  const scratch = scratchCopy(install);
  try {
    if (install) {
      const added = run('npm', ['install', '--no-save', ...companions.map((name) => `${name}@${version}`)], scratch);
      if (!added.ok) return { version, installed, stage: 'npm install', output: added.output };
    }
    const build = run('npx', ['next', 'build'], scratch);
    if (!build.ok) return { version, installed, stage: 'next build', output: build.output, seconds: build.seconds };
    const steps = run('npx', ['tsx', 'scripts/build/run.mjs', 'out', '--each'], scratch);
    const last = steps.stdout.trim().split('\n').at(-1) ?? '';
    /** @type {{ step: string, problem?: string }[]} */
    const results = last.startsWith('[') ? JSON.parse(last) : [];
    return {
      version,
      installed,
      stage: results.length ? 'done' : 'post-build',
      output: steps.output,
      results,
      seconds: build.seconds,
    };
  } finally {
    if (args.keep) console.log(`kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

const { tags, versions } = targets();
const lines = [
  '# Next canary',
  '',
  `Generated by \`npm run bench:next\` (bench/next.mjs) on ${new Date().toISOString()}; do not edit.`,
  `The registry's dist-tags for next: ${Object.entries(tags)
    .map(([tag, version]) => `${tag} ${version}`)
    .join(', ')}.`,
  versions.length < 2 ? 'No canary of a later major is published: only Next 16 was tried.' : '',
  '',
];
for (const version of versions) {
  console.log(`next@${version}: copying, installing and building…`);
  const result = tryVersion(version);
  lines.push(`## next@${version} (the repository has ${result.installed})`, '');
  if (result.stage !== 'done') {
    lines.push(
      `Stopped at ${result.stage}:`,
      '',
      '```',
      result.output.trim().split('\n').slice(-15).join('\n'),
      '```',
      '',
    );
    continue;
  }
  lines.push(`\`next build\` ok in ${result.seconds?.toFixed(0)} s. Each post-build step:`, '');
  for (const { step, problem } of result.results ?? []) {
    lines.push(`- ${step}: ${problem ? `**fails**: ${problem.split('\n')[0]}` : 'ok'}`);
  }
  lines.push('');
}
mkdirSync(path.join(root, 'reports'), { recursive: true });
const report = `${lines
  .join('\n')
  .replace(/\n{3,}/g, '\n\n')
  .trim()}\n`;
writeFileSync(path.join(root, 'reports/next-canary.md'), report);
console.log(report);
