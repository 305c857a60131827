import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFeed } from 'feedsmith';
import { recordFeeds, routes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { sealedPick } from './fixtures/record/moments.mjs';
import { expect, test } from '@playwright/test';

// The record's feeds as feed readers get them: the fixture record's two builds (npm run
// build:fixtures:record), the day before its last pick's game and after kickoff, read by a feed
// parser; and the main build's /record, which points readers to them.
const builds = { sealed: 'out-sealed', revealed: 'out-revealed' } as const;

/** What a feed parser reads of one entry, the same for both formats. */
type Entry = { id: string; title: string; text: string; url: string; published: string };

/** The entries of a built feed file, as a feed parser reads them, checking it is the format expected. */
function entriesOf(text: string, format: 'atom' | 'json'): Entry[] {
  const parsed = parseFeed(text);
  expect(parsed.format).toBe(format);
  if (parsed.format === 'atom') {
    return (parsed.feed.entries ?? []).map((entry) => ({
      id: entry.id ?? '',
      title: entry.title?.value ?? '',
      text: entry.summary?.value ?? '',
      url: entry.links?.find((link) => link.rel === 'alternate')?.href ?? '',
      published: entry.published ?? '',
    }));
  }
  if (parsed.format !== 'json') throw new Error(`not a feed of the expected format: ${parsed.format}`);
  return (parsed.feed.items ?? []).map((item) => ({
    id: item.id ?? '',
    title: item.title ?? '',
    text: item.content_text ?? '',
    url: item.url ?? '',
    published: item.date_published ?? '',
  }));
}

const formats = [
  { format: 'atom', file: recordFeeds.atom },
  { format: 'json', file: recordFeeds.json },
] as const;

const built = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const pickUrl = `${siteConfig.url}/record/picks/${sealedPick.id}`;
const ofThePick = (entries: Entry[]) => entries.filter((entry) => entry.url === pickUrl);

for (const { format, file } of formats) {
  test.describe(`the ${format} feed`, () => {
    test('before the game: the pick is one entry, as posted, that names nothing of what was picked', () => {
      const text = built(builds.sealed, file);
      const entries = ofThePick(entriesOf(text, format));
      expect(entries.map((entry) => entry.id)).toEqual([`${pickUrl}#posted`]);
      for (const hidden of [sealedPick.event, sealedPick.selection, sealedPick.sportsbook, 'Eagles', 'Over 44']) {
        expect(text, hidden).not.toContain(hidden);
      }
      expect(entries[0]?.title).toMatch(/^FX-0005 posted: NFL, 1 u, sealed until the start/);
      expect(entries[0]?.text).not.toMatch(/-105|total/);
    });

    test('after kickoff: the pick is revealed under a new id, and its posted entry is the same as before', () => {
      const sealed = ofThePick(entriesOf(built(builds.sealed, file), format));
      const revealed = ofThePick(entriesOf(built(builds.revealed, file), format));
      expect(revealed.map((entry) => entry.id)).toEqual([`${pickUrl}#revealed`, `${pickUrl}#posted`]);
      expect(revealed[1]).toEqual(sealed[0]);
      expect(revealed[0]?.text).toContain(`${sealedPick.event} (NFL, total): ${sealedPick.selection} at -105`);
      expect(revealed[0]?.text).toContain(sealedPick.sportsbook);
      expect(revealed[0]?.published).toBe('2026-12-01T01:15:00Z');
    });

    test('lists every entry newest first, each id once', () => {
      for (const dir of Object.values(builds)) {
        const entries = entriesOf(built(dir, file), format);
        expect(entries.length).toBeGreaterThan(5);
        const times = entries.map((entry) => Date.parse(entry.published));
        expect(times, dir).toEqual([...times].sort((a, b) => b - a));
        expect(new Set(entries.map((entry) => entry.id)).size, dir).toBe(entries.length);
      }
    });
  });
}

test('/record names both feeds in its head, and each is served with its type and parses', async ({ page, request }) => {
  await page.goto(routes.record);
  for (const { format, file } of formats) {
    const type = format === 'atom' ? 'application/atom+xml' : 'application/feed+json';
    const links = page.locator(`head link[rel="alternate"][type="${type}"]`);
    await expect(links).toHaveCount(1);
    expect(await links.getAttribute('href')).toBe(`${siteConfig.url}${file}`);
    expect(await links.getAttribute('title')).toBeTruthy();
    const response = await request.get(file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(format === 'atom' ? `${type}; charset=utf-8` : type);
    expect(entriesOf(await response.text(), format).length).toBeGreaterThan(0);
  }
});
