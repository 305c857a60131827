import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { git } from './git.mjs';

/**
 * Where builds keep what the next build can reuse (tokens read, pick pages written, cards drawn):
 * inside node_modules, which a CI cache of dependencies keeps and `npm ci` clears. Pages and cards
 * are kept under sourcesKey() and their own data.
 * @param {string} name
 */
export const buildCachePath = (name) => path.join(process.cwd(), 'node_modules/.cache/receipts-club', name);

/**
 * Every file a build can read but those `exclude` names (files, or folders by their path): each file
 * git knows in `root`, tracked or new and not ignored, so what a build writes never counts.
 * @param {string} root @param {readonly string[]} exclude
 */
export function sourceFiles(root, exclude) {
  return git(root, ['ls-files', '--cached', '--others', '--exclude-standard', '-z'])
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)))
    .filter((file) => !exclude.some((skip) => file === skip || file.startsWith(`${skip}/`)))
    .sort();
}

/** @type {Map<string, string>} */
const keys = new Map();

/**
 * The one key of what the build cache keeps, besides each entry's own data: a hash of every file
 * the build can read (sourceFiles; a change to any of them makes every page and card again), the
 * dependencies as installed, Node's version and Unicode data (every date goes through Intl), and
 * `values`, the settings the build takes from its environment. Computed once per process.
 * @param {{ root?: string, exclude?: readonly string[], values?: Record<string, unknown> }} [options]
 */
export function sourcesKey({ root = process.cwd(), exclude = [], values = {} } = {}) {
  const id = JSON.stringify([root, exclude, values]);
  const known = keys.get(id);
  if (known) return known;
  const hash = createHash('sha256');
  for (const file of [...sourceFiles(root, exclude), 'node_modules/.package-lock.json']) {
    const full = path.join(root, file);
    if (existsSync(full)) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  const { node, icu, tz, unicode } = process.versions;
  const key = hash.update(JSON.stringify({ values, node, icu, tz, unicode })).digest('hex');
  keys.set(id, key);
  return key;
}

// Each page or card kept is named by its key (what it was made from) and carries the SHA-256 of
// its bytes beside it: a file edited in the cache (or restored half-written from a CI cache) no
// longer matches what the build that kept it wrote, and is made again instead of published.
const digestSuffix = '.sha256';
const digestFile = (/** @type {string} */ entry) => `${entry}${digestSuffix}`;
const sha256 = (/** @type {Uint8Array} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * Keeps `bytes` as the cache entry `entry`, with their digest. Each file is written whole, then
 * renamed into place: a build stopped halfway leaves an entry that does not match, never half of one.
 * @param {string} entry @param {Uint8Array} bytes
 */
export function keepInCache(entry, bytes) {
  const partial = `${entry}.${process.pid}.partial`;
  // Without its digest, a build stopped before the last rename leaves an entry that is 'missing'.
  rmSync(digestFile(entry), { force: true });
  writeFileSync(partial, bytes);
  renameSync(partial, entry);
  writeFileSync(partial, sha256(bytes));
  renameSync(partial, digestFile(entry));
}

/**
 * What the cache holds under `entry`: nothing ('missing': no entry or no digest beside it, as an
 * entry kept before digests), an entry whose bytes no longer match its digest ('changed'), or an
 * intact one.
 * @param {string} entry
 * @returns {'missing' | 'changed' | 'intact'}
 */
export function cacheEntryState(entry) {
  if (!existsSync(entry) || !existsSync(digestFile(entry))) return 'missing';
  return sha256(readFileSync(entry)) === readFileSync(digestFile(entry), 'utf8') ? 'intact' : 'changed';
}

/**
 * Copies the cache entry `entry` to `target` (a copy-on-write clone where the file system has them,
 * never a link), then checks the copy's bytes against the entry's digest: what is checked is what
 * is published. A copy that does not match is deleted.
 * @param {string} entry @param {string} target
 * @returns {'missing' | 'changed' | 'copied'}
 */
export function copyFromCache(entry, target) {
  if (!existsSync(entry) || !existsSync(digestFile(entry))) return 'missing';
  copyFileSync(entry, target, constants.COPYFILE_FICLONE);
  if (sha256(readFileSync(target)) === readFileSync(digestFile(entry), 'utf8')) return 'copied';
  rmSync(target);
  return 'changed';
}

/**
 * Deletes each entry of the cache folder `dir` that `keep` does not keep, with its digest, and any
 * digest whose entry is gone or partial file a stopped build left. Returns how many entries went.
 * @param {string} dir @param {(entry: string, stat: import('node:fs').Stats) => boolean} keep
 */
export function pruneCache(dir, keep) {
  let pruned = 0;
  for (const name of readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (name.endsWith('.partial')) rmSync(entry, { force: true });
    else if (name.endsWith(digestSuffix) || keep(entry, statSync(entry))) continue;
    else {
      rmSync(entry);
      rmSync(digestFile(entry), { force: true });
      pruned += 1;
    }
  }
  for (const name of readdirSync(dir)) {
    if (name.endsWith(digestSuffix) && !existsSync(path.join(dir, name.slice(0, -digestSuffix.length)))) {
      rmSync(path.join(dir, name));
    }
  }
  return pruned;
}
