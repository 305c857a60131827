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
 * Every commit of the repository, parents first, with its parents.
 * @param {string} cwd
 */
function commitsOf(cwd) {
  return git(cwd, ['rev-list', '--parents', '--topo-order', '--reverse', 'HEAD'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash = '', ...parents] = line.split(' ');
      return { hash, parents };
    });
}

/**
 * The files' text at any commit, each blob read once: their blobs at every commit come in one call.
 * @param {string} cwd @param {readonly { hash: string }[]} commits @param {readonly string[]} files
 */
function versionsOf(cwd, commits, files) {
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
  return { read, blobAt };
}

/** @typedef {ReturnType<typeof versionsOf>} Versions */

/**
 * Whether each commit or one before it had a ledger that was not a sample (content/samples.json):
 * from the first such commit on, every change is checked.
 * @param {readonly { hash: string, parents: string[] }[]} commits @param {Versions} versions
 * @param {string} ledger @param {string} samples
 */
function realCommits(commits, { read, blobAt }, ledger, samples) {
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
  /** @type {Map<string, boolean>} */
  const real = new Map();
  for (const { hash, parents } of commits) {
    const own = blobAt(hash, ledger) !== null && !isSample(hash);
    real.set(hash, own || parents.some((parent) => real.get(parent)));
  }
  return real;
}

/**
 * The ledger's rows as it will be built: the working copy, else the last commit's; none when unreadable.
 * @param {string} cwd @param {string} ledger @param {string | undefined} head @param {Versions} versions
 * @returns {Map<string, Record<string, string>>}
 */
function finalRows(cwd, ledger, head, { read, blobAt }) {
  const ledgerPath = path.join(cwd, ledger);
  const text = existsSync(ledgerPath)
    ? readFileSync(ledgerPath, 'utf8')
    : (read(head ? blobAt(head, ledger) : null) ?? '');
  try {
    return rowsById(text);
  } catch {
    return new Map();
  }
}

/**
 * What a change of the ledger or its corrections broke, as messages. A pick changed and later
 * restored exactly is forgiven: each changed pick's row before its first change is kept to compare.
 * @param {{ ledger: string, corrections: string }} paths
 * @param {Map<string, Record<string, string>>} final
 */
function historyComparer({ ledger, corrections }, final) {
  /** @type {Map<string, Record<string, string> | undefined>} */
  const original = new Map();
  const settledFix = `a settled row never changes: restore it exactly (git show <commit before>:${ledger}) and add a row to ${corrections} instead`;
  const correctionFix = 'corrections are only ever added at the end: restore the row and add a new one below';
  const pendingFix = `a posted pick stays in the ledger as posted, and grading it changes only ${gradingColumns.join(', ')}: restore the row (grade it void, with a note, if the bet was called off) and correct a mistake with a row in ${corrections}`;
  /** @param {string} label @param {string} before @param {string} after */
  const ledgerProblems = (label, before, after) =>
    rowChanges(before, after).flatMap(({ id, settled, differences }) => {
      if (!original.has(id)) original.set(id, rowsById(before).get(id));
      if (JSON.stringify(original.get(id)) === JSON.stringify(final.get(id))) return [];
      const pick = `${settled ? 'settled' : 'pending'} pick ${id}`;
      const what = differences ? `changed ${pick} (${differences.join(', ')})` : `removed ${pick}`;
      return [`${ledger}: ${label} ${what} — ${settled ? settledFix : pendingFix}`];
    });
  /** @param {string} label @param {string} file @param {string | null} before @param {string | null} after @returns {string[]} */
  return (label, file, before, after) => {
    if (before === null) return [];
    try {
      if (file === ledger) return ledgerProblems(label, before, after ?? '');
      return rewrittenCorrections(before, after ?? '').map(
        ({ row, pickId }) =>
          `${file}: ${label} changed or removed correction ${row} (pick ${pickId}) — ${correctionFix}`,
      );
    } catch (error) {
      return [
        `${file}: ${label} left the file unreadable as CSV (${error instanceof Error ? error.message : error}) — fix the quotes`,
      ];
    }
  };
}

/**
 * The committed tokens a commit changed or removed.
 * @param {string} cwd @param {string} tokens @param {string} parent @param {string} hash
 * @param {() => string} subject the commit's subject, read only for a message
 */
function tokenProblems(cwd, tokens, parent, hash, subject) {
  const changes = git(cwd, ['diff-tree', '-r', '--no-renames', '--name-status', parent, hash, '--', tokens]);
  return changes.split('\n').flatMap((change) => {
    const [status = '', file = ''] = change.split('\t');
    if (status !== 'M' && status !== 'D') return [];
    return [
      `${file}: commit ${hash.slice(0, 10)} ("${subject()}") ${status === 'M' ? 'changed' : 'removed'} a token — a token, once kept, is the proof of when its entry was made: put it back (git checkout ${parent.slice(0, 10)} -- ${file})`,
    ];
  });
}

/**
 * The committed tokens the working copy changes or removes.
 * @param {string} cwd @param {string} tokens
 */
function uncommittedTokenProblems(cwd, tokens) {
  return git(cwd, ['diff', '--no-renames', '--name-status', 'HEAD', '--', tokens])
    .split('\n')
    .flatMap((change) => {
      const [status = '', file = ''] = change.split('\t');
      if (status !== 'M' && status !== 'D') return [];
      return [
        `${file}: the uncommitted change ${status === 'D' ? 'removes' : 'changes'} a committed token — put it back (git checkout -- ${file})`,
      ];
    });
}

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
  const commits = commitsOf(cwd);
  const versions = versionsOf(cwd, commits, [ledger, corrections, samples]);
  const { read, blobAt } = versions;
  if (!commits.some(({ hash }) => blobAt(hash, ledger))) {
    throw new Error(
      `${ledger} has no history in git — commit it; from then on the check compares every commit that changes it.`,
    );
  }
  const real = realCommits(commits, versions, ledger, samples);
  const head = commits.at(-1)?.hash;
  const compare = historyComparer({ ledger, corrections }, finalRows(cwd, ledger, head, versions));

  /** @type {string[]} */
  const problems = [];
  let compared = 0;
  for (const { hash, parents } of commits) {
    for (const parent of parents.filter((one) => real.get(one))) {
      const subject = () => git(cwd, ['log', '-1', '--format=%s', hash]);
      problems.push(...tokenProblems(cwd, tokens, parent, hash, subject));
      for (const file of [ledger, corrections]) {
        const before = blobAt(parent, file);
        const after = blobAt(hash, file);
        if (before === after) continue;
        compared += 1;
        problems.push(...compare(`commit ${hash.slice(0, 10)} ("${subject()}")`, file, read(before), read(after)));
      }
    }
  }
  if (head && real.get(head)) {
    problems.push(...uncommittedTokenProblems(cwd, tokens));
    for (const file of [ledger, corrections]) {
      const full = path.join(cwd, file);
      const working = existsSync(full) ? readFileSync(full, 'utf8') : null;
      const committed = read(blobAt(head, file));
      if (working !== committed) problems.push(...compare('the uncommitted change', file, committed, working));
    }
  }
  return { commits: compared, problems };
}
