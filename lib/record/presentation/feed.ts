import { create } from 'xmlbuilder2';
import {
  formatDay,
  formatLead,
  formatPostedTime,
  formatRisked,
  formatScore,
  formatStake,
  formatUnits,
} from './display';
import { formatOdds } from '../math.mjs';
import {
  isRevealed,
  type Correction,
  type PublishedPick,
  type Result,
  type RevealedPick,
  type SealedPick,
} from '../types';

/** One entry of the record's feeds, in the terms both formats share: a pick, updated in place. */
export interface FeedEntry {
  /** The pick page's address: the same while the pick is sealed, revealed, graded and corrected, in every build. */
  readonly id: string;
  readonly pickId: string;
  /** The pick's own page. */
  readonly url: string;
  /** The pick's share card. */
  readonly image: string;
  readonly title: string;
  /** A few plain-text sentences. */
  readonly text: string;
  readonly tags: readonly string[];
  /** When the pick was posted, RFC 3339 in UTC. */
  readonly published: string;
  /** The latest of posted, revealed (its start), graded and corrected that the build date has reached. */
  readonly updated: string;
}

/**
 * What a sealed pick's entry may say: a sealed pick's fields and nothing else, even when a caller
 * passes a pick that carries more.
 */
type SealedFacts = Pick<
  SealedPick,
  'id' | 'posted' | 'eventStart' | 'earliestStart' | 'sport' | 'stake' | 'seal' | 'timestamp'
>;

/** When the authority saw a pick, and how long before (or after) the earliest start the record gave its game. */
type Timestamped = { time: string; lead: string; before: boolean } | null;

/** The words of the entries (content/record/feed.ts); every value arrives formatted. */
export interface FeedWords {
  readonly title: {
    readonly sealed: (facts: { id: string; sport: string; start: string }) => string;
    /** What was picked: a straight pick's selection and event, a parlay by its legs' count (its event, "4-leg parlay"). */
    readonly revealed: (facts: { id: string; what: string; odds: string; event: string | null }) => string;
    /** The revealed title with the result: `units` is the amount won or lost, without sign. */
    readonly graded: (
      title: string,
      facts: { result: string; units: string; outcome: 'won' | 'lost' | null },
    ) => string;
  };
  readonly text: {
    readonly sealed: (facts: {
      sport: string;
      stake: string;
      posted: string;
      start: string;
      seal: string;
      timestamped: Timestamped;
    }) => string;
    readonly revealed: (facts: {
      what: string;
      odds: string;
      stake: string;
      sportsbook: string;
      /** A straight pick's event, a parlay's legs. */
      detail: string;
      sport: string;
      market: string;
      start: string;
      posted: string;
      seal: string;
      timestamped: Timestamped;
    }) => string;
    readonly pending: string;
    readonly graded: (facts: {
      result: string;
      score: string | null;
      units: string;
      stake: string;
      settled: string;
    }) => string;
    readonly correction: (facts: {
      field: string;
      before: string;
      value: string;
      reason: string;
      day: string;
    }) => string;
    readonly link: (url: string) => string;
  };
  /** A title while the record is a sample, so no entry shown alone passes for real. */
  readonly sample: (title: string) => string;
}

export interface FeedOptions {
  /** The zone the entries' times are written in (and named). */
  readonly timeZone: string;
  /** The build date (ISO 8601): an entry's `updated` never passes it. */
  readonly now: string;
  /** The most entries kept, newest first. */
  readonly limit: number;
  /** A pick's page and share card, as absolute URLs. */
  readonly pickUrl: (id: string) => string;
  readonly imageUrl: (id: string) => string;
  readonly resultLabels: Readonly<Record<Result, string>>;
  readonly words: FeedWords;
  /** The sample label while the record is a sample, else null. */
  readonly sample: string | null;
}

/** An ISO 8601 time with any offset as RFC 3339 in UTC: "2026-11-22T10:41:12-05:00" → "2026-11-22T15:41:12Z". */
function utc(iso: string): string {
  return new Date(iso).toISOString().replace('.000Z', 'Z');
}

const later = (a: string, b: string | undefined) => (b !== undefined && Date.parse(b) > Date.parse(a) ? b : a);

/** When a correction happened, as the chain dates it (lib/record/proof/chain.mjs): noon UTC of its day. */
const correctionTime = (correction: Correction) => `${correction.date}T12:00:00Z`;

