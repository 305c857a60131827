/**
 * RFC 3161 time-stamping, through PKI.js: the query the build sends an authority for a chain value,
 * what a token says (when, over which value), and whether it verifies against the authority's
 * certificate. The record's checks, the pages and `npm run record:verify` all read tokens here.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const ID_CT_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const EXTENDED_KEY_USAGE = '2.5.29.37';
const BASIC_CONSTRAINTS = '2.5.29.19';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const ORGANIZATION = '2.5.4.10';
const COMMON_NAME = '2.5.4.3';

/** A token that cannot be read, or that does not say what it must. */
export class TimestampError extends Error {}

/** @param {string} hex @returns {Uint8Array<ArrayBuffer>} */
function fromHex(hex) {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) throw new TimestampError(`"${hex}" is not hexadecimal`);
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** @param {ArrayBuffer | ArrayBufferView} data */
function toHex(data) {
  const view =
    data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return Array.from(view, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** @param {Uint8Array} der @returns {ArrayBuffer} */
const buffer = (der) => Uint8Array.from(der).buffer;

/**
 * The DER time-stamp query for a SHA-256 digest, asking the authority to include its certificate.
 * @param {string} digestHex the value to timestamp (a chain value)
 * @param {bigint} nonce a positive random number that ties the answer to this query
 */
export function timestampQuery(digestHex, nonce) {
  const query = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: fromHex(digestHex) }),
    }),
    nonce: asn1js.Integer.fromBigInt(nonce),
    certReq: true,
  });
  return new Uint8Array(query.toSchema().toBER(false));
}

/**
 * @param {Uint8Array} der a TimeStampResp
 * @returns {{ response: pkijs.TimeStampResp, signed: pkijs.SignedData, info: pkijs.TSTInfo }}
 */
function parse(der) {
  let response;
  try {
    response = pkijs.TimeStampResp.fromBER(buffer(der));
  } catch (error) {
    throw new TimestampError(`not a time-stamp response (${error instanceof Error ? error.message : error})`);
  }
  if (
    response.status.status !== pkijs.PKIStatus.granted &&
    response.status.status !== pkijs.PKIStatus.grantedWithMods
  ) {
    const text = response.status.statusStrings?.map((line) => line.valueBlock.value).join(' ');
    throw new TimestampError(
      `the authority refused the request (status ${response.status.status}${text ? `: ${text}` : ''})`,
    );
  }
  const token = response.timeStampToken;
  if (!token || token.contentType !== pkijs.ContentInfo.SIGNED_DATA)
    throw new TimestampError('the response holds no token');
  const signed = new pkijs.SignedData({ schema: token.content });
  const content = signed.encapContentInfo;
  if (content.eContentType !== ID_CT_TST_INFO || !content.eContent) {
    throw new TimestampError('the token does not carry time-stamp information');
  }
  const info = pkijs.TSTInfo.fromBER(content.eContent.getValue());
  if (info.messageImprint.hashAlgorithm.algorithmId !== SHA256) {
    throw new TimestampError('the token covers a digest other than SHA-256');
  }
  return { response, signed, info };
}

/**
 * What a token says: when the authority saw the value, and which value.
 * @param {Uint8Array} der a TimeStampResp, as the authority sent it
 * @returns {{ time: Date, imprint: string, serial: string, nonce: string | null }}
 */
export function readTimestamp(der) {
  const { info } = parse(der);
  return {
    time: info.genTime,
    imprint: toHex(info.messageImprint.hashedMessage.valueBlock.valueHexView),
    serial: toHex(info.serialNumber.valueBlock.valueHexView),
    nonce: info.nonce ? toHex(info.nonce.valueBlock.valueHexView) : null,
  };
}

/**
 * The certificates of a PEM file (one or more "BEGIN CERTIFICATE" blocks), as DER.
 * @param {string} pem
 */
export function certificatesFromPem(pem) {
  const blocks = [...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g)];
  return blocks.map(([, body = '']) => Uint8Array.from(Buffer.from(body.replace(/\s+/g, ''), 'base64')));
}

/**
 * A certificate as PEM.
 * @param {Uint8Array} der
 */
