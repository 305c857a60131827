/**
 * @jest-environment node
 */
// The README's tree is where a newcomer starts: it names every top-level folder git holds, and every
// folder or file it names is there.
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';

const DOC = 'README.md';
const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);

/** A folder (`name/`) or a file with an extension the repository uses, as the tree writes them. */
const NAME =
  /(?<=^|[\s(;,])((?:[\w.-]+\/)*[\w.-]+(?:\/|\.(?:tsx?|mjs|cjs|json|mdx?|css|conf|sh|pem|csv)))(?=[\s),;:]|$)/g;

/** The tree's entries: a top-level folder at the start of a line (one line each), and the text that describes it. */
function treeEntries(markdown: string): { top: string; text: string }[] {
  const block = /^## The tree\n\n```\n([\s\S]*?)```/m.exec(markdown)?.[1];
  if (block === undefined) throw new Error(`${DOC} has no "## The tree" code block`);
  const entries: { top: string; text: string }[] = [];
  for (const line of block.split('\n')) {
    const top = /^([\w.-]+)\/ /.exec(line)?.[1];
    const last = entries.at(-1);
    if (top) entries.push({ top, text: line.slice(top.length + 1) });
    else if (last) last.text += `\n${line}`;
  }
  return entries;
}

/** Whether `name` (a path from the root, or a bare name anywhere under the entry's folder) is among the files. */
function exists(files: readonly string[], top: string, name: string): boolean {
  const bare = name.replace(/\/$/, '');
  if (files.some((file) => file === bare || file.startsWith(`${bare}/`))) return true;
  return !bare.includes('/') && files.some((file) => file.startsWith(`${top}/`) && `/${file}/`.includes(`/${bare}/`));
}

/** What is wrong with the tree against the files git holds: one line each. */
function treeProblems(markdown: string, files: readonly string[]): string[] {
  const entries = treeEntries(markdown);
  const named = new Set(entries.map(({ top }) => top));
  const tops = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0] ?? ''))];
  return [
    ...tops.filter((top) => !named.has(top)).map((top) => `${top}/ is in git but not in the tree: add a line for it`),
    ...entries.flatMap(({ top, text }) => {
      // A folder a run writes is named with the words "not committed".
      if (/not committed/.test(text)) return [];
      if (!files.some((file) => file.startsWith(`${top}/`))) return [`${top}/ is in the tree but not in git`];
      return [...text.matchAll(NAME)]
        .map((match) => match[1] ?? '')
        .filter((name) => !exists(files, top, name))
        .map((name) => `${top}/ names ${name}, which git does not hold`);
    }),
  ];
}

test('the tree names every top-level folder in git, and only what exists', () => {
  expect(treeProblems(readFileSync(DOC, 'utf8'), tracked)).toEqual([]);
});

test('the check sees a folder missing from the tree and a name that is gone', () => {
  const tree = '## The tree\n\n```\napp/   routes (app/error.tsx, gone.tsx)\nextra/   nothing\n```\n';
  expect(treeProblems(tree, ['app/error.tsx', 'lib/format.ts', 'README.md'])).toEqual([
    'lib/ is in git but not in the tree: add a line for it',
    'app/ names gone.tsx, which git does not hold',
    'extra/ is in the tree but not in git',
  ]);
});

test('the README is a five-minute read', () => {
  expect(statSync('README.md').size).toBeLessThanOrEqual(5 * 1024);
});
