import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { recordColumns, resultLabels } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger } from '@/lib/record/ledger/picks';
import { LedgerError } from '@/lib/record/ledger/table';
import { calendarYear } from '@/lib/record/math.mjs';
import { pickRowsHtml } from '@/lib/record/pickRows';
import { recordYears } from '@/lib/record/select';
import type { Correction, PublishedPick } from '@/lib/record/types';
import { buildDate } from '../buildDate.mjs';
import { sampleLabel } from '../samples';

export const ledgerFile = 'content/record/picks.csv';
export const correctionsFile = 'content/record/corrections.csv';

export interface RecordData {
  /** Every pick in ledger (posting) order, corrections applied. */
  readonly picks: readonly PublishedPick[];
  readonly corrections: readonly Correction[];
  /** The label pages show while the ledger is a sample (content/samples.json), else null. */
  readonly sample: string | null;
}

function read(file: string, root: string): string {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    throw new Error(`${file} is missing — the record is built from it; see "The record" in content/README.md.`);
  }
  return readFileSync(full, 'utf8');
}

/** Reads and checks the ledger and its corrections from `root` (the project folder). */
export function loadRecord(root: string = process.cwd(), date: Date = buildDate): RecordData {
  const slipExists = (slip: string) => {
    const full = path.join(root, 'public', slip);
    return existsSync(full) && statSync(full).isFile();
  };
  const ledger = {
    sports: recordSettings.sports,
    maxStake: recordSettings.maxStake,
    pendingGraceDays: recordSettings.pendingGraceDays,
    timeZone: recordSettings.timeZone,
    slipExists,
  };
  try {
    const picks = parseLedger(read(ledgerFile, root), { ...ledger, file: ledgerFile, buildDate: date });
    const corrections = parseCorrections(read(correctionsFile, root), {
      file: correctionsFile,
      picks,
      buildDate: date,
      ledger,
    });
    return {
      picks: applyCorrections(picks, corrections, recordSettings.sports),
      corrections,
      sample: sampleLabel(ledgerFile) ?? null,
    };
  } catch (error) {
    if (error instanceof LedgerError) {
      // The build prints the message; without the stack it reads as the editor's to-do list.
      error.stack = error.message;
    }
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

/** Picks as the rows of a picks table, each slip at the size of its file under public/. */
export function pickRows(picks: readonly PublishedPick[]): string {
  return pickRowsHtml(picks, {
    timeZone: recordSettings.timeZone,
    slipSize,
    resultLabels,
    slipAlt: recordColumns.slipAlt,
  });
}
