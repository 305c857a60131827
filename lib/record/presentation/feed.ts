import { create } from 'xmlbuilder2';
import { formatDay, formatLead, formatPostedTime, formatScore, formatStake, formatUnits } from './display';
import { formatOdds } from '../math.mjs';
import { isRevealed, type Correction, type PublishedPick, type Result, type SealedPick } from '../types';

/** What an entry tells: a pick as posted (sealed), as revealed at its start, as graded, or a correction of it. */
export type FeedEntryKind = 'posted' | 'revealed' | 'graded' | 'correction';

/** One entry of the record's feeds, in the terms both formats share. */
export interface FeedEntry {
  /** Never changes between builds: the pick page's address and the entry's kind ("…/RC-0412#posted"). */
  readonly id: string;
  readonly kind: FeedEntryKind;
  readonly pickId: string;
  /** The pick's own page. */
  readonly url: string;
  /** The pick's share card. */
  readonly image: string;
  readonly title: string;
  /** A few plain-text sentences. */
  readonly text: string;
  readonly tags: readonly string[];
  /** When it happened, RFC 3339 in UTC: posted, the start, graded, the correction's day. */
  readonly published: string;
  /** `published`, or the day of the pick's latest correction when that is later (what the entry says changed). */
  readonly updated: string;
}

/**
 * What a posted entry may say: a sealed pick's fields and nothing else. A revealed pick's posted
 * entry is built from the same fields, so it reads the same before and after the start.
 */
type PostedFacts = Pick<
  SealedPick,
  'id' | 'posted' | 'eventStart' | 'earliestStart' | 'sport' | 'stake' | 'seal' | 'timestamp'
>;

/** The words of the entries (content/record/feed.ts); every value arrives formatted. */
export interface FeedWords {
  readonly posted: {
    readonly title: (facts: { id: string; sport: string; stake: string }) => string;
    readonly text: (facts: {
      sport: string;
      stake: string;
      posted: string;
      start: string;
      seal: string;
      /** When the authority saw the pick, and how long before (or after) the earliest start the record gave the game. */
      timestamped: { time: string; lead: string; before: boolean } | null;
    }) => string;
  };
  readonly revealed: {
    readonly title: (facts: { id: string; selection: string; odds: string }) => string;
    readonly text: (facts: {
      event: string;
      sport: string;
      market: string;
      selection: string;
      odds: string;
      stake: string;
      sportsbook: string;
      start: string;
      posted: string;
      seal: string;
    }) => string;
  };
  readonly graded: {
    readonly title: (facts: { id: string; result: string; score: string | null; units: string }) => string;
    readonly text: (facts: {
      event: string;
      selection: string;
      odds: string;
      result: string;
      score: string | null;
      units: string;
      stake: string;
      settled: string;
    }) => string;
  };
  readonly correction: {
    readonly title: (facts: { id: string; field: string }) => string;
    readonly text: (facts: { field: string; before: string; value: string; reason: string; day: string }) => string;
  };
  /** A title while the record is a sample: the feed's and every entry's, so no entry shown alone passes for real. */
  readonly sample: (title: string) => string;
}

export interface FeedOptions {
  /** The zone the entries' times are written in (and named). */
  readonly timeZone: string;
  /** The most entries kept, newest first. */
  readonly limit: number;
  /** A pick's page and share card, as absolute URLs. */
  readonly pickUrl: (id: string) => string;
  readonly imageUrl: (id: string) => string;
  readonly resultLabels: Readonly<Record<Result, string>>;
  readonly words: FeedWords;
  /** Whether the record is a sample. */
  readonly sample: boolean;
}

/** An ISO 8601 time with any offset as RFC 3339 in UTC: "2026-11-22T10:41:12-05:00" → "2026-11-22T15:41:12Z". */
function utc(iso: string): string {
  return new Date(iso).toISOString().replace('.000Z', 'Z');
}

const later = (a: string, b: string | undefined) => (b !== undefined && Date.parse(b) > Date.parse(a) ? b : a);

/** When a correction happened, as the chain dates it (lib/record/proof/chain.mjs): noon UTC of its day. */
const correctionTime = (correction: Correction) => `${correction.date}T12:00:00Z`;

function postedFacts(pick: PublishedPick): PostedFacts {
  const { id, posted, eventStart, earliestStart, sport, stake, seal, timestamp } = pick;
  return { id, posted, eventStart, earliestStart, sport, stake, seal, timestamp };
}

/**
 * The token's time and its lead on the earliest start the record gave the game, as the pick's page
 * and card measure it: the authority's time, not the posting time we write ourselves.
 */
function timestamped(token: string, earliestStart: string, time: (iso: string) => string) {
  const lead = Date.parse(earliestStart) - Date.parse(token);
  return { time: time(token), lead: formatLead(Math.abs(lead)), before: lead > 0 };
}

