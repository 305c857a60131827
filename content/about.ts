import { formatMonthYear } from '@/lib/format';
import { site, slipsFor, type Claims } from './site';

export type AboutCard = { title: string; description: string };

type About = {
  title: string;
  pageTitle: string;
  description: string;
  storyTitle: string;
  story: readonly string[];
  pillarsTitle: string;
  pillars: readonly AboutCard[];
  valuesTitle: string;
  values: readonly AboutCard[];
};

/** How long the record runs and where it starts, as far as the ledger goes. */
function recordSpan({ firstPick, years }: Claims): string {
  if (!firstPick) return 'The public record starts with our first pick.';
  const since = formatMonthYear(firstPick.year, firstPick.month);
  return years >= 1
    ? `We have been running on that rule for over ${years} year${years === 1 ? '' : 's'}, and the public record of posted receipts goes back to ${since}.`
    : `The public record of posted receipts starts in ${since}.`;
}

export function aboutAt(claims: Claims): About {
  return {
    title: `About ${site.name}`,
    pageTitle: 'About us',
    description: `Who we are, why we post the slip for ${slipsFor(claims)}, and what ${site.name} stands for.`,
    storyTitle: 'Our story',
    story: [
      `${site.name} was founded in ${site.foundedYear} by a few bettors who were tired of paying for picks nobody could check. Every service we tried showed its wins and went quiet on its losses, and none of them would show that they had bet their own picks.`,
      `So we set one rule for ourselves: if we tell you to bet it, we bet it first, and we show you the slip. ${recordSpan(claims)}`,
      'We are not a sportsbook and we do not take bets. We are a small team that studies numbers, posts what we play, and helps members bet with a plan instead of a hunch.',
    ],
    pillarsTitle: 'What we are built on',
    pillars: [
      {
        title: 'Transparent',
        description: `The real slip for ${slipsFor(claims)}. Wins and losses are posted the same way and stay posted.`,
      },
      {
        title: 'Data-Driven',
        description:
          'Picks start from prices, matchups and numbers, not hunches or hype. If the number is wrong, we pass.',
      },
      {
        title: 'Community',
        description: 'Members compare notes, post their own slips and learn from each other as much as from us.',
      },
    ],
    valuesTitle: 'How we work',
    values: [
      {
        title: 'Accountability',
        description: 'We answer for every pick we post. A losing week is reported as plainly as a winning one.',
      },
      {
        title: 'Research',
        description: 'We do the reading before we bet: injuries, schedules, market moves and the price on every book.',
      },
      {
        title: 'Long-term Focus',
        description: 'One day proves nothing. We judge ourselves, and ask you to judge us, over seasons.',
      },
      {
        title: 'Community First',
        description: 'The chat belongs to its members. Respect, honest slips and no spam are the house rules.',
      },
    ],
  };
}
