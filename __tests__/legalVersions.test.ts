/**
 * @jest-environment node
 */
import { routes } from '@/content/routes';
import { fillIn, legalVersions } from '@/lib/legal/document';
import { changedBlocks } from '@/lib/legal/diff';

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
