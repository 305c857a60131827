import { parseFeed } from 'feedsmith';
import {
  atomFeed,
  feedEntries,
  feedUpdated,
  jsonFeed,
  type Feed,
  type FeedEntry,
  type FeedOptions,
} from '@/lib/record/presentation/feed';
import type { PublishedPick, RevealedPick, SealedPick } from '@/lib/record/types';
import { feedOptions, feedSite } from './support/feed';
import { pick } from './support/pick';

const site = feedSite;
const page = `${site}/record/picks/RC-0005`;
const options = feedOptions(null);

/** A pick whose every hidden field is unmistakable, so a leak of any of them shows. */
const hidden = {
  event: 'Philadelphia Eagles at Green Bay Packers',
  market: 'total',
  selection: 'Over 44.5',
  odds: 317,
  sportsbook: 'Keystone Sportsbook',
  note: 'Weather watch',
  secret: 'f'.repeat(64),
  slip: 'slips/fx-0005.jpg',
  closingOdds: -133,
  closingOtherOdds: 111,
  closingLine: 45.5,
} as const;

const started = (extra: Partial<RevealedPick> = {}) =>
  pick('RC-0005', '2026-11-29T10:00:00-05:00', {
    ...hidden,
    eventStart: '2026-11-30T20:15:00-05:00',
    earliestStart: '2026-11-30T20:15:00-05:00',
    stake: 1.5,
    result: 'pending',
    score: null,
    settled: null,
    profit: null,
    timestamp: { time: '2026-11-29T15:01:00Z' },
    ...extra,
  });

/**
 * The same pick before its start, as the ledger publishes it. It still carries every revealed
 * field at run time, as a careless caller could pass one: the feed must take the sealed fields only.
 */
const sealed = (): SealedPick => ({ ...started(), state: 'sealed', correctedBy: [] }) as unknown as SealedPick;

const graded = (extra: Partial<RevealedPick> = {}) =>
  started({ result: 'win', score: '21-27', settled: '2026-11-30T23:40:00-05:00', profit: 4.76, ...extra });

const correction = {
  pickId: 'RC-0005',
  field: 'closing_line' as const,
  before: '',
  value: '45.5',
  reason: 'The closing line was missing.',
  date: '2026-12-03',
  line: 2,
};

const entries = (picks: PublishedPick[], extra: Partial<FeedOptions> = {}) =>
  feedEntries(picks, { ...options, ...extra });
const only = (value: PublishedPick, extra: Partial<FeedOptions> = {}) => {
  const list = entries([value], extra);
  expect(list).toHaveLength(1);
  return list[0] as FeedEntry;
};

const feedOf = (list: FeedEntry[]): Feed => ({
  title: 'Receipts Club & friends: <every> "pick"',
  description: 'One entry per pick.',
  homePageUrl: `${site}/record`,
  feedUrls: { atom: `${site}/record/feed.atom`, json: `${site}/record/feed.json` },
  author: { name: 'Receipts Club', url: site },
  updated: feedUpdated(list, '2026-12-01T00:00:00Z'),
  entries: list,
});

describe('a pick before its start', () => {
  test('is one entry that says nothing a sealed pick does not publish', () => {
    const list = entries([sealed()]);
    expect(list.map((entry) => entry.id)).toEqual([page]);
    const published = [JSON.stringify(list), atomFeed(feedOf(list)), jsonFeed(feedOf(list))];
    for (const value of Object.values(hidden)) {
      for (const text of published) expect(text).not.toContain(String(value));
    }
    for (const text of published) expect(text).not.toMatch(/Eagles|Packers|Keystone|Over 44|\+317|parlay|total/i);
  });

  test('says what it does publish: sport, start, stake, when it was posted, the seal, the timestamp, its page', () => {
    expect(only(sealed())).toEqual({
      id: page,
      pickId: 'RC-0005',
      url: page,
      image: `${site}/record/cards/RC-0005.png`,
      published: '2026-11-29T15:00:00Z',
      updated: '2026-11-29T15:00:00Z',
      title: 'RC-0005: NFL, sealed until Nov 30, 8:15 PM EST',
      text: `NFL, 1.5 u. Posted Nov 29, 10:00 AM EST; the game starts Nov 30, 8:15 PM EST. What we picked, the odds and the book stay sealed until the start; this entry shows them with the first update after it. Seal: ${'b'.repeat(64)}. Timestamped Nov 29, 10:01 AM EST, 34 h before the start. The pick’s page: ${page}`,
      tags: ['NFL', 'sealed'],
    });
  });
});