export function certificateToPem(der) {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * The name a certificate gives its holder: its organization, else its common name.
 * @param {Uint8Array} der
 */
export function certificateName(der) {
  const certificate = pkijs.Certificate.fromBER(buffer(der));
  /** @param {string} type */
  const value = (type) => {
    const found = certificate.subject.typesAndValues.find((entry) => entry.type === type);
    return found ? String(found.value.valueBlock.value) : undefined;
  };
  return value(ORGANIZATION) ?? value(COMMON_NAME) ?? 'an unnamed authority';
}

/** @param {pkijs.Certificate} certificate */
function isCertificateAuthority(certificate) {
  const constraints = certificate.extensions?.find((extension) => extension.extnID === BASIC_CONSTRAINTS);
  return constraints ? pkijs.BasicConstraints.fromBER(constraints.extnValue.getValue()).cA === true : false;
}

/** @param {pkijs.Certificate} certificate */
function timeStampingOnly(certificate) {
  const usage = certificate.extensions?.find((extension) => extension.extnID === EXTENDED_KEY_USAGE);
  if (!usage?.critical) return false;
  const parsed = pkijs.ExtKeyUsage.fromBER(usage.extnValue.getValue());
  return parsed.keyPurposes.length === 1 && parsed.keyPurposes[0] === TIME_STAMPING;
}

/**
 * The authority's published certificates, as a verifier uses them: its roots, which are trusted
 * (openssl's -CAfile), and the rest, which a token may leave out (openssl's -untrusted).
 * @param {readonly Uint8Array[]} certificates DER, from the authority's PEM file
 */
export function trustSet(certificates) {
  const parsed = certificates.map((der) => pkijs.Certificate.fromBER(buffer(der)));
  return {
    roots: parsed.filter(isCertificateAuthority),
    others: parsed.filter((cert) => !isCertificateAuthority(cert)),
  };
}

/** The signing certificate of a token from `roots`, once validated: a record's tokens share a few. */
const validated = new WeakMap();

/**
 * Whether a token is a valid signature, by a time-stamping certificate that chains to one of the
 * authority's roots, over the SHA-256 of `data`.
 * @param {Uint8Array} der a TimeStampResp
 * @param {{ data: Uint8Array, trust: ReturnType<typeof trustSet> }} against the timestamped text and the authority's certificates
 * @returns {Promise<{ ok: true, time: Date, imprint: string } | { ok: false, reason: string }>}
 */
export async function verifyTimestamp(der, { data, trust }) {
  let parts;
  try {
    parts = parse(der);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const { signed } = parts;
  const carried = (signed.certificates ?? []).filter((cert) => cert instanceof pkijs.Certificate);
  const candidates = [...carried, ...trust.others];
  signed.certificates = candidates;
  const engine = new pkijs.CryptoEngine({ name: 'webcrypto', crypto: globalThis.crypto });
  let result;
  try {
    result = await signed.verify({ signer: 0, extendedMode: true, data: buffer(data) }, engine);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the signature does not verify (${message})` };
  }
  const signer = result.signerCertificate;
  if (!result.signatureVerified || !signer)
    return { ok: false, reason: `the signature does not verify (${result.message})` };
  if (!timeStampingOnly(signer))
    return { ok: false, reason: 'the signing certificate is not a time-stamping certificate' };
  let known = validated.get(trust);
  if (!known) validated.set(trust, (known = new Map()));
  const key = toHex(signer.signatureValue.valueBlock.valueHexView);
  if (!known.has(key)) {
    const chain = new pkijs.CertificateChainValidationEngine({
      trustedCerts: trust.roots,
      certs: [signer, ...candidates],
      checkDate: parts.info.genTime,
    });
    const checked = await chain.verify({}, engine);
    known.set(key, checked.result ? '' : checked.resultMessage);
  }
  const problem = known.get(key);
  if (problem)
    return { ok: false, reason: `the signing certificate does not chain to the authority's certificate (${problem})` };
  return {
    ok: true,
    time: parts.info.genTime,
    imprint: toHex(parts.info.messageImprint.hashedMessage.valueBlock.valueHexView),
  };
}
