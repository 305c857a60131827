/**
 * @jest-environment node
 */
import { fork, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { imageSize } from 'image-size';
import { parse } from 'opentype.js';
import { cardCharacters } from '@/data/fontGlyphs';
import { socialCardFonts } from '@/data/fonts';
import { cardCharacterRanges } from '@/lib/record/presentation/cardCharacters';
import type { PickCardText } from '@/lib/record/presentation/pickCard';
import type { PickCardJob } from '@/scripts/build/pick-card-cache';
import { sealedBuild } from '@/e2e/fixtures/record/moments.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pick-card-characters-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the characters a card may hold', () => {
  test('each has a glyph in the font table of a bundled face at every weight the card draws', async () => {
    const faces = (await socialCardFonts()).map(({ data, weight }) => {
      const font = parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
      // The font's cmap table: code point → glyph index, where glyph 0 is the "no glyph" box.
      const cmap: Record<number, number | undefined> = font.tables.cmap?.glyphIndexMap ?? {};
      return { weight, font, cmap };
    });
    const allowed = [...(await cardCharacters())];
    expect(allowed.length).toBeGreaterThan(500);
    for (const weight of new Set(faces.map((face) => face.weight))) {
      const missing = allowed.filter(
        (character) =>
          !faces.some((face) => {
            const glyph = face.cmap[character.codePointAt(0) ?? 0] ?? 0;
            return face.weight === weight && glyph > 0 && face.font.glyphs.get(glyph).advanceWidth! > 0;
          }),
      );
      expect({ weight, missing }).toEqual({ weight, missing: [] });
    }
    const inRange = (character: string) =>
      cardCharacterRanges.some(
        ([first, last]) => first <= character.codePointAt(0)! && character.codePointAt(0)! <= last,
      );
    expect(allowed.filter((character) => !inRange(character))).toEqual([]);
    expect(allowed).toEqual(expect.arrayContaining([...'AzÀéčňŽŁø’“”–—…•−']));
    // The characters the issue found next/og fetching a font for: Inter's Latin subsets lack them.
    expect(allowed.filter((character) => '‼⁉‰'.includes(character))).toEqual([]);
  });
});

describe('the card step without a network', () => {
  /** Every fetch fails and says so on standard error, as a build machine with no internet would. */
  const noFetch = () => {
    const file = path.join(dir, 'no-fetch.mjs');
    writeFileSync(
      file,
      [
        // next/og reads its own WebAssembly from a data: URL with fetch; that never leaves the process.
        'const local = globalThis.fetch;',
        'globalThis.fetch = async (url, init) => {',
        "  if (String(url).startsWith('data:')) return local(url, init);",
        '  process.stderr.write(`fetch attempted: ${String(url).slice(0, 100)}\\n`);',
        "  throw new TypeError('fetch failed: no network');",
        '};',
      ].join('\n'),
    );
    return pathToFileURL(file).href;
  };

  /** Draws the jobs in the build's own drawing process, with fetch made to throw. */
  const drawOffline = (jobs: readonly PickCardJob[]) =>
    new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      const child = fork(path.resolve('scripts/build/pick-card-worker.tsx'), {
        execArgv: ['--import', 'tsx', '--import', noFetch()],
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, stderr }));
      child.send(jobs);
    });

  const text = (lines: Partial<PickCardText>): PickCardText => ({
    id: 'FX-0001',
    brand: 'Receipts Club',
    sample: 'Sample record',
    kicker: 'NFL · Alpha at Beta',
    headline: 'Alpha +3 at -110',
    detail: '1 u staked at Harbor Sports',
    outcome: { text: 'Win · 24-17 · +0.91 u', tone: 'win' },
    proof: 'Posted 2 h before the start, timestamped by SAMPLE authority',
    ...lines,
  });

  test('draws a card holding every character a card may hold, in regular and heavy type, and fetches nothing', async () => {
    // In words of ten, which satori lays out several times faster than one long word.
    const every = [...(await cardCharacters())].join('').replace(/.{10}/gu, '$& ');
    // The kicker is drawn regular and the headline heavy: each weight draws every character.
    const job = { text: text({ kicker: every, headline: every }), file: path.join(dir, 'every.png') };
    const { code, stderr } = await drawOffline([job]);
    expect(stderr).not.toContain('fetch attempted');
    expect(code).toBe(0);
    expect(imageSize(readFileSync(job.file))).toMatchObject({ type: 'png', width: 1200, height: 630 });
  }, 30_000);

  test('refuses a card with a character its fonts lack, naming the pick and the character, and fetches nothing', async () => {
    const job = { text: text({ headline: 'Alpha‼ at Beta at -110' }), file: path.join(dir, 'refused.png') };
    const { code, stderr } = await drawOffline([job]);
    expect(stderr).not.toContain('fetch attempted');
    expect(code).toBe(1);
    expect(stderr).toContain('the card of FX-0001 holds "‼" (U+203C), which its fonts (data/fonts.ts) cannot draw');
  }, 30_000);
});

describe('the check before the build', () => {
  /** The fixture record, with each [from, to] edit made to picks.csv and the corrections appended. */
  const record = (edits: readonly (readonly [string, string])[], corrections = '') => {
    const root = path.join(dir, 'record');
    cpSync(path.resolve('e2e/fixtures/record'), root, { recursive: true });
    const picks = path.join(root, 'picks.csv');
    writeFileSync(
      picks,
      edits.reduce((csv, [from, to]) => csv.replace(from, to), readFileSync(picks, 'utf8')),
    );
    writeFileSync(
      path.join(root, 'corrections.csv'),
      readFileSync(path.join(root, 'corrections.csv'), 'utf8') + corrections,
    );
    return root;
  };

  const check = (root: string) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      RECORD_CONTENT_DIR: root,
      SOURCE_DATE_EPOCH: String(sealedBuild.getTime() / 1000),
    };
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-pick-cards.ts'], { env, encoding: 'utf8' });
  };

  test('passes a record whose cards its fonts draw', () => {
    const result = check(record([]));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('ok    pick cards: the cards of 5 picks hold only characters their fonts draw');
  }, 60_000);

  test('refuses a character the fonts lack with one line naming the row, the pick and the character', () => {
    const root = record(
      [
        ['Boston Celtics at New York Knicks', 'Boston Celtics‽ at New York Knicks'],
        // A sealed pick is checked too: the build after its game starts would draw its card.
        ['Keystone Sportsbook', 'Keystone Sportsbook ‰'],
      ],
      'FX-0001,sportsbook,Harbor Sports ※,The slip names the book so.,2026-11-25\n',
    );
    const result = check(root);
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `error ${root}/corrections.csv:3  FX-0001's sportsbook holds "※" (U+203B), which the pick's share card cannot draw: its fonts (data/fonts.ts) lack it — write the sportsbook without it.`,
      `error ${root}/picks.csv:3  FX-0002's event holds "‽" (U+203D), which the pick's share card cannot draw: its fonts (data/fonts.ts) lack it — write the event without it.`,
      `error ${root}/picks.csv:6  FX-0005's sportsbook holds "‰" (U+2030), which the pick's share card cannot draw: its fonts (data/fonts.ts) lack it — write the sportsbook without it.`,
    ]);
  }, 60_000);
});
