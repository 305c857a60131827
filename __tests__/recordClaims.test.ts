import { aboutAt } from '@/content/about';
import { heroAt } from '@/content/hero';
import { trackRecordAt } from '@/content/timeline';
import { recordClaims } from '@/lib/record/figures/claims';
import { pick, sealedPick } from './support/pick';

// What the home and about pages say of the record (the hero's years, the story's first receipt, the
// slips) is derived here from hand-worked ledgers; the browser tests read the sample's words as written.
const settings = { timeZone: 'America/New_York', interval: { resamples: 200, seed: 1, smallSample: 30 } };
// Posted at 9:30 PM on August 31 in New York, already September 1 in UTC: the first receipt is August's.
const first = pick('RC-0002', '2023-09-01T01:30:00Z', { slip: 'slips/rc-0002.webp' });
const later = pick('RC-0001', '2024-02-10T12:00:00-05:00', { slip: 'slips/rc-0001.webp', result: 'loss' });
const noSlip = pick('RC-0003', '2024-03-01T12:00:00-05:00', { result: 'push' });
const pending = pick('RC-0004', '2024-03-02T12:00:00-05:00', { result: 'pending', settled: null });

test('the first receipt is the earliest pick’s month in the record’s time zone, whatever the order of the rows', () => {
  const claims = recordClaims([later, first, sealedPick()], new Date('2026-11-29T12:00:00Z'), settings);
  expect(claims.firstPick).toEqual({ year: 2023, month: 8 });
  expect(recordClaims([later], new Date('2026-11-29T12:00:00Z'), settings).firstPick).toEqual({
    year: 2024,
    month: 2,
  });
});

test('the years are whole years from the first receipt’s month to the build: 2 on July 31, 2026, 3 from August 1', () => {
  expect(recordClaims([first], new Date('2026-07-31T12:00:00Z'), settings).years).toBe(2);
  expect(recordClaims([first], new Date('2026-08-01T12:00:00Z'), settings).years).toBe(3);
  expect(recordClaims([first], new Date('2026-11-29T12:00:00Z'), settings).years).toBe(3);
});

test('the share of slips counts graded picks only: 2 of 3, pending and sealed picks left out', () => {
  const claims = recordClaims(
    [first, later, noSlip, pending, sealedPick()],
    new Date('2026-11-29T12:00:00Z'),
    settings,
  );
  expect(claims.slipShare).toBeCloseTo(2 / 3, 10);
  expect(recordClaims([first, later, pending], new Date('2026-11-29T12:00:00Z'), settings).slipShare).toBe(1);
  expect(recordClaims([], new Date('2026-11-29T12:00:00Z'), settings)).toEqual({
    firstPick: null,
    years: 0,
    slipShare: 1,
    winning: false,
  });
});

test('the hero, the story and the timeline say what those claims hold, and no more', () => {
  const built = new Date('2026-07-31T12:00:00Z');
  const claims = recordClaims([later, first, noSlip], built, settings);
  expect(heroAt(claims).badge).toBe('2+ years of posted results');
  expect(aboutAt(claims).story.join(' ')).toContain(
    'over 2 years, and the public record of posted receipts goes back to August 2023.',
  );
  expect(trackRecordAt(built, claims).events[0]).toMatchObject({ year: 2023, month: 8 });
  expect(aboutAt(claims).description).toContain('66% of the picks we post');
  expect(aboutAt(claims).description).not.toMatch(/slip for every pick/i);
});

test('with a graded pick short of its slip, neither the hero, the story nor the milestones claim a slip for every pick', () => {
  const built = new Date('2026-11-29T12:00:00Z');
  const every = recordClaims([first, later], built, settings);
  const short = recordClaims([first, noSlip], built, settings);
  const said = (claims: typeof short) =>
    [heroAt(claims), aboutAt(claims), trackRecordAt(built, claims).events].map((value) => JSON.stringify(value));
  expect(said(every).filter((text) => /slip for every pick/i.test(text))).toHaveLength(2);
  expect(said(short).filter((text) => /slip for every pick/i.test(text))).toEqual([]);
  expect(said(short).join(' ')).toContain('the real slip for 50% of the picks we post');
});
