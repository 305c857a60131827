import { render, screen } from '@testing-library/react';
import { RecordBreakdownTable } from '@/components/record/RecordBreakdownTable';
import { RecordFigures } from '@/components/record/RecordFigures';
import { RecordRiskFigures } from '@/components/record/RecordRiskFigures';
import { RecordVoids } from '@/components/record/RecordVoids';
import { pickPage } from '@/content/record/pickPage';
import { recordSettings } from '@/content/record/settings.mjs';
import {
  recordDefinitions,
  recordRiskFigures,
  recordTerms,
  recordVerdicts,
  recordYearPage,
} from '@/content/record/words';
import { trialBanner, trialBannerLine } from '@/content/trialBanner';
import { recordClaims, recordIsWinning } from '@/lib/record/figures/claims';
import { priceValue, summarize, voidedPicks } from '@/lib/record/figures/stats';
import type { RevealedPick } from '@/lib/record/types';
import { pick } from './support/pick';
import { copyMatching } from './support/siteCopy';

// The honest words of issue 42: each figure's words say what it counts, and no copy claims more than
// the record's own numbers back at the build.

const settings = { resamples: 400, seed: 7, smallSample: 30 };
const start = '2026-10-01T19:00:00-04:00';

/**
 * A 1-unit pick on Bills -3.5 at +100 (a win pays 1 unit), timestamped before its game when `proven`,
 * with a final score that grades it so: the headline regrades every proven pick from its score.
 */
function bet(index: number, result: RevealedPick['result'], proven = true, extra: Partial<RevealedPick> = {}) {
  return pick(`RC-${1000 + index}`, '2026-10-01T12:00:00-04:00', {
    line: index + 2,
    eventStart: start,
    earliestStart: start,
    odds: 100,
    result,
    profit: { win: 1, loss: -1, push: 0, void: 0, pending: null }[result],
    score: { win: '24-17', loss: '10-17' }[result as string] ?? null,
    timestamp: proven ? { time: '2026-10-01T16:05:00Z' } : null,
    ...extra,
  });
}
const record = (wins: number, losses: number, proven = true) => [
  ...Array.from({ length: wins }, (_, i) => bet(i, 'win', proven)),
  ...Array.from({ length: losses }, (_, i) => bet(wins + i, 'loss', proven)),
];

describe('“winning” only where the record backs it: the ROI’s 95% interval over the proven picks above zero', () => {
  test('30 wins and 10 losses at even money: the whole interval is above zero, and the banner says winning', () => {
    const picks = record(30, 10);
    expect(recordIsWinning(picks, settings)).toBe(true);
    const claims = recordClaims(picks, new Date('2026-11-01T12:00:00Z'), {
      timeZone: 'America/New_York',
      interval: settings,
    });
    expect(trialBannerLine(claims)).toBe('Join our winning community risk-free');
  });

  test.each([
    ['20 wins and 20 losses: the interval includes zero', record(20, 20)],
    ['30 wins and 10 losses that no authority timestamped before their games', record(30, 10, false)],
    ['10 wins: too few picks for an interval', record(10, 0)],
  ])('%s: the banner makes no claim', (_, picks) => {
    expect(recordIsWinning(picks, settings)).toBe(false);
    const claims = recordClaims(picks, new Date('2026-11-01T12:00:00Z'), {
      timeZone: 'America/New_York',
      interval: settings,
    });
    expect(trialBannerLine(claims)).toBe(trialBanner.lines.unproven);
    expect(trialBannerLine(claims)).not.toMatch(/winning/i);
  });
});

