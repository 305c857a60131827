/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { PickSummary } from '@/components/pick/PickSummary';
import { PickDetails } from '@/components/pick/PickDetails';
import { pickHeadline } from '@/content/record/pickPage';
import { formatOdds } from '@/lib/record/math.mjs';
import type { RevealedPick } from '@/lib/record/types';
import { pick } from '../support/pick';
import { pageOf } from '../support/pickPageData';

const timeZone = 'America/New_York';

/** The pick page's summary and details as the build writes them. */
function html(revealed: RevealedPick): string {
  const page = pageOf(revealed);
  const { title, lead } = pickHeadline(page);
  return renderToStaticMarkup(
    <>
      <PickSummary page={page} title={title} lead={lead} timeZone={timeZone} />
      <PickDetails page={page} pick={revealed} timeZone={timeZone} />
    </>,
  );
}

/** The pick's row of record.csv, as the verifier reads it. */
function row(revealed: RevealedPick): Record<string, string> {
  return {
    id: revealed.id,
    posted: revealed.posted,
    event_start: revealed.eventStart,
    event: revealed.event,
    market: revealed.market,
    selection: revealed.selection,
    odds: formatOdds(revealed.odds),
    stake: String(revealed.stake),
    sportsbook: revealed.sportsbook,
    result: revealed.result,
    score: revealed.score ?? '',
    profit: revealed.profit === null ? '' : String(revealed.profit),
    secret: revealed.secret,
    timestamped: revealed.timestamp?.time ?? '',
  };
}

// The verifier's page checks run as the verifier runs them, in Node itself (parse5 is a module jest
// cannot load), all cases in one process.
const pagesModule = path.join(process.cwd(), 'lib/record/proof/pageClaims.mjs');
const checker = `
  import { checkPages, claimsOf } from ${JSON.stringify(pagesModule)};
  const cases = JSON.parse(await new Response(process.stdin).text());
  process.stdout.write(JSON.stringify(cases.map(({ record, path, html }) => ({
    claims: claimsOf(html).map((figure) => figure.claim),
    problems: checkPages(record, new Map([[path, claimsOf(html)]]))
      .filter((problem) => problem.subject === path)
      .map((problem) => problem.message),
  }))));
`;

type Verified = { claims: string[]; problems: string[] };
const cases: { revealed: RevealedPick; page: string }[] = [];
let results: Verified[] = [];

/** Queues a page for the verifier; the result is there once the tests run. */
function verified(revealed: RevealedPick, page = html(revealed)): () => Verified {
  const index = cases.push({ revealed, page }) - 1;
  return () => results[index] ?? { claims: [], problems: ['not verified'] };
}

beforeAll(() => {
  const input = cases.map(({ revealed, page }) => ({
    path: `/record/picks/${revealed.id}`,
    html: page,
    record: {
      rows: [row(revealed)],
      corrections: [],
      proven: { picks: 0, wins: 0, losses: 0, pushes: 0, voids: 0, unitsWon: 0, unitsRisked: 0 },
      notProven: { picks: 0, unitsWon: 0 },
      sample: null,
      timeZone,
      starts: { [revealed.id]: revealed.earliestStart },
    },
  }));
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', checker], {
    input: JSON.stringify(input),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  results = JSON.parse(run.stdout) as Verified[];
}, 30_000);

// Posted 4 h 39 min 56 s before its start, and timestamped 5 s later: 4 h 39 min 51 s before it.
const win = pick('RC-1558', '2026-11-19T15:35:04-05:00', {
  eventStart: '2026-11-19T20:15:00-05:00',
  earliestStart: '2026-11-19T20:15:00-05:00',
  timestamp: { time: '2026-11-19T20:35:09Z' },
  event: 'Philadelphia 76ers at Tennessee Titans',
  selection: 'Tennessee Titans -3',
  odds: -115,
  stake: 0.5,
  score: '23-30 OT',
  profit: 0.43,
});
const winPage = html(win);

const parlay = pick('RC-0002', '2026-11-19T15:35:04-05:00', {
  event: '2-leg parlay',
  market: 'parlay',
  selection: 'Bills at Dolphins: Bills -3.5 (-110); Jets at Colts: Over 41.5 (-110)',
  odds: 264,
  result: 'loss',
  score: 'win 24-17; loss 20-17',
  profit: -0.5,
});

