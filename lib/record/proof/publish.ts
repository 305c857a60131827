import { ledgerText } from '../ledger/csv.mjs';
import { gradeFields, sealFields } from '../model.mjs';
import { correctionEntry, gradeEntry, pickEntry, type Entry, type LinkedEntry } from './chain.mjs';
import { sealOf, type CorrectionFields, type GradedFields, type SealedFields } from './encoding.mjs';
import type { CorrectedPick, Correction, Pick, PublishedPick } from '../types';

/** Which encoding a pick's seal uses: version 2 for every pick posted from `v2From` on. */
export function sealVersionOf(pick: Pick, v2From: string): 1 | 2 {
  return Date.parse(pick.posted) < Date.parse(v2From) ? 1 : 2;
}

/** A pick's seal, over its fields as posted (before any correction) and its secret. */
export function sealOfPick(pick: Pick, version: 1 | 2): string {
  const text = ledgerText(pick);
  const fields = Object.fromEntries(sealFields.map((field) => [field, text[field]])) as SealedFields;
  return sealOf(version, fields, pick.secret);
}

/** A correction as it is published and chained: the value before and after, the reason and the day. */
export function correctionFields(correction: Correction): CorrectionFields {
  return {
    pick_id: correction.pickId,
    field: correction.field,
    before: correction.before,
    after: correction.value,
    reason: correction.reason,
    date: correction.date,
  };
}

/**
 * Every entry the ledger gives the chain, unordered: a pick entry per pick, a grade entry per
 * graded pick (its graded fields as first graded, in picks.csv), a correction entry per correction.
 */
export function recordEntries(
  posted: readonly Pick[],
  corrections: readonly Correction[],
  sealVersion: (pick: Pick) => 1 | 2,
): Entry[] {
  const entries: Entry[] = [];
  for (const [position, pick] of posted.entries()) {
    entries.push(pickEntry({ id: pick.id, seal: sealOfPick(pick, sealVersion(pick)), posted: pick.posted, position }));
    if (pick.result !== 'pending') {
      const text = ledgerText(pick);
      const graded = Object.fromEntries([['id', pick.id], ...gradeFields.map((field) => [field, text[field]])]);
      entries.push(gradeEntry(graded as GradedFields, position));
    }
  }
  const count = new Map<string, number>();
  for (const correction of corrections) {
    const index = (count.get(correction.pickId) ?? 0) + 1;
    count.set(correction.pickId, index);
    entries.push(correctionEntry(correctionFields(correction), index, correction.line));
  }
  return entries;
}

/** The end of the chain: the value a visitor can save and check later. */
export interface ChainHead {
  /** The last entry's name: "RC-0412", "RC-0412.grade". */
  readonly entry: string;
  readonly kind: LinkedEntry['kind'];
  readonly pickId: string;
  readonly chain: string;
  /** How many entries the chain holds. */
  readonly size: number;
}

/**
 * The picks as the site publishes them at the build date, each with its seal, the chain value of
 * its own entry and its timestamp. A pick still pending whose event has not started is sealed:
 * only when it was posted, its start, sport, stake and seal remain. Every other pick is revealed,
 * corrections applied.
 * @param posted the ledger's picks as posted, in ledger order
 * @param corrected the same picks with their corrections applied
 * @param chain the linked entries (linkEntries)
 */
export function publishPicks(
  posted: readonly Pick[],
  corrected: readonly CorrectedPick[],
  chain: readonly LinkedEntry[],
  buildDate: Date,
  sealVersion: (pick: Pick) => 1 | 2,
): { picks: PublishedPick[]; head: ChainHead | null } {
  const byName = new Map(chain.map((entry) => [entry.name, entry]));
  const picks = corrected.map((pick, index): PublishedPick => {
    const asPosted = posted[index] ?? pick;
    const entry = byName.get(pick.id);
    if (!entry) throw new Error(`pick ${pick.id} has no entry in the chain`);
    const starts = [
      asPosted.eventStart,
      pick.eventStart,
      ...pick.correctedBy.flatMap((c) => (c.field === 'event_start' ? [c.before, c.value] : [])),
    ];
    const earliestStart = starts.reduce((earliest, start) =>
      Date.parse(start) < Date.parse(earliest) ? start : earliest,
    );
    const proof = {
      seal: entry.leaf,
      sealVersion: sealVersion(asPosted),
      previous: entry.previous,
      chain: entry.chain,
      timestamp: entry.time === null ? null : { time: new Date(entry.time).toISOString().replace('.000Z', 'Z') },
      earliestStart,
    };
    if (pick.result === 'pending' && buildDate.getTime() < Date.parse(pick.eventStart)) {
      return {
        ...proof,
        state: 'sealed',
        id: pick.id,
        line: pick.line,
        posted: pick.posted,
        eventStart: pick.eventStart,
        sport: pick.sport,
        sportCode: pick.sportCode,
        stake: pick.stake,
        result: 'pending',
        settled: null,
        profit: null,
        correctedBy: [],
      };
    }
    return { ...pick, ...proof, state: 'revealed' };
  });
  const last = chain.at(-1);
  return {
    picks,
    head: last
      ? { entry: last.name, kind: last.kind, pickId: last.pickId, chain: last.chain, size: chain.length }
      : null,
  };
}
