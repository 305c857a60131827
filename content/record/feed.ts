import type { FeedWords } from '@/lib/record/presentation/feed';
import { recordFeeds, routes } from '../routes';

const quoted = (value: string) => (value ? `“${value}”` : '(empty)');

/** The words of the record's feeds (/record/feed.atom, /record/feed.json) and how many entries they keep. */
export const recordFeed = {
  /**
   * A reader keeps the entries it has fetched, so a feed needs only what can arrive between two
   * fetches: at the busiest pace (3 picks a day, each posted, revealed and graded) 50 entries are
   * more than 5 days, and the file stays small for the bots that fetch it every few minutes. Every
   * pick ever posted is in /record.csv and on the year pages.
   */
  entries: 50,
  title: (site: string) => `${site}: every pick as posted, revealed and graded`,
  description:
    'Each pick up to three times: sealed when we post it, revealed when its game starts, graded when the result is in, and any correction after. Every entry links to the pick’s own page, where its seal and timestamp can be checked.',
  /** With the sample label first, while the record is a sample. */
  sampleDescription: (label: string, description: string) => `${label} ${description}`,
  /** The <link rel="alternate"> tags in /record's head, for browsers and feed readers to find the feeds. */
  links: [
    { type: 'application/atom+xml', url: recordFeeds.atom, title: 'Every pick as posted, revealed and graded (Atom)' },
    {
      type: 'application/feed+json',
      url: recordFeeds.json,
      title: 'Every pick as posted, revealed and graded (JSON Feed)',
    },
  ],
  words: {
    posted: {
      title: ({ id, sport, stake }) => `${id} posted: ${sport}, ${stake} u, sealed until the start`,
      text: ({ sport, stake, posted, start, seal, timestamped }) =>
        `${sport}, ${stake} u. Posted ${posted}; the game starts ${start}. What we picked, the odds and the book stay sealed, and are revealed after the start. Seal: ${seal}. ${timestamped ? `Timestamped ${timestamped.time}, ${timestamped.lead} ${timestamped.before ? 'before' : 'after'} the start.` : 'Not timestamped yet.'}`,
    },
    revealed: {
      title: ({ id, selection, odds }) => `${id} revealed: ${selection} at ${odds}`,
      text: ({ event, sport, market, selection, odds, stake, sportsbook, start, posted, seal }) =>
        `${event} (${sport}, ${market}): ${selection} at ${odds}, ${stake} u at ${sportsbook}. The game started ${start}. Posted ${posted} under seal ${seal}; the secret that opens it is now in ${routes.recordCsv}.`,
    },
    graded: {
      title: ({ id, result, score, units }) => `${id} graded: ${result}${score ? `, ${score}` : ''}, ${units} u`,
      text: ({ event, selection, odds, result, score, units, stake, settled }) =>
        `${selection} at ${odds} (${event}): ${result}${score ? `, final score ${score}` : ''}, ${units} u on a ${stake} u stake. Graded ${settled}.`,
    },
    correction: {
      title: ({ id, field }) => `${id} corrected: ${field}`,
      text: ({ field, before, value, reason, day }) =>
        `On ${day}, ${field} changed from ${quoted(before)} to ${quoted(value)}. Why: ${reason}`,
    },
    sample: (title) => `${title} (sample)`,
  } satisfies FeedWords,
} as const;
