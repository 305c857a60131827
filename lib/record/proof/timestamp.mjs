/**
 * RFC 3161 time-stamping, through PKI.js: the query the build sends an authority for a chain value,
 * what a token says (when, over which value), and whether it verifies against the authority's
 * certificate. The record's checks, the pages and `npm run record:verify` all read tokens here.
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const ID_CT_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const EXTENDED_KEY_USAGE = '2.5.29.37';
const BASIC_CONSTRAINTS = '2.5.29.19';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const ORGANIZATION = '2.5.4.10';
const SIGNING_CERTIFICATE = '1.2.840.113549.1.9.16.2.12';
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
/** The digests an ESS certificate identifier may be written with, by OID, as Node names them. */
const ESS_DIGESTS = /** @type {Record<string, string>} */ ({
  '1.3.14.3.2.26': 'sha1',
  [SHA256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
});
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

/**
 * The SHA-256 fingerprint of a certificate's DER bytes, in lowercase hex: what `openssl x509
 * -fingerprint -sha256` prints, without the colons.
 * @param {Uint8Array | pkijs.Certificate} certificate
 */
export function fingerprint(certificate) {
  const der =
    certificate instanceof pkijs.Certificate ? new Uint8Array(certificate.toSchema().toBER(false)) : certificate;
  return createHash('sha256').update(der).digest('hex');
}

/**
 * A certificate's subject, as `openssl x509 -subject` writes it: "O = Free TSA, CN = …".
 * @param {pkijs.Certificate} certificate
 */
export function subjectOf(certificate) {
  const names = /** @type {Record<string, string>} */ ({
    '2.5.4.6': 'C',
    '2.5.4.8': 'ST',
    '2.5.4.7': 'L',
    [ORGANIZATION]: 'O',
    '2.5.4.11': 'OU',
    [COMMON_NAME]: 'CN',
  });
  return certificate.subject.typesAndValues
    .map((entry) => `${names[entry.type] ?? entry.type} = ${String(entry.value.valueBlock.value)}`)
    .join(', ');
}

/**
 * An authority a verifier trusts, pinned by the fingerprint of its root certificate, never read
 * from the record's own files: its roots, what its tokens must say (policy, digest), and whether
 * it is the sample's authority, whose tokens prove nothing.
 * @typedef {{
 *   readonly name: string,
 *   readonly roots: readonly pkijs.Certificate[],
 *   readonly fingerprint: string,
 *   readonly policies: readonly string[] | null,
 *   readonly sample: boolean,
 *   readonly source: string,
 * }} PinnedAuthority
 */

/** @param {pkijs.Certificate} certificate */
export function isCertificateAuthority(certificate) {
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
 * Certificates from DER.
 * @param {readonly Uint8Array[]} certificates
 */
export function parseCertificates(certificates) {
  return certificates.map((der) => pkijs.Certificate.fromBER(buffer(der)));
}

/**
 * Why the token's ESS signing-certificate attribute (RFC 2634 v1 or RFC 5035 v2) does not name the
 * certificate that verified its signature, or null when its first identifier does: its hash of the
 * certificate and, when given, its serial number. OpenSSL's `ts -verify` refuses such a token too.
 * @param {pkijs.SignedData} signed @param {pkijs.Certificate} signer
 * @returns {string | null}
 */
function essProblem(signed, signer) {
  const attributes = signed.signerInfos[0]?.signedAttrs?.attributes ?? [];
  const found = attributes.filter((attribute) =>
    [SIGNING_CERTIFICATE, SIGNING_CERTIFICATE_V2].includes(attribute.type),
  );
  const [attribute] = found;
  if (found.length !== 1 || !attribute || attribute.values.length !== 1) {
    return 'it does not carry exactly one ESS signing-certificate attribute naming its signer';
  }
  const v2 = attribute.type === SIGNING_CERTIFICATE_V2;
  /** @param {unknown} block */
  const items = (block) => (block instanceof asn1js.Sequence ? block.valueBlock.value : []);
  const [first] = items(items(attribute.values[0])[0]);
  let parts = items(first);
  let digest = v2 ? 'sha256' : 'sha1';
  if (v2 && parts[0] instanceof asn1js.Sequence) {
    const algorithm = parts[0].valueBlock.value[0];
    digest = (algorithm instanceof asn1js.ObjectIdentifier && ESS_DIGESTS[algorithm.valueBlock.toString()]) || '';
    parts = parts.slice(1);
  }
  const [hash, issuerSerial] = parts;
  if (!digest || !(hash instanceof asn1js.OctetString)) {
    return 'its ESS signing-certificate attribute cannot be read';
  }
  const der = new Uint8Array(signer.toSchema().toBER(false));
  if (toHex(hash.valueBlock.valueHexView) !== createHash(digest).update(der).digest('hex')) {
    return `its ESS signing-certificate identifier names another certificate than its signer (${subjectOf(signer)})`;
  }
  const serial = items(issuerSerial)[1];
  if (
    issuerSerial !== undefined &&
    (!(serial instanceof asn1js.Integer) ||
      toHex(serial.valueBlock.valueHexView) !== toHex(signer.serialNumber.valueBlock.valueHexView))
  ) {
    return `its ESS signing-certificate identifier gives another serial number than its signer's (${subjectOf(signer)})`;
  }
  return null;
}

/** What each signing certificate was found to chain to, per list of pins: a record's tokens share a few. */
const validated = new WeakMap();

/**
 * Whether a token is a valid signature over the SHA-256 of `data`, by a time-stamping certificate
 * that chains to the root of one of the pinned authorities, under a policy that authority is
 * pinned with. Certificates the token carries and `untrusted` ones (the record's authority.pem)
 * may fill the path between, but are never trusted themselves.
 * @param {Uint8Array} der a TimeStampResp
 * @param {{ data: Uint8Array, authorities: readonly PinnedAuthority[], untrusted?: readonly pkijs.Certificate[] }} against
 * @returns {Promise<{ ok: true, time: Date, imprint: string, policy: string, authority: PinnedAuthority, signer: pkijs.Certificate } | { ok: false, reason: string }>}
 */
export async function verifyTimestamp(der, { data, authorities, untrusted = [] }) {
  let parts;
  try {
    parts = parse(der);
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const { signed, info } = parts;
  const carried = (signed.certificates ?? []).filter((cert) => cert instanceof pkijs.Certificate);
  const candidates = [...carried, ...untrusted];
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
  const ess = essProblem(signed, signer);
  if (ess) return { ok: false, reason: ess };

  let known = validated.get(authorities);
  if (!known) validated.set(authorities, (known = new Map()));
  const key = fingerprint(signer);
  if (!known.has(key)) {
    let found = null;
    for (const authority of authorities) {
      // PKI.js validates the last certificate of `certs`: the token's own signer goes last.
      const chain = new pkijs.CertificateChainValidationEngine({
        trustedCerts: [...authority.roots],
        certs: [...candidates.filter((cert) => fingerprint(cert) !== key), signer],
        checkDate: info.genTime,
      });
      const checked = await chain.verify({}, engine);
      if (checked.result) {
        found = authority;
        break;
      }
    }
    known.set(key, found);
  }
  const authority = known.get(key);
  if (!authority) {
    return {
      ok: false,
      reason: `its signer (${subjectOf(signer)}, SHA-256 ${key}) does not chain to any authority this check trusts (${authorities.map((pin) => pin.name).join(', ') || 'none given'})`,
    };
  }
  const policy = info.policy;
  if (authority.policies && !authority.policies.includes(policy)) {
    return {
      ok: false,
      reason: `it was issued under policy ${policy}, not the one ${authority.name} is pinned with (${authority.policies.join(', ')})`,
    };
  }
  return {
    ok: true,
    time: info.genTime,
    imprint: toHex(info.messageImprint.hashedMessage.valueBlock.valueHexView),
    policy,
    authority,
    signer,
  };
}
