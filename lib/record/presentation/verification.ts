import { ledgerText } from '../ledger/csv.mjs';
import { sealFields } from '../model.mjs';
import { CHAIN_TAG, canonicalFields, sealText, type SealedFields } from '../proof/encoding.mjs';
import type { RevealedPick } from '../types';

/** A word for a POSIX shell: in single quotes, a quote inside written '\''. */
const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * The command that recomputes a pick's seal from its fields as posted and its secret
 * (lib/record/proof/encoding.mjs), for a visitor to paste into a terminal: version 2 hashes one
 * JSON line, version 1 a line per field.
 */
export function sealCommand(pick: RevealedPick): string {
  const text = ledgerText(pick);
  const asPosted = { ...text };
  for (const correction of [...pick.correctedBy].reverse()) {
    Object.assign(asPosted, { [correction.field]: correction.before });
  }
  const fields = canonicalFields(
    Object.fromEntries(sealFields.map((field) => [field, asPosted[field]])) as SealedFields,
  );
  if (pick.sealVersion === 1) {
    const lines = sealText(1, fields, pick.secret).slice(0, -1).split('\n');
    return `printf '%s\\n' ${lines.map(quote).join(' ')} | sha256sum`;
  }
  return `printf '%s' ${quote(sealText(2, fields, pick.secret))} | sha256sum`;
}

/** The command that recomputes a pick entry's chain value from the one before it and the pick's seal. */
export function chainCommand(previous: string, seal: string): string {
  return `printf '%s\\n' ${quote(CHAIN_TAG)} ${previous} pick ${seal} | sha256sum`;
}

/**
 * The commands that fetch a pick's token and check it with OpenSSL against the authority's root,
 * which the reader gets from the authority itself (`rootFile`); the token carries its signer.
 */
function opensslCommands(tokenUrl: string, chain: string, rootFile: string): string[] {
  const token = tokenUrl.split('/').at(-1) ?? '';
  return [`curl -O ${tokenUrl}`, `openssl ts -verify -digest ${chain} -in ${token} -CAfile ${rootFile}`];
}

/**
 * Every command a reader runs to check a token by hand: the authority's root from the authority
 * itself when it publishes one (else the certificates we publish), then the token against it.
 */
export function tokenCheckCommands(
  tokenUrl: string,
  chain: string,
  { rootUrl, certificatesUrl }: { rootUrl: string | null; certificatesUrl: string },
): string[] {
  return [
    rootUrl ? `curl -o root.pem ${rootUrl}` : `curl -O ${certificatesUrl}`,
    ...opensslCommands(tokenUrl, chain, rootUrl ? 'root.pem' : 'authority.pem'),
  ];
}
