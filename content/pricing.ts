import { dailyPrice, formatDate, formatList, formatRange, formatUsd } from '@/lib/format';
import { membership, pricing, site } from './site';

const monthly = formatUsd(pricing.monthlyFee);

export const pricingSection = {
  title: 'One plan. Try it free first.',
  intro: `Full access for ${monthly} a month after a ${pricing.trialDays}-day free trial. No tiers, no VIP upsell.`,
  planName: 'Full access',
  trialBadge: `${pricing.trialDays}-day free trial`,
  monthly,
  perDay: `about ${dailyPrice(pricing.monthlyFee)} a day`,
  ageNotice: `Membership is for adults ${site.minimumAge}+ only.`,
  includes: [
    `${formatRange(membership.picksPerDay)} best bets a day with written analysis`,
    'The real slip for every pick we back',
    `Private chat community (opens ${formatDate(site.chatLaunch)})`,
    'Lessons on bankroll management, unit sizing and line shopping',
    `${formatList([...membership.sports, 'more'])}`,
  ],
  checkoutTitle: `Payment widget: start your ${site.name} free trial`,
  checkoutLoading: 'Loading the secure checkout from',
  checkoutFallback: 'Checkout not showing? Open it in a new tab',
  terms: {
    title: 'Before you start the trial',
    today: `${formatUsd(0)} today for the ${pricing.trialDays}-day free trial.`,
    then: `Then ${monthly} is billed every month until you cancel.`,
    points: [
      `The trial turns into the paid monthly subscription unless you cancel before the ${pricing.trialDays} days end.`,
      'Your subscription renews automatically every month, at the price shown, until you cancel.',
      'Cancel online at any time from your account with our member-management provider. Billing stops at the next renewal, and you keep access until the end of the period you have paid for.',
      'Fees are non-refundable, including partial months, except where the law requires a refund.',
    ],
  },
} as const;
