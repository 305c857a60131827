/**
 * The published record as the verifier reads it, before any rule judges it: the three tables, the
 * picks and corrections unguarded, each pick's cells as first posted (every correction replayed
 * backwards), the earliest start the record gives each game, the chain entries the tables call for,
 * the chain as published, what each token proves, the figures the files prove and the voids. The
 * rules (lib/record/proof/rules/) read this and the verifier's clock, and say what is wrong.
 */
import {
  chainColumns,
  correctableFields,
  gradeFields,
  publishedColumns,
  publishedCorrectionColumns,
  sampleColumn,
} from '../model.mjs';
import { correctionText, entryName, gradeText, sha256 } from './encoding.mjs';
import { provenFigures, readClaims } from './claims.mjs';
import { readChain, verifyTokens } from './publishedChain.mjs';
import { readTable, unguarded } from './table.mjs';
import { voidReview } from './voids.mjs';

/**
 * @typedef {{ rule: string, subject: string, message: string }} Problem
 * @typedef {{ subject: string, message: string }} Finding a problem before the rules' table names its rule
 * @typedef {{ line: number, cells: Record<string, string> }} PickRow
 * @typedef {{ line: number, pick_id: string, field: string, before: string, after: string, reason: string, date: string }} CorrectionRow
 * @typedef {{ leaf: string, kind: import('./encoding.mjs').EntryKind, pickId: string, after: string[] }} ExpectedEntry
 * @typedef {{ correction: CorrectionRow, known: boolean, correctable: boolean, leadsTo: string | undefined }} ReplayStep
 *   leadsTo: the value the later corrections and the published row leave the field at
 * @typedef {{ chain: string, size: number | null, label: string }} SavedValue a chain value someone saved: alone, or with the size of the chain it ended (a checkpoint)
 * @typedef {{
 *   now: Date,
 *   since: readonly SavedValue[],
 *   sealedGraceMinutes: number,
 *   pendingDays: number,
 *   timeZone: string,
 *   sampleNotice: string | null,
 * }} Clock the verifier's own clock and settings, never the record's
 * @typedef {{ record: string, corrections: string, chain: string, checkpoint: string, authority: string, claims: string }} PublishedFiles
 * @typedef {Awaited<ReturnType<typeof readPublished>>} PublishedRecord
 */

/**
 * Reads a published record: every fact the rules judge, worked out once.
 * @param {{
 *   files: PublishedFiles,
 *   readToken: (name: string) => Promise<Uint8Array>,
 *   authorities: readonly import('./timestamp.mjs').PinnedAuthority[],
 *   timeZone: string,
 * }} input
 */
export async function readPublished({ files, readToken, authorities, timeZone }) {
  const tables = readTables(files);
  const picks = tables.record.rows.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(Object.entries(cells).map(([column, value]) => [column, unguarded(value)])),
  }));
  const corrections = tables.corrections.rows.map(correctionOf);
  const { original, replay } = replayCorrections(picks, corrections);
  const starts = new Map(picks.map((pick) => [pick, earliestStart(pick, original, corrections)]));
  const expected = expectedEntries(picks, original, corrections);
  const chain = readChain(tables.chain.rows);
  const tokens = await verifyTokens(chain, files.authority, readToken, authorities);
  const read = { files, tables, picks, corrections, original, replay, starts, expected, chain, tokens };
  return {
    ...read,
    secrets: firstWithSecret(picks),
    proven: provenFigures(read),
    claimed: readClaims(files.claims),
    voids: voidReview(picks, timeZone),
  };
}

/**
 * The first revealed pick with each secret: any other uses it again.
 * @param {readonly PickRow[]} picks
 */
function firstWithSecret(picks) {
  /** @type {Map<string, PickRow>} */
  const first = new Map();
  for (const pick of picks) {
    const secret = pick.cells.secret ?? '';
    if (secret && !first.has(secret)) first.set(secret, pick);
  }
  return first;
}

