import { atomFeed, feedEntries, feedUpdated, jsonFeed } from '@/lib/record/presentation/feed';
import { checkFeeds } from '@/lib/record/proof/pageClaims.mjs';
import type { PublishedPick, RevealedPick, SealedPick } from '@/lib/record/types';
import { feedOptions, feedSite } from './support/feed';
import { pick } from './support/pick';

// The HTML parser the page checks use is an ES module jest cannot load; the feed checks never call it.
jest.mock('parse5', () => ({ parse: () => ({ nodeName: '#document' }) }));

// record:verify reads each feed entry as a claim (lib/record/proof/pageClaims.mjs): the entries the
// feeds write pass, and an entry that tells a pick otherwise than its published row fails.
const site = feedSite;
const options = feedOptions('Sample record: replaced by the real ledger before launch.');

const loss = pick('RC-0001', '2026-11-24T15:02:40-05:00', {
  event: 'Boston Celtics at New York Knicks',
  market: 'total',
  selection: 'Under 221.5',
  odds: -110,
  stake: 1.5,
  sportsbook: 'Summit Bet',
  result: 'loss',
  score: '114-115',
  profit: -1.5,
  correctedBy: [
    {
      pickId: 'RC-0001',
      field: 'odds',
      before: '-108',
      value: '-110',
      reason: 'The slip.',
      date: '2026-11-25',
      line: 2,
    },
  ],
});
const parlay = pick('RC-0002', '2026-11-25T10:00:00-05:00', {
  event: '2-leg parlay',
  market: 'parlay',
  selection: 'Bills at Dolphins: Bills to win (-150); Jets at Patriots: Over 40.5 (-105)',
  odds: 150,
  result: 'push',
  score: 'push 20-17; win 24-10',
  profit: 0,
});
// Its selection has a result word, which is no grade.
const pending = pick('RC-0003', '2026-11-26T10:00:00-05:00', {
  market: 'prop',
  selection: 'Bills to win by 7 or more',
  eventStart: '2026-11-26T13:00:00-05:00',
  result: 'pending',
  score: null,
  settled: null,
  profit: null,
});
const sealed = {
  ...pick('RC-0004', '2026-12-09T10:00:00-05:00', { eventStart: '2026-12-12T13:00:00-05:00', stake: 2 }),
  state: 'sealed',
} as unknown as SealedPick;
const picks: PublishedPick[] = [loss, parlay, pending, sealed];

/** A pick's row of the published record.csv, as the verifier reads it: a sealed one without what was picked. */
function row(value: PublishedPick): Record<string, string> {
  if (value.state === 'sealed') return { id: value.id, stake: String(value.stake), secret: '', result: 'pending' };
  const revealed: RevealedPick = value;
  return {
    id: revealed.id,
    event: revealed.event,
    market: revealed.market,
    selection: revealed.selection,
    odds: String(revealed.odds),
    stake: String(revealed.stake),
    sportsbook: revealed.sportsbook,
    result: revealed.result,
    profit: revealed.profit === null ? '' : String(revealed.profit),
    secret: revealed.secret,
  };
}

const record = {
  rows: picks.map(row),
  corrections: [{ pick: 'RC-0001', field: 'odds', before: '-108', after: '-110' }],
  proven: { picks: 0, wins: 0, losses: 0, pushes: 0, voids: 0, unitsWon: 0, unitsRisked: 0 },
  notProven: { picks: 0, unitsWon: 0 },
  sample: options.sample,
  timeZone: options.timeZone,
  starts: Object.fromEntries(picks.map((published) => [published.id, published.earliestStart])),
};

const entries = feedEntries(picks, options);
const feed = {
  title: 'Receipts Club',
  description: 'One entry per pick.',
  homePageUrl: `${site}/record`,
  feedUrls: { atom: `${site}/record/feed.atom`, json: `${site}/record/feed.json` },
  author: { name: 'Receipts Club', url: site },
  updated: feedUpdated(entries, options.now),
  entries,
};
const published = { atom: atomFeed(feed), json: jsonFeed(feed) };

const check = (text: string, path = '/record/feed.json') => checkFeeds(record, [{ path, text }]);
const messages = (text: string) => check(text).map((problem) => problem.message);

test('the feeds as written pass, in both formats', () => {
  expect(check(published.atom, '/record/feed.atom')).toEqual([]);
  expect(check(published.json)).toEqual([]);
});

