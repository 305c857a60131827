import { membership, pricing, site } from './site';
import { formatRange } from '@/lib/format';

export const hero = {
  badge: `${site.yearsOfResults}+ years of posted results`,
  headline: 'Most handicappers never bet their own picks. We bet ours and post the slip.',
  lead: `Daily best bets with the reasoning behind them, and a photo of the real bet slip for every pick we back with our own money. ${formatRange(membership.picksPerDay)} picks a day, about ${formatRange(membership.minutesPerDay)} minutes of your time.`,
  trialCta: `Start your ${pricing.trialDays}-day free trial`,
  proofCta: 'See the proof',
} as const;
