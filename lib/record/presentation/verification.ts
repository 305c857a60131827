import { ledgerText } from '../ledger/csv.mjs';
import { gradeFields, sealFields } from '../model.mjs';
import {
  CHAIN_TAG,
  canonicalFields,
  correctionText,
  gradeText,
  sealText,
  entryName,
  type EntryKind,
  type GradedFields,
  type SealedFields,
} from '../proof/encoding.mjs';
import { correctionFields } from '../proof/publish';
import type { Correction, PublishedPick, RevealedPick } from '../types';

/** A word for a POSIX shell: in single quotes, a quote inside written '\''. */
const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** What a command leaves in the shell for the next one: the first 64 characters of sha256sum's line. */
const assign = (name: string, command: string) => `${name}=$(${command} | sha256sum | cut -c1-64); echo "$${name}"`;

/** The shell variable each kind of link's leaf is kept in, for the chain's command to read. */
const leafVariable = { pick: 'seal', grade: 'grade', correction: 'correction' } as const satisfies Record<
  EntryKind,
  string
>;

/** A pick's ledger text as posted and first graded: every correction undone, the last first. */
function asPosted(pick: RevealedPick) {
  const text = ledgerText(pick);
  for (const correction of [...pick.correctedBy].reverse()) {
    Object.assign(text, { [correction.field]: correction.before });
  }
  return text;
}

/**
 * The command that recomputes a pick's seal from its fields as posted and its secret
 * (lib/record/proof/encoding.mjs), for a visitor to paste into a terminal: version 2 hashes one
 * JSON line, version 1 a line per field. It keeps the result in `$seal` for the chain's command.
 */
export function sealCommand(pick: RevealedPick): string {
  const text = asPosted(pick);
  const fields = canonicalFields(Object.fromEntries(sealFields.map((field) => [field, text[field]])) as SealedFields);
  if (pick.sealVersion === 1) {
    const lines = sealText(1, fields, pick.secret).slice(0, -1).split('\n');
    return assign(leafVariable.pick, `printf '%s\\n' ${lines.map(quote).join(' ')}`);
  }
  return assign(leafVariable.pick, `printf '%s' ${quote(sealText(2, fields, pick.secret))}`);
}

/**
 * The command that recomputes a graded pick's grade leaf from its graded fields as first graded
 * (a correction's value before, where one changed them), and keeps it in `$grade`.
 */
export function gradeCommand(pick: RevealedPick): string {
  const text = asPosted(pick);
  const fields = Object.fromEntries([['id', pick.id], ...gradeFields.map((field) => [field, text[field]])]);
  return assign(leafVariable.grade, `printf '%s' ${quote(gradeText(fields as GradedFields))}`);
}

/** The command that recomputes a correction's leaf from what it changed, why and when, kept in `$correction`. */
export function correctionCommand(correction: Correction): string {
  return assign(leafVariable.correction, `printf '%s' ${quote(correctionText(correctionFields(correction)))}`);
}

/**
 * The command that recomputes a link's chain value from the one before it and its leaf, and keeps
 * it in `$chain` for the token's check. Without a leaf it takes the one its kind's own command left
 * (`$seal`, `$grade`, `$correction`), so the checks prove one another rather than each the value
 * printed on the page.
 */
export function chainCommand(previous: string, leaf: string | null, kind: EntryKind = 'pick'): string {
  return assign(
    'chain',
    `printf '%s\\n' ${quote(CHAIN_TAG)} ${previous} ${kind} ${leaf ?? `"$${leafVariable[kind]}"`}`,
  );
}

/**
 * The commands that check a link's token with OpenSSL over the `$chain` the chain's command left:
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

/** The commands that check one of a pick's links, run one after another in one shell. */
export interface LinkCheck {
  /** The link's name (PickLink.name), which its token's file carries. */
  readonly name: string;
  readonly kind: EntryKind;
  /** Recomputes the link's leaf: the pick's seal once revealed, its grade, or a correction; null while sealed. */
  readonly leaf: string | null;
  readonly chain: string;
  /** Checks the link's token, or null while it has none. */
  readonly token: readonly string[] | null;
  /** A correction's line in corrections.csv, whose values its leaf's command quotes. */
  readonly correctionLine: number | null;
}

/**
 * The checks of one of a pick's links: its leaf recomputed from what the page shows (a sealed pick's
 * seal is quoted as it is), its chain value from the one before, and its token once it has one.
 */
export function linkCheck(
  pick: PublishedPick,
  link: { name: string; kind: EntryKind; previous: string; time: string | null },
  tokenCheck: (name: string) => string[],
): LinkCheck {
  const revealed = pick.state === 'revealed' ? pick : null;
  const index = revealed?.correctedBy.findIndex((_, at) => entryName('correction', pick.id, at + 1) === link.name);
  const correction = index === undefined ? undefined : revealed?.correctedBy[index];
  const leaf = !revealed
    ? null
    : link.kind === 'pick'
      ? sealCommand(revealed)
      : link.kind === 'grade'
        ? gradeCommand(revealed)
        : correction
          ? correctionCommand(correction)
          : null;
  if (link.kind !== 'pick' && leaf === null)
    throw new Error(`${link.name} is a link of no grade or correction of ${pick.id}`);
  return {
    name: link.name,
    kind: link.kind,
    leaf,
    chain: chainCommand(link.previous, revealed ? null : pick.seal, link.kind),
    token: link.time ? tokenCheck(link.name) : null,
    correctionLine: correction?.line ?? null,
  };
}
