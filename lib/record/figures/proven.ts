import { sealFields } from '../model.mjs';
import { whyNotProven, type NotProvenReason } from '../proof/proven.mjs';
import type { PublishedPick } from '../types';
import { summarize } from './stats';

/** A pick the headline leaves out, why, and which of its sealed fields were corrected (in the order corrected, once each). */
export type NotProvenPick = {
  readonly pick: PublishedPick;
  readonly reasons: readonly NotProvenReason[];
  readonly corrected: readonly string[];
};

/** Why a published pick is not proven (lib/record/proof/proven.mjs): none when it is. */
export function notProvenReasons(pick: PublishedPick): NotProvenReason[] {
  return whyNotProven({
    token: pick.timestamp ? Date.parse(pick.timestamp.time) : null,
    start: Date.parse(pick.earliestStart),
    correctedFields: pick.correctedBy.map((correction) => correction.field),
  });
}

/**
 * The picks the headline counts, those the files prove went out before their game as they are
 * counted, and the rest apart with their reasons, in ledger order.
 */
export function provenSplit(picks: readonly PublishedPick[]): {
  proven: PublishedPick[];
  notProven: NotProvenPick[];
} {
  const proven: PublishedPick[] = [];
  const notProven: NotProvenPick[] = [];
  for (const pick of picks) {
    const reasons = notProvenReasons(pick);
    const sealed: readonly string[] = sealFields;
    const corrected = [
      ...new Set(pick.correctedBy.map((correction) => correction.field).filter((field) => sealed.includes(field))),
    ];
    if (reasons.length) notProven.push({ pick, reasons, corrected });
    else proven.push(pick);
  }
  return { proven, notProven };
}

/** The picks not proven, as one line tells them: how many, their units, and how many for each reason. */
export function notProvenFigures(notProven: readonly NotProvenPick[]): {
  picks: number;
  unitsWon: number;
  late: number;
  corrected: number;
} {
  return {
    picks: notProven.length,
    unitsWon: summarize(notProven.map(({ pick }) => pick)).unitsWon,
    late: notProven.filter(({ reasons }) => reasons.includes('late')).length,
    corrected: notProven.filter(({ reasons }) => reasons.includes('corrected')).length,
  };
}
