/**
 * @jest-environment node
 */
import { recordColumns, recordPickRow, resultLabels } from '@/content/record/words';
import { pickPath } from '@/content/routes';
import { pickRowsHtml } from '@/lib/record/presentation/pickRows';
import { pick } from './support/pick';

const NY = 'America/New_York';

const rows = (...picks: Parameters<typeof pickRowsHtml>[0]) =>
  pickRowsHtml(picks, {
    timeZone: NY,
    slipSize: () => ({ width: 360, height: 480 }),
    resultLabels,
    pickHref: pickPath,
    labels: recordColumns,
    words: recordPickRow,
  });

test('a row shows the ledger’s text as text, never as markup', () => {
  const html = rows(pick('RC-1', '2025-10-03T19:05:00-04:00', { event: 'A&M <script> at "B"' }));
  expect(html).toContain('A&amp;M &lt;script&gt; at &quot;B&quot;');
  expect(html).not.toContain('<script>');
});

test('a row shows when the pick was posted, linked to its page, its result, profit and a slip photo that keeps its box', () => {
  const html = rows(pick('RC-1', '2025-10-03T19:05:00-04:00', { slip: 'slips/rc-1.jpg' }));
  expect(html).toMatch(/^<tr><td>Oct 3, 7:05 PM EDT<small><a href="\/record\/picks\/RC-1">RC-1<\/a><\/small><\/td>/);
  expect(html).toContain(
    '<td data-r="win">Win</td><td data-l="Profit (u)">+0.91</td><td data-l="Timestamped">Not yet</td>',
  );
  expect(html).toContain(
    '<a href="/slips/rc-1.jpg"><img src="/slips/rc-1.jpg" width="360" height="480" loading="lazy" alt="Slip from Harbor Sports"></a>',
  );
  expect(rows(pick('RC-2', '2025-10-03T19:05:00-04:00'))).toMatch(/<td>–<\/td><\/tr>$/);
});

test('only a corrected pick carries an anchor, the one its correction links to', () => {
  const correction = {
    pickId: 'RC-1',
    field: 'odds' as const,
    before: '-110',
    value: '-115',
    reason: 'r',
    date: '2025-10-04',
    line: 2,
  };
  const html = rows(
    pick('RC-1', '2025-10-03T19:05:00-04:00', { correctedBy: [correction] }),
    pick('RC-2', '2025-10-03T19:05:00-04:00'),
  );
  expect(html.match(/<tr[^>]*>/g)).toEqual(['<tr id="RC-1">', '<tr>']);
});

test('a graded pick shows the final score its grade comes from under the result, escaped, and a corrected one both', () => {
  expect(rows(pick('RC-1', '2025-10-03T19:05:00-04:00', { score: '20-24 OT' }))).toContain(
    '<td data-r="win">Win<small>20-24 OT</small></td>',
  );
  const correction = {
    pickId: 'RC-1',
    field: 'score' as const,
    before: '20-17',
    value: '20-24',
    reason: 'r',
    date: '2025-10-04',
    line: 2,
  };
  expect(rows(pick('RC-1', '2025-10-03T19:05:00-04:00', { score: '20-24', correctedBy: [correction] }))).toContain(
    '<td data-r="win">Win<small><s>20-17</s> <a href="/record#correction-2">20-24</a></small></td>',
  );
  expect(rows(pick('RC-1', '2025-10-03T19:05:00-04:00', { score: '<b>' }))).toContain('<small>&lt;b&gt;</small>');
});

test('a parlay’s row counts its legs by how each ended, and lists none of them: its page does', () => {
  const parlay = (extra: Parameters<typeof pick>[2]) =>
    rows(
      pick('RC-1', '2025-10-03T19:05:00-04:00', {
        event: '3-leg parlay',
        market: 'parlay',
        selection:
          'Bills at Dolphins: Bills -3.5 (-110); Jets at Patriots: Over 41.5 (-110); Rams at Bears: Rams moneyline (+120)',
        odds: 596,
        ...extra,
      }),
    );
  const graded = parlay({ result: 'loss', score: 'win 24-17; loss 20-23; void', profit: -1 });
  expect(graded).toContain('<td>3 legs: 1 won, 1 lost, 1 void</td><td>+596</td>');
  expect(graded).toContain('<td data-r="loss">Loss</td>');
  expect(graded).not.toContain('Dolphins');
  expect(parlay({ result: 'pending', score: null, profit: null })).toContain('<td>3 legs</td>');
  const correction = {
    pickId: 'RC-1',
    field: 'score' as const,
    before: 'win 24-17; win 23-20; void',
    value: 'win 24-17; loss 20-23; void',
    reason: 'r',
    date: '2025-10-04',
    line: 4,
  };
  expect(parlay({ result: 'loss', score: correction.value, profit: -1, correctedBy: [correction] })).toContain(
    '<td><a href="/record#correction-4">3 legs: 1 won, 1 lost, 1 void</a></td>',
  );
});

test('on a phone a row is a card, so each bare number carries its heading', () => {
  const html = rows(pick('RC-1', '2025-10-03T19:05:00-04:00', { stake: 1.5 }));
  expect(html).toContain('<td data-l="Stake (u)">1.5</td>');
});
