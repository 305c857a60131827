/**
 * No silent edits: the text of a legal version never changes once it is in effect. Reads the git
 * history of content/terms/ and content/privacy/. The commit that introduced these folders is the
 * baseline: what came before it (the old single files, the move) is not an edit.
 *
 * Dates come from git, and an editor sets a commit's date at will (GIT_COMMITTER_DATE). So a
 * commit's day is the latest day, in the site's time zone, among its own committer date and all its
 * ancestors': a commit is never earlier than the history it was made on.
 *
 * A version's reference text is its text on the line of history that was live on its effective
 * date: from HEAD back through the parents dated on or after that date (the first parent when it
 * is one), to the last commit before it. If the version was there, that is its text; if it landed
 * on that line later, its text when it landed. A version dated on or before the build date must
 * still have that text, in the last commit and in the working tree.
 *
 * A new version (one the baseline did not hold) cannot be dated before the day it landed, and a
 * version on disk that is not committed cannot be dated before the build date: either would take
 * effect on a day when nothing records it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_DOCUMENTS, calendarDay, nextDay, versionDate } from '../../lib/legal/versions.mjs';
import { assertFullHistory, blobIds, git, gitBuffer } from '../git.mjs';

const FOLDERS = LEGAL_DOCUMENTS.map((document) => `content/${document}`);

/** @param {string} root @returns {string | undefined} the commit checked out, or undefined before the first commit */
function headCommit(root) {
  try {
    return git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']);
  } catch {
    return undefined;
  }
}

/**
 * Every commit of HEAD's history with its parents and its day: the latest day in `timeZone` among
 * its own committer date and its ancestors'.
 * @param {string} root
 * @param {string} timeZone
 * @returns {Map<string, { parents: string[], day: string }>}
 */
function commitDays(root, timeZone) {
  /** @type {Map<string, { parents: string[], time: number, day: string }>} */
  const commits = new Map();
  // Parents before children, so each commit's ancestors are done when it is reached.
  for (const line of git(root, ['log', '--topo-order', '--reverse', '--format=%H %ct %P', 'HEAD']).split('\n')) {
    const [hash, seconds, ...parents] = line.split(' ');
    if (!hash) continue;
    const time = Math.max(Number(seconds), ...parents.map((parent) => commits.get(parent)?.time ?? 0));
    commits.set(hash, { parents, time, day: calendarDay(new Date(time * 1000), timeZone) });
  }
  return commits;
}

/**
 * The line of history live on `date`, oldest first: from HEAD back through parents dated on or
 * after it (the first parent when it is one of them), down to the last commit before it, if any.
 * @param {Map<string, { parents: string[], day: string }>} commits
 * @param {string} head
 * @param {string} date
 */
function liveLine(commits, head, date) {
  const line = [];
  for (let /** @type {string | undefined} */ hash = head; hash;) {
    line.push(hash);
    const commit = commits.get(hash);
    if (!commit || commit.day < date) break;
    hash = commit.parents.find((parent) => (commits.get(parent)?.day ?? '') >= date) ?? commit.parents[0];
  }
  return line.reverse();
}

/** @param {string} file */
function isVersionFile(file) {
  return FOLDERS.includes(path.posix.dirname(file)) && versionDate(path.posix.basename(file)) !== undefined;
}

/**
 * Every version file HEAD's history ever added (with merges' own additions), first addition first:
 * each record is a commit followed by the files it added.
 * @param {string} root @param {string | undefined} head
 * @returns {string[][]}
 */
function versionAdditions(root, head) {
  if (!head) return [];
  return git(root, [
    'log',
    '--topo-order',
    '--reverse',
    '--full-history',
    '-m',
    '--no-renames',
    '--diff-filter=A',
    '--format=%x00%H',
    '--name-only',
    'HEAD',
    '--',
    ...FOLDERS,
  ])
    .split('\0')
    .map((record) => record.split('\n').filter(Boolean))
    .filter((record) => record.length > 1);
}

/**
 * @typedef {object} History what every version's check reads
 * @property {string} root
 * @property {string} today the build day
 * @property {Map<string, { parents: string[], day: string }>} commits
 * @property {Map<string, string[]>} lines the live line of each effective date
 * @property {Map<string, string | undefined>} blob each `commit:file` asked for, and its blob when there is one
 * @property {Set<string>} baselineFiles
 * @property {string} nextDate the earliest date a new version can take
 * @property {(folder: string, day: string) => string} freeDay the first day from `day` on that no version of the folder is dated
 */

/**
 * @param {{ root: string, today: string, timeZone: string }} options the repository, the build day
 *   ("YYYY-MM-DD") and the site's time zone, which turns commit times into days
 * @returns {{ baseline: string | undefined, checked: number, problems: { file: string, message: string }[] }}
 */
