import { isAfter } from '@/lib/dates';
import { upperFirst } from '@/lib/format';
import { chatLaunchDay, chatStatusAt } from './chat';
import { site } from './site';

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

function entries(date: Date): readonly TimelineEntry[] {
  return [
    {
      ...site.firstReceipt,
      title: 'The first receipt',
      description:
        'We post our first pick with a photo of the slip we placed on it. Every pick since has come with one.',
    },
    {
      year: 2023,
      month: 11,
      title: 'A full record, losses included',
      description:
        'Results go into one running record, dated and never edited. Bad weeks stay on it next to the good ones.',
    },
    {
      year: 2024,
      month: 1,
      title: 'Bankroll lessons for members',
      description:
        'Members get written guides on unit sizing, staking and line shopping, so they can judge a pick on their own.',
    },
    {
      year: 2024,
      month: 9,
      title: 'A second football season on the record',
      description:
        'NFL and college football picks are posted with the slip for a second straight season, alongside NBA, MLB and NHL.',
    },
    {
      year: 2025,
      month: 3,
      title: 'Deeper Analysis and parlay reviews',
      description:
        'Members can ask for a written evaluation of a pick they are considering, or a leg-by-leg review of a parlay.',
    },
    {
      year: 2025,
      month: 8,
      title: 'Two years of receipts',
      description: 'Two full years of picks, each one backed by a slip anyone in the club can look at.',
    },
    {
      ...chatLaunchDay,
      title: 'The private chat community',
      description: `${upperFirst(chatStatusAt(date).phrase)}: a members-only chat to talk through lines, ask questions and post your own slips next to ours.`,
    },
  ];
}

/** The timeline as of `date`: an event is upcoming only while its day is still ahead. */
export function trackRecordAt(date: Date): TrackRecord {
  return {
    title: 'The track record, in order',
    intro: 'We started by posting one slip for every pick we bet. Everything since has been built on that habit.',
    upcomingLabel: 'Upcoming',
    events: entries(date).map(({ day = 1, ...event }) => ({
      ...event,
      upcoming: isAfter({ year: event.year, month: event.month, day }, date),
    })),
  };
}
