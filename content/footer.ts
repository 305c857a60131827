import { formatUsd } from '@/lib/format';
import { pricing, site } from './site';

export const footer = {
  ctaTitle: 'See the receipts for yourself',
  ctaText: `${pricing.trialDays}-day free trial, then ${formatUsd(pricing.monthlyFee)} a month until you cancel. Cancel online at any time.`,
  ctaButton: 'Start your free trial',
  socialTitle: 'Follow along',
  quickLinksTitle: 'On this site',
  legalTitle: 'Legal',
  responsibleTitle: 'Play responsibly',
  ageNotice: `${site.minimumAge}+ only. Membership is for adults ${site.minimumAge} and over.`,
  responsible: [
    'Gambling is entertainment, not a way to earn an income. Set a budget and bet only what you can afford to lose.',
    `${site.name} is not a sportsbook or gambling operator and accepts no wagers.`,
    'Sports betting is not legal everywhere. Follow the laws where you live.',
  ],
  helpTitle: 'Gambling problem? Help is free and confidential.',
} as const;