export function checkLegalHistory({ root, today, timeZone }) {
  assertFullHistory(root, 'the history of the legal documents');
  const head = headCommit(root);

  const additions = versionAdditions(root, head);
  const baseline = additions[0]?.[0];
  const baselineFiles = new Set(
    baseline ? git(root, ['ls-tree', '-r', '--name-only', baseline, '--', ...FOLDERS]).split('\n') : [],
  );
  const onDisk = FOLDERS.flatMap((folder) =>
    existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder)).map((name) => `${folder}/${name}`) : [],
  );
  const committedFiles = additions.flatMap((record) => record.slice(1)).filter(isVersionFile);
  const files = [...new Set([...committedFiles, ...onDisk.filter(isVersionFile)])].sort();

  // A new version of an edited one goes after every committed version.
  const newest =
    committedFiles
      .map((file) => versionDate(path.basename(file)) ?? '')
      .sort()
      .at(-1) ?? today;
  const nextDate = nextDay(newest > today ? newest : today);
  /** @type {(folder: string, day: string) => string} */
  const freeDay = (folder, day) => (files.includes(`${folder}/${day}.mdx`) ? freeDay(folder, nextDay(day)) : day);

  const commits = head ? commitDays(root, timeZone) : new Map();
  /** @type {Map<string, string[]>} */
  const lines = new Map();
  const inEffect = files.filter((file) => (versionDate(path.basename(file)) ?? '') <= today);
  for (const file of inEffect) {
    const date = versionDate(path.basename(file)) ?? '';
    if (head && !lines.has(date)) lines.set(date, liveLine(commits, head, date));
  }
  const blob = blobIds(
    root,
    inEffect.flatMap((file) =>
      (lines.get(versionDate(path.basename(file)) ?? '') ?? []).map((hash) => `${hash}:${file}`),
    ),
  );

  /** @type {History} */
  const history = { root, today, commits, lines, blob, baselineFiles, nextDate, freeDay };
  const problems = [];
  let checked = 0;
  for (const file of inEffect) {
    const result = checkVersion(history, file);
    if (result.checked) checked += 1;
    if (result.message) problems.push({ file, message: result.message });
  }
  return { baseline, checked, problems };
}

/**
 * One version in effect: whether its text was checked against its reference, and what is wrong.
 * @param {History} history @param {string} file
 * @returns {{ checked: boolean, message?: string }}
 */
function checkVersion({ root, today, commits, lines, blob, baselineFiles, nextDate, freeDay }, file) {
  const date = versionDate(path.basename(file)) ?? '';
  const folder = path.posix.dirname(file);
  const full = path.join(root, file);
  const line = lines.get(date) ?? [];
  const has = (/** @type {string | undefined} */ hash) =>
    hash !== undefined && blob.get(`${hash}:${file}`) !== undefined;
  const before = line[0] !== undefined && (commits.get(line[0])?.day ?? '') < date ? line[0] : undefined;
  const landed = has(before) ? undefined : line.find(has);
  const reference = has(before) ? before : landed;

  if (!reference) {
    // Not on the live line at all: never committed (or withdrawn before it took effect).
    if (!existsSync(full) || date >= today) return { checked: false };
    const day = freeDay(folder, today);
    return {
      checked: false,
      message: `This version is dated ${date}, before the build date (${today}), and is not committed: nothing records that it was published on that day, and a new version cannot take effect in the past. Date it ${day} or later (rename it to ${folder}/${day}.mdx), then commit it no later than that day.`,
    };
  }
  const landedDay = landed ? (commits.get(landed)?.day ?? '') : '';
  if (landed && !baselineFiles.has(file) && landedDay > date) {
    // A new version dated before the day it landed. Once it is gone from the working tree, it is
    // a mistake undone: the build never published it.
    if (!existsSync(full)) return { checked: false };
    const day = freeDay(folder, landedDay > today ? landedDay : today);
    return {
      checked: false,
      message: `This version is dated ${date} but was committed on ${landedDay} (commit ${git(root, ['log', '-1', '--format=%h "%s"', landed])}), and a new version cannot take effect before the day it is committed. Date it ${day} or later: rename it to ${folder}/${day}.mdx (git mv ${file} ${folder}/${day}.mdx) and commit the rename no later than that day.`,
    };
  }
  return { checked: true, message: changedText(root, file, date, reference, nextDate) };
}

/**
 * Why a version in effect no longer has its reference text (removed, or edited), or undefined.
 * @param {string} root @param {string} file @param {string} date its effective date
 * @param {string} reference the commit holding its text @param {string} nextDate
 */
function changedText(root, file, date, reference, nextDate) {
  const folder = path.posix.dirname(file);
  const full = path.join(root, file);
  const short = reference.slice(0, 7);
  const restore = `git checkout ${short} -- ${file}`;
  const newVersion = `copy it to ${folder}/${nextDate}.mdx (dated ${nextDate} or later) and add a summary of what changed to the new file's metadata`;

  if (!existsSync(full)) {
    return `This version took effect on ${date} and has been removed. Every version stays published once it is in effect: restore it (${restore}). To replace it, ${newVersion}.`;
  }
  const original = gitBuffer(root, ['show', `${reference}:${file}`]);
  if (original.equals(readFileSync(full))) return undefined;

  const edits = git(root, ['log', '--format=%h "%s"', `${reference}..HEAD`, '--', file])
    .split('\n')
    .filter(Boolean)
    .map((edit) => `commit ${edit}`);
  let committed;
  try {
    committed = gitBuffer(root, ['show', `HEAD:${file}`]);
  } catch {
    committed = undefined;
  }
  if (!committed?.equals(readFileSync(full))) edits.push('uncommitted changes');
  return `This version took effect on ${date} and its text has changed since (${edits.join('; ')}). The text of a version in effect never changes, not even to fix a typo. Make a new version instead: ${newVersion}. Then put this file back as it was (${restore}).`;
}
