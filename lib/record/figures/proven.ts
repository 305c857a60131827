import { sealFields } from '../model.mjs';
import { headlineCount, tokenBeforeStart } from '../proof/proven.mjs';
import { isRevealed, markets, type PublishedPick, type RevealedPick, type Summary } from '../types';
import { roiInterval, summarize, type Interval, type IntervalSettings } from './stats';

/** The fields a bet's grade and profit are worked out from, as the ledger names them. */
const betFields = ['market', 'event', 'selection', 'odds', 'stake'] as const;

/** Whether the files prove a published pick went out before its game: a token before its earliest start. */
export function isProven(pick: PublishedPick): boolean {
  return tokenBeforeStart(pick.timestamp ? Date.parse(pick.timestamp.time) : null, Date.parse(pick.earliestStart));
}

/** Whether a correction changed a field the pick's seal covers. */
function correctedSealed(pick: PublishedPick): boolean {
  const sealed: readonly string[] = sealFields;
  return pick.correctedBy.some((correction) => sealed.includes(correction.field));
}

/**
 * A proven pick as the headline counts it (lib/record/proof/proven.mjs `headlineCount`): the worse
 * of its bet as posted, before every correction, graded from its published score, and the pick
 * as published; a void corrected from a first grade at the worse of the two.
 */
export function asCounted(pick: PublishedPick): PublishedPick {
  if (!isRevealed(pick)) return pick;
  const published = {
    market: pick.market as string,
    event: pick.event,
    selection: pick.selection,
    odds: String(pick.odds),
    stake: String(pick.stake),
  };
  const posted = { ...published };
  for (const field of betFields) {
    const first = pick.correctedBy.find((correction) => correction.field === field);
    if (first) posted[field] = first.before;
  }
  const firstGrade = (field: 'result' | 'score', now: string) =>
    pick.correctedBy.find((correction) => correction.field === field)?.before ?? now;
  const counted = headlineCount(
    { ...posted, result: firstGrade('result', pick.result), score: firstGrade('score', pick.score ?? '') },
    { ...published, result: pick.result, score: pick.score ?? '' },
  );
  if (!counted.asPosted) return pick;
  const counts: RevealedPick = {
    ...pick,
    market: markets.find((name) => name === posted.market) ?? pick.market,
    event: posted.event,
    selection: posted.selection,
    odds: counted.odds,
    stake: counted.stake,
    result: counted.result,
    profit: counted.profit,
  };
  return counts;
}

/**
 * The picks the headline counts, those the files prove went out before their game, each at the
 * worse of as posted and as published (asCounted); the rest apart, as published; and how many of the counted ones a correction changed
 * since they went out, all in ledger order.
 */
export function provenSplit(picks: readonly PublishedPick[]): {
  proven: PublishedPick[];
  notProven: PublishedPick[];
  corrected: number;
} {
  const proven = picks.filter(isProven);
  return {
    proven: proven.map(asCounted),
    notProven: picks.filter((pick) => !isProven(pick)),
    corrected: proven.filter(correctedSealed).length,
  };
}

/** The headline's figures, of the proven picks as provenSplit counts them, and their ROI's 95% interval. */
export function headlineFigures(
  picks: readonly PublishedPick[],
  settings: IntervalSettings,
): { summary: Summary; interval: Interval | null } {
  const { proven } = provenSplit(picks);
  return { summary: summarize(proven), interval: roiInterval(proven, settings) };
}

/** The picks not proven, as one line tells them: how many, and their units. */
export function notProvenFigures(notProven: readonly PublishedPick[]): { picks: number; unitsWon: number } {
  return { picks: notProven.length, unitsWon: summarize(notProven).unitsWon };
}
