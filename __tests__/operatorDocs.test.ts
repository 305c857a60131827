/**
 * @jest-environment node
 */
// The operator's docs name only what exists: every repository file, every file the build or the
// publish writes, every npm script. An operator follows them on a fresh server, where a wrong name is
// a failed step (a snippet the build no longer writes once made `nginx -t` fail).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DOCS = ['README.md', 'docs/operating.md', 'docs/deploy.md', 'docs/architecture.md'];
const TOP = [
  'app',
  'bench',
  'components',
  'content',
  'data',
  'deploy',
  'docs',
  'e2e',
  'lib',
  'public',
  'sample',
  'scripts',
];
const ROOT_FILES = /^(package(-lock)?\.json|README\.md|tsconfig\.json|next\.config\.mjs|\.ci\/run)$/;

const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
);
const source = (folder: string) =>
  readdirSync(folder)
    .filter((name) => /\.(mjs|ts)$/.test(name))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');
const buildSteps = source('scripts/build');
const publishSource = readdirSync('scripts')
  .filter((name) => name.startsWith('publish'))
  .map((name) => readFileSync(path.join('scripts', name), 'utf8'))
  .join('\n');

/** Paths as the docs write them: in backticks, or after a command in a code block. */
function namedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  const words = spans.flatMap((span) => span.split(/[\s"'=(),;:]+/));
  const blocks = [...text.matchAll(/```\w*\n([\s\S]*?)```/g)].flatMap((match) =>
    (match[1] ?? '').split(/[\s"'=(),;{}]+/),
  );
  return [...new Set([...words, ...blocks])].map((word) => word.replace(/[.,]$/, '')).filter(Boolean);
}

/** Why a named path does not exist, or undefined when it does (in the repository or in what a run writes). */
function missing(word: string): string | undefined {
  const file = word.replace(/\/$/, '');
  if (file.startsWith('out/')) {
    const inOut = file.slice(4);
    const route = inOut.replace(/\.html$/, '').replace(/\/index$/, '');
    const written =
      inOut === '' ||
      ['_next/static', '404.html', 'index.html'].includes(inOut) ||
      existsSync(path.join('app', route)) ||
      existsSync(path.join('app', path.dirname(route), '[version]')) ||
      buildSteps.includes(`'${path.basename(inOut)}'`) ||
      buildSteps.includes(`/${path.basename(inOut)}`) ||
      (inOut.startsWith('slips/') && existsSync('content/record/slips'));
    return written ? undefined : 'not written into out/ by the build';
  }
  const target = /^(?:<target>|\/srv\/receipts-club)\/([^/]+)/.exec(file)?.[1];
  if (target) {
    // site/ is the clone the docs make; the publish writes the rest.
    if (target === 'site') return undefined;
    return publishSource.includes(`'${target}'`) ? undefined : 'not written by scripts/publish*.mjs';
  }
  const top = file.split('/')[0] ?? '';
  if (!TOP.includes(top) && !ROOT_FILES.test(file)) return undefined;
  if (/[<>*]/.test(file)) return undefined;
  if (existsSync(file)) return undefined;
  if (top === 'deploy' && buildSteps.includes(`'${path.basename(file)}'`)) return undefined;
  return 'no such file in the repository, and no build step writes it';
}

describe.each(DOCS)('%s', (doc) => {
  const text = readFileSync(doc, 'utf8');

  test('names only files that exist or that the build or the publish writes', () => {
    const problems = namedPaths(text).flatMap((word) => {
      const why = missing(word);
      return why ? [`${word}: ${why}`] : [];
    });
    expect(problems).toEqual([]);
  });

  test('names only npm scripts that package.json has', () => {
    const named = [...text.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});

test('the check sees a renamed or removed file', () => {
  expect(missing('deploy/cache-control.conf')).toMatch(/no such file/);
  expect(missing('deploy/response-maps.conf')).toBeUndefined();
  expect(missing('scripts/setup-debian.sh')).toBeUndefined();
  expect(missing('<target>/status.json')).toBeUndefined();
  expect(missing('<target>/state.json')).toMatch(/publish/);
  expect(missing('out/record.csv')).toBeUndefined();
  expect(missing('out/members.csv')).toMatch(/out\//);
});
