/**
 * @jest-environment node
 */
import { recordPickRow, resultLabels } from '@/content/record/pages';
import { pickRowsHtml } from '@/lib/record/pickRows';
import { lastSettledDay, latestSettled, picksByMonth, recordYears } from '@/lib/record/select';
import type { RevealedPick } from '@/lib/record/types';

const NY = 'America/New_York';

function pick(id: string, posted: string, extra: Partial<RevealedPick> = {}): RevealedPick {
  return {
    id,
    line: 2,
    posted,
    eventStart: posted,
    sport: 'NFL',
    sportCode: 'NFL',
    event: 'Bills at Dolphins',
    market: 'spread',
    selection: 'Bills -3.5',
    odds: -110,
    stake: 1,
    sportsbook: 'Harbor Sports',
    result: 'win',
    settled: posted,
    closingOdds: null,
    closingOtherOdds: null,
    closingLine: null,
    slip: null,
    note: '',
    secret: 'a'.repeat(64),
    profit: 0.91,
    correctedBy: [],
    state: 'revealed',
    seal: 'b'.repeat(64),
    chain: 'c'.repeat(64),
    timestamp: null,
    ...extra,
  };
}

test('a year page groups picks by the month they were posted in New York, newest first', () => {
  const picks = [
    pick('A', '2025-11-30T20:00:00-05:00'),
    pick('B', '2025-12-01T02:00:00Z'), // still November 30 in New York
    pick('C', '2025-12-05T12:00:00-05:00'),
    pick('D', '2026-01-01T03:00:00Z'), // New Year's Eve in New York
    pick('E', '2026-01-02T12:00:00-05:00', { result: 'void', settled: '2026-01-03T12:00:00-05:00' }),
  ];
  expect(recordYears(picks, NY)).toEqual([2026, 2025]);
  expect(picksByMonth(picks, 2025, NY).map((m) => [m.month, m.picks.map((p) => p.id)])).toEqual([
    ['2025-12', ['D', 'C']],
    ['2025-11', ['B', 'A']],
  ]);
  expect(latestSettled(picks)?.id).toBe('D');
  expect(lastSettledDay(picks, NY)).toBe('2026-01-03');
  expect(lastSettledDay([], NY)).toBeUndefined();
});

test('pick rows escape the ledger’s text and anchor only corrected picks', () => {
  const corrected = pick('RC-1', '2025-10-03T19:05:00-04:00', {
    event: 'A&M <script> at "B"',
    slip: 'slips/rc-1.jpg',
    correctedBy: [
      { pickId: 'RC-1', field: 'odds', before: '-110', value: '-115', reason: 'r', date: '2025-10-04', line: 2 },
    ],
  });
  const html = pickRowsHtml([corrected, pick('RC-2', '2025-10-03T19:05:00-04:00')], {
    timeZone: NY,
    slipSize: () => ({ width: 360, height: 480 }),
    resultLabels,
    words: recordPickRow,
  });
  expect(html).toContain('<tr id="RC-1"><td>Oct 3, 7:05 PM EDT</td>');
  expect(html).toContain('A&amp;M &lt;script&gt; at &quot;B&quot;');
  expect(html).not.toContain('<script>');
  expect(html).toContain(
    '<a href="/slips/rc-1.jpg"><img src="/slips/rc-1.jpg" width="360" height="480" loading="lazy" alt="Slip from Harbor Sports"></a>',
  );
  expect(html).toContain('<tr><td>');
  expect(html).toContain('<td data-r="win">Win</td><td>+0.91</td><td>Not yet</td><td>–</td></tr>');
  expect(html).toContain('<td><s>-110</s> <a href="/record#correction-2">-110</a></td>');
});
