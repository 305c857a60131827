import { upperFirst } from '@/lib/format';
import { picksPerDay } from './features';
import { betEveryPick, formatPrice, pricing, site, slipsFor, type Claims } from './site';

export type ComparisonRow = {
  topic: string;
  others: string;
  us: string;
};

type Comparison = {
  title: string;
  intro: string;
  othersLabel: string;
  usLabel: string;
  rows: readonly ComparisonRow[];
};

export const comparisonAt = (claims: Claims): Comparison => ({
  title: 'What you can check, and what you are asked to trust',
  intro: 'A pick service is only as honest as the record behind it. Here is the difference you can verify yourself.',
  othersLabel: 'Most handicappers',
  usLabel: site.name,
  rows: [
    {
      topic: 'Their own money',
      others: 'Sell picks they never bet themselves',
      us: betEveryPick,
    },
    {
      topic: 'Proof',
      others: 'Screenshots of the wins, if any',
      us: `The real slip for ${slipsFor(claims)}, wins and losses`,
    },
    {
      topic: 'The record',
      others: 'Losing days quietly deleted',
      us: 'Every result kept, in order, dated',
    },
    {
      topic: 'Volume',
      others: 'A dozen "max plays" a day',
      us: `${upperFirst(picksPerDay)} picks a day, and none when no price is worth it`,
    },
    {
      topic: 'Price',
      others: 'VIP tiers and constant upsells',
      us: `Every pick for every member at ${formatPrice(pricing.monthlyFee)} a month; add-ons only if you ask`,
    },
    {
      topic: 'What you learn',
      others: '"Just tail"',
      us: 'Bankroll management, unit sizing and line shopping',
    },
  ],
});
