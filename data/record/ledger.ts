import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { recordColumns, recordPickRow, resultLabels } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import type { SlipKind } from '@/lib/record/ledger/fields';
import { parseLedger } from '@/lib/record/ledger/picks';
import { LedgerError } from '@/lib/record/ledger/table';
import { linkEntries, type LinkedEntry } from '@/lib/record/proof/chain.mjs';
import {
  certificateName,
  certificatesFromPem,
  fingerprint,
  isCertificateAuthority,
  parseCertificates,
  verifyTimestamp,
} from '@/lib/record/proof/timestamp.mjs';
import { chainText } from '@/lib/record/proof/encoding.mjs';
import { publishPicks, recordEntries, sealVersionOf, type ChainHead } from '@/lib/record/proof/publish';
import { calendarYear } from '@/lib/record/math.mjs';
import { pickRowsHtml } from '@/lib/record/presentation/pickRows';
import { recordYears } from '@/lib/record/figures/select';
import { isRevealed, type Correction, type Pick, type PublishedPick } from '@/lib/record/types';
import { publishedRecord } from '@/lib/record/presentation/download';
import { pickPath, routes } from '@/content/routes';
import { buildDate } from '../buildDate.mjs';
import { siteConfig } from '../config';
import { authorityFile, correctionsFile, ledgerFile, slipsRoot, tokensDir } from './files';
import { readTokens, type StoredToken } from './tokens';
import { pinnedAuthorities } from './trust.mjs';
import { sampleLabel } from '../samples';

export interface RecordData {
  /** Every pick in ledger (posting) order, corrections applied, sealed until its start. */
  readonly picks: readonly PublishedPick[];
  /** The corrections of revealed picks (a sealed pick has none: the build refuses them). */
  readonly corrections: readonly Correction[];
  /** Every entry of the chain, in order: picks, grades and corrections. */
  readonly chain: readonly LinkedEntry[];
  /** The latest chain value, after the last entry. */
  readonly head: ChainHead | null;
  /** The authorities whose certificates authority.pem holds, by their own names. */
  readonly authorities: readonly string[];
  /** The pinned authorities (scripts/record/trust/) those certificates chain to: their root's fingerprint and where the authority publishes it. */
  readonly trusted: readonly { name: string; fingerprint: string; rootUrl: string | null; sample: boolean }[];
  /** Each timestamped entry's token, as the authority sent it, by entry name: published as /record/timestamps/<name>.tsr. */
  readonly tokens: ReadonlyMap<string, StoredToken>;
  /** The authority's certificates as published (authority.pem), or null without one. */
  readonly authorityPem: string | null;
  /** The label pages show while the ledger is a sample (content/samples.json), else null. */
  readonly sample: string | null;
  /** The time zone the record's days are in (content/record/settings.mjs), published for the verifier. */
  readonly timeZone: string;
}

function read(file: string, root: string): string {
  const full = path.resolve(root, file);
  if (!existsSync(full)) {
    throw new Error(`${file} is missing — the record is built from it; see "The record" in content/README.md.`);
  }
  return readFileSync(full, 'utf8');
}

/** What `npm run record:seal` checks before it writes: the ledger as it would be with the new secrets, not as it is on disk. */
export interface LedgerText {
  readonly ledgerText?: string;
}

/** The ledger's picks as posted, each corrected, and the corrections: checked, as every reader of the ledger needs them. */
export function readLedger(root: string = process.cwd(), date: Date = buildDate, { ledgerText }: LedgerText = {}) {
  const slipKind = (slip: string): SlipKind => {
    const full = path.resolve(root, slipsRoot, slip);
    if (!existsSync(full) || !statSync(full).isFile()) return 'missing';
    let type;
    try {
      type = imageSize(readFileSync(full)).type;
    } catch {
      return 'other';
    }
    return type === 'jpg' || type === 'png' || type === 'webp' ? type : 'other';
  };
  const ledger = {
    sports: recordSettings.sports,
    maxStake: recordSettings.maxStake,
    maxLength: recordSettings.maxLength,
    pendingGraceDays: recordSettings.pendingGraceDays,
    timeZone: recordSettings.timeZone,
    slipKind,
  };
  return withEditorsMessage(() => {
    const posted = parseLedger(ledgerText ?? read(ledgerFile, root), { ...ledger, file: ledgerFile, buildDate: date });
    const corrections = parseCorrections(read(correctionsFile, root), {
      file: correctionsFile,
      picks: posted,
      buildDate: date,
      ledger,
    });
    return { posted, corrections, corrected: applyCorrections(posted, corrections, recordSettings.sports) };
  });
}

