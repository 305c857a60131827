import { isAfter, parseIsoDay, wholeYearsSince, yearSpan } from '@/lib/dates';
import { sectionIds } from '@/content/routes';
import { trackRecordAt } from '@/content/timeline';

/**
 * Every time-relative fact, read from the rendered sections of a site built on two pinned days:
 * the spec's own moment (2025-09-20) and the day a review found the live site stale (2026-11-23).
 * Each build goes through SOURCE_DATE_EPOCH, the way `npm run build` reads it.
 */
const moments = [
  {
    day: '2025-09-20',
    epoch: '1758369600',
    upcomingEvents: 1,
    chat: 'opens October 1, 2025',
    chatQuestion: 'When does the chat community open?',
    chatAnswer: 'The private chat opens to members on October 1, 2025.',
    copyright: '© 2023–2025 Receipts Club. All rights reserved.',
    badge: '2+ years of posted results',
    story: 'for over 2 years',
  },
  {
    day: '2026-11-23',
    epoch: '1795435200',
    upcomingEvents: 0,
    chat: 'open since October 2025',
    chatQuestion: 'How do I get into the chat community?',
    chatAnswer: 'The private chat has been open to members since October 2025.',
    copyright: '© 2023–2026 Receipts Club. All rights reserved.',
    badge: '3+ years of posted results',
    story: 'for over 3 years',
  },
] as const;

/** The record's first pick: the years of results count from its month. */
const firstReceipt = {
  state: 'revealed',
  id: 'RC-0001',
  line: 2,
  posted: '2023-08-02T11:00:00-04:00',
  eventStart: '2023-08-02T19:05:00-04:00',
  sport: 'MLB',
  sportCode: 'MLB',
  event: 'Boston Red Sox at New York Yankees',
  market: 'moneyline',
  selection: 'New York Yankees moneyline',
  odds: -120,
  stake: 1,
  sportsbook: 'Harbor Sports',
  result: 'win',
  settled: '2023-08-02T22:10:00-04:00',
  closingOdds: null,
  closingOtherOdds: null,
  closingLine: null,
  slip: 'slips/rc-0001.jpg',
  note: '',
  secret: 'a'.repeat(64),
  profit: 0.83,
  correctedBy: [],
  seal: 'b'.repeat(64),
  chain: 'c'.repeat(64),
  timestamp: null,
};

