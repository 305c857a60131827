import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resultLabels } from './pages';
import { recordSettings } from './settings';
import { sampleLabel } from '@/content/samples';
import { buildDate } from '@/lib/buildDate';
import { applyCorrections, LedgerError, parseCorrections, parseLedger } from '@/lib/record/ledger';
import { imageSize } from '@/lib/record/imageSize';
import { pickRowsHtml } from '@/lib/record/pickRows';
import { recordYears } from '@/lib/record/select';
import { calendarYear } from '@/lib/record/stats';
import type { Correction, PublishedPick } from '@/lib/record/types';

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

/** Picks as the rows of a picks table, each slip at the size of its file under public/. */
export function pickRows(picks: readonly PublishedPick[]): string {
  const slipSize = (slip: string) => imageSize(path.join(process.cwd(), 'public', slip));
  return pickRowsHtml(picks, recordSettings.timeZone, slipSize, resultLabels);
}

/** The id of a month's picks table on its year page ("picks-2026-03"). */
export const monthTableId = (month: string) => `picks-${month}`;