describe('a pick after its start', () => {
  test('is the same entry, updated at the start: titled with the pick, its odds and its game', () => {
    const before = only(sealed());
    const after = only(started());
    expect(after).toMatchObject({
      id: before.id,
      url: before.url,
      published: before.published,
      updated: '2026-12-01T01:15:00Z',
      title: 'RC-0005: Over 44.5 (+317), Philadelphia Eagles at Green Bay Packers',
      tags: ['NFL', 'revealed'],
    });
    expect(after.text).toBe(
      `Over 44.5 at +317, 1.5 u at Keystone Sportsbook: Philadelphia Eagles at Green Bay Packers (NFL, total). Game start: Nov 30, 8:15 PM EST. Posted Nov 29, 10:00 AM EST under seal ${'b'.repeat(64)}; the secret that opens it is in /record.csv. Timestamped Nov 29, 10:01 AM EST, 34 h before the start. Result: not graded yet. The pick’s page: ${page}`,
    );
  });

  test('a parlay is titled by its legs’ count, and its text lists the legs', () => {
    const legs = 'Bills at Dolphins: Bills -3.5 (-110); Jets at Patriots: Over 40.5 (-105)';
    const parlay = started({ market: 'parlay', event: '2-leg parlay', selection: legs, odds: 264 });
    expect(only(parlay).title).toBe('RC-0005: 2-leg parlay (+264)');
    expect(only(parlay).text).toContain(`2-leg parlay at +264, 1.5 u at Keystone Sportsbook: ${legs} (NFL, parlay)`);
    const lost = { ...parlay, result: 'loss', score: 'win 24-17; loss 20-17', settled: '2026-12-01T00:00:00Z' };
    expect(only({ ...lost, profit: -1.5 } as RevealedPick).title).toBe(
      'RC-0005: 2-leg parlay (+264) – Loss, 1.50 u lost',
    );
  });

  test('once graded, its title adds the result and the units won or lost, its text the score and the profit', () => {
    const win = only(graded());
    expect(win).toMatchObject({
      id: page,
      published: '2026-11-29T15:00:00Z',
      updated: '2026-12-01T04:40:00Z',
      title: 'RC-0005: Over 44.5 (+317), Philadelphia Eagles at Green Bay Packers – Win, 4.76 u won',
      tags: ['NFL', 'graded'],
    });
    expect(win.text).toContain(
      'Result: Win, final score 21-27, +4.76 u on a 1.5 u stake, graded Nov 30, 11:40 PM EST. The pick’s page:',
    );
    expect(win.text).not.toContain('not graded');
    expect(only(graded({ result: 'loss', profit: -1.5 })).title).toMatch(/ – Loss, 1\.50 u lost$/);
    expect(only(graded({ result: 'push', profit: 0 })).title).toMatch(/ – Push, stake returned$/);
  });

  test('a pick the book voided before its game is updated when it was graded', () => {
    const voided = graded({ result: 'void', score: null, profit: 0, settled: '2026-11-30T12:00:00-05:00' });
    expect(only(voided)).toMatchObject({
      updated: '2026-11-30T17:00:00Z',
      title: 'RC-0005: Over 44.5 (+317), Philadelphia Eagles at Green Bay Packers – Void, stake returned',
    });
    expect(only(voided).text).toContain('Result: Void, 0.00 u on a 1.5 u stake');
  });

  test('a correction joins its text, and moves its updated time to the correction’s day', () => {
    const corrected = graded({
      correctedBy: [correction, { ...correction, field: 'score', before: '21-24', value: '21-27', date: '2026-12-04' }],
    });
    const entry = only(corrected);
    expect(entry).toMatchObject({ id: page, updated: '2026-12-04T12:00:00Z', tags: ['NFL', 'graded', 'corrected'] });
    expect(entry.text).toContain(
      'Corrected on December 3, 2026: closing line from (empty) to “45.5”. Why: The closing line was missing. Corrected on December 4, 2026: score from “21-24” to “21-27”.',
    );
  });

  test('its updated time never passes the build date: what the ledger dates later does not count yet', () => {
    const corrected = graded({ correctedBy: [correction] });
    expect(only(corrected, { now: '2026-12-03T11:00:00Z' }).updated).toBe('2026-12-01T04:40:00Z');
    expect(only(corrected, { now: '2026-12-03T12:00:00Z' }).updated).toBe('2026-12-03T12:00:00Z');
    expect(only(graded(), { now: '2026-12-01T02:00:00Z' }).updated).toBe('2026-12-01T01:15:00Z');
  });
});

