import { dailyPrice, formatDate, formatList, formatMonthYear, formatRange, upperFirst } from '@/lib/format';
import { chatLaunchDay, chatStatusAt } from './chat';
import { addOns, parlayReviewMaxPicks, picksPerDay } from './features';
import {
  betEveryPick,
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

/** The answer is plain text (search engines read it too); a link, where there is one, follows it. */
export type FaqItem = { question: string; answer: string; link?: LinkedLine['link'] };

const { pickEvaluation, parlayReview } = addOns;
const monthly = formatPrice(pricing.monthlyFee);

export const faqSection = {
  title: 'Questions, answered',
  intro: 'Straight answers on price, picks and what we are not.',
} as const;

function chatItem(date: Date): FaqItem {
  const access = 'Access comes with the membership, through an invite link.';
  return chatStatusAt(date).upcoming
    ? {
        question: 'When does the chat community open?',
        answer: `The private chat opens to members on ${formatDate(site.chatLaunch)}. ${access}`,
      }
    : {
        question: 'How do I get into the chat community?',
        answer: `The private chat has been open to members since ${formatMonthYear(chatLaunchDay.year, chatLaunchDay.month)}. ${access}`,
      };
}

export function faqAt(date: Date, config: SiteConfig, claims: Claims): readonly FaqItem[] {
  return [
    {
      question: `What is ${site.name}?`,
      answer: `A paid membership for sports bettors. Handicappers post their best bets with the analysis behind them. ${betEveryPick}, and post a photo of the real slip for ${slipsFor(claims)}. Members also get a private chat and lessons on betting with discipline.`,
    },
    {
      question: 'What does a membership include?',
      answer: `Best bets, ${picksPerDay} a day, with written analysis; the real slip for ${slipsFor(claims)}; the private chat community; and lessons on bankroll management, unit sizing and line shopping.`,
    },
    {
      question: 'How much does it cost?',
      answer: `${monthly} a month, which works out to about ${dailyPrice(pricing.monthlyFee, pricing.currency)} a day. Every member gets the same full access; there is no higher tier. A promotion may offer another price, and if you join under one, its price is shown before you pay. The optional add-ons are paid separately, only if you ask for them.`,
    },
    {
      question: 'How does the free trial work?',
      answer: `You get full access for ${pricing.trialDays} days at no charge. If you do not cancel before the trial ends, it becomes the paid subscription and ${monthly} is billed every month until you cancel. The trial is for new members, once per person.`,
    },
    {
      question: 'How do I cancel?',
      answer: `Online, at any time, from your account with our member-management provider. Canceling stops the next renewal, and you keep access until the end of the period you have already paid for.`,
      link: cancelLinkTo(config),
    },
    {
      question: 'Can I get a refund?',
      answer: `Subscription fees and delivered add-ons are non-refundable, and we do not refund partial months, except where the law requires it. Cancel before the trial ends and you are never charged.`,
    },
    {
      question: 'What exactly is a "receipt"?',
      answer: `The bet slip from a real sportsbook account showing the pick, the odds and the stake, placed before the game starts. We post one for ${slipsFor(claims)}, whether it wins or loses.`,
    },
    {
      question: 'How much of my day does it take?',
      answer: `${upperFirst(picksPerDay)} a day, and only when we like the number: some days there is no pick at all. Most members spend about ${formatRange(membership.minutesPerDay)} minutes a day reading the pick and the reasoning.`,
    },
    {
      question: 'Which sports do you cover?',
      answer: `${formatList([...membership.sports, 'others when the value is there'])}.`,
    },
    chatItem(date),
    {
      question: 'What are the add-ons?',
      answer: `Two optional paid services for members: ${pickEvaluation.title}, a written evaluation of a pick you are considering, at ${formatPrice(pickEvaluation.price)} ${pickEvaluation.priceUnit}; and a ${parlayReview.title.toLowerCase()} at ${formatPrice(parlayReview.price)} for a parlay of up to ${parlayReviewMaxPicks} picks. Once delivered, they are non-refundable.`,
    },
    {
      question: 'Are you a sportsbook?',
      answer: `${site.name} is not a sportsbook. It is information and entertainment: we take no bets and hold no money for wagers. Membership is for adults ${site.minimumAge} and over, and sports betting is not legal everywhere, so check the law where you live before you place a bet.`,
    },
  ];
}
