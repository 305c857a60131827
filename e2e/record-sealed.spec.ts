import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { parseFeed } from 'feedsmith';
import { pickPath, recordFeeds } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { startLocalAuthority } from '../scripts/record/local-tsa.mjs';
import { revealedBuild, sealedBuild, sealedPick } from './fixtures/record/moments.mjs';
import { expect, test } from '@playwright/test';

// Two builds of the fixture record (npm run build:fixtures:record): the day before the last pick's
// game, and after kickoff.
const builds = { sealed: 'out-sealed', revealed: 'out-revealed' } as const;

/** Every file a build publishes, as text (images and tokens too, byte for byte as latin1). */
function published(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dir, file), text: readFileSync(file, 'latin1') };
    });
}

/** The pick's row of a build's /record.csv. */
function row(dir: string): Record<string, string> {
  const rows: Record<string, string>[] = parse(readFileSync(path.join(dir, 'record.csv'), 'utf8'), {
    bom: true,
    columns: true,
  });
  const found = rows.find((candidate) => candidate.id === sealedPick.id);
  if (!found) throw new Error(`${sealedPick.id} is not in ${dir}/record.csv`);
  return found;
}

const secretOf = () => row(builds.revealed).secret ?? '';

test.describe('a pick before its game', () => {
  test('is sealed: what was picked, the odds, the book and the secret appear in no file the site publishes', () => {
    const files = published(builds.sealed);
    expect(files.length).toBeGreaterThan(20);
    const secret = secretOf();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    for (const hidden of [sealedPick.event, sealedPick.selection, sealedPick.sportsbook, secret]) {
      expect(
        files.filter(({ text }) => text.includes(hidden)).map(({ file }) => file),
        hidden,
      ).toEqual([]);
    }
    expect(row(builds.sealed)).toMatchObject({ event: '', selection: '', odds: '', sportsbook: '', secret: '' });
  });

  test('has its one entry in each feed, with its seal, which the files above found nothing hidden in', () => {
    const seal = row(builds.sealed).seal ?? '';
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    for (const feed of [recordFeeds.atom, recordFeeds.json]) {
      const parsed = parseFeed(readFileSync(path.join(builds.sealed, feed), 'utf8'));
      const entries =
        parsed.format === 'atom'
          ? (parsed.feed.entries ?? []).map((entry) => ({ id: entry.id, text: entry.summary?.value }))
          : parsed.format === 'json'
            ? (parsed.feed.items ?? []).map((item) => ({ id: item.id, text: item.content_text }))
            : [];
      const own = entries.filter((entry) => entry.id === `${siteConfig.url}${pickPath(sealedPick.id)}`);
      expect(own, feed).toHaveLength(1);
      expect(own[0]?.text, feed).toContain(seal);
    }
  });

  test('is revealed by the first build after kickoff, under the same seal, with the secret that opens it', () => {
    const [sealed, revealed] = [row(builds.sealed), row(builds.revealed)];
    expect(revealed).toMatchObject({ event: sealedPick.event, selection: sealedPick.selection, secret: secretOf() });
    expect(revealed.seal).toMatch(/^[0-9a-f]{64}$/);
    expect(revealed.seal).toBe(sealed.seal);
    const yearPage = readFileSync(path.join(builds.revealed, 'record/2026.html'), 'utf8');
    expect(yearPage).toContain(sealedPick.event);
  });

  test('both builds pass npm run record:verify as the sample they are, each checked at the moment it was built', () => {
    for (const [dir, at] of [
      [builds.sealed, sealedBuild],
      [builds.revealed, revealedBuild],
    ] as const) {
      const result = spawnSync(
        process.execPath,
        ['scripts/record/verify.mjs', dir, '--at', at.toISOString(), '--sample'],
        { encoding: 'utf8' },
      );
      expect(result.stderr, dir).toBe('');
      expect(result.status, dir).toBe(0);
    }
  });
});

test('a built copy whose authority.pem is swapped for another authority’s fails record:verify', async () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'swapped-'));
  cpSync(path.join(builds.revealed, 'record.csv'), path.join(copy, 'record.csv'));
  cpSync(path.join(builds.revealed, 'record'), path.join(copy, 'record'), { recursive: true });
  const other = await startLocalAuthority();
  try {
    cpSync(other.caFile, path.join(copy, 'record/timestamps/authority.pem'));
  } finally {
    await other.close();
  }
  const result = spawnSync(process.execPath, ['scripts/record/verify.mjs', copy, '--at', revealedBuild.toISOString()], {
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('record/timestamps/authority.pem holds O = Local test authority');
});

test('the download opens in a spreadsheet as text: a note that starts a formula stays a note, numbers keep their sign', () => {
  // LibreOffice Calc opens the published record.csv (UTF-8, comma-separated) as anyone would.
  test.setTimeout(60_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'spreadsheet-'));
  const converted = spawnSync(
    'soffice',
    [
      '--headless',
      `-env:UserInstallation=file://${dir}/profile`,
      '--convert-to',
      'fods',
      '--infilter=CSV:44,34,76,1',
      '--outdir',
      dir,
      path.join(builds.revealed, 'record.csv'),
    ],
    { encoding: 'utf8' },
  );
  expect(converted.status, converted.stderr).toBe(0);
  const sheet = readFileSync(path.join(dir, 'record.fods'), 'utf8');
  expect(sheet).not.toContain('table:formula');
  expect(sheet).toContain('<text:p>&apos;=HYPERLINK(&quot;http://example.com&quot;,&quot;x&quot;)</text:p>');
  // Odds +145 and a profit of -1.5 arrive as the numbers 145 and -1.5.
  expect(sheet).toContain('office:value-type="float" office:value="145"');
  expect(sheet).toContain('office:value-type="float" office:value="-1.5"');
});
