import { render, screen, within } from '@testing-library/react';
import { PickPage } from '@/components/pick/PickPage';
import { pickHeadline, pickMetadata } from '@/content/record/pickPage';
import { priceValue } from '@/lib/record/figures/stats';
import { formatRoi } from '@/lib/record/presentation/display';
import { pick, sealedPick } from './support/pick';
import { freeTsa, pageOf } from './support/pickPageData';

const timeZone = 'America/New_York';

/** RC-1558 of the sample ledger: a win on a spread, timestamped 4 h 39 min before the start. */
const win = pick('RC-1558', '2026-11-19T15:35:04-05:00', {
  eventStart: '2026-11-19T20:15:00-05:00',
  earliestStart: '2026-11-19T20:15:00-05:00',
  event: 'Kansas City Chiefs at Tennessee Titans',
  selection: 'Tennessee Titans -3',
  odds: -115,
  stake: 0.5,
  score: '23-30',
  settled: '2026-11-20T00:32:00-05:00',
  closingOdds: 100,
  closingOtherOdds: -120,
  closingLine: -3,
  profit: 0.43,
  timestamp: { time: '2026-11-19T20:36:00Z' },
});

/** RC-1562: a 4-leg parlay lost with one leg won. */
const parlay = pick('RC-1562', '2026-11-22T08:24:20-05:00', {
  eventStart: '2026-11-22T13:00:00-05:00',
  earliestStart: '2026-11-22T13:00:00-05:00',
  event: '4-leg parlay',
  market: 'parlay',
  selection:
    'Cincinnati Bengals at Cleveland Browns: Cincinnati Bengals moneyline (-145); Jacksonville Jaguars at Pittsburgh Steelers: Under 43.5 (-105); Arizona Cardinals at Houston Texans: Arizona Cardinals -13 (-112); Tampa Bay Buccaneers at Las Vegas Raiders: Las Vegas Raiders moneyline (-250)',
  odds: 774,
  stake: 0.5,
  result: 'loss',
  score: 'loss 27-33; loss 52-7; loss 13-26; win 0-31',
  profit: -0.5,
});

const sealed = sealedPick();

/** No two words follow each other twice ("loss loss 73-90" read "loss 73-90" twice over its legs). */
function repeatedPairs(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[\s,.:;()]+/)
    .filter(Boolean);
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  return pairs.filter((pair, index) => pairs.indexOf(pair) !== index);
}

function renderPage(page = pageOf(win)) {
  return render(<PickPage page={page} timeZone={timeZone} siteUrl="https://receipts.club" />);
}

describe('a pick page’s headline and metadata', () => {
  test('a straight bet is named by its pick, and its description tells the result with the score', () => {
    const page = pageOf(win);
    expect(pickHeadline(page)).toEqual({
      title: 'RC-1558: Tennessee Titans -3',
      lead: 'NFL: Kansas City Chiefs at Tennessee Titans.',
    });
    expect(pickMetadata(page, timeZone).description).toBe(
      'Pick RC-1558: Tennessee Titans -3 at -115, 0.5 u at Harbor Sports, won 23-30 (+0.43 u). Posted Nov 19, 2026, 3:35 PM EST, with its seal, timestamp and slip.',
    );
  });

  test('a parlay is named by its legs’ count and result, never every leg, with no repeated word pairs', () => {
    const page = pageOf(parlay);
    expect(pickHeadline(page)).toEqual({
      title: 'RC-1562: 4-leg parlay',
      lead: 'NFL: 4-leg parlay, lost: 1 of 4 legs won.',
    });
    const { description } = pickMetadata(page, timeZone);
    expect(description).toContain('4-leg parlay, lost: 1 of 4 legs won at +774, 0.5 u at Harbor Sports (−0.50 u)');
    expect(description).not.toContain('Bengals');
    expect(repeatedPairs(description)).toEqual([]);
  });

  test('a void for a game not played reads as such, not as a score', () => {
    const page = pageOf(
      pick('RC-0021', '2023-08-15T16:39:23-04:00', { result: 'void', score: 'postponed', profit: 0 }),
    );
    expect(pickMetadata(page, timeZone).description).toContain(', void, game postponed (0.00 u)');
  });

  test('a sealed pick shows neither pick nor result', () => {
    const page = pageOf(sealed);
    expect(pickHeadline(page).title).toBe('FX-0005: sealed until the start');
    expect(pickMetadata(page, timeZone).description).toBe(
      'Pick FX-0005: NFL, sealed until Nov 30, 2026, 8:15 PM EST. Posted Nov 29, 2026, 11:27 AM EST, with its seal, timestamp and slip.',
    );
  });
});

