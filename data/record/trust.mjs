/**
 * The time-stamping authorities the record's checks trust, pinned in the repository
 * (scripts/record/trust/authorities.json, each root beside it with where its fingerprint came
 * from), never taken from the record's own files; and the ones a sceptic names on the command line.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  certificatesFromPem,
  fingerprint,
  isCertificateAuthority,
  parseCertificates,
} from '../../lib/record/proof/timestamp.mjs';

const here = path.dirname(new URL(import.meta.url).pathname);
const trustDir = path.resolve(here, '../../scripts/record/trust');

/**
 * @typedef {import('../../lib/record/proof/timestamp.mjs').PinnedAuthority & {
 *   readonly url: string | null,
 *   readonly rootUrl: string | null,
 *   readonly rootFile: string | null,
 * }} TrustedAuthority
 */

/** A fingerprint as people write it (colons, upper case) in the form the checks compare: 64 lowercase hex. @param {string} text */
export const normalFingerprint = (text) => text.replace(/:/g, '').toLowerCase();

/**
 * The pinned authorities. Each root file must have the fingerprint written beside it: a file that
 * changed without its pin stops the check.
 * @returns {TrustedAuthority[]}
 */
export function pinnedAuthorities() {
  const list =
    /** @type {{ authorities: { name: string, root: string, fingerprint: string, policies: string[] | null, sample: boolean, url: string | null, rootUrl: string | null, source: string }[] }} */ (
      JSON.parse(readFileSync(path.join(trustDir, 'authorities.json'), 'utf8'))
    );
  return list.authorities.map((pin) => {
    const file = path.join(trustDir, pin.root);
    const roots = parseCertificates(certificatesFromPem(readFileSync(file, 'utf8')));
    const root = roots[0];
    if (roots.length !== 1 || !root || fingerprint(root) !== normalFingerprint(pin.fingerprint)) {
      throw new Error(
        `scripts/record/trust/${pin.root} is not the root pinned for ${pin.name} (SHA-256 ${pin.fingerprint}): put back the file as published by the authority.`,
      );
    }
    return {
      name: pin.name,
      roots,
      fingerprint: fingerprint(root),
      policies: pin.policies,
      sample: pin.sample,
      source: pin.source,
      url: pin.url,
      rootUrl: pin.rootUrl,
      rootFile: path.relative(process.cwd(), file),
    };
  });
}

/**
 * An authority a sceptic names with --authority: a PEM file of its root certificate(s), as the
 * authority itself publishes it, or the SHA-256 fingerprint of one of the pinned roots. A fingerprint
 * never picks a certificate out of the record's own files: a fingerprint copied from the operator's
 * pages would then trust whatever root the operator published beside it.
 * @param {string} value a path or a fingerprint
 * @returns {TrustedAuthority}
 */
export function namedAuthority(value) {
  if (existsSync(value)) {
    const roots = parseCertificates(certificatesFromPem(readFileSync(value, 'utf8')));
    const root = roots.find(isCertificateAuthority) ?? roots[0];
    if (!root) throw new Error(`--authority ${value} holds no certificate`);
    return {
      name: `the authority in ${value}`,
      roots,
      fingerprint: fingerprint(root),
      policies: null,
      sample: false,
      source: value,
      url: null,
      rootUrl: null,
      rootFile: value,
    };
  }
  const wanted = normalFingerprint(value);
  if (!/^[0-9a-f]{64}$/.test(wanted)) {
    throw new Error(
      `--authority "${value}" is neither a file nor a SHA-256 fingerprint (64 hex digits, colons allowed)`,
    );
  }
  const candidates = pinnedAuthorities().flatMap((pin) => pin.roots);
  const root = candidates.find((certificate) => fingerprint(certificate) === wanted);
  if (!root) {
    throw new Error(
      `no pinned root has SHA-256 ${value}: download the root certificate from the authority's own site (never from the site you check) and give its file, --authority root.pem`,
    );
  }
  return {
    name: `the authority with root ${wanted.slice(0, 16)}…`,
    roots: [root],
    fingerprint: wanted,
    policies: null,
    sample: false,
    source: `--authority ${value}`,
    url: null,
    rootUrl: null,
    rootFile: null,
  };
}
