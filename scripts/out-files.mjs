// Shared by the post-build steps, the preview server and the server tests: where out/ is, its
// pages, and how the site answers a URL (the rules deploy/nginx.conf implements for production).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pickIdPrefixes, pickRedirect } from '../deploy/redirects.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const out = path.join(root, 'out');

/** Stops with a message naming `dir` when no build is in it. @param {string} dir */
export function assertBuilt(dir) {
  if (!existsSync(path.join(dir, '404.html'))) {
    throw new Error(
      `${path.relative(process.cwd(), dir) || '.'}/ has no build in it yet: run \`npm run build\` first.`,
    );
  }
}

assertBuilt(out);

/**
 * Every file under `dir` whose name ends with `extension`, as absolute paths.
 * @param {string} dir
 * @param {string} extension
 * @returns {string[]}
 */
export function filesIn(dir, extension) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(full, extension);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/** The pages the build writes that are not pages of their own: the 404 page under its names. */
const notFoundPages = new Set(['404.html', '_not-found.html']);

/** Where the pick pages are: routes.picks in content/routes.ts, which the build's manifest gives. */
export const pickPagesFolder = '/record/picks';

/** A pick's own page (record/picks/RC-0412.html): one per pick, thousands of pages of one template. */
const isPickPage = (/** @type {string} */ page) => path.posix.dirname(`/${page}`) === pickPagesFolder;

const builtPages = filesIn(out, '.html')
  .map((file) => path.relative(out, file).split(path.sep).join('/'))
  .filter((page) => !notFoundPages.has(page));

/**
 * The public routes and the page each is built to, read from out/ so that every page the build
 * writes (nested ones such as terms/2025-09-16.html included) is here: { '/about': 'about.html' }.
 * The pick pages are listed apart (pickPageRoutes): a check that reads every page reads them all,
 * a browser test one of them.
 */
export const routes = routesOf(builtPages.filter((page) => !isPickPage(page)));

/** Every pick's page, as `routes` lists pages: { '/record/picks/RC-0412': 'record/picks/RC-0412.html' }. */
export const pickPageRoutes = routesOf(builtPages.filter(isPickPage));

/** @param {string[]} pages @returns {Record<string, string>} */
function routesOf(pages) {
  return Object.fromEntries(
    pages
      .map(
        (page) =>
          /** @type {[string, string]} */ ([page === 'index.html' ? '/' : `/${page.slice(0, -'.html'.length)}`, page]),
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** @param {string} file */
const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** @type {Map<string, string[]>} */
const pickIdPrefixesByBuild = new Map();

/** The id prefixes of the pick pages built in `dir`, read once. @param {string} dir */
function pickIdPrefixesIn(dir) {
  let prefixes = pickIdPrefixesByBuild.get(dir);
  if (!prefixes) {
    const folder = path.join(dir, pickPagesFolder);
    const pages = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.html')) : [];
    prefixes = pickIdPrefixes(pages.map((name) => name.slice(0, -'.html'.length)));
    pickIdPrefixesByBuild.set(dir, prefixes);
  }
  return prefixes;
}

/**
 * The file a decoded path names, a page by its clean URL, or the home page: nginx's try_files.
 * @param {string} decoded
 * @param {string} dir
 */
function fileFor(decoded, dir) {
  return [path.join(dir, decoded), path.join(dir, `${decoded}.html`), path.join(dir, decoded, 'index.html')].find(
    (file) => file.startsWith(dir + path.sep) && isFile(file),
  );
}

/** A path the site may redirect to: "/"-led segments of letters, digits, "-", "_" and ".", none led by a dot. */
const SAFE_PATH = /^(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;

/** Not content: dotfiles, the CDN header file, the 404 page's own addresses and build files. */
const NOT_CONTENT = /\/\.|^\/_headers$|^\/404(?:\.html)?$|^\/_not-found(?:[./]|$)/;

/**
 * A decoded path with its "." and ".." segments resolved as nginx resolves them, or null when ".."
 * would climb above the root (nginx refuses such a request). Empty segments ("//") stay, as nginx
 * keeps them with merge_slashes off, for the rules below to refuse.
 * @param {string} decoded
 */
function withoutDotSegments(decoded) {
  const segments = decoded.split('/').slice(1);
  /** @type {string[]} */
  const kept = [];
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (segment === '.' || segment === '..') {
      if (segment === '..' && kept.pop() === undefined) return null;
      if (last) kept.push('');
    } else {
      kept.push(segment);
    }
  }
  return `/${kept.join('/')}`;
}

/**
 * How the site answers a request target (as sent): the file it serves with 200, the same-site path it
 * redirects to with 308 (each page has one address: no trailing slash, no ".html", no "/index", a
 * pick's id in the ledger's letter case: deploy/redirects.mjs), or
 * 404. It reads the target as nginx does: an absolute URL by its path, nothing from a "#" on, the
 * path decoded and its dot segments resolved. Only paths made of safe characters are ever
 * redirected, so a Location never leaves the site and never carries a control character.
 * @param {string} target
 * @param {string} [dir] the build served, out/ unless told
 * @returns {{ status: 200, file: string } | { status: 308, location: string } | { status: 404 }}
 */
export function answerFor(target, dir = out) {
  const withoutFragment = target.split('#', 1)[0] ?? '';
  const local = /^https?:\/\//i.test(withoutFragment)
    ? withoutFragment.replace(/^https?:\/\/[^/?]*/i, '') || '/'
    : withoutFragment;
  const queryAt = local.indexOf('?');
  const rawPath = queryAt === -1 ? local : local.slice(0, queryAt);
  const search = queryAt === -1 ? '' : local.slice(queryAt);
  let decoded;
  try {
    decoded = rawPath.startsWith('/') ? withoutDotSegments(decodeURIComponent(rawPath)) : null;
  } catch {
    return { status: 404 };
  }
  if (decoded === null) return { status: 404 };
  if (decoded.includes('//') || decoded.includes('\0') || NOT_CONTENT.test(decoded)) {
    return { status: 404 };
  }
  // A pick's id in another letter case, when its page exists; else the rules below, as nginx.
  const pickPage = pickRedirect(decoded, pickPagesFolder, pickIdPrefixesIn(dir));
  if (pickPage && isFile(path.join(dir, `${pickPage}.html`))) return { status: 308, location: `${pickPage}${search}` };
  if (decoded === '/index' || decoded === '/index.html') return { status: 308, location: `/${search}` };
  if (decoded.endsWith('.html')) {
    const page = decoded.slice(0, -'.html'.length);
    return SAFE_PATH.test(page) && isFile(path.join(dir, decoded))
      ? { status: 308, location: `${page}${search}` }
      : { status: 404 };
  }
  if (decoded !== '/' && decoded.endsWith('/')) {
    const page = decoded.slice(0, -1);
    return SAFE_PATH.test(page) ? { status: 308, location: `${page}${search}` } : { status: 404 };
  }
  const file = fileFor(decoded, dir);
  return file ? { status: 200, file } : { status: 404 };
}

/**
 * The file the site serves for a URL path, or undefined when it redirects or answers 404.
 * @param {string} urlPath
 */
export function fileForPath(urlPath) {
  const answer = answerFor(urlPath);
  return answer.status === 200 ? answer.file : undefined;
}
