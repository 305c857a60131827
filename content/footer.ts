import { yearSpan } from '@/lib/dates';
import { cancelLinkTo, formatPrice, pricing, site, type SiteConfig } from './site';

export function footerAt(date: Date, config: SiteConfig) {
  return {
    ctaTitle: 'See the receipts for yourself',
    ctaText: `${pricing.trialDays}-day free trial, then ${formatPrice(pricing.monthlyFee)} a month until you cancel. Cancel online at any time.`,
    cancelLink: cancelLinkTo(config),
    ctaButton: 'Start your free trial',
    socialTitle: 'Follow along',
    quickLinksTitle: 'On this site',
    legalTitle: 'Legal',
    responsibleTitle: 'Play responsibly',
    /** The one place the footer states the minimum age. */
    ageNotice: `${site.minimumAge}+ only`,
    responsible: [
      'Gambling is entertainment, not a way to earn an income. Set a budget and bet only what you can afford to lose.',
      `${site.name} is not a sportsbook or gambling operator and accepts no wagers.`,
      'Sports betting is not legal everywhere. Follow the laws where you live.',
    ],
    helpTitle: 'Gambling problem? Help is free and confidential.',
    copyright: `© ${yearSpan(site.copyrightFrom, date)} ${site.name}. All rights reserved.`,
  } as const;
}
