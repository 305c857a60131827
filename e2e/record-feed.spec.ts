import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseFeed } from 'feedsmith';
import { pickPath, recordFeeds, routes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { sealedPick } from './fixtures/record/moments.mjs';
import { expect, test } from '@playwright/test';

// The record's feeds as feed readers get them: the fixture record's two builds (npm run
// build:fixtures:record), the day before its last pick's game and after kickoff, read by a feed
// parser; the pick pages, which link them; and the main build's /record, which points readers to them.
const builds = { sealed: 'out-sealed', revealed: 'out-revealed' } as const;

/** What a feed parser reads of one entry, the same for both formats. */
type Entry = { id: string; title: string; text: string; url: string; published: string; updated: string };

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
      updated: entry.updated ?? '',
    }));
  }
  if (parsed.format !== 'json') throw new Error(`not a feed of the expected format: ${parsed.format}`);
  return (parsed.feed.items ?? []).map((item) => ({
    id: item.id ?? '',
    title: item.title ?? '',
    text: item.content_text ?? '',
    url: item.url ?? '',
    published: item.date_published ?? '',
    updated: item.date_modified ?? '',
  }));
}

const formats = [
  { format: 'atom', file: recordFeeds.atom },
  { format: 'json', file: recordFeeds.json },
] as const;

const built = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const pickUrl = `${siteConfig.url}/record/picks/${sealedPick.id}`;
const ofThePick = (entries: Entry[]) => entries.filter((entry) => entry.url === pickUrl);

/** The rows of a build's record.csv, as published. */
function rows(dir: string): Record<string, string>[] {
  return parse(readFileSync(path.join(dir, 'record.csv'), 'utf8'), { bom: true, columns: true });
}

/** What each graded pick of the fixture record (e2e/fixtures/record/picks.csv) ends its title with. */
const results: Record<string, string> = {
  'FX-0001': ' – Win, 0.91 u won',
  'FX-0002': ' – Loss, 1.50 u lost',
  'FX-0003': ' – Win, 1.45 u won',
  'FX-0004': ' – Push, stake returned',
};

for (const { format, file } of formats) {
  test.describe(`the ${format} feed`, () => {
    test('before the game: the pick is one entry, titled with its sport and start, that names nothing of what was picked', () => {
      const text = built(builds.sealed, file);
      const entries = ofThePick(entriesOf(text, format));
      expect(entries.map((entry) => entry.id)).toEqual([pickUrl]);
      for (const hidden of [sealedPick.event, sealedPick.selection, sealedPick.sportsbook, 'Eagles', 'Over 44']) {
        expect(text, hidden).not.toContain(hidden);
      }
      expect(entries[0]?.title).toBe(`${sealedPick.id}: NFL, sealed until Nov 30, 8:15 PM EST (sample)`);
      expect(entries[0]?.text).toContain('NFL, 1 u.');
      expect(entries[0]?.text).not.toMatch(/-105|total/);
      expect(entries[0]?.updated).toBe(entries[0]?.published);
    });

    test('after kickoff: the same entry, under the same id, titled with the pick, its odds and its game, updated at the start', () => {
      const [sealed] = ofThePick(entriesOf(built(builds.sealed, file), format));
      const revealed = ofThePick(entriesOf(built(builds.revealed, file), format));
      expect(revealed).toHaveLength(1);
      expect(revealed[0]).toMatchObject({
        id: sealed?.id,
        published: sealed?.published,
        updated: '2026-12-01T01:15:00Z',
        title: `${sealedPick.id}: ${sealedPick.selection} (-105), ${sealedPick.event} (sample)`,
      });
      expect(revealed[0]?.text).toContain(
        `${sealedPick.selection} at -105, 1 u at ${sealedPick.sportsbook}: ${sealedPick.event} (NFL, total)`,
      );
      expect(revealed[0]?.text).toContain('Result: not graded yet.');
      expect(revealed[0]?.text).toContain(pickUrl);
    });

    test('has each pick of the record once, its pick in the title, and a graded one’s result', () => {
      for (const dir of Object.values(builds)) {
        const entries = entriesOf(built(dir, file), format);
        const picks = rows(dir);
        expect(entries.map((entry) => entry.id).sort(), dir).toEqual(
          picks.map((row) => `${siteConfig.url}${pickPath(row.id ?? '')}`).sort(),
        );
        for (const row of picks) {
          const entry = entries.find((candidate) => candidate.url === `${siteConfig.url}${pickPath(row.id ?? '')}`);
          const title = entry?.title.replace(/ \(sample\)$/, '') ?? '';
          if (!row.secret) {
            expect(title, dir).toMatch(new RegExp(`^${row.id}: NFL, sealed until `));
            continue;
          }
          expect(title, dir).toContain(`${row.id}: ${row.selection} (${row.odds}), ${row.event}`);
          expect(title.endsWith(results[row.id ?? ''] ?? `${row.event}`), `${dir}: ${title}`).toBe(true);
          expect(entry?.text, dir).toContain(row.sportsbook);
        }
      }
    });

    test('lists the entries newest first by their last update', () => {
      for (const dir of Object.values(builds)) {
        const entries = entriesOf(built(dir, file), format);
        const times = entries.map((entry) => Date.parse(entry.updated));
        expect(times, dir).toEqual([...times].sort((a, b) => b - a));
        for (const entry of entries)
          expect(Date.parse(entry.updated), entry.id).toBeGreaterThanOrEqual(Date.parse(entry.published));
      }
    });
  });
}

test('every Atom entry has what RFC 4287 requires: an id, a title, an updated time and a link', () => {
  for (const dir of Object.values(builds)) {
    const parsed = parseFeed(built(dir, recordFeeds.atom));
    if (parsed.format !== 'atom') throw new Error(`${dir}${recordFeeds.atom} is not Atom`);
    expect(parsed.feed.entries?.length, dir).toBeGreaterThan(0);
    for (const entry of parsed.feed.entries ?? []) {
      expect(entry.id, dir).toMatch(/^https:\/\//);
      expect(entry.title?.value, entry.id).toBeTruthy();
      expect(entry.updated, entry.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(entry.links?.find((link) => link.rel === 'alternate')?.href, entry.id).toBe(entry.id);
    }
  }
});

test('every pick page links both feeds, sealed or revealed', () => {
  for (const dir of Object.values(builds)) {
    for (const row of rows(dir)) {
      const html = readFileSync(path.join(dir, `${pickPath(row.id ?? '')}.html`), 'utf8');
      const nav = /<nav[^>]*aria-label="More picks"[^>]*>[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      for (const feed of [recordFeeds.atom, recordFeeds.json])
        expect(nav, `${dir} ${row.id}`).toContain(`href="${feed}"`);
    }
  }
});

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
