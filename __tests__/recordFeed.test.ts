import { parseFeed } from 'feedsmith';
import { recordFeed } from '@/content/record/feed';
import { resultLabels } from '@/content/record/pages';
import { pickPath, pickPreviewPath } from '@/content/routes';
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
import { pick } from './support/pick';

const site = 'https://receipts.example';
const options: FeedOptions = {
  timeZone: 'America/New_York',
  limit: 50,
  pickUrl: (id) => `${site}${pickPath(id)}`,
  imageUrl: (id) => `${site}${pickPreviewPath(id)}`,
  resultLabels,
  words: recordFeed.words,
  sample: false,
};

/** A pick whose every hidden field is unmistakable, so a leak of any of them shows. */
const hidden = {
  event: 'Philadelphia Eagles at Green Bay Packers',
  market: 'parlay',
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

const entries = (picks: PublishedPick[], extra: Partial<FeedOptions> = {}) =>
  feedEntries(picks, { ...options, ...extra });

const feedOf = (list: FeedEntry[]): Feed => ({
  title: 'Receipts Club & friends: <every> "pick"',
  description: 'Each pick as posted, revealed and graded.',
  homePageUrl: `${site}/record`,
  feedUrls: { atom: `${site}/record/feed.atom`, json: `${site}/record/feed.json` },
  author: { name: 'Receipts Club', url: site },
  updated: feedUpdated(list, '2026-12-01T00:00:00Z'),
  entries: list,
});

describe('a pick before its start', () => {
  test('gives one entry, as posted, that says nothing a sealed pick does not publish', () => {
    const list = entries([sealed()]);
    expect(list.map((entry) => entry.id)).toEqual([`${site}/record/picks/RC-0005#posted`]);
    const published = [JSON.stringify(list), atomFeed(feedOf(list)), jsonFeed(feedOf(list))];
    for (const value of Object.values(hidden)) {
      for (const text of published) expect(text).not.toContain(String(value));
    }
    for (const text of published) expect(text).not.toMatch(/Eagles|Packers|Keystone|Over 44|\+317|parlay|total/i);
  });

  test('says what it does publish: sport, stake, start, when it was posted, the seal and the timestamp', () => {
    const [posted] = entries([sealed()]);
    expect(posted).toMatchObject({
      kind: 'posted',
      pickId: 'RC-0005',
      url: `${site}/record/picks/RC-0005`,
      image: `${site}/record/cards/RC-0005.png`,
      published: '2026-11-29T15:00:00Z',
      updated: '2026-11-29T15:00:00Z',
      title: 'RC-0005 posted: NFL, 1.5 u, sealed until the start',
    });
    expect(posted?.text).toBe(
      `NFL, 1.5 u. Posted Nov 29, 10:00 AM EST; the game starts Nov 30, 8:15 PM EST. What we picked, the odds and the book stay sealed, and are revealed after the start. Seal: ${'b'.repeat(64)}. Timestamped Nov 29, 10:01 AM EST, 34 h before the start.`,
    );
  });
});

describe('a pick after its start', () => {
  test('keeps its posted entry as it was, and adds the pick as revealed under an id of its own', () => {
    const [before] = entries([sealed()]);
    const after = entries([started()]);
    expect(after.map((entry) => entry.kind)).toEqual(['revealed', 'posted']);
    expect(after[1]).toEqual(before);
    expect(after[0]).toMatchObject({
      id: `${site}/record/picks/RC-0005#revealed`,
      url: `${site}/record/picks/RC-0005`,
      published: '2026-12-01T01:15:00Z',
      title: 'RC-0005 revealed: Philadelphia Eagles at Green Bay Packers at +317',
    });
    const straight = entries([started({ market: 'total' })])[0];
    expect(straight?.title).toBe('RC-0005 revealed: Over 44.5 at +317');
    expect(straight?.text).toContain('Over 44.5 at +317, 1.5 u at Keystone Sportsbook');
  });

  test('once graded, adds the grade: the result, the final score and the units, at the time it was graded', () => {
    const list = entries([graded({ market: 'total' })]);
    expect(list.map((entry) => entry.id)).toEqual(
      ['graded', 'revealed', 'posted'].map((kind) => `${site}/record/picks/RC-0005#${kind}`),
    );
    expect(list[0]).toMatchObject({
      published: '2026-12-01T04:40:00Z',
      title: 'RC-0005 graded: Win, 21-27, +4.76 u',
      text: 'Over 44.5 at +317 (Philadelphia Eagles at Green Bay Packers): Win, final score 21-27, +4.76 u on a 1.5 u stake. Graded Nov 30, 11:40 PM EST.',
    });
    // A parlay's score lists every leg: the title leaves it to the text.
    expect(entries([graded({ score: 'win 21-27; win 3-0' })])[0]?.title).toBe('RC-0005 graded: Win, +4.76 u');
  });

  test('a pick the book voided before its game is revealed when it was graded', () => {
    const voided = graded({ result: 'void', score: null, profit: 0, settled: '2026-11-30T12:00:00-05:00' });
    const list = entries([voided]);
    expect(list.map((entry) => [entry.kind, entry.published])).toEqual([
      ['graded', '2026-11-30T17:00:00Z'],
      ['revealed', '2026-11-30T17:00:00Z'],
      ['posted', '2026-11-29T15:00:00Z'],
    ]);
    expect(list[0]?.title).toBe('RC-0005 graded: Void, 0.00 u');
  });

  test('a correction is an entry of its own, dated its day, and moves the pick’s other entries’ updated time', () => {
    const correction = {
      pickId: 'RC-0005',
      field: 'closing_line' as const,
      before: '',
      value: '45.5',
      reason: 'The closing line was missing.',
      date: '2026-12-03',
      line: 2,
    };
    const list = entries([
      graded({ correctedBy: [correction, { ...correction, field: 'score', date: '2026-12-04' }] }),
    ]);
    expect(list.map((entry) => entry.id.split('#')[1])).toEqual([
      'correction-2',
      'correction-1',
      'graded',
      'revealed',
      'posted',
    ]);
    expect(list[1]).toMatchObject({
      published: '2026-12-03T12:00:00Z',
      title: 'RC-0005 corrected: closing line',
      text: 'On December 3, 2026, closing line changed from (empty) to “45.5”. Why: The closing line was missing.',
    });
    expect(list.find((entry) => entry.kind === 'graded')).toMatchObject({
      published: '2026-12-01T04:40:00Z',
      updated: '2026-12-04T12:00:00Z',
    });
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
    started({ id: 'RC-0002', line: 3, posted: '2026-11-02T10:00:00-05:00', eventStart: '2026-11-02T13:00:00-05:00' }),
    sealed(),
  ];

  test('lists every entry newest first, and keeps the newest ones only', () => {
    const list = entries(picks);
    expect(list.map((entry) => `${entry.pickId}#${entry.kind}`)).toEqual([
      'RC-0005#posted',
      'RC-0002#revealed',
      'RC-0002#posted',
      'RC-0001#graded',
      'RC-0001#revealed',
      'RC-0001#posted',
    ]);
    const times = list.map((entry) => Date.parse(entry.published));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries(picks, { limit: 2 })).toEqual(list.slice(0, 2));
    expect(entries([], { limit: 2 })).toEqual([]);
  });

  test('gives every entry an id no other has, which the pick’s later entries and the other picks never change', () => {
    const ids = entries(picks).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const idsOf = (list: FeedEntry[], id: string) =>
      list.filter((entry) => entry.pickId === id).map((entry) => entry.id);
    expect(idsOf(entries(picks), 'RC-0005')).toEqual(idsOf(entries([sealed()]), 'RC-0005'));
    expect(idsOf(entries(picks, { limit: 4 }), 'RC-0002')).toEqual(idsOf(entries(picks.slice(1, 2)), 'RC-0002'));
    expect(idsOf(entries([graded()]), 'RC-0005').sort()).toEqual(
      [...idsOf(entries([started()]), 'RC-0005'), `${site}/record/picks/RC-0005#graded`].sort(),
    );
  });

  test('is as new as its newest entry, and dated by the date given only with none', () => {
    const list = entries(picks);
    expect(feedUpdated(list, '2030-01-01T00:00:00.000Z')).toBe('2026-11-29T15:00:00Z');
    expect(feedUpdated([], '2030-01-01T00:00:00.000Z')).toBe('2030-01-01T00:00:00Z');
  });

  test('marks every entry’s title as a sample while the record is one', () => {
    const list = entries(picks, { sample: true });
    expect(list.every((entry) => entry.title.endsWith(' (sample)'))).toBe(true);
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
    expect(feed.entries[0]?.title).toBe('RC-0003 revealed: Texas A&M +3 <script> at +317');
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
