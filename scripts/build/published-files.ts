// Post-build step, before the last: every file in out/ is one the
// build names. Next's own output, read from app/ (each page's HTML and React payloads, each route
// handler's and metadata route's file, the 404 page, _next/static/), public/'s files tracked in
// git, and what the steps write: the record's tokens, revealed slips and share cards, the pages'
// script payloads, the CDN's _headers. Anything else (a repository's config or objects copied
// through a link, a stray .env) stops the build with one line naming the file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pickPreviewPath, tokenPath } from '@/content/routes';
import { git } from '@/data/git.mjs';
import { getRecord } from '@/data/record/ledger';
import { getPickPages } from '@/data/record/pickPages';
import { cardSourcesFile } from '@/lib/record/proof/pageClaims.mjs';
import { isRevealed } from '@/lib/record/types';
import { literalPattern } from '@/lib/text/literalPattern.mjs';
import { needs, type Step } from './build.mjs';

const app = path.join(process.cwd(), 'app');

/**
 * A route folder's path in app/ as a pattern of the paths it answers: "record/[year]" →
 * record/[^/]+. Route groups and parallel slots ("(marketing)", "@modal") add no segment.
 */
function routePattern(folder: string): string {
  return folder
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'))
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/[^/]+)*';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/[^/]+(?:/[^/]+)*';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return `/${literalPattern(segment)}`;
    })
    .join('')
    .replace(/^\//, '');
}

/** The metadata files Next writes from a file of that name in app/ (app/robots.ts → robots.txt). */
const metadataFiles: Record<string, string> = {
  robots: 'robots\\.txt',
  sitemap: 'sitemap\\.xml',
  manifest: 'manifest\\.(?:webmanifest|json)',
  favicon: 'favicon\\.ico',
};
/** Metadata images: one file, or one per id a generateImageMetadata lists (icon/large.png). */
const metadataImages = ['icon', 'apple-icon', 'opengraph-image', 'twitter-image'];

/** What Next writes for each file of app/ that makes a route, as patterns of paths in out/. */
function nextOutputs(): string[] {
  const patterns = [
    // The 404 page, under its names, and its payloads.
    '404\\.html',
    '_not-found\\.(?:html|txt)',
    '_not-found/__next\\.[^/]+\\.txt',
    // The framework's scripts and styles, its build manifests, and files the code imports (fonts).
    '_next/static/chunks/[\\w.-]+\\.(?:js|css)',
    '_next/static/[\\w-]+/_(?:buildManifest|ssgManifest|clientMiddlewareManifest)\\.js',
    '_next/static/media/[\\w.-]+\\.(?:woff2?|ttf|otf|png|jpe?g|gif|webp|avif|svg|ico)',
  ];
  const files = readdirSync(app, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'));
  for (const file of files) {
    // A folder led by "_" is private to the code: no route.
    if (file.split('/').some((segment) => segment.startsWith('_'))) continue;
    const folder = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file);
    const name = path.posix.basename(file).replace(/\.[^.]+$/, '');
    const extension = path.posix.extname(file);
    const route = routePattern(folder);
    const under = route ? `${route}/` : '';
    if (name === 'page') {
      patterns.push(
        route ? `${route}\\.(?:html|txt)` : 'index\\.(?:html|txt)',
        // Each segment's React payload, which the client router fetches.
        `${under}__next\\.[^/]+\\.txt`,
      );
    } else if (name === 'route') {
      patterns.push(route);
    } else if (metadataImages.includes(name)) {
      patterns.push(
        /^\.[jt]sx?$/.test(extension)
          ? `${under}${literalPattern(name)}(?:/[^/]+)?(?:\\.\\w+)?`
          : `${under}${literalPattern(name)}${literalPattern(extension)}`,
      );
    } else if (!route && metadataFiles[name]) {
      patterns.push(metadataFiles[name]);
    }
  }
  return patterns;
}

/** Out/'s path of a path the site publishes at ("/record/cards/RC-0412.png" → record/cards/RC-0412.png). */
const inOut = (published: string) => published.replace(/^\//, '');

interface Source {
  readonly name: string;
  readonly files?: ReadonlySet<string>;
  readonly patterns?: RegExp;
}

/** Each source of files in out/: its name, and either the exact files it writes or their patterns. */
function namedSources(): Source[] {
  const record = getRecord();
  return [
    { name: "Next's pages, routes and assets (app/)", patterns: new RegExp(`^(?:${nextOutputs().join('|')})$`) },
    {
      name: "public/'s files tracked in git",
      files: new Set(
        git(process.cwd(), ['ls-files', '-z', '--', 'public'])
          .split('\0')
          .filter(Boolean)
          .map((file) => path.posix.relative('public', file)),
      ),
    },
    {
      name: "the record's tokens (tokens.ts)",
      files: new Set(
        record.chain.filter((entry) => record.tokens.has(entry.name)).map((entry) => inOut(tokenPath(entry.name))),
      ),
    },
    {
      name: "the revealed picks' slips (tokens.ts)",
      files: new Set(record.picks.filter(isRevealed).flatMap((pick) => (pick.slip ? [inOut(pick.slip)] : []))),
    },
    {
      name: 'the share cards (pick-cards.tsx)',
      files: new Set([...[...getPickPages().keys()].map((id) => inOut(pickPreviewPath(id))), cardSourcesFile]),
    },
    // script-loader.mjs moves each page's React payload into a file named by its hash.
    { name: "the pages' payloads (script-loader.mjs)", patterns: /^_next\/static\/payload\/[0-9a-f]+\.json$/ },
    { name: "the CDN's headers (server-headers.mjs)", files: new Set(['_headers']) },
  ];
}

/** Every file in `out`, each counted against the source that names it, or a problem. */
function checkPublished(out: string, outShown: string, sources: readonly Source[]) {
  const counts = new Map(sources.map((source) => [source.name, 0]));
  const problems: string[] = [];
  const entries = readdirSync(out, { recursive: true, withFileTypes: true }).sort((a, b) =>
    path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)),
  );
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const file = path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const shown = path.join(outShown, file);
    if (!entry.isFile()) {
      problems.push(
        `error ${shown}  is ${entry.isSymbolicLink() ? 'a symbolic link' : 'neither a file nor a folder'}: the build writes files only. Find the step or source that put it there and remove it.`,
      );
      continue;
    }
    const source = sources.find(({ files, patterns }) => files?.has(file) || patterns?.test(file));
    if (source) counts.set(source.name, (counts.get(source.name) ?? 0) + 1);
    else {
      problems.push(
        `error ${shown}  is no file the build names: not Next's output for a route in app/, not a tracked file of public/, not a step's (tokens, slips, cards, payloads, _headers). Find what put it there (a link in public/, a step writing outside its files) and remove it; a new step names its files in scripts/build/published-files.ts.`,
      );
    }
  }
  return { counts, problems };
}

export const publishedFiles: Step = {
  name: 'published-files',
  needs: [needs.pagesWritten],
  run(build) {
    const { counts, problems } = checkPublished(build.dir, build.shown, namedSources());
    if (problems.length) {
      throw new Error(
        `${problems.join('\n')}\n\n${problems.length} file${problems.length === 1 ? '' : 's'} in ${build.shown}/ that no step or source names: nothing is published from a build that holds one.`,
      );
    }
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `published-files: each of the ${total} files in ${build.shown}/ is named: ${[...counts]
        .filter(([, count]) => count > 0)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ')}.`,
    );
  },
};
