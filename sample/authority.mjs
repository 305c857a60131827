/**
 * The sample record's time-stamping authority. The sample ledger's tokens are signed here, at the
 * time each sample pick was posted, so the sample shows what real tokens show. Its certificate
 * (content/record/authority.pem while the record is a sample) says SAMPLE in its name, and its key
 * is in the repository on purpose: it proves nothing about anything, and the sample can be remade
 * byte for byte (RSA PKCS #1 v1.5 signatures are deterministic). A real authority replaces it
 * before launch (content/README.md, "Timestamps").
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificatesFromPem, isCertificateAuthority, parseCertificates } from '../lib/record/proof/timestamp.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SHA256 = '2.16.840.1.101.3.4.2.1';
const ID_CT_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const POLICY = '1.3.6.1.4.1.99999.1';
const EC_PUBLIC_KEY = '1.2.840.10045.2.1';
const engine = new pkijs.CryptoEngine({ name: 'webcrypto', crypto: globalThis.crypto });

/**
 * @param {string} certificateFile the authority's certificate, PEM
 * @param {string} keyFile its private key, PKCS #8 PEM
 */
export async function sampleAuthority(
  certificateFile = path.join(root, 'content/record/authority.pem'),
  keyFile = path.join(root, 'sample/authority-key.pem'),
) {
  const [certificate] = parseCertificates(certificatesFromPem(readFileSync(certificateFile, 'utf8'))).filter(
    (candidate) => !isCertificateAuthority(candidate),
  );
  if (!certificate) throw new Error(`${certificateFile} holds no time-stamping certificate`);
  const certificateDer = new Uint8Array(certificate.toSchema().toBER(false));
  const key = await signingKey(certificate, keyFile);

  /**
   * A token over a SHA-256 digest at a given time: a TimeStampResp as an authority sends it.
   * `names` is the certificate its ESS attribute identifies: its own, unless a test forges another.
   * @param {{ digestHex: string, time: Date, serial: number, policy?: string, names?: Uint8Array }} request
   */
  return async function sign({ digestHex, time, serial, policy = POLICY, names = certificateDer }) {
    const info = new pkijs.TSTInfo({
      version: 1,
      policy,
      messageImprint: new pkijs.MessageImprint({
        hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
        hashedMessage: new asn1js.OctetString({ valueHex: Buffer.from(digestHex, 'hex') }),
      }),
      serialNumber: new asn1js.Integer({ value: serial }),
      genTime: time,
    });
    const content = new Uint8Array(info.toSchema().toBER(false));
    const signed = new pkijs.SignedData({
      version: 3,
      // Its own certificate, as an authority sends it when the query asks (certReq), so a token
      // checks with the authority's root alone.
      certificates: [certificate],
      encapContentInfo: new pkijs.EncapsulatedContentInfo({
        eContentType: ID_CT_TST_INFO,
        eContent: new asn1js.OctetString({ valueHex: content }),
      }),
      signerInfos: [
        new pkijs.SignerInfo({
          version: 1,
          sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
          signedAttrs: signedAttributes(content, names),
        }),
      ],
    });
    await signed.sign(key, 0, 'SHA-256', undefined, engine);
    const response = new pkijs.TimeStampResp({
      status: new pkijs.PKIStatusInfo({ status: pkijs.PKIStatus.granted }),
      timeStampToken: new pkijs.ContentInfo({
        contentType: pkijs.ContentInfo.SIGNED_DATA,
        content: signed.toSchema(true),
      }),
    });
    return new Uint8Array(response.toSchema().toBER(false));
  };
}

/**
 * The private key of `certificate`, from a PKCS #8 PEM file.
 * @param {pkijs.Certificate} certificate @param {string} keyFile
 */
function signingKey(certificate, keyFile) {
  const keyDer = Buffer.from(
    readFileSync(keyFile, 'utf8')
      .replace(/-----[^-]+-----/g, '')
      .replace(/\s+/g, ''),
    'base64',
  );
  // RSA for the sample's authority; P-256 for the tests' local one (scripts/record/local-tsa.mjs).
  const elliptic = certificate.subjectPublicKeyInfo.algorithm.algorithmId === EC_PUBLIC_KEY;
  return globalThis.crypto.subtle.importKey(
    'pkcs8',
    keyDer,
    elliptic ? { name: 'ECDSA', namedCurve: 'P-256' } : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/**
 * The attributes a token's signature covers: the content type, the digest of the TSTInfo, and the
 * certificate the signer names.
 * @param {Uint8Array} content the TSTInfo, DER @param {Uint8Array} names the certificate's DER
 */
function signedAttributes(content, names) {
  // ESS signing-certificate-v2 (RFC 5035): certs SEQUENCE OF ESSCertIDv2 { certHash } (SHA-256 by default).
  const signingCertificate = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [
          new asn1js.Sequence({
            value: [new asn1js.OctetString({ valueHex: createHash('sha256').update(names).digest() })],
          }),
        ],
      }),
    ],
  });
  return new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: [
      new pkijs.Attribute({
        type: '1.2.840.113549.1.9.3',
        values: [new asn1js.ObjectIdentifier({ value: ID_CT_TST_INFO })],
      }),
      new pkijs.Attribute({
        type: '1.2.840.113549.1.9.4',
        values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(content).digest() })],
      }),
      new pkijs.Attribute({ type: '1.2.840.113549.1.9.16.2.47', values: [signingCertificate] }),
    ],
  });
}
