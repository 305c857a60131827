// The release folders under a publish target (docs/deploy.md, "Scheduled publish"):
//   <target>/releases/<id>/   one complete copy of out/ per publish, named so that names sort by time
//   <target>/current          a symbolic link to the release being served, replaced in one rename
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

const RELEASE_NAME = /^\d{8}T\d{6}Z(-[0-9a-f]+)?$/;
const STATIC = path.join('_next', 'static');

/**
 * A release name: the publish time in UTC, then the commit built, e.g. "20261126T014500Z-1a2b3c4".
 * @param {Date} date @param {string} commit
 */
export function releaseName(date, commit) {
  return `${date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}-${commit.slice(0, 12)}`;
}

/** @param {string} target @returns {string[]} the release names, oldest first */
export function listReleases(target) {
  const dir = path.join(target, 'releases');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => RELEASE_NAME.test(name))
    .sort();
}

/** @param {string} target @returns {string | undefined} the release `current` points to */
export function currentRelease(target) {
  const link = path.join(target, 'current');
  if (!existsSync(link) && !isLink(link)) return undefined;
  if (!isLink(link)) {
    throw new Error(`${link} exists and is not a symbolic link: move it away, then publish again`);
  }
  return path.basename(readlinkSync(link));
}

/** @param {string} file */
function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Copies `out` into a new release folder (written under a temporary name, then renamed), and adds
 * the `/_next/static/` files of the release being served that the new build lacks and that are
 * younger than `keepStaticHours`: a tab opened before the switch still loads the scripts and styles
 * its page names, for that long.
 * @param {{ out: string, target: string, name: string, keepStaticHours: number, now?: Date }} options
 * @returns {{ dir: string, carried: number }}
 */
export function createRelease({ out, target, name, keepStaticHours, now = new Date() }) {
  if (!RELEASE_NAME.test(name)) throw new Error(`"${name}" is not a release name`);
  const releases = path.join(target, 'releases');
  const dir = path.join(releases, name);
  if (existsSync(dir)) throw new Error(`release ${dir} already exists`);
  const partial = path.join(releases, `.partial-${name}`);
  mkdirSync(releases, { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  cpSync(out, partial, { recursive: true, preserveTimestamps: true });

  let carried = 0;
  const previous = currentRelease(target);
  const oldest = now.getTime() - keepStaticHours * 3_600_000;
  if (previous && keepStaticHours > 0) {
    const from = path.join(releases, previous, STATIC);
    const to = path.join(partial, STATIC);
    for (const file of existsSync(from) ? readdirSync(from, { recursive: true, encoding: 'utf8' }) : []) {
      const source = path.join(from, file);
      const stat = statSync(source);
      if (!stat.isFile() || stat.mtimeMs < oldest || existsSync(path.join(to, file))) continue;
      mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
      cpSync(source, path.join(to, file), { preserveTimestamps: true });
      carried += 1;
    }
  }
  servedModes(partial);
  renameSync(partial, dir);
  return { dir, carried };
}

/**
 * Gives a release the modes it is served with, 0644 files and 0755 folders, whatever umask the build
 * ran under (it copies the build's own modes).
 * @param {string} dir
 */
function servedModes(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o755);
    else if (entry.isFile()) chmodSync(file, 0o644);
  }
}

/**
 * Points `current` at a release in one step: a new link under a temporary name, renamed over the old.
 * @param {string} target @param {string} name
 */
export function switchCurrent(target, name) {
  if (!listReleases(target).includes(name)) throw new Error(`no release ${name} in ${path.join(target, 'releases')}`);
  currentRelease(target);
  const next = path.join(target, `.current-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(path.join('releases', name), next);
  renameSync(next, path.join(target, 'current'));
}

/**
 * Deletes the oldest releases beyond `keep`, never the one being served.
 * @param {string} target @param {number} keep
 * @returns {string[]} the names deleted
 */
export function pruneReleases(target, keep) {
  const current = currentRelease(target);
  const names = listReleases(target);
  const doomed = names.slice(0, Math.max(0, names.length - keep)).filter((name) => name !== current);
  for (const name of doomed) rmSync(path.join(target, 'releases', name), { recursive: true, force: true });
  return doomed;
}

/**
 * The release to roll back to: `wanted` when given, otherwise the one before the release served.
 * @param {string} target @param {string | undefined} wanted
 */
export function rollbackTarget(target, wanted) {
  const names = listReleases(target);
  const current = currentRelease(target);
  if (wanted) {
    if (!names.includes(wanted)) throw new Error(`no release ${wanted}; kept: ${names.join(', ') || 'none'}`);
    return wanted;
  }
  const index = current ? names.indexOf(current) : -1;
  const previous = index > 0 ? names[index - 1] : undefined;
  if (!previous) throw new Error(`no release older than ${current ?? '(none)'} is kept in ${target}/releases`);
  return previous;
}
