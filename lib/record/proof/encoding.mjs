/**
 * How the record's entries are written as bytes before they are hashed: a pick's seal, a grade, a
 * correction, and the chain that links them. Every encoding here has one reading: a seal (v2), a
 * grade and a correction are a JSON array of strings (JSON.stringify: no spaces, the escapes of
 * RFC 8259 §7, which RFC 8785 keeps), so no two different entries share their bytes; a chain link
 * is four lines of which three are fixed-length hex or a fixed word. docs/record-verification.md
 * does each with printf and sha256sum.
 *
 * - a pick's **seal** commits to its sealed fields as posted (lib/record/model.mjs) and its secret.
 *   Seals of version 1 (lines ending in "\n") stay verifiable for picks posted before version 2:
 *   the record refuses every control character, so their lines cannot be confused either;
 * - a **grade** entry records how the pick was first graded (gradeFields);
 * - a **correction** entry records one field's value before and after, why, and when;
 * - each entry's **chain value** is the SHA-256 of the chain value before it, its kind and its
 *   leaf (the seal, or the SHA-256 of the grade or correction); the first entry's previous value is
 *   64 zeros. A time-stamping authority signs each chain value.
 */
import { createHash } from 'node:crypto';
import { formatOdds } from '../math.mjs';
import { gradeFields, sealFields } from '../model.mjs';

export const SEAL_TAG_V1 = 'receipts-club seal v1';
export const SEAL_TAG = 'receipts-club seal v2';
export const GRADE_TAG = 'receipts-club grade v2';
export const CORRECTION_TAG = 'receipts-club correction v2';
export const CHAIN_TAG = 'receipts-club chain v2';
export const GENESIS = '0'.repeat(64);

/** The kinds of entry in the chain, in the order a pick's own entries come. */
export const entryKinds = /** @type {const} */ (['pick', 'grade', 'correction']);
/** @typedef {(typeof entryKinds)[number]} EntryKind */

/** @typedef {Record<import('../model.mjs').SealField, string>} SealedFields */
/** @typedef {Record<'id' | import('../model.mjs').GradeField, string>} GradedFields */
/** @typedef {{ pick_id: string, field: string, before: string, after: string, reason: string, date: string }} CorrectionFields */

/** A secret as the ledger holds it: 32 random bytes in lowercase hex. */
export const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** A SHA-256 value in lowercase hex: a seal, a leaf, a chain value. */
export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * A character no value of the record may hold, because it reads differently from its bytes or
 * splits a line: C0 and C1 controls, DEL, zero-width and direction-changing characters, line and
 * paragraph separators, the byte-order mark and the invisible operators.
 */
export const UNREADABLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;

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
 * The bytes a seal hashes. Version 2: the JSON array [tag, sealed fields…, secret]. Version 1: the
 * tag, each field and the secret, each on its own line.
 * @param {1 | 2} version @param {SealedFields} fields @param {string} secret
 */
export function sealText(version, fields, secret) {
  const canonical = canonicalFields(fields);
  const values = sealFields.map((field) => canonical[field]);
  if (version === 1) return [SEAL_TAG_V1, ...values, secret].map((line) => `${line}\n`).join('');
  return JSON.stringify([SEAL_TAG, ...values, secret]);
}

/** @param {string} text */
export const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A pick's seal: the commitment to what it was, published before its start, whose secret is
 * published once it has started.
 * @param {1 | 2} version @param {SealedFields} fields @param {string} secret
 */
export function sealOf(version, fields, secret) {
  return sha256(sealText(version, fields, secret));
}

/**
 * The bytes a grade entry hashes: the JSON array [tag, id, each graded field as first graded].
 * @param {GradedFields} fields
 */
export function gradeText(fields) {
  return JSON.stringify([GRADE_TAG, fields.id, ...gradeFields.map((field) => fields[field])]);
}

/**
 * The bytes a correction entry hashes: the JSON array [tag, pick, field, before, after, reason, date].
 * @param {CorrectionFields} correction
 */
export function correctionText(correction) {
  const { pick_id: pick, field, before, after, reason, date } = correction;
  return JSON.stringify([CORRECTION_TAG, pick, field, before, after, reason, date]);
}

/**
 * The text a chain value hashes, and what a time-stamping authority's token covers.
 * @param {string} previous the chain value before (GENESIS for the first entry)
 * @param {EntryKind} kind @param {string} leaf the seal, or the SHA-256 of the grade or correction
 */
export function chainText(previous, kind, leaf) {
  return `${CHAIN_TAG}\n${previous}\n${kind}\n${leaf}\n`;
}

/**
 * The chain value after an entry.
 * @param {string} previous @param {EntryKind} kind @param {string} leaf
 */
export function chainOf(previous, kind, leaf) {
  return sha256(chainText(previous, kind, leaf));
}

/**
 * The name of an entry, which is also its token's file name: "RC-0412" for the pick,
 * "RC-0412.grade" for its grade, "RC-0412.correction-2" for its second correction.
 * @param {EntryKind} kind @param {string} pickId @param {number} [index] a correction's number for its pick, from 1
 */
export function entryName(kind, pickId, index = 1) {
  if (kind === 'pick') return pickId;
  return kind === 'grade' ? `${pickId}.grade` : `${pickId}.correction-${index}`;
}

/**
 * The record's checkpoint, after Certificate Transparency's (c2sp.org/tlog-checkpoint): where the
 * record is, how many entries its chain holds, the chain value after the last, and, for the
 * operator's monitoring only, when it was built (a verifier never takes its clock from it).
 * @param {{ origin: string, size: number, head: string | null, built: Date }} checkpoint
 */
export function checkpointText({ origin, size, head, built }) {
  return `${origin}\n${size}\n${head ?? GENESIS}\nbuilt ${built.toISOString().replace(/\.\d{3}Z$/, 'Z')}\n`;
}

/**
 * A checkpoint read back: the text checkpointText writes for its four values, byte for byte, or null.
 * @typedef {{ origin: string, size: number, head: string, built: Date }} Checkpoint
 * @param {string} text @returns {Checkpoint | null}
 */
export function readCheckpoint(text) {
  const [origin = '', size = '', head = '', built = ''] = text.split('\n');
  const date = new Date(/^built (\S+)$/.exec(built)?.[1] ?? '');
  if (!/^\S+$/.test(origin) || !/^(?:0|[1-9]\d*)$/.test(size) || !/^[0-9a-f]{64}$/.test(head)) return null;
  if (Number.isNaN(date.getTime())) return null;
  const checkpoint = { origin, size: Number(size), head, built: date };
  return checkpointText(checkpoint) === text ? checkpoint : null;
}
