// The release folders under a publish target (docs/deploy.md, "Scheduled publish"):
//   <target>/releases/<id>/   one complete copy of out/ per publish, named so that names sort by time;
//                             a file with the same bytes as in the release before is a hard link to it
//   <target>/current          a symbolic link to the release being served, replaced in one rename
import {
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
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
 * The regular files of a release, by their path inside it, found without following a symbolic link:
 * a file reached through one is never linked into a new release.
 * @param {string | undefined} dir @returns {Map<string, string>} each file's full path
 */
function releaseFiles(dir) {
  /** @type {Map<string, string>} */
  const files = new Map();
  if (!dir || !existsSync(dir) || !lstatSync(dir).isDirectory()) return files;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile()) files.set(path.relative(dir, file), file);
  }
  return files;
}

/**
 * Puts `source` at `target`: a hard link to `same` when given, else (or where the file system takes
 * no hard links) a copy with the same times (a copy-on-write clone where the file system has them).
 * @param {string} source @param {string} target @param {string | undefined} same a file with the same bytes
 * @returns {boolean} whether it linked
 */
function linkOrCopy(source, target, same) {
  mkdirSync(path.dirname(target), { recursive: true });
  if (same) {
    try {
      linkSync(same, target);
      return true;
    } catch (error) {
      if (!['EPERM', 'ENOTSUP', 'EXDEV', 'EMLINK'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) {
        throw error;
      }
    }
  }
  const stat = lstatSync(source);
  if (stat.isFile()) {
    copyFileSync(source, target, constants.COPYFILE_FICLONE);
    utimesSync(target, stat.atime, stat.mtime);
  } else {
    cpSync(source, target, { preserveTimestamps: true });
  }
  return false;
}

/**
 * Copies `out` into `dir`, each file with the same bytes as the file at its path in `earlier` (the
 * release being served) a hard link to that file. A linked file takes the build's times, as a copy
 * would: the carry-over in createRelease reads them as the time the release served last used it.
 * @param {string} out @param {string} dir @param {Map<string, string>} earlier
 * @returns {number} the files linked
 */
function fillRelease(out, dir, earlier) {
  let linked = 0;
  mkdirSync(dir);
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    const source = path.join(entry.parentPath, entry.name);
    const file = path.relative(out, source);
    const target = path.join(dir, file);
    if (entry.isDirectory()) {
      mkdirSync(target, { recursive: true });
      continue;
    }
    const stat = lstatSync(source);
    const before = entry.isFile() ? earlier.get(file) : undefined;
    // Compared in full, never by time: only a file the size of the one before is read.
    const same = before && lstatSync(before).size === stat.size && readFileSync(source).equals(readFileSync(before));
    if (linkOrCopy(source, target, same ? before : undefined)) {
      utimesSync(target, stat.atime, stat.mtime);
      linked += 1;
    }
  }
  return linked;
}

/**
 * Copies `out` into a new release folder (written under a temporary name, then renamed), each file
 * unchanged since the release being served a hard link to that release's (fillRelease), and adds
 * the `/_next/static/` files of the release being served that the new build lacks and that are
 * younger than `keepStaticHours`: a tab opened before the switch still loads the scripts and styles
 * its page names, for that long. A carried file is a link too, and keeps its age.
 * @param {{ out: string, target: string, name: string, keepStaticHours: number, now?: Date }} options
 * @returns {{ dir: string, carried: number, linked: number }}
 */
export function createRelease({ out, target, name, keepStaticHours, now = new Date() }) {
  if (!RELEASE_NAME.test(name)) throw new Error(`"${name}" is not a release name`);
  const releases = path.join(target, 'releases');
  const dir = path.join(releases, name);
  if (existsSync(dir)) throw new Error(`release ${dir} already exists`);
  const partial = path.join(releases, `.partial-${name}`);
  mkdirSync(releases, { recursive: true });
  rmSync(partial, { recursive: true, force: true });
  const current = currentRelease(target);
  const earlier = releaseFiles(
    current && listReleases(target).includes(current) ? path.join(releases, current) : undefined,
  );
  const linked = fillRelease(out, partial, earlier);

  let carried = 0;
  const oldest = now.getTime() - keepStaticHours * 3_600_000;
  for (const [file, source] of keepStaticHours > 0 ? earlier : []) {
    if (!file.startsWith(`${STATIC}${path.sep}`) || existsSync(path.join(partial, file))) continue;
    if (statSync(source).mtimeMs < oldest) continue;
    linkOrCopy(source, path.join(partial, file), source);
    carried += 1;
  }
  servedModes(partial);
  renameSync(partial, dir);
  return { dir, carried, linked };
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