describe('a pick page’s summary', () => {
  test('answers what, at what price, when and how it ended, then why to believe it, before the slip', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const summary = screen.getByRole('region', { name: 'RC-1558: Tennessee Titans -3' });
    const text = summary.textContent ?? '';
    for (const shown of [
      'Win',
      '+0.43 u',
      'Tennessee Titans -3 at -115, 0.5 u stake at Harbor Sports',
      'Kansas City Chiefs 23, Tennessee Titans 30',
      'Posted 4 h before the start',
      'Nov 19, 2026, 3:35 PM EST',
      'Nov 19, 2026, 8:15 PM EST',
      `Sealed and timestamped by ${freeTsa.name} 4 h before the start · check it yourself`,
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Revealed');
    expect(within(summary).getByText('Win')).toHaveAttribute('data-claim', 'result');
    expect(within(summary).getByRole('link', { name: 'check it yourself' })).toHaveAttribute('href', '#proof');
    expect(summary.querySelector('time[data-claim="start"]')).toHaveAttribute('dateTime', win.eventStart);
    expect(summary.querySelector('time[data-claim="posted"]')).toHaveAttribute('dateTime', win.posted);
    // The first "u" links to its definition; so does nothing else in the summary.
    expect(within(summary).getByRole('link', { name: 'u' })).toHaveAttribute('href', '#term-u');
    const order = [...document.querySelectorAll('body > div > section')].map(
      (section) => section.id || section.getAttribute('aria-labelledby'),
    );
    expect(order).toEqual(['pick-title', 'slip', 'details', 'proof', 'check', 'terms']);
  });

  test('a part of a game names its part, linked to the terms, with each team’s score', () => {
    renderPage(
      pageOf(
        pick('RC-0007', '2023-08-03T14:50:33-04:00', {
          event: 'San Francisco Giants at Boston Red Sox',
          market: 'prop',
          selection: 'San Francisco Giants first five innings moneyline',
          odds: 120,
          result: 'loss',
          score: 'F5 3-4',
          profit: -0.5,
        }),
      ),
    );
    const score = document.querySelector('[data-claim="score"]');
    expect(score).toHaveTextContent('F5 (first five innings): San Francisco Giants 3, Boston Red Sox 4');
    expect(within(score as HTMLElement).getByRole('link', { name: 'F5' })).toHaveAttribute('href', '#term-parts');
  });

  test('a postponed game reads as one, never as a final score', () => {
    renderPage(pageOf(pick('RC-0021', '2023-08-15T16:39:23-04:00', { result: 'void', score: 'postponed', profit: 0 })));
    expect(document.querySelector('[data-claim="score"]')).toHaveTextContent(/^Game postponed$/);
    expect(document.querySelector('[data-claim="result"]')).toHaveTextContent('Void');
    expect(document.body).not.toHaveTextContent(/Final score/);
  });

  test('a sealed pick shows its start in the pill, its stake and its timing, and nothing it seals', () => {
    renderPage(pageOf(sealed));
    const summary = screen.getByRole('region', { name: 'FX-0005: sealed until the start' });
    expect(summary).toHaveTextContent('Sealed until Nov 30, 2026, 8:15 PM EST');
    expect(summary).toHaveTextContent('1 u stake');
    expect(summary).toHaveTextContent('Posted 32 h before the start');
    expect(summary.querySelector('[data-claim="result"], [data-claim="odds"], [data-claim="selection"]')).toBeNull();
    expect(document.getElementById('details')).toBeNull();
  });
});

describe('a pick page’s details', () => {
  test('give the book, the market, the closing odds and the pick’s CLV as /record measures it', () => {
    renderPage();
    const details = screen.getByRole('region', { name: 'The details' });
    expect(details).toHaveTextContent('Closing odds at Summit Bet+100');
    expect(details).toHaveTextContent(`${formatRoi(priceValue(win))} expected return at the fair closing price`);
    expect(details).toHaveTextContent('0.00 pts of line against the close');
    expect(within(details).getByRole('link', { name: 'CLV' })).toHaveAttribute('href', '#term-clv');
  });

  test('list each correction with its reason and date, linked to /record’s list', () => {
    const corrected = pick('RC-0319', '2024-03-20T12:00:00-04:00', {
      odds: -115,
      correctedBy: [
        {
          pickId: 'RC-0319',
          field: 'odds',
          before: '-110',
          value: '-115',
          reason: 'The slip shows -115; the row said -110.',
          date: '2024-03-21',
          line: 2,
        },
      ],
    });
    renderPage(pageOf(corrected));
    const list = document.getElementById('corrections')?.nextElementSibling as HTMLElement;
    expect(list).toHaveTextContent('odds changed from -110 to -115');
    expect(list).toHaveTextContent('The slip shows -115; the row said -110.');
    expect(list).toHaveTextContent('March 21, 2024');
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/record#correction-2');
    expect(screen.getByRole('link', { name: 'see why' })).toHaveAttribute('href', '#corrections');
  });

  test('list a parlay’s legs, one row each with its game, pick, price, score and result', () => {
    renderPage(pageOf(parlay));
    const legs = screen.getByRole('list', { name: 'The parlay’s 4 legs, in the order of the slip' });
    const rows = within(legs).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LossCincinnati Bengals moneyline (-145)Cincinnati Bengals at Cleveland Browns: Cincinnati Bengals 27, Cleveland Browns 33',
      'LossUnder 43.5 (-105)Jacksonville Jaguars at Pittsburgh Steelers: Jacksonville Jaguars 52, Pittsburgh Steelers 7',
      'LossArizona Cardinals -13 (-112)Arizona Cardinals at Houston Texans: Arizona Cardinals 13, Houston Texans 26',
      'WinLas Vegas Raiders moneyline (-250)Tampa Bay Buccaneers at Las Vegas Raiders: Tampa Bay Buccaneers 0, Las Vegas Raiders 31',
    ]);
    // The summary names the parlay, not its legs.
    const summary = screen.getByRole('region', { name: 'RC-1562: 4-leg parlay' });
    expect(summary).not.toHaveTextContent('Bengals');
    expect(summary).toHaveTextContent('4-leg parlay at +774, 0.5 u stake at Harbor Sports');
  });
});