test('a loss told as a win fails on its result, and on its units', () => {
  const title = entries.find((entry) => entry.pickId === 'RC-0001')?.title ?? '';
  expect(title).toContain('– Loss, 1.50 u lost');
  expect(messages(published.json.replace('– Loss, 1.50 u lost', '– Win, 1.36 u won'))).toEqual([
    expect.stringContaining('tells RC-0001 otherwise than the files: the files grade it loss'),
  ]);
  expect(messages(published.json.replace('– Loss, 1.50 u lost', '– Loss, 0.50 u lost'))).toEqual([
    expect.stringContaining('tells RC-0001 otherwise than the files: its units are -1.5'),
  ]);
  expect(messages(published.json.replace('– Loss, 1.50 u lost', '– Loss, 1.50 u won'))).toHaveLength(1);
});

test("a loss told as a win in the entry's text alone fails on its result, its units and a second result", () => {
  const stated = /Result: Loss, final score 114-115, \u22121\.50 u on a/;
  expect(published.json).toMatch(stated);
  const text = (replacement: string) => messages(published.json.replace(stated, replacement));
  expect(text('Result: Win, final score 114-115, +1.36 u on a')).toEqual([
    expect.stringContaining(
      'tells RC-0001 otherwise than the files: its text does not state the grade the files give (loss)',
    ),
  ]);
  expect(text('Result: Loss, final score 114-115, \u22120.50 u on a')).toEqual([
    expect.stringContaining("tells RC-0001 otherwise than the files: its text's units are not the files' -1.5"),
  ]);
  expect(text('Result: Win ✅ +1.36 u. Result: Loss, final score 114-115, \u22121.50 u on a')).toEqual([
    expect.stringContaining('tells RC-0001 otherwise than the files: its text states a result 2 times, not once'),
  ]);
});

test('a pick graded in the files but pending in the feed fails', () => {
  expect(messages(published.atom.replace(' – Loss, 1.50 u lost', ''))).toEqual([
    expect.stringContaining('the files grade it loss'),
  ]);
});

test('a pending pick given a result fails; a result word inside the pick or its game is no grade', () => {
  const title = entries.find((entry) => entry.pickId === 'RC-0003')?.title ?? '';
  expect(messages(published.json.replace(title, `${title} – Win, 0.91 u won`))).toEqual([
    expect.stringContaining('tells RC-0003 otherwise than the files: the files give it no grade yet (pending)'),
  ]);
});

test('a title without the pick, or a text without its book, fails', () => {
  expect(messages(published.json.replace('Under 221.5 (-110)', 'Over 221.5 (-110)'))).toEqual([
    expect.stringContaining('its title does not show "Under 221.5" at -110'),
  ]);
  expect(messages(published.json.replaceAll('Summit Bet', 'Other Bet'))).toEqual([
    expect.stringContaining('it does not show "Summit Bet"'),
  ]);
});

test('a text without what a correction changed fails', () => {
  expect(messages(published.json.replace('from “-108”', 'from “-105”'))).toEqual([
    expect.stringContaining('it does not show what a correction changed ("-108")'),
  ]);
});

test('a sealed pick with another stake, or a result, fails', () => {
  const text = entries.find((entry) => entry.pickId === 'RC-0004')?.text ?? '';
  expect(messages(published.json.replace(text, text.replace('2 u.', '3 u.')))).toEqual([
    expect.stringContaining('tells RC-0004 otherwise than the files: its stake is 2 units'),
  ]);
  const title = entries.find((entry) => entry.pickId === 'RC-0004')?.title ?? '';
  expect(messages(published.json.replace(title, `${title} – Win`))).toEqual([
    expect.stringContaining('it shows a result while the pick is sealed'),
  ]);
});

test('a pick told twice, or by an id that is not its page, fails', () => {
  const raw = JSON.parse(published.json);
  expect(messages(JSON.stringify({ ...raw, items: [...raw.items, raw.items[0]] }))).toEqual([
    expect.stringContaining('is a second entry of RC-0004: a feed tells each pick in one entry, updated in place'),
  ]);
  const renamed = { ...raw, items: [{ ...raw.items[0], id: `${raw.items[0].id}#graded` }, ...raw.items.slice(1)] };
  expect(messages(JSON.stringify(renamed))).toEqual([
    expect.stringContaining("names no pick of record.csv by its page's address"),
  ]);
});
