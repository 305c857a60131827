import { formatDate, formatList, formatRange } from '@/lib/format';
import { membership, site } from './site';

/** The icons the feature cards can show; `FeatureIcon.tsx` maps each to its drawing. */
export type FeatureIconName = 'picks' | 'receipt' | 'chat' | 'bankroll' | 'lines' | 'sports';

export type FeatureCard = {
  title: string;
  description: string;
  icon: FeatureIconName;
  badge: string;
};

export type AddOn = {
  title: string;
  price: number;
  priceUnit: string;
  description: string;
};

type ValueProposition = {
  title: string;
  intro: string;
  features: readonly FeatureCard[];
  addOnsTitle: string;
  addOnsIntro: string;
  addOns: { pickEvaluation: AddOn; parlayReview: AddOn };
};

export const parlayReviewMaxPicks = 5;

export const valueProposition: ValueProposition = {
  title: 'What a membership gets you',
  intro: `About ${formatRange(membership.minutesPerDay)} minutes a day: read the pick, check the slip, decide for yourself.`,
  features: [
    {
      title: 'Daily best bets',
      description: `${formatRange(membership.picksPerDay)} picks a day, each with the analysis that got it there: the number, the matchup and the price we took.`,
      icon: 'picks',
      badge: 'Every day',
    },
    {
      title: 'Verified slips',
      description: 'A photo of the real bet slip for every pick we back, with the book, the odds and the stake on it.',
      icon: 'receipt',
      badge: 'Proof',
    },
    {
      title: 'Private chat community',
      description: `A members-only chat to talk lines, ask questions and post your own slips. Opens ${formatDate(site.chatLaunch)}.`,
      icon: 'chat',
      badge: 'Members only',
    },
    {
      title: 'Bankroll management',
      description:
        'Unit sizing and staking plans, so one bad week stays one bad week and not the end of your bankroll.',
      icon: 'bankroll',
      badge: 'Education',
    },
    {
      title: 'Line shopping',
      description:
        'Where to look for a better number, and why half a point or a few cents of juice add up over a season.',
      icon: 'lines',
      badge: 'Education',
    },
    {
      title: 'Every major sport',
      description: `${formatList([...membership.sports, 'more'])}, picked when the number is right and skipped when it is not.`,
      icon: 'sports',
      badge: 'Coverage',
    },
  ],
  addOnsTitle: 'Optional add-ons',
  addOnsIntro: 'Paid extras for members who want a second opinion. Nobody has to buy them.',
  addOns: {
    pickEvaluation: {
      title: 'Deeper Analysis pick evaluation',
      price: 25,
      priceUnit: 'per pick',
      description:
        'Send us a pick you are thinking about. We reply with a written evaluation: the price, the matchup and whether we would bet it.',
    },
    parlayReview: {
      title: 'Parlay review',
      price: 50,
      priceUnit: `for up to ${parlayReviewMaxPicks} picks`,
      description: 'We go through your parlay leg by leg, tell you which legs hold up and which we would cut, and why.',
    },
  },
};
