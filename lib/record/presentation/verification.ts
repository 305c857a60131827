import { ledgerText } from '../ledger/csv.mjs';
import { sealFields } from '../model.mjs';
import { CHAIN_TAG, canonicalFields, sealText, type SealedFields } from '../proof/encoding.mjs';
import type { RevealedPick } from '../types';

/** A word for a POSIX shell: in single quotes, a quote inside written '\''. */
const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** What a command leaves in the shell for the next one: the first 64 characters of sha256sum's line. */
const assign = (name: string, command: string) => `${name}=$(${command} | sha256sum | cut -c1-64); echo "$${name}"`;

/**
 * The command that recomputes a pick's seal from its fields as posted and its secret
 * (lib/record/proof/encoding.mjs), for a visitor to paste into a terminal: version 2 hashes one
 * JSON line, version 1 a line per field. It keeps the result in `$seal` for the chain's command.
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
    return assign('seal', `printf '%s\\n' ${lines.map(quote).join(' ')}`);
  }
  return assign('seal', `printf '%s' ${quote(sealText(2, fields, pick.secret))}`);
}

/**
 * The command that recomputes a pick entry's chain value from the one before it and the pick's seal,
 * and keeps it in `$chain` for the token's check. Without a seal it takes the `$seal` the seal's own
 * command left, so the checks prove one another rather than each the value printed on the page.
 */
export function chainCommand(previous: string, seal: string | null): string {
  return assign('chain', `printf '%s\\n' ${quote(CHAIN_TAG)} ${previous} pick ${seal ?? '"$seal"'}`);
}

/**
 * The commands that check a pick's token with OpenSSL over the `$chain` the chain's command left:
 * the authority's root from the authority itself (its fingerprint printed, to compare with the one
 * pinned), else the certificates we publish; then the token, and the time it carries.
 */
export function tokenCheckCommands(
  tokenUrl: string,
  { rootUrl, certificatesUrl }: { rootUrl: string | null; certificatesUrl: string },
): string[] {
  const token = tokenUrl.split('/').at(-1) ?? '';
  const root = rootUrl ? 'root.pem' : 'authority.pem';
  return [
    ...(rootUrl
      ? [`curl -fo root.pem ${rootUrl}`, 'openssl x509 -in root.pem -noout -fingerprint -sha256']
      : [`curl -fO ${certificatesUrl}`]),
    `curl -fO ${tokenUrl}`,
    `openssl ts -verify -digest "$chain" -in ${token} -CAfile ${root}`,
    `openssl ts -reply -in ${token} -text | grep 'Time stamp'`,
  ];
}
