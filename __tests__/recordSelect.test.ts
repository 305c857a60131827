/**
 * @jest-environment node
 */
import {
  lastSettledDay,
  latestSettled,
  picksByMonth,
  recordYears,
  timestampedBeforeStart,
} from '@/lib/record/figures/select';
import { pick } from './support/pick';

const NY = 'America/New_York';

/** A pick posted at `posted` on a game that starts at `start`, graded when it starts. */
const game = (id: string, posted: string, start: string, extra: Parameters<typeof pick>[2] = {}) =>
  pick(id, posted, { eventStart: start, settled: start, ...extra });

// Late evening in New York is already the next day (or year) in UTC: the record's zone decides. A pick
// counts in the month (and year) its game started, not the one it was posted in.
const picks = [
  game('A', '2025-11-30T12:00:00-05:00', '2025-11-30T20:00:00-05:00'),
  game('B', '2025-11-30T12:00:00-05:00', '2025-12-01T02:00:00Z', { line: 3 }), // still November 30 in New York
  game('C', '2025-11-28T12:00:00-05:00', '2025-12-05T12:00:00-05:00'),
  game('D', '2025-12-31T12:00:00-05:00', '2026-01-01T03:00:00Z'), // New Year's Eve in New York
  game('E', '2025-12-31T12:00:00-05:00', '2026-01-02T12:00:00-05:00', {
    result: 'void',
    settled: '2026-01-03T12:00:00-05:00',
  }),
];

test('the record links one page per year games started in New York, newest first', () => {
  expect(recordYears(picks, NY)).toEqual([2026, 2025]);
});

test('a year page groups picks by the month their games started in New York, the latest posted first', () => {
  expect(picksByMonth(picks, 2025, NY).map((m) => [m.month, m.picks.map((p) => p.id)])).toEqual([
    ['2025-12', ['D', 'C']],
    ['2025-11', ['B', 'A']],
  ]);
});

test('in a month, the latest posted pick comes first whatever its start: the time each row shows first', () => {
  const october = [
    game('posted first, played last', '2025-10-01T09:00:00-04:00', '2025-10-20T20:00:00-04:00'),
    game('posted last, played first', '2025-10-05T09:00:00-04:00', '2025-10-05T13:00:00-04:00'),
    game('posted last, further down', '2025-10-05T09:00:00-04:00', '2025-10-06T13:00:00-04:00', { line: 9 }),
  ];
  expect(picksByMonth(october, 2025, NY)[0]?.picks.map((p) => p.id)).toEqual([
    'posted last, further down',
    'posted last, played first',
    'posted first, played last',
  ]);
});

test('the latest receipt is the pick graded last, a void settled later aside', () => {
  expect(latestSettled(picks)?.id).toBe('D');
});

test('a record page is dated by the New York day its last pick settled, a void included', () => {
  expect(lastSettledDay(picks, NY)).toBe('2026-01-03');
  expect(lastSettledDay([], NY)).toBeUndefined();
});

test('“timestamped before the start” counts against the earliest start the record gave, so a start moved later proves nothing', () => {
  const token = { time: '2025-09-07T17:30:00Z' };
  // Posted for a 1:00 PM start, corrected to 4:25 PM; the token came at 1:30 PM, after the start as posted.
  const moved = pick('RC-1', '2025-09-07T11:00:00-04:00', {
    eventStart: '2025-09-07T16:25:00-04:00',
    earliestStart: '2025-09-07T13:00:00-04:00',
    timestamp: token,
  });
  const kept = pick('RC-2', '2025-09-07T11:00:00-04:00', {
    eventStart: '2025-09-07T16:25:00-04:00',
    earliestStart: '2025-09-07T16:25:00-04:00',
    timestamp: token,
  });
  expect(timestampedBeforeStart([moved, kept])).toEqual({ before: 1, total: 2, share: 0.5 });
});
