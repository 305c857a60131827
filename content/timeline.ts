import { isAfter } from '@/lib/dates';
import { upperFirst } from '@/lib/format';
import { chatLaunchDay, chatStatusAt } from './chat';
import { slipsFor, type Claims } from './site';

export type TimelineEvent = {
  year: number;
  month: number;
  title: string;
  description: string;
  /** Derived: the event's day is after the build date. */
  upcoming: boolean;
};

/** An event as written: `day` only where it matters, such as a launch; otherwise the 1st. */
type TimelineEntry = Omit<TimelineEvent, 'upcoming'> & { day?: number };

type TrackRecord = { title: string; intro: string; upcomingLabel: string; events: readonly TimelineEvent[] };

/** The record's own milestones, as far as the ledger goes: its first pick, then each whole year since. */
function recordEntries(claims: Claims): TimelineEntry[] {
  const { firstPick, years, slipShare } = claims;
  if (!firstPick) return [];
  const every = slipShare >= 1;
  return [
    {
      ...firstPick,
      title: 'The first receipt',
      description: `We post our first pick with a photo of the slip we placed on it.${every ? ' Every pick since has come with one.' : ''}`,
    },
    ...Array.from({ length: years }, (_, index) => ({
      year: firstPick.year + index + 1,
      month: firstPick.month,
      title: `${index + 1} year${index === 0 ? '' : 's'} of receipts`,
      description: `${index + 1} full year${index === 0 ? '' : 's'} of picks on the public record, wins and losses, with the real slip for ${slipsFor(claims)}.`,
    })),
  ];
}

/** The product's milestones, dated by the team. */
function entries(date: Date): TimelineEntry[] {
  return [
    {
      year: 2024,
      month: 1,
      title: 'Bankroll lessons for members',
      description:
        'Members get written guides on unit sizing, staking and line shopping, so they can judge a pick on their own.',
    },
    {
      year: 2025,
      month: 3,
      title: 'Deeper Analysis and parlay reviews',
      description:
        'Members can ask for a written evaluation of a pick they are considering, or a leg-by-leg review of a parlay.',
    },
    {
      ...chatLaunchDay,
      title: 'The private chat community',
      description: `${upperFirst(chatStatusAt(date).phrase)}: a members-only chat to talk through lines, ask questions and post your own slips next to ours.`,
    },
  ];
}

const order = ({ year, month, day = 1 }: TimelineEntry) => (year * 100 + month) * 100 + day;

/** The timeline as of `date`, in order: an event is upcoming only while its day is still ahead. */
export function trackRecordAt(date: Date, claims: Claims): TrackRecord {
  return {
    title: 'The track record, in order',
    intro: 'We started by posting one slip for every pick we bet. Everything since has been built on that habit.',
    upcomingLabel: 'Upcoming',
    events: [...recordEntries(claims), ...entries(date)]
      .sort((a, b) => order(a) - order(b))
      .map(({ day = 1, ...event }) => ({
        ...event,
        upcoming: isAfter({ year: event.year, month: event.month, day }, date),
      })),
  };
}
