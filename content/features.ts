import { formatList, formatRange, upperFirst } from '@/lib/format';
import { chatStatusAt } from './chat';
import { membership, slipsFor, type Claims } from './site';

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

/** The optional paid services; the Terms call the pick evaluation "Deeper Analysis", and so do we. */
export const addOns: ValueProposition['addOns'] = {
  pickEvaluation: {
    title: 'Deeper Analysis',
    price: 25,
    priceUnit: 'per pick',
    description:
      'A written evaluation of a pick you are thinking about: the price, the matchup and whether we would bet it.',
  },
  parlayReview: {
    title: 'Parlay review',
    price: 50,
    priceUnit: `for up to ${parlayReviewMaxPicks} picks`,
    description: 'We go through your parlay leg by leg, tell you which legs hold up and which we would cut, and why.',
  },
};

/** "Usually 1–3 picks a day": a day with no price worth taking has no pick. */
export const picksPerDay = `usually ${formatRange(membership.picksPerDay)}`;

export function valuePropositionAt(date: Date, claims: Claims): ValueProposition {
  return {
    title: 'What a membership gets you',
    intro: `About ${formatRange(membership.minutesPerDay)} minutes a day: read the pick, check the slip, decide for yourself.`,
    features: [
      {
        title: 'Daily best bets',
        description: `${upperFirst(picksPerDay)} picks a day, each with the analysis that got it there: the number, the matchup and the price we took. No pick on a day with no price worth taking.`,
        icon: 'picks',
        badge: 'Most days',
      },
      {
        title: 'Verified slips',
        description: `A photo of the real bet slip for ${slipsFor(claims)}, with the book, the odds and the stake on it.`,
        icon: 'receipt',
        badge: 'Proof',
      },
      {
        title: 'Private chat community',
        description: `A members-only chat to talk lines, ask questions and post your own slips. ${upperFirst(chatStatusAt(date).phrase)}.`,
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
    addOns,
  };
}