/** The names of the authorities whose time-stamping certificates authority.pem holds, or none without the file. */
function readAuthority(root: string): { pem: string | null; names: string[]; trusted: RecordData['trusted'] } {
  if (!existsSync(path.resolve(root, authorityFile))) return { pem: null, names: [], trusted: [] };
  const pem = read(authorityFile, root);
  const certificates = parseCertificates(certificatesFromPem(pem));
  if (!certificates.length) {
    throw new Error(`${authorityFile} holds no certificate — put the authority's certificate there as PEM.`);
  }
  const signers = certificates.filter((certificate) => !isCertificateAuthority(certificate));
  const names = (signers.length ? signers : certificates).map((certificate) =>
    certificateName(new Uint8Array(certificate.toSchema().toBER(false))),
  );
  const trusted = pinnedAuthorities()
    .filter((pin) =>
      certificates.some((certificate) =>
        pin.roots.some(
          (pinned) => fingerprint(pinned) === fingerprint(certificate) || pinned.subject.isEqual(certificate.issuer),
        ),
      ),
    )
    .map((pin) => ({ name: pin.name, fingerprint: pin.fingerprint, rootUrl: pin.rootUrl, sample: pin.sample }));
  return { pem, names: [...new Set(names)].sort(), trusted };
}

/** The seal version of each pick, by when it was posted (content/record/settings.mjs). */
export const sealVersion = (pick: Pick) => sealVersionOf(pick, recordSettings.sealV2From);

/**
 * The ledger's entries linked into the chain in the order of their tokens, each token checked
 * against the chain value it was made over. A token over another value means an entry at or
 * before it changed, moved or was removed after it was timestamped: one message names the first.
 */
export function readChain(
  posted: readonly Pick[],
  corrections: readonly Correction[],
  root: string = process.cwd(),
): { chain: LinkedEntry[]; tokens: Map<string, StoredToken> } {
  const tokens = readTokens(root);
  const entries = recordEntries(posted, corrections, sealVersion);
  const names = new Set(entries.map((entry) => entry.name));
  const stray = [...tokens.keys()].filter((name) => !names.has(name));
  if (stray.length) {
    throw new Error(
      `${tokensDir}/${stray[0]}.tsr is the token of an entry the ledger no longer has${stray.length > 1 ? ` (and ${stray.length - 1} more)` : ''} — a pick, grade or correction was removed after it was timestamped; put the ledger back as it was (git log -p -- ${ledgerFile} ${correctionsFile}).`,
    );
  }
  const chain = linkEntries(entries, new Map([...tokens].map(([name, token]) => [name, token.time])));
  const broken = chain.find((entry) => {
    const token = tokens.get(entry.name);
    return token !== undefined && token.imprint !== entry.chain;
  });
  if (broken) {
    throw new Error(
      `the chain breaks at ${broken.name}: its token (${tokensDir}/${broken.name}.tsr) was made over another chain value, so ${broken.name} or an entry before it was changed after it was timestamped. A posted pick and a grade never change: put the row back as it was (git log -p -- ${ledgerFile}) and correct a mistake with a row in ${correctionsFile} (content/README.md, "Correcting a pick").`,
    );
  }
  return { chain, tokens };
}

/** Reads and checks the ledger, its corrections and its timestamps from `root` (the project folder). */
export function loadRecord(root: string = process.cwd(), date: Date = buildDate, text: LedgerText = {}): RecordData {
  const { posted, corrections, corrected } = readLedger(root, date, text);
  const { chain, tokens } = readChain(posted, corrections, root);
  const { picks, head } = publishPicks(posted, corrected, chain, date, sealVersion);
  const sealed = new Set(picks.filter((pick) => !isRevealed(pick)).map((pick) => pick.id));
  const early = corrections.find((correction) => sealed.has(correction.pickId));
  if (early) {
    throw new Error(
      `${correctionsFile}:${early.line} corrects ${early.pickId}, which is still sealed: a correction would publish what the seal hides. Add the row once its game has started.`,
    );
  }
  const authority = readAuthority(root);
  return {
    picks,
    corrections,
    chain,
    head,
    authorities: authority.names,
    trusted: authority.trusted,
    authorityPem: authority.pem,
    tokens,
    sample: sampleLabel('content/record/picks.csv') ?? null,
    timeZone: recordSettings.timeZone,
  };
}

