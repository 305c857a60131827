import { ledgerText } from './csv.mjs';
import { GENESIS, SEAL_TAG, canonicalFields, sealFields, type SealedFields } from './seal.mjs';
import type { Pick } from './types';

/** A word for a POSIX shell: in single quotes, a quote inside written '\''. */
const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * The command that recomputes a pick's seal from its fields as posted and its secret
 * (lib/record/seal.mjs), for a visitor to paste into a terminal.
 */
export function sealCommand(pick: Pick): string {
  const text = ledgerText(pick);
  const fields = canonicalFields(Object.fromEntries(sealFields.map((field) => [field, text[field]])) as SealedFields);
  const lines = [SEAL_TAG, ...sealFields.map((field) => fields[field]), pick.secret];
  return `printf '%s\\n' ${lines.map(quote).join(' ')} | sha256sum`;
}

/** The command that recomputes a chain value from the one before it and the pick's seal. */
export function chainCommand(previous: string | null, seal: string): string {
  return `printf '%s\\n' ${previous ?? GENESIS} ${seal} | sha256sum`;
}

/** The commands that fetch a pick's token and the authority's certificate and check the token with OpenSSL. */
export function opensslCommands(tokenUrl: string, authorityUrl: string, chain: string): string[] {
  const token = tokenUrl.split('/').at(-1) ?? '';
  return [
    `curl -O ${tokenUrl} -O ${authorityUrl}`,
    `openssl ts -verify -digest ${chain} -in ${token} -CAfile authority.pem -untrusted authority.pem`,
  ];
}
