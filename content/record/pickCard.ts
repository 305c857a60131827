import type { PickCardWords } from '@/lib/record/presentation/pickCard';

/**
 * The words of a pick's share card (lib/record/presentation/pickCard.ts): the image a shared link
 * to the pick's page shows, read at chat-app size, so every line is short.
 */
export const pickCardWords = {
  sealedUntil: (start) => `Sealed until ${start}`,
  sealedOutcome: 'Pick revealed when the game starts',
  pending: 'Result pending',
  stake: (stake) => `${stake} u staked`,
  stakeAt: (stake, book) => `${stake} u staked at ${book}`,
  headline: (pick, odds) => `${pick} at ${odds}`,
  units: (units) => `${units} u`,
  stakeReturned: 'stake returned',
  before: (lead, authority) =>
    authority ? `Posted ${lead} before the start, timestamped by ${authority}` : `Timestamped ${lead} before the start`,
  after: (lag, authority) => `Timestamped ${lag} after the start${authority ? ` by ${authority}` : ''}`,
  notTimestamped: (lead) => `Posted ${lead} before the start, not timestamped yet`,
  separator: ' · ',
} as const satisfies PickCardWords;

/** The card's badge while the record is a sample (content/samples.json says why). */
export const pickCardSample = 'Sample record';