/** Runs a read of the ledger so that a LedgerError prints as the editor's to-do list, without a stack. */
function withEditorsMessage<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof LedgerError) error.stack = error.message;
    throw error;
  }
}

let cached: RecordData | undefined;

/** The record of this build, read once however many pages ask for it. */
export function getRecord(): RecordData {
  cached ??= loadRecord();
  return cached;
}

/**
 * The years that get a page: every year with a pick, or, with an empty ledger, this year (a static
 * export needs one page at least, and that page says the record is empty).
 */
export function shownYears(): number[] {
  const { timeZone } = recordSettings;
  const years = recordYears(getRecord().picks, timeZone);
  return years.length > 0 ? years : [Number(calendarYear(buildDate.toISOString(), timeZone))];
}

/** The pixel size of a slip image in the slips folder, so a page reserves its box before it loads. */
export function slipSize(slip: string): { width: number; height: number } {
  const file = path.resolve(process.cwd(), slipsRoot, slip);
  const { width, height } = imageSize(readFileSync(file));
  if (!width || !height) throw new Error(`${slipsRoot}/${slip}: cannot read the image's width and height.`);
  return { width, height };
}

/**
 * Whether a year page's rows are left to the post-build step (components/record/RecordPicksTable.tsx):
 * in a production build, yes; `next dev` has no post-build step and renders them in place.
 */
export const rowsLeftForTheBuild = process.env.NODE_ENV === 'production';

/** Picks as the rows of a picks table, each slip at the size of its file. */
export function pickRows(picks: readonly PublishedPick[]): string {
  return pickRowsHtml(picks, {
    timeZone: recordSettings.timeZone,
    slipSize,
    resultLabels,
    pickHref: pickPath,
    labels: recordColumns,
    words: recordPickRow,
  });
}

let files: ReturnType<typeof publishedRecord> | undefined;

/** The record's published text files of this build, by path (lib/record/presentation/download.ts). */
export function publishedFiles(): ReturnType<typeof publishedRecord> {
  files ??= publishedRecord(getRecord(), `${new URL(siteConfig.url).host}${routes.record}`, buildDate);
  return files;
}

/**
 * Every token checked as `npm run record:verify` checks it: a valid signature over its entry's
 * chain value by a certificate that chains to a trusted root. A production build trusts only the
 * pinned authorities (scripts/record/trust/); any other build also trusts the roots in
 * authority.pem, so a test authority can stand in. Returns a message per token that fails.
 */
export async function checkTokens(record: RecordData, production: boolean): Promise<string[]> {
  const published = parseCertificates(certificatesFromPem(record.authorityPem ?? ''));
  const own = published.filter(isCertificateAuthority).map((root) => ({
    name: certificateName(new Uint8Array(root.toSchema().toBER(false))),
    roots: [root],
    fingerprint: fingerprint(root),
    policies: null,
    sample: false,
    source: authorityFile,
  }));
  const authorities = production ? pinnedAuthorities() : [...pinnedAuthorities(), ...own];
  // A token that verified once against the same chain value and the same trusted roots verifies
  // again: the build every 15 minutes checks only the new ones.
  const trusted = authorities.map((authority) => authority.fingerprint).join(',');
  const cache = path.join(process.cwd(), 'node_modules/.cache/receipts-club/verified.json');
  let verified: string[] = [];
  try {
    verified = JSON.parse(readFileSync(cache, 'utf8'));
  } catch {
    verified = [];
  }
  const known = new Set(verified);
  const problems: string[] = [];
  for (const entry of record.chain) {
    const token = record.tokens.get(entry.name);
    if (!token) continue;
    const key = createHash('sha256').update(token.der).update(`${entry.chain}|${trusted}|${production}`).digest('hex');
    if (known.has(key)) continue;
    const result = await verifyTimestamp(token.der, {
      data: new TextEncoder().encode(chainText(entry.previous, entry.kind, entry.leaf)),
      authorities,
      untrusted: published,
    });
    if (!result.ok) problems.push(`${tokensDir}/${entry.name}.tsr: ${result.reason}`);
    else if (production && result.authority.sample) {
      problems.push(
        `${tokensDir}/${entry.name}.tsr is signed by the sample authority, which a production build refuses`,
      );
    } else known.add(key);
  }
  if (known.size !== verified.length) {
    mkdirSync(path.dirname(cache), { recursive: true });
    writeFileSync(`${cache}.${process.pid}`, JSON.stringify([...known]));
    renameSync(`${cache}.${process.pid}`, cache);
  }
  return problems;
}
