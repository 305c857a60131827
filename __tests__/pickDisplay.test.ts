/**
 * @jest-environment node
 */
import { formatMoment, formatMomentParts, readScore } from '@/lib/record/presentation/display';

test('a moment cut for a narrow column reads, joined, as formatMoment writes it, in either offset', () => {
  for (const iso of ['2026-11-19T15:35:04-05:00', '2026-08-11T12:17:14-04:00']) {
    const { day, time } = formatMomentParts(iso, 'America/New_York');
    expect(`${day}, ${time}`).toBe(formatMoment(iso, 'America/New_York'));
  }
  expect(formatMomentParts('2026-08-11T12:17:14-04:00', 'America/New_York')).toEqual({
    day: 'Aug 11, 2026',
    time: '12:17 PM EDT',
  });
});

test('a score is read beside its event’s teams, away first; a status word stays a status', () => {
  expect(readScore('Kansas City Chiefs at Tennessee Titans', '23-30')).toEqual({
    kind: 'final',
    sides: [
      { team: 'Kansas City Chiefs', points: 23 },
      { team: 'Tennessee Titans', points: 30 },
    ],
    segment: null,
    extra: null,
  });
  expect(readScore('Arizona Diamondbacks at Minnesota Twins', 'F5 3-2')).toMatchObject({ segment: 'F5' });
  expect(readScore('Bills at Dolphins', '20-17 OT')).toMatchObject({ extra: 'OT' });
  expect(readScore('Bills at Dolphins', 'postponed')).toEqual({ kind: 'status', status: 'postponed' });
  expect(readScore('Bills at Dolphins', 'unreadable')).toBeNull();
});
