import { checkFeedOrder } from '@/lib/record/proof/feedOrder.mjs';
import { pickDateProblems } from '@/lib/record/proof/pageDates.mjs';
import { previewFigureProblems } from '@/lib/record/proof/pagePreviews.mjs';
import { structuredNodes } from '@/lib/record/proof/structuredData.mjs';

// The HTML parser the page checks use is an ES module jest cannot load; these checks never call it.
jest.mock('parse5', () => ({ parse: () => ({ nodeName: '#document' }) }));

// record:verify holds what a page's previews, dates and structured data state, and what a feed
// leaves out, to the published files (lib/record/proof/). The browser tests tamper with a built
// copy (e2e/record-pages-claims.spec.ts); these pin each rule's edges.

test('structured data is read whole: a top-level array, an @graph and nested objects, each with its types', () => {
  const nodes = structuredNodes(
    JSON.stringify([
      { '@type': 'WebPage', breadcrumb: { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem' }] } },
      { '@graph': [{ '@type': ['ItemPage', 'WebPage'] }] },
    ]),
  );
  expect(nodes?.map((node) => node.types.join('+'))).toEqual([
    'WebPage',
    'BreadcrumbList',
    'ListItem',
    'ItemPage+WebPage',
  ]);
  expect(structuredNodes('{ not json')).toBeNull();
});

const figures = { picks: 476, wins: 245, losses: 220, pushes: 8, voids: 3, unitsWon: 20.68, unitsRisked: 544.2 };
const head = (texts: { alts?: string[]; descriptions?: string[]; title?: string }) => ({
  alts: (texts.alts ?? []).map((text) => ({ tag: 'og:title', text })),
  descriptions: (texts.descriptions ?? []).map((text) => ({ tag: 'description', text })),
  title: texts.title ?? null,
  structured: [],
});

test("a record page's preview states the proven figures, and a title no other number but its year", () => {
  const honest = head({
    title: 'Every pick of 2024 | Receipts Club',
    descriptions: [
      'All 476 picks whose games were played in 2024. 2024: 245-220-8 (W-L-P), +20.68 units, ROI +3.8% over the 473 picks that stood.',
      'Sports picks. 3-day free trial, then $50 a month.',
    ],
  });
  expect(previewFigureProblems('/record/2024', honest, figures, '2024')).toEqual([]);
  const told = (text: string, alt = false) =>
    previewFigureProblems('/record', head(alt ? { alts: [text] } : { descriptions: [text] }), figures, null);
  expect(told('245–220 since launch')).toEqual([]);
  expect(told('Up 154.32 units')).toEqual([expect.stringContaining('but the files prove 20.68 units')]);
  expect(told('62% of our picks win')).toEqual([expect.stringContaining('an ROI of 3.80')]);
  expect(told('250-220-8 (W-L-P)')).toEqual([expect.stringContaining('the files prove 245-220-8')]);
  expect(told('All 500 picks')).toEqual([expect.stringContaining('the files prove 476 picks')]);
  expect(told('The record since 2023', true)).toEqual([
    expect.stringContaining('it names 2023, which is no figure the files prove'),
  ]);
});

const row = {
  id: 'RC-0001',
  posted: '2026-11-24T15:02:40-05:00',
  event_start: '2026-11-24T19:30:00-05:00',
  settled: '2026-11-24T21:58:00-05:00',
};
const facts = {
  links: ['2026-11-24T20:02:52Z', '2026-11-25T08:46:13Z', '2026-11-25T17:34:55Z'],
  corrections: ['2026-11-25'],
  start: '2026-11-25T00:30:00.000Z',
  timeZone: 'America/New_York',
};

test("a pick page's dates are its posting, its last entry's time, or another moment or day the files give it", () => {
  const dates = [
    { tag: 'JSON-LD datePublished', value: '2026-11-24T20:02:40Z' },
    { tag: 'JSON-LD dateModified', value: '2026-11-25T17:34:55.000Z' },
    { tag: '<time>', value: '2026-11-25' },
    { tag: '<time>', value: row.event_start },
    { tag: 'og:updated_time', value: '2026-11-25T17:34:55Z' },
  ];
  expect(pickDateProblems('/p', dates, row, facts)).toEqual([]);
  expect(
    pickDateProblems(
      '/p',
      [
        { tag: 'article:published_time', value: '2026-11-20T15:02:40-05:00' },
        { tag: 'JSON-LD dateModified', value: '2026-11-25T08:46:13Z' },
        { tag: '<time>', value: '2026-11-20' },
      ],
      row,
      facts,
    ),
  ).toEqual([
    '/p states article:published_time "2026-11-20T15:02:40-05:00", but the files give RC-0001 posted 2026-11-24T15:02:40-05:00',
    '/p states JSON-LD dateModified "2026-11-25T08:46:13Z", but the files give RC-0001\'s last entry on the chain at 2026-11-25T17:34:55Z',
    '/p states <time> "2026-11-20", which is no moment the files give RC-0001 (posted, start, graded, its entries on the chain, a correction\'s day)',
  ]);
});

/** A JSON Feed of picks by id, newest first, each with when it last changed. */
const feed = (items: [string, string][]) =>
  JSON.stringify({
    items: items.map(([id, updated]) => ({ id: `https://receipts.club/record/picks/${id}`, date_modified: updated })),
  });

test('a feed holds the newest picks by when each last changed, in order, as of its newest entry', () => {
  const feedEntries = 5;
  const rows = Array.from({ length: feedEntries + 2 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10);
    return { id: `RC-${index}`, posted: `${day}T10:00:00Z`, secret: '' };
  });
  const record = { rows, corrections: [], links: [], feedEntries } as unknown as Parameters<typeof checkFeedOrder>[0];
  const newest = rows
    .slice(2)
    .reverse()
    .map((pick): [string, string] => [pick.id, pick.posted]);
  expect(checkFeedOrder(record, [{ path: '/f', text: feed(newest) }])).toEqual([]);
  const [first, second, ...rest] = newest;
  const without = checkFeedOrder(record, [{ path: '/f', text: feed([first!, ...rest]) }]);
  expect(without.map((problem) => problem.message)).toEqual([
    expect.stringContaining(`/f leaves out ${second![0]}, one of the newest ${feedEntries} picks`),
  ]);
  const swapped = checkFeedOrder(record, [{ path: '/f', text: feed([second!, first!, ...rest]) }]);
  expect(swapped.map((problem) => problem.message)).toEqual([
    expect.stringContaining('/f tells its picks in the order'),
  ]);
  const older = checkFeedOrder(record, [
    { path: '/f', text: feed([...newest.slice(0, -1), ['RC-0', rows[0]!.posted]]) },
  ]);
  expect(older.map((problem) => problem.message)).toEqual([
    expect.stringContaining('/f leaves out RC-2'),
    expect.stringContaining('/f tells RC-0, which is not among the newest'),
  ]);
});
