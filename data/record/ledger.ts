import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { recordPickRow, resultLabels } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import type { SlipKind } from '@/lib/record/ledger/fields';
import { parseLedger } from '@/lib/record/ledger/picks';
import { LedgerError } from '@/lib/record/ledger/table';
import { parseTimestamps, type TimestampRow } from '@/lib/record/ledger/timestamps';
import { chainById, publishPicks, type ChainHead } from '@/lib/record/publish';
import { certificateName, certificatesFromPem, trustSet } from '@/lib/record/timestamp.mjs';
import { calendarYear } from '@/lib/record/math.mjs';
import { pickRowsHtml } from '@/lib/record/pickRows';
import { recordYears } from '@/lib/record/select';
import { isRevealed, type Correction, type Pick, type PublishedPick } from '@/lib/record/types';
import { buildDate } from '../buildDate.mjs';
import { authorityFile, correctionsFile, ledgerFile, timestampsFile } from './files';
import { sampleLabel } from '../samples';

export interface RecordData {
  /** Every pick in ledger (posting) order, corrections applied, sealed until its start. */
  readonly picks: readonly PublishedPick[];
  /** The corrections of revealed picks (a sealed pick's would give it away). */
  readonly corrections: readonly Correction[];
  /** The latest chain value, after the last pick. */
  readonly head: ChainHead | null;
  /** The authority whose certificate the tokens verify against (authority.pem), by its own name. */
  readonly authority: string | null;
  /** Each timestamped pick's token, base64 DER, by pick id: published as /record/timestamps/<id>.tsr. */
  readonly tokens: ReadonlyMap<string, string>;
  /** The authority's certificates as published (authority.pem), or null without one. */
  readonly authorityPem: string | null;
  /** The label pages show while the ledger is a sample (content/samples.json), else null. */
  readonly sample: string | null;
}

function read(file: string, root: string): string {
  const full = path.resolve(root, file);
  if (!existsSync(full)) {
    throw new Error(`${file} is missing — the record is built from it; see "The record" in content/README.md.`);
  }
  return readFileSync(full, 'utf8');
}

/** The ledger's picks as posted, each corrected, and the corrections: checked, as every reader of the ledger needs them. */
export function readLedger(root: string = process.cwd(), date: Date = buildDate) {
  const slipKind = (slip: string): SlipKind => {
    const full = path.join(root, 'public', slip);
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
    const posted = parseLedger(read(ledgerFile, root), { ...ledger, file: ledgerFile, buildDate: date });
    const corrections = parseCorrections(read(correctionsFile, root), {
      file: correctionsFile,
      picks: posted,
      buildDate: date,
      ledger,
    });
    return { posted, corrections, corrected: applyCorrections(posted, corrections, recordSettings.sports) };
  });
}

/** The rows of timestamps.csv, checked against the chain the ledger gives (an empty list without the file). */
export function readTimestamps(posted: readonly Pick[], root: string = process.cwd()): TimestampRow[] {
  if (!existsSync(path.resolve(root, timestampsFile))) return [];
  return withEditorsMessage(() => parseTimestamps(read(timestampsFile, root), timestampsFile, chainById(posted)));
}

/** The authority's certificates and its name, or nulls when the record has no authority.pem yet. */
function readAuthority(root: string): { pem: string | null; name: string | null } {
  if (!existsSync(path.resolve(root, authorityFile))) return { pem: null, name: null };
  const pem = read(authorityFile, root);
  const { roots, others } = trustSet(certificatesFromPem(pem));
  const signer = others[0] ?? roots[0];
  if (!signer) throw new Error(`${authorityFile} holds no certificate — put the authority's certificate there as PEM.`);
  return { pem, name: certificateName(new Uint8Array(signer.toSchema().toBER(false))) };
}

/** Reads and checks the ledger, its corrections and its timestamps from `root` (the project folder). */
export function loadRecord(root: string = process.cwd(), date: Date = buildDate): RecordData {
  const { posted, corrections, corrected } = readLedger(root, date);
  const timestamps = readTimestamps(posted, root);
  const { picks, head } = publishPicks(
    posted,
    corrected,
    new Map(timestamps.map((row) => [row.pickId, { time: row.time }])),
    date,
  );
  const revealed = new Set(picks.filter(isRevealed).map((pick) => pick.id));
  const authority = readAuthority(root);
  return {
    picks,
    corrections: corrections.filter((correction) => revealed.has(correction.pickId)),
    head,
    authority: authority.name,
    authorityPem: authority.pem,
    tokens: new Map(timestamps.map((row) => [row.pickId, row.token])),
    sample: sampleLabel('content/record/picks.csv') ?? null,
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

/** The pixel size of a slip image under public/, so a page reserves its box before it loads. */
function slipSize(slip: string): { width: number; height: number } {
  const file = path.join(process.cwd(), 'public', slip);
  const { width, height } = imageSize(readFileSync(file));
  if (!width || !height) throw new Error(`public/${slip}: cannot read the image's width and height.`);
  return { width, height };
}

/**
 * Whether a year page's rows are left to the post-build step (components/record/RecordPicksTable.tsx):
 * in a production build, yes; `next dev` has no post-build step and renders them in place.
 */
export const rowsLeftForTheBuild = process.env.NODE_ENV === 'production';

/** Picks as the rows of a picks table, each slip at the size of its file under public/. */
export function pickRows(picks: readonly PublishedPick[]): string {
  return pickRowsHtml(picks, { timeZone: recordSettings.timeZone, slipSize, resultLabels, words: recordPickRow });
}
