import { site } from './site';

export type TimelineEvent = {
  year: number;
  month: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
  title: string;
  description: string;
  upcoming: boolean;
};

const [chatYear, chatMonth] = site.chatLaunch.split('-').map(Number) as [number, TimelineEvent['month']];

type TrackRecord = { title: string; intro: string; events: readonly TimelineEvent[] };

export const trackRecord: TrackRecord = {
  title: 'The track record, in order',
  intro: 'We started by posting one slip for every pick we bet. Everything since has been built on that habit.',
  events: [
    {
      ...site.firstReceipt,
      title: 'The first receipt',
      description:
        'We post our first pick with a photo of the slip we placed on it. Every pick since has come with one.',
      upcoming: false,
    },
    {
      year: 2023,
      month: 11,
      title: 'A full record, losses included',
      description:
        'Results go into one running record, dated and never edited. Bad weeks stay on it next to the good ones.',
      upcoming: false,
    },
    {
      year: 2024,
      month: 1,
      title: 'Bankroll lessons for members',
      description:
        'Members get written guides on unit sizing, staking and line shopping, so they can judge a pick on their own.',
      upcoming: false,
    },
    {
      year: 2024,
      month: 9,
      title: 'A second football season on the record',
      description:
        'NFL and college football picks are posted with the slip for a second straight season, alongside NBA, MLB and NHL.',
      upcoming: false,
    },
    {
      year: 2025,
      month: 3,
      title: 'Pick evaluations and parlay reviews',
      description:
        'Members can ask for a written evaluation of a pick they are considering, or a leg-by-leg review of a parlay.',
      upcoming: false,
    },
    {
      year: 2025,
      month: 8,
      title: 'Two years of receipts',
      description: 'Two full years of picks, each one backed by a slip anyone in the club can look at.',
      upcoming: false,
    },
    {
      year: chatYear,
      month: chatMonth,
      title: 'The private chat community opens',
      description:
        'Members get a private chat to talk through lines, ask questions and post their own slips next to ours.',
      upcoming: true,
    },
  ],
};