type Draft = Omit<FeedEntry, 'url' | 'image' | 'updated'>;

function postedEntry(pick: PostedFacts, { timeZone, pickUrl, words }: FeedOptions): Draft {
  const time = (iso: string) => formatPostedTime(iso, timeZone);
  return {
    id: `${pickUrl(pick.id)}#posted`,
    kind: 'posted',
    pickId: pick.id,
    title: words.posted.title({ id: pick.id, sport: pick.sport, stake: formatStake(pick.stake) }),
    text: words.posted.text({
      sport: pick.sport,
      stake: formatStake(pick.stake),
      posted: time(pick.posted),
      start: time(pick.eventStart),
      seal: pick.seal,
      timestamped: pick.timestamp ? timestamped(pick.timestamp.time, pick.earliestStart, time) : null,
    }),
    tags: ['posted', pick.sport],
    published: utc(pick.posted),
  };
}

/** A pick's entries: posted; once revealed, revealed; once graded, graded; one per correction. */
function pickEntries(pick: PublishedPick, options: FeedOptions): Draft[] {
  const posted = postedEntry(postedFacts(pick), options);
  if (!isRevealed(pick)) return [posted];
  const { timeZone, pickUrl, resultLabels, words } = options;
  const time = (iso: string) => formatPostedTime(iso, timeZone);
  const odds = formatOdds(pick.odds);
  const url = pickUrl(pick.id);
  // A parlay's selection and score list every leg: its title names it by its event ("4-leg parlay").
  const parlay = pick.market === 'parlay';
  // A pick graded before its game (a void) is revealed when it is graded.
  const revealedAt =
    pick.settled && Date.parse(pick.settled) < Date.parse(pick.eventStart) ? pick.settled : pick.eventStart;
  const entries: Draft[] = [
    posted,
    {
      pickId: pick.id,
      id: `${url}#revealed`,
      kind: 'revealed',
      title: words.revealed.title({ id: pick.id, selection: parlay ? pick.event : pick.selection, odds }),
      text: words.revealed.text({
        event: pick.event,
        sport: pick.sport,
        market: pick.market,
        selection: pick.selection,
        odds,
        stake: formatStake(pick.stake),
        sportsbook: pick.sportsbook,
        start: time(pick.eventStart),
        posted: time(pick.posted),
        seal: pick.seal,
      }),
      tags: ['revealed', pick.sport],
      published: utc(revealedAt),
    },
  ];
  if (pick.result !== 'pending' && pick.settled) {
    const result = resultLabels[pick.result];
    const units = formatUnits(pick.profit ?? 0);
    entries.push({
      pickId: pick.id,
      id: `${url}#graded`,
      kind: 'graded',
      title: words.graded.title({
        id: pick.id,
        result,
        score: parlay || pick.score === null ? null : formatScore(pick.score),
        units,
      }),
      text: words.graded.text({
        event: pick.event,
        selection: pick.selection,
        odds,
        result,
        score: pick.score === null ? null : formatScore(pick.score),
        units,
        stake: formatStake(pick.stake),
        settled: time(pick.settled),
      }),
      tags: ['graded', pick.sport],
      published: utc(pick.settled),
    });
  }
  pick.correctedBy.forEach((correction, index) => {
    const field = correction.field.replaceAll('_', ' ');
    entries.push({
      pickId: pick.id,
      // The n-th correction of a pick, as the chain names it ("RC-0412.correction-2"): corrections are only ever added.
      id: `${url}#correction-${index + 1}`,
      kind: 'correction',
      title: words.correction.title({ id: pick.id, field }),
      text: words.correction.text({
        field,
        before: correction.before,
        value: correction.value,
        reason: correction.reason,
        day: formatDay(correctionTime(correction), timeZone),
      }),
      tags: ['correction', pick.sport],
      published: correctionTime(correction),
    });
  });
  return entries;
}

/**
 * The newest `limit` entries of the record's feeds, newest first: each pick as posted, and once its
 * game has started (or it was graded), as revealed, as graded and as corrected. A pick sealed at the
 * build gives its posted entry only, made of a sealed pick's fields.
 */
export function feedEntries(picks: readonly PublishedPick[], options: FeedOptions): FeedEntry[] {
  return picks
    .flatMap((pick) => {
      const changed = isRevealed(pick) ? pick.correctedBy.map(correctionTime).sort().at(-1) : undefined;
      return pickEntries(pick, options).map((draft, order) => ({
        line: pick.line,
        order,
        entry: {
          ...draft,
          url: options.pickUrl(pick.id),
          image: options.imageUrl(pick.id),
          title: options.sample ? options.words.sample(draft.title) : draft.title,
          updated: later(draft.published, changed),
        },
      }));
    })
    .sort(
      (a, b) => Date.parse(b.entry.published) - Date.parse(a.entry.published) || b.order - a.order || b.line - a.line,
    )
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
