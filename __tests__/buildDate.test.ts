/**
 * @jest-environment node
 */
import { parseBuildDate } from '@/lib/buildDate.mjs';

const now = new Date('2030-01-01T00:00:00Z');

test('SOURCE_DATE_EPOCH, in seconds since 1970 UTC, is the build date', () => {
  expect(parseBuildDate('1758369600', now).toISOString()).toBe('2025-09-20T12:00:00.000Z');
  expect(parseBuildDate(' 1795435200\n', now).toISOString()).toBe('2026-11-23T12:00:00.000Z');
});

test('without SOURCE_DATE_EPOCH the build date is now', () => {
  expect(parseBuildDate(undefined, now)).toBe(now);
  expect(parseBuildDate('', now)).toBe(now);
});

test.each(['yesterday', '2025-09-20', '1.5e9', '-1', '17583696OO'])(
  'a SOURCE_DATE_EPOCH of "%s" stops the build with a message that says what it must be',
  (value) => {
    expect(() => parseBuildDate(value, now)).toThrow(/SOURCE_DATE_EPOCH must be whole seconds since 1970 \(UTC\)/);
  },
);

describe('the buildDate every page reads', () => {
  const saved = process.env.SOURCE_DATE_EPOCH;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
    jest.resetModules();
  });

  test('comes from SOURCE_DATE_EPOCH when it is set', async () => {
    process.env.SOURCE_DATE_EPOCH = '1795435200';
    jest.resetModules();
    const { buildDate } = await import('@/data/buildDate.mjs');
    expect(buildDate.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  test('refuses a garbage SOURCE_DATE_EPOCH as soon as it is read', async () => {
    process.env.SOURCE_DATE_EPOCH = 'not-a-time';
    jest.resetModules();
    await expect(import('@/data/buildDate.mjs')).rejects.toThrow('SOURCE_DATE_EPOCH must be whole seconds');
  });
});
