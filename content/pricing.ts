import { dailyPrice, formatList, upperFirst } from '@/lib/format';
import { chatStatusAt } from './chat';
import { picksPerDay } from './features';
import {
  cancelLinkTo,
  formatPrice,
  membership,
  pricing,
  site,
  slipsFor,
  type Claims,
  type LinkedLine,
  type SiteConfig,
} from './site';

const monthly = formatPrice(pricing.monthlyFee);

export function pricingSectionAt(date: Date, config: SiteConfig, claims: Claims) {
  const points: readonly LinkedLine[] = [
    {
      text: `The trial turns into the paid monthly subscription unless you cancel before the ${pricing.trialDays} days end.`,
    },
    {
      text: 'Your subscription renews automatically every month until you cancel. If the price ever changes, we email you before the new price applies.',
    },
    {
      text: 'Cancel online at any time from your account with our member-management provider. Billing stops at the next renewal, and you keep access until the end of the period you have paid for.',
      link: cancelLinkTo(config),
    },
    { text: 'Fees are non-refundable, including partial months, except where the law requires a refund.' },
  ];
  return {
    title: 'Full access. Try it free first.',
    intro: `${monthly} a month after a ${pricing.trialDays}-day free trial. Every member gets every pick: no VIP tier, no premium card held back.`,
    planName: 'Full access',
    trialBadge: `${pricing.trialDays}-day free trial`,
    monthly,
    perDay: `about ${dailyPrice(pricing.monthlyFee, pricing.currency)} a day`,
    promotionNote:
      'A promotion may offer another price; if you join under one, its price and conditions are shown before you pay.',
    ageNotice: `Membership is for adults ${site.minimumAge}+ only.`,
    includes: [
      `${upperFirst(picksPerDay)} best bets a day with written analysis`,
      `The real slip for ${slipsFor(claims)}`,
      `Private chat community (${chatStatusAt(date).phrase})`,
      'Lessons on bankroll management, unit sizing and line shopping',
      `${formatList([...membership.sports, 'more'])}`,
    ],
    checkoutTitle: `Payment widget: start your ${site.name} free trial`,
    checkoutLoading: 'Loading the secure checkout from',
    checkoutFallback: 'Checkout not showing? Open it in a new tab',
    terms: {
      title: 'Before you start the trial',
      today: `${formatPrice(0)} today for the ${pricing.trialDays}-day free trial.`,
      then: `Then ${monthly} is billed every month until you cancel.`,
      points,
    },
  } as const;
}
