/**
 * The chain as record/chain.csv publishes it, row by row, and what each row's token proves against
 * the authorities the verifier trusts, the record's own certificates serving only to build a path.
 */
import { chainText, GENESIS } from './encoding.mjs';
import {
  certificateName,
  certificatesFromPem,
  fingerprint,
  parseCertificates,
  subjectOf,
  verifyTimestamp,
} from './timestamp.mjs';

/**
 * @typedef {{ line: number, cells: Record<string, string>, index: number, previous: string, time: number, latestBefore: number }} ChainRow
 *   previous: the chain value of the row above (GENESIS on the first); time: its timestamp (NaN: none or unreadable);
 *   latestBefore: the last readable timestamp above it
 * @typedef {Awaited<ReturnType<typeof verifyTimestamp>>} Verified
 * @typedef {{ row: ChainRow, unread: string | null, verified: Verified | null }} TokenRead
 *   unread: why the token could not be read (then verified is null)
 * @typedef {ReturnType<typeof readChain>} PublishedChain
 */

/** How many tokens are verified at once. */
const BATCH = 32;

/**
 * The chain's rows in order, where each entry first and last appears, and its head.
 * @param {readonly { line: number, cells: Record<string, string> }[]} rows
 */
export function readChain(rows) {
  /** @type {Map<string, number>} */
  const firstAt = new Map();
  /** @type {Map<string, ChainRow>} */
  const lastRow = new Map();
  let previous = GENESIS;
  let latest = -Infinity;
  const walked = rows.map(({ line, cells }, index) => {
    const entry = cells.entry ?? '';
    const time = cells.timestamped ? Date.parse(cells.timestamped) : Number.NaN;
    /** @type {ChainRow} */
    const row = { line, cells, index, previous, time, latestBefore: latest };
    if (!firstAt.has(entry)) firstAt.set(entry, index);
    lastRow.set(entry, row);
    if (Number.isFinite(time)) latest = time;
    previous = cells.chain ?? '';
    return row;
  });
  /** The time of an entry's token as the chain gives it (its last row), or null. @param {string} entry */
  const timeOf = (entry) => {
    const time = lastRow.get(entry)?.time ?? Number.NaN;
    return Number.isFinite(time) ? time : null;
  };
  return { rows: walked, firstAt, lastRow, timeOf, head: previous };
}

/**
 * Every row's token read and verified over its chain value, in chain order, and what the valid
 * ones used: each authority (by its root's fingerprint) with its tokens and policies, the names
 * of the signing certificates, and the fingerprints of the certificates they needed.
 * @param {PublishedChain} chain @param {string} pem the record's authority.pem
 * @param {(name: string) => Promise<Uint8Array>} readToken
 * @param {readonly import('./timestamp.mjs').PinnedAuthority[]} authorities
 */
export async function verifyTokens(chain, pem, readToken, authorities) {
  const untrusted = parseCertificates(certificatesFromPem(pem));
  /** @type {TokenRead[]} */
  const reads = [];
  for (let start = 0; start < chain.rows.length; start += BATCH) {
    const batch = chain.rows.slice(start, start + BATCH);
    reads.push(...(await Promise.all(batch.map((row) => readOne(row, readToken, authorities, untrusted)))));
  }
  /** @type {Map<string, { name: string, subject: string, fingerprint: string, sample: boolean, tokens: number, policies: Set<string> }>} */
  const used = new Map();
  const signers = new Set();
  const needed = new Set();
  let count = 0;
  for (const { verified } of reads) {
    if (!verified?.ok) continue;
    count += 1;
    signers.add(certificateName(new Uint8Array(verified.signer.toSchema().toBER(false))));
    needed.add(fingerprint(verified.signer));
    const issuer = untrusted.find(
      (cert) => cert.subject.isEqual(verified.signer.issuer) && fingerprint(cert) !== fingerprint(verified.signer),
    );
    if (issuer) needed.add(fingerprint(issuer));
    const key = verified.authority.fingerprint;
    const seen = used.get(key) ?? {
      name: verified.authority.name,
      subject: subjectOf(verified.authority.roots[0] ?? verified.signer),
      fingerprint: key,
      sample: verified.authority.sample,
      tokens: 0,
      policies: new Set(),
    };
    seen.tokens += 1;
    seen.policies.add(verified.policy);
    used.set(key, seen);
  }
  return { reads, untrusted, used, signers, needed, count };
}

/**
 * @param {ChainRow} row @param {(name: string) => Promise<Uint8Array>} readToken
 * @param {readonly import('./timestamp.mjs').PinnedAuthority[]} authorities @param {readonly import('pkijs').Certificate[]} untrusted
 * @returns {Promise<TokenRead>}
 */
async function readOne(row, readToken, authorities, untrusted) {
  const { entry = '', kind = '', leaf = '' } = row.cells;
  const data = new TextEncoder().encode(
    chainText(row.previous, /** @type {import('./encoding.mjs').EntryKind} */ (kind), leaf),
  );
  let der;
  try {
    der = await readToken(entry);
  } catch (error) {
    return { row, unread: error instanceof Error ? error.message : String(error), verified: null };
  }
  return { row, unread: null, verified: await verifyTimestamp(der, { data, authorities, untrusted }) };
}
