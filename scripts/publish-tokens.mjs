// Reads what the scheduled publish needs of an RFC 3161 token (content/record/tokens/*.tsr, the
// authority's reply as it sent it): the time it was signed at and the value it signs. Only Node's
// own modules: the publish reads tokens before it installs the packages.
//   TimeStampResp ::= SEQUENCE { status PKIStatusInfo, timeStampToken ContentInfo }
//   ContentInfo   ::= SEQUENCE { contentType OID, [0] EXPLICIT SignedData }
//   SignedData    ::= SEQUENCE { version, digestAlgorithms SET, encapContentInfo SEQUENCE {
//                                  eContentType OID, [0] EXPLICIT OCTET STRING (TSTInfo) }, … }
//   TSTInfo       ::= SEQUENCE { version, policy OID, messageImprint SEQUENCE { algorithm,
//                                  hashedMessage OCTET STRING }, serialNumber, genTime GeneralizedTime, … }

/** @typedef {{ tag: number, start: number, end: number }} Element */

/**
 * The DER element at `at`: its tag and where its contents start and end.
 * @param {Uint8Array} der @param {number} at @param {number} limit
 * @returns {Element}
 */
function element(der, at, limit) {
  const tag = der[at];
  let length = der[at + 1];
  if (tag === undefined || length === undefined) throw new Error('it is cut short or is not DER');
  let start = at + 2;
  if (length > 0x80) {
    const bytes = length - 0x80;
    if (bytes > 4) throw new Error('it holds a length no token has');
    length = 0;
    for (let index = 0; index < bytes; index += 1) length = length * 256 + (der[start + index] ?? NaN);
    start += bytes;
  } else if (length === 0x80) throw new Error('it is not DER (an indefinite length)');
  const end = start + length;
  if (!Number.isFinite(end) || end > limit) throw new Error('it is cut short or is not DER');
  return { tag, start, end };
}

/** @param {Uint8Array} der @param {Element} parent @returns {Element[]} */
function children(der, parent) {
  /** @type {Element[]} */
  const found = [];
  for (let at = parent.start; at < parent.end; at = found.at(-1)?.end ?? parent.end) {
    found.push(element(der, at, parent.end));
  }
  return found;
}

/**
 * The `index`th child of `parent`, which must carry `tag`.
 * @param {Uint8Array} der @param {Element | undefined} parent @param {number} index @param {number} tag
 */
function child(der, parent, index, tag) {
  const found = parent && children(der, parent)[index];
  if (!found || found.tag !== tag) throw new Error('it is not an RFC 3161 time-stamp reply');
  return found;
}

const SEQUENCE = 0x30;
const SET = 0x31;
const OCTET_STRING = 0x04;
const CONSTRUCTED_OCTET_STRING = 0x24;
const CONTEXT_0 = 0xa0;
const GENERALIZED_TIME = 0x18;

/**
 * The signing time and the signed value of a token.
 * @param {Uint8Array} der the .tsr file
 * @returns {{ time: string, order: string, imprint: string }} time as ISO 8601 (to the second
 *   shown, fractions kept); order a key that sorts tokens by time; imprint the signed hash in hex
 */
export function readToken(der) {
  const reply = element(der, 0, der.length);
  if (reply.tag !== SEQUENCE) throw new Error('it is not an RFC 3161 time-stamp reply');
  const contentInfo = child(der, reply, 1, SEQUENCE);
  const signedData = child(der, child(der, contentInfo, 1, CONTEXT_0), 0, SEQUENCE);
  child(der, signedData, 1, SET);
  const wrapped = children(der, child(der, child(der, signedData, 2, SEQUENCE), 1, CONTEXT_0))[0];
  // Some authorities send the TSTInfo in a constructed OCTET STRING (BER), as pieces.
  const pieces = wrapped?.tag === CONSTRUCTED_OCTET_STRING ? children(der, wrapped) : [wrapped];
  if (!pieces.every((piece) => piece?.tag === OCTET_STRING)) throw new Error('it is not an RFC 3161 time-stamp reply');
  const tst = Buffer.concat(pieces.map((piece) => der.subarray(piece?.start, piece?.end)));
  const info = element(tst, 0, tst.length);
  if (info.tag !== SEQUENCE) throw new Error('it is not an RFC 3161 time-stamp reply');
  const hashed = child(tst, child(tst, info, 2, SEQUENCE), 1, OCTET_STRING);
  const genTime = child(tst, info, 4, GENERALIZED_TIME);
  const text = tst.subarray(genTime.start, genTime.end).toString('latin1');
  const time = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d+))?Z$/.exec(text);
  if (!time) throw new Error(`its time "${text}" is not a UTC GeneralizedTime`);
  const [, year, month, day, hour, minute, second, fraction = ''] = time;
  return {
    time: `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction ? `.${fraction}` : ''}Z`,
    order: `${year}${month}${day}${hour}${minute}${second}${fraction.padEnd(12, '0')}`,
    imprint: tst.subarray(hashed.start, hashed.end).toString('hex'),
  };
}
