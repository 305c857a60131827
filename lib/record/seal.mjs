/**
 * How a pick is sealed and chained, so anyone can check the record from what the site publishes,
 * with no code of ours (docs/record-verification.md shows the same steps with printf and sha256sum):
 *
 * - a pick's seal is the SHA-256, in lowercase hex, of these lines, each ending in "\n": the tag
 *   "receipts-club seal v1", then its id, posted, event_start, sport, event, market, selection,
 *   odds, stake and sportsbook as posted (sealFields), then its secret. The ledger refuses line
 *   breaks in a value, so the lines cannot be confused;
 * - a pick's chain value is the SHA-256 of the previous pick's chain value and its own seal, each as
 *   a line ("<previous>\n<seal>\n"); the first pick's previous value is 64 zeros. Removing,
 *   reordering or changing any pick changes every chain value after it;
 * - a time-stamping authority signs each chain value as a SHA-256 message imprint, so a token proves
 *   that the record up to that pick existed at the token's time.
 */
import { createHash } from 'node:crypto';
import { formatOdds } from './math.mjs';

export const SEAL_TAG = 'receipts-club seal v1';
export const GENESIS = '0'.repeat(64);

/** The ledger columns a seal covers, in order: what the pick was, as it went out to members. */
export const sealFields = /** @type {const} */ ([
  'id',
  'posted',
  'event_start',
  'sport',
  'event',
  'market',
  'selection',
  'odds',
  'stake',
  'sportsbook',
]);

/** @typedef {Record<(typeof sealFields)[number], string>} SealedFields */

/**
 * The fields of a pick as a seal reads them: odds with their sign (+135, -110) and the stake as a
 * plain number (1.5), as /record.csv writes them, so a seal computed from the download matches.
 * @param {SealedFields} fields the values as written in the ledger
 * @returns {SealedFields}
 */
export function canonicalFields(fields) {
  return {
    ...fields,
    odds: /^[+-]?\d+$/.test(fields.odds) ? formatOdds(Number(fields.odds)) : fields.odds,
    stake: /^\d+(\.\d+)?$/.test(fields.stake) ? String(Number(fields.stake)) : fields.stake,
  };
}

/**
 * The text a seal hashes: the tag, each sealed field and the secret, one per line.
 * @param {SealedFields} fields @param {string} secret
 */
export function sealText(fields, secret) {
  const canonical = canonicalFields(fields);
  return [SEAL_TAG, ...sealFields.map((field) => canonical[field]), secret].map((line) => `${line}\n`).join('');
}

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A pick's seal: the commitment to what it was, published before its start, whose secret is
 * published once it has started.
 * @param {SealedFields} fields @param {string} secret
 */
export function sealOf(fields, secret) {
  return sha256(sealText(fields, secret));
}

/**
 * The text a chain value hashes, and what a time-stamping authority's token covers.
 * @param {string} previous the chain value before (GENESIS for the first pick) @param {string} seal
 */
export function chainText(previous, seal) {
  return `${previous}\n${seal}\n`;
}

/**
 * The chain value after a pick.
 * @param {string} previous @param {string} seal
 */
export function chainOf(previous, seal) {
  return sha256(chainText(previous, seal));
}

/**
 * Every chain value of a record, in ledger order.
 * @param {readonly string[]} seals
 * @returns {string[]}
 */
export function chainValues(seals) {
  /** @type {string[]} */
  const values = [];
  let previous = GENESIS;
  for (const seal of seals) {
    previous = chainOf(previous, seal);
    values.push(previous);
  }
  return values;
}

/** A secret as the ledger holds it: 32 random bytes in lowercase hex. */
export const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/**
 * The record's checkpoint, after Certificate Transparency's (c2sp.org/tlog-checkpoint): where the
 * record is, how many picks it holds, the chain value after the last, and when it was built.
 * @param {{ origin: string, size: number, head: string | null, built: Date }} checkpoint
 */
export function checkpointText({ origin, size, head, built }) {
  return `${origin}\n${size}\n${head ?? GENESIS}\nbuilt ${built.toISOString().replace(/\.\d{3}Z$/, 'Z')}\n`;
}