describe('the feed', () => {
  const picks = [
    graded({
      id: 'RC-0001',
      line: 2,
      posted: '2026-11-01T10:00:00-04:00',
      eventStart: '2026-11-01T13:00:00-04:00',
      settled: '2026-11-01T16:00:00-04:00',
    }),
    // Posted before RC-0001 was graded, graded last: the newest update.
    graded({
      id: 'RC-0002',
      line: 3,
      posted: '2026-11-01T11:00:00-04:00',
      eventStart: '2026-12-01T13:00:00-05:00',
      settled: '2026-12-01T16:00:00-05:00',
    }),
    started({ id: 'RC-0003', line: 4, posted: '2026-11-02T10:00:00-05:00', eventStart: '2026-11-02T13:00:00-05:00' }),
    sealed(),
  ];

  test('has each pick once, newest first by its last update, and keeps the newest ones only', () => {
    const list = entries(picks);
    expect(list.map((entry) => entry.pickId)).toEqual(['RC-0002', 'RC-0005', 'RC-0003', 'RC-0001']);
    expect(list.map((entry) => entry.id)).toEqual(list.map((entry) => `${site}/record/picks/${entry.pickId}`));
    const times = list.map((entry) => Date.parse(entry.updated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries(picks, { limit: 2 })).toEqual(list.slice(0, 2));
    expect(entries([], { limit: 2 })).toEqual([]);
  });

  test('keeps each pick’s id and published time through every state and every other pick', () => {
    const states = [sealed(), started(), graded(), graded({ correctedBy: [correction] })];
    const seen = states.map((state) => only(state));
    expect(new Set(seen.map((entry) => entry.id))).toEqual(new Set([page]));
    expect(new Set(seen.map((entry) => entry.published))).toEqual(new Set(['2026-11-29T15:00:00Z']));
    expect(seen.map((entry) => entry.updated)).toEqual([...seen.map((entry) => entry.updated)].sort());
    expect(entries(picks).find((entry) => entry.pickId === 'RC-0003')).toEqual(only(picks[2] as PublishedPick));
  });

  test('is as new as its newest entry, and dated by the date given only with none', () => {
    const list = entries(picks);
    expect(feedUpdated(list, '2030-01-01T00:00:00.000Z')).toBe('2026-12-01T21:00:00Z');
    expect(feedUpdated([], '2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:00Z');
  });

  test('marks every entry’s title as a sample and opens its text with the label while the record is one', () => {
    const label = 'Sample record: replaced by the real ledger before launch.';
    const list = entries(picks, { sample: label });
    expect(list.every((entry) => entry.title.endsWith(' (sample)'))).toBe(true);
    expect(list.every((entry) => entry.text.startsWith(`${label} `))).toBe(true);
  });
});

describe('as a feed reader reads it', () => {
  const tricky = started({
    id: 'RC-0003',
    line: 3,
    event: 'Texas A&M <b>at</b> "LSU" ]]> & more',
    selection: 'Texas A&M +3 <script>',
    market: 'spread',
  });
  const list = entries([graded({ id: 'RC-0001', line: 2 }), tricky, sealed()]);
  const feed = feedOf(entries([tricky]));

  test('the Atom feed is well-formed XML whose every text reads back as written', () => {
    const xml = atomFeed(feed);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const parsed = parseFeed(xml);
    expect(parsed.format).toBe('atom');
    if (parsed.format !== 'atom') return;
    expect(parsed.feed.title?.value).toBe(feed.title);
    expect(parsed.feed.id).toBe(feed.feedUrls.atom);
    expect(parsed.feed.updated).toBe(feed.updated);
    expect(parsed.feed.links).toContainEqual({ rel: 'self', type: 'application/atom+xml', href: feed.feedUrls.atom });
    expect(parsed.feed.authors?.[0]?.name).toBe('Receipts Club');
    expect(
      parsed.feed.entries?.map((entry) => ({
        id: entry.id,
        title: entry.title?.value,
        summary: entry.summary?.value,
        published: entry.published,
        updated: entry.updated,
        links: entry.links?.map(({ rel, href }) => [rel, href]),
      })),
    ).toEqual(
      feed.entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        summary: entry.text,
        published: entry.published,
        updated: entry.updated,
        links: [
          ['alternate', entry.url],
          ['enclosure', entry.image],
        ],
      })),
    );
    expect(feed.entries[0]?.title).toBe('RC-0003: Texas A&M +3 <script> (+317), Texas A&M <b>at</b> "LSU" ]]> & more');
  });

  test('the JSON Feed is version 1.1, with what the version requires, and reads back as written', () => {
    const text = jsonFeed(feed);
    const raw = JSON.parse(text);
    expect(raw.version).toBe('https://jsonfeed.org/version/1.1');
    const parsed = parseFeed(text);
    expect(parsed.format).toBe('json');
    if (parsed.format !== 'json') return;
    expect(parsed.feed).toMatchObject({
      title: feed.title,
      home_page_url: feed.homePageUrl,
      feed_url: feed.feedUrls.json,
    });
    expect(
      parsed.feed.items?.map((item) => [
        item.id,
        item.url,
        item.title,
        item.content_text,
        item.image,
        item.date_published,
      ]),
    ).toEqual(
      feed.entries.map((entry) => [entry.id, entry.url, entry.title, entry.text, entry.image, entry.published]),
    );
    for (const item of raw.items) {
      expect(typeof item.id).toBe('string');
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(item.date_modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
  });

  test('both formats carry the same entries in the same order', () => {
    const mixed = feedOf(list);
    const atom = parseFeed(atomFeed(mixed));
    const json = parseFeed(jsonFeed(mixed));
    const atomIds = atom.format === 'atom' ? atom.feed.entries?.map((entry) => entry.id) : [];
    const jsonIds = json.format === 'json' ? json.feed.items?.map((item) => item.id) : [];
    expect(atomIds).toEqual(list.map((entry) => entry.id));
    expect(jsonIds).toEqual(atomIds);
  });
});