const savedEpoch = process.env.SOURCE_DATE_EPOCH;
afterAll(() => {
  if (savedEpoch === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = savedEpoch;
});

/** A fresh build at `epoch`: every module re-reads the clock, then the sections render to HTML as in `next build`. */
async function buildAt(epoch: string) {
  process.env.SOURCE_DATE_EPOCH = epoch;
  jest.resetModules();
  // The sample ledger runs past the first pinned day, and a ledger with picks after the build date
  // stops the build (tested in recordLedger.test.ts): these sections render with a record of one
  // pick, the first receipt, posted in August 2023.
  jest.doMock('../data/record/ledger', () => ({
    getRecord: () => ({ picks: [firstReceipt], corrections: [], sample: null }),
  }));
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { HeroSection } = await import('@/components/home/HeroSection');
  const { TrackRecordSection } = await import('@/components/home/TrackRecordSection');
  const { ValuePropositionSection } = await import('@/components/home/ValuePropositionSection');
  const { PricingSection } = await import('@/components/home/PricingSection');
  const { FaqSection } = await import('@/components/home/FaqSection');
  const { SiteFooter } = await import('@/components/frame/SiteFooter');
  const { AboutIntro } = await import('@/components/about/AboutIntro');
  const { homeGraph } = await import('@/lib/structuredData');
  const { publisher } = await import('@/data/config');
  const { faq } = await import('@/data/copy');
  const { homeSection } = await import('@/content/routes');
  const page = document.createElement('div');
  page.innerHTML = renderToStaticMarkup(
    <>
      <HeroSection />
      <TrackRecordSection />
      <ValuePropositionSection />
      <PricingSection />
      <FaqSection />
      <SiteFooter />
      <AboutIntro />
    </>,
  );
  return { page, graph: homeGraph(publisher, { path: homeSection(sectionIds.faq), items: faq }) };
}

const section = (page: HTMLElement, id: string) => {
  const found = page.querySelector<HTMLElement>(`#${id}`);
  if (!found) throw new Error(`no #${id} section rendered`);
  return found;
};
const text = (element: Element | null | undefined) => element?.textContent ?? '';
const upperFirst = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

describe.each(moments)('a build on $day', (moment) => {
  let page: HTMLElement;
  let graph: Awaited<ReturnType<typeof buildAt>>['graph'];
  beforeAll(async () => {
    ({ page, graph } = await buildAt(moment.epoch));
  });

  test('marks as upcoming only the timeline events still ahead, and the chat event says when it opens(ed)', () => {
    const events = [...section(page, sectionIds.trackRecord).querySelectorAll('li')];
    const upcoming = events.filter((event) => text(event).includes('Upcoming'));
    expect(upcoming).toHaveLength(moment.upcomingEvents);
    const chat = events.find((event) => text(event).includes('private chat community'));
    expect(text(chat)).toContain('Oct 2025');
    expect(text(chat)).toContain(`${upperFirst(moment.chat)}:`);
    expect(upcoming.includes(chat as HTMLLIElement)).toBe(moment.upcomingEvents === 1);
  });

  test('the chat feature card and the pricing card speak of the chat in the right tense', () => {
    const card = [...section(page, sectionIds.valueProposition).querySelectorAll('li')].find((item) =>
      text(item.querySelector('h3')).includes('Private chat community'),
    );
    expect(text(card)).toContain(`${upperFirst(moment.chat)}.`);
    const includes = [...section(page, sectionIds.pricing).querySelectorAll('li')].map(text);
    expect(includes).toContain(`Private chat community (${moment.chat})`);
  });

  test('the FAQ and its structured data ask and answer about the chat in the right tense', () => {
    const faq = section(page, sectionIds.faq);
    expect(text(faq)).toContain(moment.chatQuestion);
    expect(text(faq)).toContain(moment.chatAnswer);
    const faqPage = graph['@graph'].find((node) => node['@type'] === 'FAQPage');
    const entities = faqPage && 'mainEntity' in faqPage ? faqPage.mainEntity : [];
    const chat = entities.find((entity) => entity.name === moment.chatQuestion);
    expect(chat?.acceptedAnswer.text).toContain(moment.chatAnswer);
  });

  test('the copyright runs to the build year', () => {
    expect(text(page.querySelector('footer'))).toContain(moment.copyright);
  });

  test('the hero badge and the about story count whole years since the first receipt', () => {
    expect(text(page.querySelector('[aria-labelledby="hero-title"]'))).toContain(moment.badge);
    expect(text(page.querySelector('[aria-labelledby="about-title"]'))).toContain(moment.story);
  });

  test('no page speaks of the chat in the other tense', () => {
    const other = moments.find((m) => m !== moment);
    expect(text(page)).not.toContain(other?.chat);
  });
});

describe('the derivations, at their edges', () => {
  test('an event is upcoming until its own day (UTC) begins', () => {
    const chatEvent = (iso: string) =>
      trackRecordAt(new Date(iso), { firstPick: null, years: 0, slipShare: 1 }).events.find((event) =>
        event.title.includes('chat'),
      )?.upcoming;
    expect(chatEvent('2025-09-30T23:59:59Z')).toBe(true);
    expect(chatEvent('2025-10-01T00:00:00Z')).toBe(false);
    expect(isAfter({ year: 2025, month: 10, day: 1 }, new Date('2025-10-01T23:00:00Z'))).toBe(false);
  });

  test('years of results are whole years since the first receipt’s month', () => {
    expect(wholeYearsSince({ year: 2023, month: 8 }, new Date('2025-07-31T23:59:59Z'))).toBe(1);
    expect(wholeYearsSince({ year: 2023, month: 8 }, new Date('2025-08-01T00:00:00Z'))).toBe(2);
    expect(wholeYearsSince({ year: 2023, month: 8 }, new Date('2026-11-23T00:00:00Z'))).toBe(3);
  });

  test('a copyright notice in its first year names one year', () => {
    expect(yearSpan(2023, new Date('2023-12-31T00:00:00Z'))).toBe('2023');
    expect(yearSpan(2023, new Date('2026-01-01T00:00:00Z'))).toBe('2023–2026');
  });

  test('a launch day that is not a real date is an editing mistake with a fix', () => {
    expect(parseIsoDay('2025-10-01')).toEqual({ year: 2025, month: 10, day: 1 });
    expect(() => parseIsoDay('2025-09-31')).toThrow('"2025-09-31" is not a real date written as "YYYY-MM-DD"');
    expect(() => parseIsoDay('Oct 1')).toThrow('is not a real date');
  });
});
