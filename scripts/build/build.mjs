// What the post-build's steps (scripts/build/run.mjs) work on: one folder, its pages read and parsed
// once, and what each step needs before it can run, checked before it does.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCachePath } from '../../data/buildCache.mjs';
import { immutablePrefix } from '../../deploy/headers.mjs';
import { hasPickPagesManifest, pickPagesManifest, pickPagesManifestFile, readPages } from './built-pages.mjs';

/**
 * @typedef {{ name: string, problem: (build: Build) => string | undefined }} Need
 * @typedef {{ name: string, needs: readonly Need[], last?: true, run: (build: Build) => Promise<void> | void }} Step
 */

/** The folder as messages name it: relative to where the command runs, unless it is elsewhere. */
const shown = (/** @type {string} */ dir) => {
  const relative = path.relative(process.cwd(), dir);
  return relative.startsWith('..') ? dir : relative;
};

export class Build {
  /**
   * @param {string} dir the export's folder
   * @param {(name: string) => string} [cachePath] where the build cache keeps `name` (a test's own folder)
   */
  constructor(dir, cachePath = buildCachePath) {
    this.dir = path.resolve(dir);
    this.cachePath = cachePath;
    this.shown = shown(this.dir);
    /** @type {import('./built-pages.mjs').Page[] | undefined} */
    this.read = undefined;
    /** @type {ReturnType<typeof pickPagesManifest> | undefined} */
    this.manifestRead = undefined;
    this.written = false;
  }

  /** Every HTML page of the build, read and parsed on first use, once. */
  get pages() {
    this.read ??= readPages(this.dir);
    return this.read;
  }

  /** The pick pages' manifest, read once (the pick-pages step deletes the file). */
  get manifest() {
    this.manifestRead ??= pickPagesManifest(this.dir);
    return this.manifestRead;
  }

  /** Whether some page holds edits not yet written. */
  get pending() {
    return !this.written && (this.read ?? []).some((page) => page.changed);
  }

  /** Writes each changed page, once; returns how many. */
  async writePages() {
    const changed = (this.read ?? []).filter((page) => page.changed);
    await Promise.all(changed.map((page) => writeFile(page.file, page.result())));
    this.written = true;
    return changed.length;
  }
}

/** What steps need, each with what to do when it is missing. @satisfies {Record<string, Need>} */
export const needs = {
  pages: {
    name: 'pages',
    problem: (build) => (build.pages.length ? undefined : `${build.shown}/ has no pages: run \`next build\` first.`),
  },
  pickPagesManifest: {
    name: "the pick pages' manifest",
    problem: (build) =>
      build.manifestRead || hasPickPagesManifest(build.dir)
        ? undefined
        : `${path.join(build.shown, pickPagesManifestFile)} is missing: app/record/picks/pages.json/route.ts writes it in \`next build\`, and the pick-pages step deletes it. Run \`npm run build\` again.`,
  },
  hashedFiles: {
    name: "the build's hashed files",
    problem: (build) =>
      existsSync(path.join(build.dir, immutablePrefix))
        ? undefined
        : `${build.shown}${immutablePrefix} is missing: the build's hashed files were expected there. Next's output changed shape: update immutablePrefix in deploy/headers.mjs.`,
  },
  pagesWritten: {
    name: 'the pages written',
    problem: (build) =>
      build.pending ? 'pages still hold edits no step wrote: list this step after write-pages.' : undefined,
  },
};

/** The step that writes every page the steps before it changed. @type {Step} */
export const writePages = {
  name: 'write-pages',
  needs: [],
  async run(build) {
    const written = await build.writePages();
    console.log(`write-pages: ${written} pages changed, each written once.`);
  },
};

/**
 * Runs one step once what it needs is there. Returns the one message that stopped it, naming the
 * step (a step's own message that already begins with "error " is printed as it is), if one did.
 * @param {Step} step @param {Build} build
 * @returns {Promise<string | undefined>}
 */
export async function runStep(step, build) {
  try {
    const missing = step.needs.map((need) => need.problem(build)).find(Boolean);
    if (missing) return `error ${step.name}: ${missing}`;
    await step.run(build);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return message.startsWith('error ') ? message : `error ${step.name}: ${message}`;
  }
}
