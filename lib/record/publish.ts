import { ledgerText } from './csv.mjs';
import { chainValues, sealFields, sealOf, type SealedFields } from './seal.mjs';
import type { CorrectedPick, Pick, PublishedPick, Timestamp } from './types';

/** A pick's seal, over its fields as posted (before any correction) and its secret. */
export function sealOfPick(pick: Pick): string {
  const text = ledgerText(pick);
  const fields = Object.fromEntries(sealFields.map((field) => [field, text[field]])) as SealedFields;
  return sealOf(fields, pick.secret);
}

/** The latest link of the chain: the value a visitor can save and check later. */
export interface ChainHead {
  readonly pickId: string;
  readonly chain: string;
  readonly posted: string;
}

/**
 * The picks as the site publishes them at the build date, each with its seal, chain value and
 * timestamp. A pick still pending whose event has not started is sealed: only when it was posted,
 * its start, sport, stake and seal remain. Every other pick is revealed, corrections applied.
 * @param posted the ledger's picks as posted, in ledger order
 * @param corrected the same picks with their corrections applied
 */
export function publishPicks(
  posted: readonly Pick[],
  corrected: readonly CorrectedPick[],
  timestamps: ReadonlyMap<string, Timestamp>,
  buildDate: Date,
): { picks: PublishedPick[]; head: ChainHead | null } {
  const seals = posted.map(sealOfPick);
  const chains = chainValues(seals);
  const picks = corrected.map((pick, index): PublishedPick => {
    const proof = { seal: seals[index] ?? '', chain: chains[index] ?? '', timestamp: timestamps.get(pick.id) ?? null };
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
  const last = picks.at(-1);
  return { picks, head: last ? { pickId: last.id, chain: last.chain, posted: last.posted } : null };
}

/** Each pick's chain value, by id, as the ledger gives them. */
export function chainById(posted: readonly Pick[]): Map<string, string> {
  const chains = chainValues(posted.map(sealOfPick));
  return new Map(posted.map((pick, index) => [pick.id, chains[index] ?? '']));
}
