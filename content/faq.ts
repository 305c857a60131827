import { dailyPrice, formatDate, formatList, formatRange, formatUsd } from '@/lib/format';
import { parlayReviewMaxPicks, valueProposition } from './features';
import { membership, pricing, site } from './site';

export type FaqItem = { question: string; answer: string };

const { pickEvaluation, parlayReview } = valueProposition.addOns;
const monthly = formatUsd(pricing.monthlyFee);

export const faqSection = {
  title: 'Questions, answered',
  intro: 'Straight answers on price, picks and what we are not.',
} as const;

export const faq: readonly FaqItem[] = [
  {
    question: `What is ${site.name}?`,
    answer: `A paid membership for sports bettors. Handicappers post their daily best bets with the analysis behind them, and a photo of the real slip for every pick they back with their own money. Members also get a private chat and lessons on betting with discipline.`,
  },
  {
    question: 'What does a membership include?',
    answer: `${formatRange(membership.picksPerDay)} best bets a day with written analysis, the verified slip for every pick we back, the private chat community, and lessons on bankroll management, unit sizing and line shopping.`,
  },
  {
    question: 'How much does it cost?',
    answer: `${monthly} a month, which works out to about ${dailyPrice(pricing.monthlyFee)} a day. There is one plan. The optional add-ons are paid separately, only if you ask for them.`,
  },
  {
    question: 'How does the free trial work?',
    answer: `You get full access for ${pricing.trialDays} days at no charge. If you do not cancel before the trial ends, it becomes the paid subscription and ${monthly} is billed every month until you cancel.`,
  },
  {
    question: 'How do I cancel?',
    answer: `Online, at any time, from your account with our member-management provider. Cancelling stops the next renewal, and you keep access until the end of the period you have already paid for.`,
  },
  {
    question: 'Can I get a refund?',
    answer: `Subscription fees and delivered add-ons are non-refundable, and we do not refund partial months, except where the law requires it. Cancel before the trial ends and you are never charged.`,
  },
  {
    question: 'What exactly is a "receipt"?',
    answer: `The bet slip from a real sportsbook account showing the pick, the odds and the stake, placed before the game starts. We post one for every pick we back, whether it wins or loses.`,
  },
  {
    question: 'How many picks do you post, and how much time does it take?',
    answer: `Usually ${formatRange(membership.picksPerDay)} a day, and only when we like the number. Most members spend about ${formatRange(membership.minutesPerDay)} minutes a day reading the pick and the reasoning.`,
  },
  {
    question: 'Which sports do you cover?',
    answer: `${formatList([...membership.sports, 'others when the value is there'])}.`,
  },
  {
    question: 'When does the chat community open?',
    answer: `The private chat opens to members on ${formatDate(site.chatLaunch)}. Access comes with the membership, through an invite link.`,
  },
  {
    question: 'What are the add-ons?',
    answer: `Two optional paid services for members: a ${pickEvaluation.title} at ${formatUsd(pickEvaluation.price)} ${pickEvaluation.priceUnit}, and a ${parlayReview.title.toLowerCase()} at ${formatUsd(parlayReview.price)} for a parlay of up to ${parlayReviewMaxPicks} picks. Once delivered, they are non-refundable.`,
  },
  {
    question: 'Are you a sportsbook? Can anyone join?',
    answer: `No. ${site.name} is information and entertainment: we take no bets and hold no money for wagers. Membership is for adults ${site.minimumAge} and over, and sports betting is not legal everywhere, so check the law where you live before you place a bet.`,
  },
];
