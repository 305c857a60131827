import type { FeedWords } from '@/lib/record/presentation/feed';
import { recordFeeds, routes } from '../routes';
import { recordSettings } from './settings.mjs';

const quoted = (value: string) => (value ? `“${value}”` : '(empty)');

const stamped = (timestamped: { time: string; lead: string; before: boolean } | null) =>
  timestamped
    ? `Timestamped ${timestamped.time}, ${timestamped.lead} ${timestamped.before ? 'before' : 'after'} the start.`
    : 'Not timestamped yet.';

/** The words of the record's feeds (/record/feed.atom, /record/feed.json) and how many entries they keep. */
export const recordFeed = {
  entries: recordSettings.feedEntries,
  title: (site: string) => `${site}: every pick, updated as it is revealed and graded`,
  description:
    'One entry per pick: sealed when we post it, updated with what we picked when its game starts, with the result when it is graded, and with any correction after. Every entry links to the pick’s own page, where its seal and timestamp can be checked.',
  /** With the sample label first, while the record is a sample. */
  sampleDescription: (label: string, description: string) => `${label} ${description}`,
  /** The <link rel="alternate"> tags in /record's head, for browsers and feed readers to find the feeds. */
  links: [
    { type: 'application/atom+xml', url: recordFeeds.atom, title: 'Every pick, revealed and graded (Atom)' },
    { type: 'application/feed+json', url: recordFeeds.json, title: 'Every pick, revealed and graded (JSON Feed)' },
  ],
  /** Before the feeds' links under every pick's page (components/pick/PickNav.tsx). */
  follow: 'Follow every pick as it is posted, revealed and graded:',
  words: {
    title: {
      sealed: ({ id, sport, start }) => `${id}: ${sport}, sealed until ${start}`,
      revealed: ({ id, what, odds, event }) => `${id}: ${what} (${odds})${event ? `, ${event}` : ''}`,
      graded: (title, { result, units, outcome }) =>
        `${title} – ${result}, ${outcome ? `${units} u ${outcome}` : 'stake returned'}`,
    },
    text: {
      sealed: ({ sport, stake, posted, start, seal, timestamped }) =>
        `${sport}, ${stake} u. Posted ${posted}; the game starts ${start}. What we picked, the odds and the book stay sealed until the start; this entry shows them with the first update after it. Seal: ${seal}. ${stamped(timestamped)}`,
      revealed: ({ what, odds, stake, sportsbook, detail, sport, market, start, posted, seal, timestamped }) =>
        `${what} at ${odds}, ${stake} u at ${sportsbook}: ${detail} (${sport}, ${market}). Game start: ${start}. Posted ${posted} under seal ${seal}; the secret that opens it is in ${routes.recordCsv}. ${stamped(timestamped)}`,
      pending: 'Result: not graded yet.',
      graded: ({ result, score, units, stake, settled }) =>
        `Result: ${result}${score ? `, final score ${score}` : ''}, ${units} u on a ${stake} u stake, graded ${settled}.`,
      correction: ({ field, before, value, reason, day }) =>
        `Corrected on ${day}: ${field} from ${quoted(before)} to ${quoted(value)}. Why: ${reason}`,
      link: (url) => `The pick’s page: ${url}`,
    },
    sample: (title) => `${title} (sample)`,
  } satisfies FeedWords,
} as const;