const honest = verified(win);
const kinds = (
  [
    [
      'a part of a game',
      {
        event: 'San Francisco Giants at Boston Red Sox',
        market: 'prop',
        selection: 'San Francisco Giants first five innings moneyline',
        score: 'F5 3-4',
        result: 'loss',
        profit: -0.5,
      },
    ],
    ['a postponed game', { result: 'void', score: 'postponed', profit: 0 }],
    ['a parlay', parlay],
  ] as const
).map(
  ([name, extra]) =>
    [name, verified(pick('RC-0001', '2026-11-19T15:35:04-05:00', extra as Partial<RevealedPick>))] as const,
);
const startText = verified(win, winPage.replace('<span>8:15 PM EST</span>', '<span>9:15 PM EST</span>'));
const startTime = verified(
  win,
  winPage.replace('dateTime="2026-11-19T20:15:00-05:00"', 'dateTime="2026-11-19T21:15:00-05:00"'),
);
const postedZone = verified(win, winPage.replace('<span>3:35 PM EST</span>', '<span>3:35 PM</span>'));
const swapped = verified(win, winPage.replace('76ers 23, Tennessee Titans 30', '76ers 30, Tennessee Titans 23'));
const noOvertime = verified(win, winPage.replace(' (OT)', ''));
const noPosted = verified(win, winPage.replaceAll('data-claim="posted"', ''));
const leadsStretched = verified(win, winPage.replaceAll('4 h before the start', '3 d 0 h before the start'));
const postedAfter = verified(win, winPage.replace('Posted 4 h before', 'Posted 4 h after'));
const noSealedLead = verified(win, winPage.replace('data-claim="sealed-lead"', ''));
const legSwapped = verified(parlay, html(parlay).replace('>Over 41.5<', '>Bills -3.5<'));

test('every value the summary shows that the ledger gives is a claim the verifier reads back, and holds', () => {
  expect([...new Set(honest().claims)].sort()).toEqual(
    [
      'event',
      'odds',
      'posted',
      'posted-lead',
      'profit',
      'result',
      'score',
      'sealed-lead',
      'selection',
      'sportsbook',
      'stake',
      'start',
    ].sort(),
  );
  expect(honest().problems).toEqual([]);
});

test.each(kinds)('%s reads as its row', (_, result) => {
  expect(result().problems).toEqual([]);
});

test('a start whose words or dateTime differ from the row fails, naming the pick and the claim', () => {
  expect(startText().problems).toEqual([
    '/record/picks/RC-1558 shows start "Nov 19, 2026, 9:15 PM EST" for RC-1558, but the files give 2026-11-19T20:15:00-05:00',
  ]);
  expect(startTime().problems).toEqual([
    '/record/picks/RC-1558 shows start "Nov 19, 2026, 8:15 PM EST" for RC-1558, but its dateTime says "2026-11-19T21:15:00-05:00" where the files give 2026-11-19T20:15:00-05:00',
  ]);
  expect(postedZone().problems[0]).toContain('shows posted "Nov 19, 2026, 3:35 PM"');
});

test('a score swapped, or its overtime dropped, fails; a team whose name holds digits does not confuse it', () => {
  expect(winPage).toContain('Philadelphia 76ers 23, Tennessee Titans 30 (OT)');
  expect(swapped().problems).toEqual([
    '/record/picks/RC-1558 shows score "Philadelphia 76ers 30, Tennessee Titans 23 (OT)" for RC-1558, but the files give "23-30 OT"',
  ]);
  expect(noOvertime().problems[0]).toContain('shows score');
});

test('a page without its times, or a parlay showing a leg twice, fails', () => {
  expect(noPosted().problems).toEqual([
    '/record/picks/RC-1558 lacks the figure "posted" of RC-1558 (no element with data-claim="posted")',
  ]);
  expect(legSwapped().problems).toEqual([
    '/record/picks/RC-0002 shows the legs ["Bills -3.5","Bills -3.5"] for RC-0002, but the files give ["Bills -3.5","Over 41.5"]',
  ]);
});

test('the leads a pick page states, posted and timestamped before the start, are claims: stretched or flipped, they fail', () => {
  expect(winPage).toContain('Posted 4 h before the start');
  expect(winPage).toContain('Sealed and timestamped by FreeTSA 4 h before the start');
  expect(leadsStretched().problems).toEqual([
    '/record/picks/RC-1558 shows posted-lead "Posted 3 d 0 h before the start" for RC-1558, but the files give 279 minutes before the start',
    '/record/picks/RC-1558 shows sealed-lead "Sealed and timestamped by FreeTSA 3 d 0 h before the start" for RC-1558, but the files give 279 minutes before the start',
  ]);
  expect(postedAfter().problems).toEqual([
    '/record/picks/RC-1558 shows posted-lead "Posted 4 h after the start" for RC-1558, but the files give 279 minutes before the start',
  ]);
  expect(noSealedLead().problems).toEqual([
    '/record/picks/RC-1558 lacks the figure "sealed-lead" of RC-1558 (no element with data-claim="sealed-lead")',
  ]);
});