function sealedFacts(pick: PublishedPick): SealedFacts {
  const { id, posted, eventStart, earliestStart, sport, stake, seal, timestamp } = pick;
  return { id, posted, eventStart, earliestStart, sport, stake, seal, timestamp };
}

/**
 * The token's time and its lead on the earliest start the record gave the game, as the pick's page
 * and card measure it: the authority's time, not the posting time we write ourselves.
 */
function timestamped(pick: SealedFacts, time: (iso: string) => string): Timestamped {
  if (!pick.timestamp) return null;
  const lead = Date.parse(pick.earliestStart) - Date.parse(pick.timestamp.time);
  return { time: time(pick.timestamp.time), lead: formatLead(Math.abs(lead)), before: lead > 0 };
}

type Draft = Pick<FeedEntry, 'title' | 'text' | 'tags'> & {
  /** When the pick changed: posted, revealed, graded, corrected. */
  readonly changes: readonly string[];
};

function sealedDraft(pick: SealedFacts, { timeZone, words }: FeedOptions): Draft {
  const time = (iso: string) => formatPostedTime(iso, timeZone);
  return {
    title: words.title.sealed({ id: pick.id, sport: pick.sport, start: time(pick.eventStart) }),
    text: words.text.sealed({
      sport: pick.sport,
      stake: formatStake(pick.stake),
      posted: time(pick.posted),
      start: time(pick.eventStart),
      seal: pick.seal,
      timestamped: timestamped(pick, time),
    }),
    tags: [pick.sport, 'sealed'],
    changes: [pick.posted],
  };
}

function revealedDraft(pick: RevealedPick, { timeZone, resultLabels, words }: FeedOptions): Draft {
  const time = (iso: string) => formatPostedTime(iso, timeZone);
  const odds = formatOdds(pick.odds);
  // A parlay's selection lists every leg: its title names it by its event ("4-leg parlay"), its text lists the legs.
  const parlay = pick.market === 'parlay';
  const what = parlay ? pick.event : pick.selection;
  const revealed = words.title.revealed({ id: pick.id, what, odds, event: parlay ? null : pick.event });
  const graded = pick.result !== 'pending' && pick.settled !== null;
  const profit = pick.profit ?? 0;
  const result = resultLabels[pick.result];
  const title = graded
    ? words.title.graded(revealed, {
        result,
        units: formatRisked(Math.abs(profit)),
        outcome: profit > 0 ? 'won' : profit < 0 ? 'lost' : null,
      })
    : revealed;
  const sentences = [
    words.text.revealed({
      what,
      odds,
      stake: formatStake(pick.stake),
      sportsbook: pick.sportsbook,
      detail: parlay ? pick.selection : pick.event,
      sport: pick.sport,
      market: pick.market,
      start: time(pick.eventStart),
      posted: time(pick.posted),
      seal: pick.seal,
      timestamped: timestamped(pick, time),
    }),
    pick.settled !== null && graded
      ? words.text.graded({
          result,
          score: pick.score === null ? null : formatScore(pick.score),
          units: formatUnits(profit),
          stake: formatStake(pick.stake),
          settled: time(pick.settled),
        })
      : words.text.pending,
    ...pick.correctedBy.map((correction) =>
      words.text.correction({
        field: correction.field.replaceAll('_', ' '),
        before: correction.before,
        value: correction.value,
        reason: correction.reason,
        day: formatDay(correctionTime(correction), timeZone),
      }),
    ),
  ];
  // A pick graded before its game (a void) is revealed when it is graded.
  const revealedAt =
    pick.settled !== null && Date.parse(pick.settled) < Date.parse(pick.eventStart) ? pick.settled : pick.eventStart;
  return {
    title,
    text: sentences.join(' '),
    tags: [pick.sport, graded ? 'graded' : 'revealed', ...(pick.correctedBy.length ? ['corrected'] : [])],
    changes: [
      pick.posted,
      revealedAt,
      ...(graded && pick.settled !== null ? [pick.settled] : []),
      ...pick.correctedBy.map(correctionTime),
    ],
  };
}

/**
 * The newest `limit` entries of the record's feeds, one per pick, newest first by `updated`: a pick
 * sealed at the build tells only a sealed pick's fields; once revealed, what was picked; once graded,
 * its result; and every correction of it. Its id never changes, so a reader updates the entry it has.
 */
