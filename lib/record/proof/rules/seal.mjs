/**
 * Rules "seal" and "secret": a revealed pick's seal opens to its fields as posted, with a secret
 * drawn at random for it alone.
 */
import { sealFields } from '../../model.mjs';
import { HASH_PATTERN, SECRET_PATTERN, sealOf } from '../encoding.mjs';

/**
 * @typedef {import('../published.mjs').PickRow} PickRow
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

/** Any pick's seal is a SHA-256 value. @param {PickRow} pick @returns {Finding[]} */
export function sealShape({ cells }) {
  const id = cells.id ?? '';
  return HASH_PATTERN.test(cells.seal ?? '')
    ? []
    : [{ subject: id, message: `${id}'s seal "${cells.seal}" is not a SHA-256 value` }];
}

/** @param {PickRow} pick @param {PublishedRecord} record @returns {Finding[]} */
export function secretDrawn(pick, record) {
  const id = pick.cells.id ?? '';
  const secret = pick.cells.secret ?? '';
  if (!secret) return [];
  if (!SECRET_PATTERN.test(secret) || /^(.)\1*$/.test(secret))
    return [{ subject: id, message: `${id}'s secret is not 32 random bytes in lowercase hex` }];
  if (record.secrets.get(secret) !== pick)
    return [
      { subject: id, message: `${id}'s secret is used by another pick: a secret is drawn at random for each pick` },
    ];
  return [];
}

/** @param {PickRow} pick @param {PublishedRecord} record @returns {Finding[]} */
export function sealOpens({ cells }, record) {
  const id = cells.id ?? '';
  if (!cells.secret) return [];
  const version = cells.seal_version === '1' ? 1 : cells.seal_version === '2' ? 2 : null;
  if (version === null)
    return [{ subject: id, message: `${id}'s seal_version "${cells.seal_version}" is neither 1 nor 2` }];
  const posted = record.original.get(id) ?? {};
  const fields = /** @type {import('../encoding.mjs').SealedFields} */ (
    Object.fromEntries(sealFields.map((field) => [field, posted[field] ?? '']))
  );
  return sealOf(version, fields, cells.secret) === cells.seal
    ? []
    : [
        {
          subject: id,
          message: `${id}'s seal does not open to its fields as posted with its secret: the pick was changed after it was sealed`,
        },
      ];
}
