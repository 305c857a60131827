import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gradingColumns, rewrittenCorrections, rowChanges, rowsById } from '../../lib/record/ledger/historyRules.mjs';
import { assertFullHistory, blobIds, git, readBlob } from '../git.mjs';

/**
 * The ledger's history rule, checked against git: a pick, once committed, stays in
 * content/record/picks.csv. While it is pending, only the columns that grade it (gradingColumns)
 * may change; once it has a result other than pending, its row never
 * changes again. content/record/corrections.csv only ever grows at the end (a correction of
 * several fields adds a row per field, like any other), and a token in
 * content/record/tokens/, once committed, never changes or goes. Adding picks and grading pending
 * ones is allowed. A change that a later commit undoes, restoring the row exactly, is forgiven: the
 * way out of a committed mistake (content/README.md). A ledger that content/samples.json lists as a
 * sample may be remade freely until the first version that is not a sample; from then on every
 * version is checked.
 */

/**
 * Checks the whole history of the ledger and its corrections in the git repository at `cwd`,
 * and the working copy against the last commit. Throws when the history cannot be read (not a
 * repository, a shallow clone, a ledger that was never committed): a check that cannot see the
 * history must not pass.
 * @param {{ cwd: string, ledger?: string, corrections?: string, tokens?: string, samples?: string }} options
 * @returns {{ commits: number, problems: string[] }}
 */
export function checkLedgerHistory({
  cwd,
  ledger = 'content/record/picks.csv',
  corrections = 'content/record/corrections.csv',
  tokens = 'content/record/tokens',
  samples = 'content/samples.json',
}) {
  assertFullHistory(cwd, `the history of ${ledger}`);

  const commits = git(cwd, ['rev-list', '--parents', '--topo-order', '--reverse', 'HEAD'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', ...parents] = line.split(' ');
      return { hash, parents };
    });

  /** The blob of each file at each commit, in one call. */
  const files = [ledger, corrections, samples];
  const blobs = blobIds(
    cwd,
    commits.flatMap(({ hash }) => files.map((file) => `${hash}:${file}`)),
  );
  /** @type {Map<string, string>} */
  const contents = new Map();
  /** @param {string | null | undefined} blob */
  const read = (blob) => {
    if (!blob) return null;
    const known = contents.get(blob);
    if (known !== undefined) return known;
    const text = readBlob(cwd, blob).toString('utf8');
    contents.set(blob, text);
    return text;
  };
  /** @param {string} hash @param {string} file */
  const blobAt = (hash, file) => blobs.get(`${hash}:${file}`) ?? null;

  if (!commits.some(({ hash }) => blobAt(hash, ledger))) {
    throw new Error(
      `${ledger} has no history in git — commit it; from then on the check compares every commit that changes it.`,
    );
  }

  /** @param {string} hash */
  const isSample = (hash) => {
    const text = read(blobAt(hash, samples));
    if (text === null) return false;
    try {
      return Object.hasOwn(JSON.parse(text), ledger);
    } catch {
      return false;
    }
  };

  /** Whether this commit or one before it had a ledger that was not a sample. */
  /** @type {Map<string, boolean>} */
  const real = new Map();
  for (const { hash, parents } of commits) {
    const own = blobAt(hash, ledger) !== null && !isSample(hash);
    real.set(hash, own || parents.some((parent) => real.get(parent)));
  }

  const head = commits.at(-1)?.hash;
  const ledgerPath = path.join(cwd, ledger);
  /** The ledger as it will be built: the working copy, else the last commit's. */
  const finalText = existsSync(ledgerPath)
    ? readFileSync(ledgerPath, 'utf8')
    : (read(head ? blobAt(head, ledger) : null) ?? '');
  /** @type {Map<string, Record<string, string>>} */
  let final;
  try {
    final = rowsById(finalText);
  } catch {
    final = new Map();
  }

  /** Each changed pick's row as it was before its first change: a later commit may restore it exactly. */
  /** @type {Map<string, Record<string, string> | undefined>} */
  const original = new Map();

  /** @type {string[]} */
  const problems = [];
  /** @param {string} label @param {string} file @param {string | null} before @param {string | null} after */
  const compare = (label, file, before, after) => {
    if (before === null) return;
    const fix =
      file === ledger
        ? `a settled row never changes: restore it exactly (git show <commit before>:${ledger}) and add a row to ${corrections} instead`
        : 'corrections are only ever added at the end: restore the row and add a new one below';
    const pendingFix = `a posted pick stays in the ledger as posted, and grading it changes only ${gradingColumns.join(', ')}: restore the row (grade it void, with a note, if the bet was called off) and correct a mistake with a row in ${corrections}`;
    try {
      if (file === ledger) {
        for (const { id, settled, differences } of rowChanges(before, after ?? '')) {
          if (!original.has(id)) original.set(id, rowsById(before).get(id));
          if (JSON.stringify(original.get(id)) === JSON.stringify(final.get(id))) continue;
          const pick = `${settled ? 'settled' : 'pending'} pick ${id}`;
          const what = differences ? `changed ${pick} (${differences.join(', ')})` : `removed ${pick}`;
          problems.push(`${file}: ${label} ${what} — ${settled ? fix : pendingFix}`);
        }
      } else {
        for (const { row, pickId } of rewrittenCorrections(before, after ?? '')) {
          problems.push(`${file}: ${label} changed or removed correction ${row} (pick ${pickId}) — ${fix}`);
        }
      }
    } catch (error) {
      problems.push(
        `${file}: ${label} left the file unreadable as CSV (${error instanceof Error ? error.message : error}) — fix the quotes`,
      );
    }
  };

  const subject = (/** @type {string} */ hash) => git(cwd, ['log', '-1', '--format=%s', hash]);
  let compared = 0;
  for (const { hash, parents } of commits) {
    for (const parent of parents) {
      if (!real.get(parent)) continue;
      for (const change of git(cwd, [
        'diff-tree',
        '-r',
        '--no-renames',
        '--name-status',
        parent,
        hash,
        '--',
        tokens,
      ]).split('\n')) {
        const [status = '', file = ''] = change.split('\t');
        if (status === 'M' || status === 'D') {
          problems.push(
            `${file}: commit ${hash.slice(0, 10)} ("${subject(hash)}") ${status === 'M' ? 'changed' : 'removed'} a token — a token, once kept, is the proof of when its entry was made: put it back (git checkout ${parent.slice(0, 10)} -- ${file})`,
          );
        }
      }
      for (const file of [ledger, corrections]) {
        const before = blobAt(parent, file);
        const after = blobAt(hash, file);
        if (before === after) continue;
        compared += 1;
        compare(`commit ${hash.slice(0, 10)} ("${subject(hash)}")`, file, read(before), read(after));
      }
    }
  }

  if (head && real.get(head)) {
    for (const change of git(cwd, ['diff', '--no-renames', '--name-status', 'HEAD', '--', tokens]).split('\n')) {
      const [status = '', file = ''] = change.split('\t');
      if (status === 'M' || status === 'D') {
        problems.push(
          `${file}: the uncommitted change ${status === 'D' ? 'removes' : 'changes'} a committed token — put it back (git checkout -- ${file})`,
        );
      }
    }
    for (const file of [ledger, corrections]) {
      const full = path.join(cwd, file);
      const working = existsSync(full) ? readFileSync(full, 'utf8') : null;
      const committed = read(blobAt(head, file));
      if (working !== committed) compare('the uncommitted change', file, committed, working);
    }
  }
  return { commits: compared, problems };
}
