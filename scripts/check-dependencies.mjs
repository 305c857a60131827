#!/usr/bin/env node
// The operator's dependency check before launch (docs/operating.md, "Launch checklist"): the lockfile holds
// only packages from the registry, each pinned by a SHA-512 digest; package.json, the lockfile and
// node_modules agree; and `npm audit` finds no advisory against a package the site ships. A check
// that cannot run (a registry that refuses audits) fails and says so: it never passes unseen.
// Usage: npm run check:dependencies
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REGISTRY = 'https://registry.npmjs.org/';

/**
 * @typedef {{ version?: string, resolved?: string, integrity?: string, link?: boolean, inBundle?: boolean }} LockedPackage
 * @typedef {{ invalid?: string, missing?: boolean, extraneous?: boolean, dependencies?: Record<string, TreeNode> }} TreeNode
 */

/**
 * What makes a package-lock.json untrustworthy: a package fetched from anywhere but the registry,
 * or one with no SHA-512 digest for npm to check the download against.
 * @param {{ packages?: Record<string, LockedPackage> }} lock
 * @returns {string[]}
 */
export function lockfileProblems(lock) {
  return Object.entries(lock.packages ?? {}).flatMap(([where, locked]) => {
    if (where === '' || locked.link || locked.inBundle) return [];
    /** @type {string[]} */
    const problems = [];
    if (locked.resolved !== undefined && !locked.resolved.startsWith(REGISTRY)) {
      problems.push(`${where} comes from ${locked.resolved}, not from ${REGISTRY}`);
    }
    if (!locked.integrity?.startsWith('sha512-')) {
      problems.push(`${where} has no SHA-512 integrity digest (${locked.integrity ?? 'none'})`);
    }
    return problems;
  });
}

/** A dist-tag such as "latest": a spec npm cannot check against an installed version offline. */
const DIST_TAG = /^(?![xX*]$)[A-Za-z][\w.-]*$/;

/**
 * What `npm ls --all --json` reports, sorted into problems and notes: a package missing, extraneous
 * or not matching what depends on it is a problem, unless every spec it fails is a dist-tag
 * ("latest"), which npm ls reports as invalid whatever is installed.
 * @param {TreeNode} tree
 * @returns {{ problems: string[], notes: string[] }}
 */
export function treeFindings(tree) {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  /** @param {TreeNode} node @param {string} trail */
  const visit = (node, trail) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      const where = `${trail}${name}`;
      if (child.missing) problems.push(`${where} is missing: run npm install`);
      if (child.extraneous) problems.push(`${where} is installed but in neither package.json nor the lockfile`);
      if (child.invalid) {
        const specs = [...child.invalid.matchAll(/"([^"]*)" from/g)].map((match) => match[1] ?? '');
        if (specs.length && specs.every((spec) => DIST_TAG.test(spec))) {
          notes.push(`${where} is wanted as ${[...new Set(specs)].join(', ')} (a tag npm cannot check offline)`);
        } else {
          problems.push(`${where} does not match what depends on it: ${child.invalid}`);
        }
      }
      visit(child, `${where} > `);
    }
  };
  visit(tree, '');
  return { problems: [...new Set(problems)], notes: [...new Set(notes)] };
}

/**
 * What `npm audit --omit=dev --json` means for the launch: no advisory, the advisories found, or
 * that it could not run (a registry that refuses audits answers 405), which is never a pass.
 * @param {string} output its standard output
 * @returns {{ ok: boolean, message: string }}
 */
export function auditOutcome(output) {
  /** @type {{ statusCode?: number, message?: string, error?: unknown, metadata?: { vulnerabilities?: Record<string, number>, dependencies?: { prod?: number } } }} */
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { ok: false, message: `npm audit could not run and printed no report: ${output.trim().slice(0, 200)}` };
  }
  if (report.statusCode || report.error || !report.metadata?.vulnerabilities) {
    return {
      ok: false,
      message: `npm audit could not run (${report.message ?? 'the registry gave no audit report'}), so no advisory was checked. A registry without the advisory service answers 405 Method Not Allowed: before launch, run npm run check:dependencies where npm's registry answers audits`,
    };
  }
  const found = Object.entries(report.metadata.vulnerabilities).filter(
    ([level, count]) => level !== 'total' && count > 0,
  );
  const checked = report.metadata.dependencies?.prod;
  if (!found.length) {
    return {
      ok: true,
      message: `npm audit: no advisory against the ${checked ?? ''} packages the site ships`.replace('  ', ' '),
    };
  }
  return {
    ok: false,
    message: `npm audit: ${found.map(([level, count]) => `${count} ${level}`).join(', ')} advisories against packages the site ships: run npm audit --omit=dev for the details, and update or replace each package before launch`,
  };
}

/** @param {string[]} args */
function npm(args) {
  return spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  process.chdir(root);
  let failed = false;
  /** @param {string} label @param {string[]} problems */
  const report = (label, problems) => {
    if (!problems.length) return console.log(`ok    ${label}`);
    failed = true;
    for (const problem of problems) console.error(`error ${label}: ${problem}`);
  };

  report(
    'package-lock.json: every package from the registry, with a SHA-512 digest',
    lockfileProblems(JSON.parse(readFileSync('package-lock.json', 'utf8'))),
  );

  for (const [label, args] of /** @type {const} */ ([
    ['package.json and package-lock.json agree', ['ls', '--all', '--json', '--package-lock-only']],
    ['node_modules matches package-lock.json', ['ls', '--all', '--json']],
  ])) {
    const listed = npm([...args]);
    /** @type {TreeNode} */
    let tree;
    try {
      tree = JSON.parse(listed.stdout);
    } catch {
      report(label, [`npm ${args.join(' ')} printed no tree: ${listed.stderr.trim().slice(0, 200)}`]);
      continue;
    }
    const { problems, notes } = treeFindings(tree);
    report(label, problems);
    for (const note of notes) console.log(`note  ${label}: ${note}`);
  }

  const audit = auditOutcome(npm(['audit', '--omit=dev', '--json']).stdout);
  if (audit.ok) console.log(`ok    ${audit.message}`);
  else {
    failed = true;
    console.error(`error ${audit.message}`);
  }

  if (failed) {
    console.error('\nThe dependencies are not ready for launch: fix or re-run the checks above.');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
