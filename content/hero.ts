import { wholeYearsSince } from '@/lib/dates';
import { formatRange, upperFirst } from '@/lib/format';
import { picksPerDay } from './features';
import { betEveryPick, membership, pricing, site } from './site';

export function heroAt(date: Date) {
  return {
    badge: `${wholeYearsSince(site.firstReceipt, date)}+ years of posted results`,
    headline: 'Most handicappers never bet their own picks. We bet ours and post the slip.',
    lead: `Daily best bets with the reasoning behind them. ${betEveryPick} and show you the slip. ${upperFirst(picksPerDay)} picks a day, about ${formatRange(membership.minutesPerDay)} minutes of your time.`,
    trialCta: `Start your ${pricing.trialDays}-day free trial`,
    proofCta: 'See the proof',
  } as const;
}