export function feedEntries(picks: readonly PublishedPick[], options: FeedOptions): FeedEntry[] {
  const now = Date.parse(options.now);
  return picks
    .map((pick) => {
      const draft = isRevealed(pick) ? revealedDraft(pick, options) : sealedDraft(sealedFacts(pick), options);
      const url = options.pickUrl(pick.id);
      const entry: FeedEntry = {
        id: url,
        pickId: pick.id,
        url,
        image: options.imageUrl(pick.id),
        title: options.sample === null ? draft.title : options.words.sample(draft.title),
        text: [...(options.sample === null ? [] : [options.sample]), draft.text, options.words.text.link(url)].join(
          ' ',
        ),
        tags: draft.tags,
        published: utc(pick.posted),
        updated: utc(draft.changes.filter((time) => Date.parse(time) <= now).reduce(later, pick.posted)),
      };
      return { line: pick.line, entry };
    })
    .sort((a, b) => Date.parse(b.entry.updated) - Date.parse(a.entry.updated) || b.line - a.line)
    .slice(0, options.limit)
    .map(({ entry }) => entry);
}

/** A whole feed: what both formats say about it, and its entries newest first. */
export interface Feed {
  readonly title: string;
  readonly description: string;
  /** The record's page, which the feed follows. */
  readonly homePageUrl: string;
  /** Each format's own absolute address. */
  readonly feedUrls: { readonly atom: string; readonly json: string };
  readonly author: { readonly name: string; readonly url: string };
  /** The newest entry's `updated`, or, with no entry, the given time: never the clock's. */
  readonly updated: string;
  readonly entries: readonly FeedEntry[];
}

/** When a feed last changed: its newest entry's `updated`, or `otherwise` (RFC 3339) with no entries. */
export function feedUpdated(entries: readonly FeedEntry[], otherwise: string): string {
  return entries.reduce((newest, entry) => later(newest, entry.updated), entries[0]?.updated ?? utc(otherwise));
}

const ATOM = 'http://www.w3.org/2005/Atom';

/** The feed as Atom 1.0 (RFC 4287), every text escaped by the XML builder. */
export function atomFeed(feed: Feed): string {
  const root = create({ version: '1.0', encoding: 'utf-8' })
    .ele(ATOM, 'feed')
    .att('http://www.w3.org/XML/1998/namespace', 'xml:lang', 'en-US');
  root.ele('id').txt(feed.feedUrls.atom);
  root.ele('title', { type: 'text' }).txt(feed.title);
  root.ele('subtitle', { type: 'text' }).txt(feed.description);
  root.ele('updated').txt(feed.updated);
  root.ele('link', { rel: 'self', type: 'application/atom+xml', href: feed.feedUrls.atom });
  root.ele('link', { rel: 'alternate', type: 'text/html', href: feed.homePageUrl });
  root.ele('link', { rel: 'alternate', type: 'application/feed+json', href: feed.feedUrls.json });
  const author = root.ele('author');
  author.ele('name').txt(feed.author.name);
  author.ele('uri').txt(feed.author.url);
  for (const entry of feed.entries) {
    const element = root.ele('entry');
    element.ele('id').txt(entry.id);
    element.ele('title', { type: 'text' }).txt(entry.title);
    element.ele('link', { rel: 'alternate', type: 'text/html', href: entry.url });
    element.ele('link', { rel: 'enclosure', type: 'image/png', href: entry.image });
    element.ele('published').txt(entry.published);
    element.ele('updated').txt(entry.updated);
    for (const tag of entry.tags) element.ele('category', { term: tag });
    element.ele('summary', { type: 'text' }).txt(entry.text);
  }
  return root.end({ prettyPrint: true, wellFormed: true });
}

/** The feed as JSON Feed 1.1 (jsonfeed.org/version/1.1). */
export function jsonFeed(feed: Feed): string {
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feed.title,
      home_page_url: feed.homePageUrl,
      feed_url: feed.feedUrls.json,
      description: feed.description,
      authors: [feed.author],
      language: 'en-US',
      items: feed.entries.map((entry) => ({
        id: entry.id,
        url: entry.url,
        title: entry.title,
        content_text: entry.text,
        image: entry.image,
        date_published: entry.published,
        date_modified: entry.updated,
        tags: entry.tags,
      })),
    },
    null,
    2,
  );
}
