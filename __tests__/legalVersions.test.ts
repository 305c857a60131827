/**
 * @jest-environment node
 */
import { routes } from '@/content/routes';
import { fillIn, legalVersions } from '@/lib/legal/document';
import { changedBlocks } from '@/lib/legal/diff';
import { calendarDay } from '@/lib/legal/versions.mjs';
import { recordSettings } from '@/content/record/settings.mjs';

describe('legalVersions', () => {
  const dates = ['2026-01-10', '2025-09-16', '2099-01-01'];

  test('the newest version dated on or before the build date is in effect; its canonical is the document', () => {
    expect(legalVersions(dates, '2026-11-23', routes.terms)).toEqual([
      {
        date: '2025-09-16',
        status: 'past',
        path: `${routes.terms}/2025-09-16`,
        canonical: `${routes.terms}/2025-09-16`,
        previous: undefined,
        next: '2026-01-10',
      },
      {
        date: '2026-01-10',
        status: 'current',
        path: `${routes.terms}/2026-01-10`,
        canonical: routes.terms,
        previous: '2025-09-16',
        next: '2099-01-01',
      },
      {
        date: '2099-01-01',
        status: 'upcoming',
        path: `${routes.terms}/2099-01-01`,
        canonical: `${routes.terms}/2099-01-01`,
        previous: '2026-01-10',
        next: undefined,
      },
    ]);
  });

  test('a version takes effect on its own date', () => {
    expect(legalVersions(dates, '2026-01-10', routes.terms).map((version) => version.status)).toEqual([
      'past',
      'current',
      'upcoming',
    ]);
  });

  test('a document with no version in effect yet stops the build', () => {
    expect(() => legalVersions(['2099-01-01'], '2026-11-23', routes.terms)).toThrow(
      `No version of ${routes.terms} is in effect on 2026-11-23: the earliest is dated 2099-01-01.`,
    );
  });
});

describe('changedBlocks', () => {
  test('keeps only the paragraphs that changed, with the inserted and deleted words marked', () => {
    const before = 'Members pay monthly.\n\nCancel by email.\n\nDisputes go to arbitration in New York.';
    const after = 'Members pay monthly.\n\nCancel online or by email.\n\nDisputes go to arbitration.';
    expect(changedBlocks(before, after)).toEqual([
      [
        { value: 'Cancel ', change: null },
        { value: 'online or ', change: 'inserted' },
        { value: 'by email.', change: null },
      ],
      [
        { value: 'Disputes go to arbitration', change: null },
        { value: ' in New York', change: 'deleted' },
        { value: '.', change: null },
      ],
    ]);
  });

  test('a removed paragraph is shown deleted on its own', () => {
    expect(changedBlocks('One.\n\nTwo.\n\nThree.', 'One.\n\nThree.')).toEqual([[{ value: 'Two.', change: 'deleted' }]]);
  });

  test('the same text has no changes', () => {
    expect(changedBlocks('One.\n\nTwo.', 'One.\n\nTwo.')).toEqual([]);
  });
});

test('fillIn writes what each component shows into the text', () => {
  expect(fillIn('Write to {ContactEmail} at {SiteName}.', { ContactEmail: 'a@b.c', SiteName: 'Club' })).toBe(
    'Write to a@b.c at Club.',
  );
});

describe('the day a version takes effect', () => {
  const dates = ['2025-09-16', '2026-12-02'];
  const inEffect = (instant: string) =>
    legalVersions(dates, calendarDay(new Date(instant), 'America/New_York'), routes.terms).find(
      (version) => version.status === 'current',
    )?.date;

  test('is counted in the site’s time zone: late on December 1 in New York is not December 2 yet', () => {
    expect(inEffect('2026-12-01T23:30:00-05:00')).toBe('2025-09-16');
    expect(inEffect('2026-12-02T00:10:00-05:00')).toBe('2026-12-02');
  });

  test('calendarDay reads the zone, not UTC, on both sides of midnight', () => {
    expect(calendarDay(new Date('2026-12-02T04:30:00Z'), 'America/New_York')).toBe('2026-12-01');
    expect(calendarDay(new Date('2026-12-02T04:30:00Z'), 'UTC')).toBe('2026-12-02');
    expect(calendarDay(new Date('2026-07-01T03:59:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(calendarDay(new Date('2026-07-01T04:00:00Z'), 'America/New_York')).toBe('2026-07-01');
  });

  test('the build reads the record’s time zone for the day in effect', () => {
    const dayAt = (instant: string) => {
      const saved = process.env.SOURCE_DATE_EPOCH;
      process.env.SOURCE_DATE_EPOCH = String(Date.parse(instant) / 1000);
      try {
        let day = '';
        jest.isolateModules(() => {
          day = (jest.requireActual('@/data/legal/buildDay') as { legalBuildDay: string }).legalBuildDay;
        });
        return day;
      } finally {
        if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
        else process.env.SOURCE_DATE_EPOCH = saved;
      }
    };
    expect(recordSettings.timeZone).toBe('America/New_York');
    expect(dayAt('2026-12-01T23:30:00-05:00')).toBe('2026-12-01');
    expect(dayAt('2026-12-02T00:10:00-05:00')).toBe('2026-12-02');
  });
});
