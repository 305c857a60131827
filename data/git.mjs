/**
 * The one way the data layer asks git: the history checks of the legal documents and the ledger,
 * and the sitemap's dates. A check that needs the history fails loudly, rather than passes, when
 * the history is not there (outside a checkout, or a shallow clone).
 */
import { execFileSync } from 'node:child_process';

/**
 * @param {string} root the repository
 * @param {string[]} args
 * @param {string} [input] written to git's standard input
 * @returns {Buffer}
 */
export function gitBuffer(root, args, input) {
  return execFileSync('git', args, {
    cwd: root,
    input,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
}

/**
 * git's output as text, without the final newline.
 * @param {string} root @param {string[]} args @param {string} [input]
 */
export function git(root, args, input) {
  return gitBuffer(root, args, input).toString('utf8').trim();
}

/**
 * Throws unless `root` is a git checkout with its whole history. `what` names what the check reads,
 * for the message: "the history of the legal documents".
 * @param {string} root @param {string} what
 */
export function assertFullHistory(root, what) {
  let shallow;
  try {
    shallow = git(root, ['rev-parse', '--is-shallow-repository']);
  } catch {
    throw new Error(
      `${root} is not a git checkout, so ${what} cannot be checked. Build from a full clone of the repository.`,
    );
  }
  if (shallow !== 'false') {
    throw new Error(
      `This is a shallow clone: ${what} is incomplete, so it cannot be checked. Fetch the whole history (\`git fetch --unshallow\`, or \`fetch-depth: 0\` in CI) and run the check again.`,
    );
  }
}

/**
 * The blob id of each "commit:path" query, or undefined where the path is not in that commit, in one call.
 * @param {string} root @param {readonly string[]} queries
 * @returns {Map<string, string | undefined>}
 */
export function blobIds(root, queries) {
  const unique = [...new Set(queries)];
  if (!unique.length) return new Map();
  const answers = git(root, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], `${unique.join('\n')}\n`).split(
    '\n',
  );
  return new Map(
    unique.map((query, index) => {
      const [id, type] = (answers[index] ?? '').split(' ');
      return [query, type === 'blob' && id && /^[0-9a-f]{40,64}$/.test(id) ? id : undefined];
    }),
  );
}

/**
 * A blob's bytes.
 * @param {string} root @param {string} id
 */
export function readBlob(root, id) {
  return gitBuffer(root, ['cat-file', 'blob', id]);
}

/**
 * The day ("YYYY-MM-DD") the given paths last changed in a commit, or undefined outside a checkout.
 * @param {string} root @param {readonly string[]} paths
 * @returns {string | undefined}
 */
export function lastCommitDay(root, paths) {
  try {
    const date = git(root, ['log', '-1', '--format=%cs', '--', ...paths]);
    return /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
  } catch {
    return undefined;
  }
}