/** @param {PublishedFiles} files */
function readTables(files) {
  /** @type {Problem[]} */
  const problems = [];
  /** @param {Problem} problem */
  const report = (problem) => problems.push(problem);
  const record = readTable(files.record, 'record.csv', publishedColumns, report, {
    optionalFirst: sampleColumn,
    byteOrderMark: true,
  });
  const corrections = readTable(files.corrections, 'record/corrections.csv', publishedCorrectionColumns, report, {
    optionalFirst: sampleColumn,
    byteOrderMark: true,
  });
  const chain = readTable(files.chain, 'record/chain.csv', chainColumns, report);
  const labels = new Set([...(record.first ?? []), ...(corrections.first ?? [])]);
  const sample = labels.size ? ([...labels][0] ?? null) : null;
  return { record, corrections, chain, problems, labels, sample };
}

/** @param {{ line: number, cells: Record<string, string> }} row @returns {CorrectionRow} */
function correctionOf({ line, cells }) {
  /** @param {(typeof publishedCorrectionColumns)[number]} column */
  const value = (column) => unguarded(cells[column] ?? '');
  return {
    line,
    pick_id: value('pick_id'),
    field: value('field'),
    before: value('before'),
    after: value('after'),
    reason: value('reason'),
    date: value('date'),
  };
}

/**
 * Each pick's cells as first posted and graded, by id: the corrections replayed backwards from the
 * published values, each step with what it found.
 * @param {readonly PickRow[]} picks @param {readonly CorrectionRow[]} corrections
 */
function replayCorrections(picks, corrections) {
  /** @type {Map<string, Record<string, string>>} */
  const original = new Map(picks.map((pick) => [pick.cells.id ?? '', { ...pick.cells }]));
  /** @type {ReplayStep[]} */
  const replay = [];
  for (const correction of [...corrections].reverse()) {
    const values = original.get(correction.pick_id);
    const correctable = correctableField(correction.field);
    replay.push({ correction, known: Boolean(values), correctable, leadsTo: values?.[correction.field] });
    if (values && correctable) values[correction.field] = correction.before;
  }
  return { original, replay };
}

/** @param {string} field */
const correctableField = (field) => /** @type {readonly string[]} */ (correctableFields).includes(field);

/**
 * The earliest start the record gives a pick's game: as posted, as published, or any a correction
 * of its start passed through (NaN: none).
 * @param {PickRow} pick @param {ReadonlyMap<string, Record<string, string>>} original @param {readonly CorrectionRow[]} corrections
 */
function earliestStart(pick, original, corrections) {
  const id = pick.cells.id ?? '';
  const starts = [
    original.get(id)?.event_start ?? '',
    pick.cells.event_start ?? '',
    ...corrections.filter((c) => c.pick_id === id && c.field === 'event_start').flatMap((c) => [c.before, c.after]),
  ];
  return Math.min(...starts.map((value) => Date.parse(value)).filter(Number.isFinite));
}

/**
 * The entries the tables call for, by name, in chain order: each pick, its grade once it was
 * graded, each correction after what it corrects.
 * @param {readonly PickRow[]} picks @param {ReadonlyMap<string, Record<string, string>>} original @param {readonly CorrectionRow[]} corrections
 */
function expectedEntries(picks, original, corrections) {
  /** @type {Map<string, ExpectedEntry>} */
  const expected = new Map();
  for (const { cells } of picks) {
    const id = cells.id ?? '';
    const posted = original.get(id) ?? {};
    expected.set(entryName('pick', id), { leaf: cells.seal ?? '', kind: 'pick', pickId: id, after: [] });
    if (!cells.secret || !posted.result || posted.result === 'pending') continue;
    const graded = /** @type {import('./encoding.mjs').GradedFields} */ (
      Object.fromEntries([['id', id], ...gradeFields.map((field) => [field, posted[field] ?? ''])])
    );
    const leaf = sha256(gradeText(graded));
    expected.set(entryName('grade', id), { leaf, kind: 'grade', pickId: id, after: [entryName('pick', id)] });
  }
  /** @type {Map<string, number>} */
  const perPick = new Map();
  for (const correction of corrections) {
    const id = correction.pick_id;
    const index = (perPick.get(id) ?? 0) + 1;
    perPick.set(id, index);
    const graded = /** @type {readonly string[]} */ (gradeFields).includes(correction.field);
    expected.set(entryName('correction', id, index), {
      leaf: sha256(correctionText(correction)),
      kind: 'correction',
      pickId: id,
      after: [
        entryName('pick', id),
        ...(graded ? [entryName('grade', id)] : []),
        ...(index > 1 ? [entryName('correction', id, index - 1)] : []),
      ],
    });
  }
  return expected;
}
