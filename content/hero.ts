import { formatMonthYear, formatRange, upperFirst } from '@/lib/format';
import { picksPerDay } from './features';
import { betEveryPick, membership, pricing, type Claims } from './site';

/** The badge says only what the ledger holds: whole years of results, else the month they start; none without a pick. */
function badge({ firstPick, years }: Claims): string | null {
  if (!firstPick) return null;
  return years >= 1
    ? `${years}+ years of posted results`
    : `Results posted since ${formatMonthYear(firstPick.year, firstPick.month)}`;
}

export function heroAt(claims: Claims) {
  return {
    badge: badge(claims),
    headline: 'Most handicappers never bet their own picks. We bet ours and post the slip.',
    lead: `Daily best bets with the reasoning behind them. ${betEveryPick} and show you the slip. ${upperFirst(picksPerDay)} picks a day, about ${formatRange(membership.minutesPerDay)} minutes of your time.`,
    trialCta: `Start your ${pricing.trialDays}-day free trial`,
    proofCta: 'See the proof',
  } as const;
}
