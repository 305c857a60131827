/**
 * No silent edits: the text of a legal version never changes once it is in effect. Reads the git
 * history of content/terms/ and content/privacy/. The commit that introduced these folders is the
 * baseline: what came before it (the old single files, the move) is not an edit.
 *
 * A version's reference text is its text in the last commit made before its effective date, or,
 * for a version that landed on or after that date, its text when it landed. A version dated on or
 * before the build date must still have that text, in the last commit and in the working tree.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LEGAL_DOCUMENTS, nextDay, versionDate } from './legalVersions.mjs';

const FOLDERS = LEGAL_DOCUMENTS.map((document) => `content/${document}`);

/** @param {string} root @param {string[]} args @returns {Buffer} */
function gitBuffer(root, args) {
  return execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/** @param {string} root @param {string[]} args */
function git(root, args) {
  return gitBuffer(root, args).toString('utf8').trim();
}

/** @param {string} root */
function assertFullHistory(root) {
  let shallow;
  try {
    shallow = git(root, ['rev-parse', '--is-shallow-repository']);
  } catch {
    throw new Error(
      `${root} is not a git checkout, so the history of the legal documents cannot be checked. Build from a full clone of the repository.`,
    );
  }
  if (shallow !== 'false') {
    throw new Error(
      'This is a shallow clone: the history of the legal documents is incomplete, so no version can be checked. Fetch the whole history (`git fetch --unshallow`, or `fetch-depth: 0` in CI) and run the check again.',
    );
  }
}

/**
 * @param {{ root: string, today: string }} options the repository and the build day ("YYYY-MM-DD")
 * @returns {{ baseline: string | undefined, checked: number, problems: { file: string, message: string }[] }}
 */
export function checkLegalHistory({ root, today }) {
  assertFullHistory(root);
  let added;
  try {
    added = git(root, ['log', '--reverse', '--diff-filter=A', '--format=%H', '--name-only', '--', ...FOLDERS]);
  } catch {
    // A repository without a single commit has no history to protect yet.
    return { baseline: undefined, checked: 0, problems: [] };
  }
  const [baseline] = added.split('\n');
  if (!baseline) return { baseline: undefined, checked: 0, problems: [] };

  const files = [...new Set(added.split('\n').filter((line) => line.startsWith('content/')))].sort();
  const newest =
    files
      .map((file) => versionDate(path.basename(file)) ?? '')
      .sort()
      .at(-1) ?? today;
  const nextDate = nextDay(newest > today ? newest : today);
  const problems = [];
  let checked = 0;

  for (const file of files) {
    const date = versionDate(path.basename(file));
    if (!date || date > today) continue;
    checked += 1;
    const commits = git(root, ['log', '--format=%H %cs', '--', file])
      .split('\n')
      .map((line) => line.split(' '));
    // Commits newest first: the last one before the effective date, or the one that landed the file.
    const reference = (commits.find(([, day]) => (day ?? '') < date) ?? commits.at(-1))?.[0] ?? baseline;
    const short = reference.slice(0, 7);
    const restore = `git checkout ${short} -- ${file}`;
    const full = path.join(root, file);
    const newVersion = `copy it to ${path.dirname(file)}/${nextDate}.mdx (dated ${nextDate} or later) and add a summary of what changed to the new file's metadata`;

    if (!existsSync(full)) {
      problems.push({
        file,
        message: `This version took effect on ${date} and has been removed. Every version stays published once it is in effect: restore it (${restore}). To replace it, ${newVersion}.`,
      });
      continue;
    }
    const original = gitBuffer(root, ['show', `${reference}:${file}`]);
    if (original.equals(readFileSync(full))) continue;

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
    problems.push({
      file,
      message: `This version took effect on ${date} and its text has changed since (${edits.join('; ')}). The text of a version in effect never changes, not even to fix a typo. Make a new version instead: ${newVersion}. Then put this file back as it was (${restore}).`,
    });
  }
  return { baseline, checked, problems };
}