describe('the ROI says beside it what its 95% interval tells of break-even', () => {
  const summary = summarize(record(20, 20));
  const verdictOf = (interval: { low: number; high: number } | null) => {
    const { container } = render(
      <RecordFigures summary={summary} interval={interval && { ...interval, picks: 40 }} timeZone="America/New_York" />,
    );
    const box = screen.getByText('ROI', { selector: 'dt' }).parentElement;
    // The claimed value holds the figure alone, for npm run record:verify to read back.
    expect(container.querySelector('[data-claim="roi"]')?.textContent).toBe('0.0%');
    return [...(box?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent).slice(1);
  };
  test.each([
    [{ low: -0.023, high: 0.086 }, recordVerdicts.roi.across],
    [{ low: 0, high: 0.1 }, recordVerdicts.roi.across],
    [{ low: 0.004, high: 0.09 }, recordVerdicts.roi.above],
    [{ low: -0.2, high: -0.01 }, recordVerdicts.roi.below],
    [null, recordVerdicts.roi.tooFew(recordSettings.interval.smallSample)],
  ])('interval %o', (interval, words) => {
    expect(verdictOf(interval)).toEqual([words]);
  });
  test('the words a bettor reads', () => {
    expect(recordVerdicts.roi.across).toMatch(/^Can’t yet be told apart from break-even/);
  });
});

test('behind the numbers, the interval counts the picks that stood and says it includes zero', () => {
  const picks = [...record(20, 20), bet(40, 'void', true, { note: 'Rained out.', score: 'postponed' })];
  const { container } = render(<RecordRiskFigures picks={picks} summary={summarize(picks)} />);
  const box = screen.getByText(recordRiskFigures.roiInterval, { selector: 'dt' }).parentElement;
  const [, note, verdict] = [...(box?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent);
  expect(note).toContain('The 40 picks that stood (wins, losses and pushes)');
  expect(verdict).toBe(recordVerdicts.roi.across);
  expect(container.textContent).not.toMatch(/\d graded/);
});

test('one meaning of graded: a result is in, a void included; the ROI’s counts are of the picks that stood', () => {
  expect(recordTerms.graded).toContain('a win, a loss, a push or a void');
  for (const words of [
    recordDefinitions.roiInterval('2,000', 1552),
    recordDefinitions.roiIntervalWaiting(30, 4),
    recordDefinitions.medianOdds,
  ])
    expect(words).not.toMatch(/graded/);
});

test('price CLV counts a spread or total only when its closing line is recorded and is ours', () => {
  const priced = { odds: -110, closingOdds: -110, closingOtherOdds: -110 };
  const nhlTotal = bet(1, 'win', true, { market: 'total', selection: 'Over 6.5', ...priced, closingLine: null });
  const runLine = bet(2, 'win', true, { market: 'spread', selection: 'A -1.5', ...priced, closingLine: null });
  const moved = bet(3, 'win', true, { market: 'total', selection: 'Over 6.5', ...priced, closingLine: 6 });
  const held = bet(4, 'win', true, { market: 'total', selection: 'Over 6.5', ...priced, closingLine: 6.5 });
  expect([nhlTotal, runLine, moved].map(priceValue)).toEqual([null, null, null]);
  expect(priceValue(held)).toBeCloseTo(-0.045455, 6);
  expect(summarize([nhlTotal, runLine, moved, held]).priceClv).toMatchObject({ picks: 1, markets: { total: 1 } });
  expect(recordDefinitions.priceClv('Book', '1 total')).toContain(
    'A spread or total counts only when its closing line is recorded and is the line we took',
  );
});

test('the voids table gives the void’s own reason, never the reason of the correction that made it one', () => {
  const corrected = bet(1, 'void', true, {
    score: 'F5 3-2',
    note: 'The listed starter was scratched; the book voided the bet.',
    correctedBy: [
      {
        pickId: 'RC-1001',
        field: 'result',
        before: 'loss',
        value: 'void',
        reason: 'The slip shows the bet voided by the book; it was graded a loss from the score.',
        date: '2026-10-03',
        line: 2,
      },
    ],
  });
  const postponed = bet(2, 'void', true, { score: 'postponed', note: '' });
  const parlay = bet(3, 'void', true, { market: 'parlay', score: 'void; void', note: '' });
  const { container } = render(
    <RecordVoids voids={voidedPicks([corrected, postponed, parlay])} timeZone="America/New_York" />,
  );
  const why = [...container.querySelectorAll('tbody tr')].map((row) => row.lastElementChild?.textContent);
  expect(why).toEqual([
    'The listed starter was scratched; the book voided the bet.',
    pickPage.gameStatus('postponed'),
    recordRiskFigures.voidLegs,
  ]);
});

test('a year’s line says what its ROI is over: the picks that stood, not every pick', () => {
  const picks = [bet(1, 'win'), bet(2, 'loss'), bet(3, 'push'), bet(4, 'void'), bet(5, 'pending')];
  expect(recordYearPage.preview(2026, summarize(picks))).toBe(
    '2026: 1-1-1 (W-L-P), 0.00 units, ROI 0.0% over the 3 picks that stood (wins, losses and pushes)',
  );
});

test('a breakdown row’s interval says beside it when it includes zero', () => {
  const picks = record(20, 20);
  render(
    <RecordBreakdownTable
      id="by-sport"
      caption="By sport"
      keyHeading="Sport"
      rows={[{ label: 'NFL', summary: summarize(picks), interval: { low: -0.3, high: 0.3, picks: 40 } }]}
      totalUnits={0}
    />,
  );
  expect(screen.getByRole('row', { name: /NFL/ }).textContent).toContain(
    `−30.0% to +30.0%: ${recordVerdicts.roiRow.across}`,
  );
});

test('no other copy calls the record winning: only the banner’s line, which the record must back', () => {
  const claims = copyMatching(/\bwinning\b/i).filter(
    ({ text }) => text !== trialBanner.lines.winning && !/\ba winning one\b|\bwinning ones\b/.test(text),
  );
  expect(claims).toEqual([]);
});
