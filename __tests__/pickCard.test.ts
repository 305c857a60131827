/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { keepInCache } from '@/data/buildCache.mjs';
import { pickCard } from '@/data/record/pickCard';
import type { PublishedPick, SealedPick } from '@/lib/record/types';
import { drawInProcesses, publishPickCards, type PickCardJob } from '@/scripts/build/pick-card-cache';
import { pick, sealedPick } from './support/pick';

const sampleRecord = {
  trusted: [{ name: 'SAMPLE authority', fingerprint: 'f'.repeat(64), rootUrl: null, sample: true }],
  authorities: ['SAMPLE authority (Receipts Club sample data)'],
  sample: 'Sample record: replaced by the real ledger before launch.',
};
const card = (published: PublishedPick) => pickCard(published, sampleRecord);

const sealed = sealedPick({ stake: 1.5, timestamp: { time: '2026-11-29T16:28:10Z' } });

/** Buffalo at Kansas City, posted 10:41 AM and timestamped 10:42 AM EST for a 1 PM start. */
const bills = (extra: Partial<Parameters<typeof pick>[2]> = {}) =>
  pick('FX-0001', '2026-11-22T10:41:12-05:00', {
    eventStart: '2026-11-22T13:00:00-05:00',
    earliestStart: '2026-11-22T13:00:00-05:00',
    event: 'Buffalo Bills at Kansas City Chiefs',
    selection: 'Buffalo Bills +3',
    odds: -110,
    stake: 1,
    sportsbook: 'Harbor Sports',
    result: 'pending',
    score: null,
    settled: null,
    profit: null,
    timestamp: { time: '2026-11-22T15:42:03Z' },
    ...extra,
  });
const graded = (result: 'win' | 'loss' | 'push' | 'void', score: string | null, profit: number) =>
  bills({ result, score, profit, settled: '2026-11-22T16:18:00-05:00' });

describe('the card text', () => {
  test('a sealed pick: until when, the sport and the stake, never what was picked', () => {
    expect(card(sealed)).toEqual({
      id: 'FX-0005',
      brand: 'Receipts Club',
      sample: 'Sample record',
      kicker: 'NFL',
      headline: 'Sealed until Nov 30, 8:15 PM EST',
      detail: '1.5 u staked',
      outcome: { text: 'Pick revealed when the game starts', tone: 'neutral' },
      proof: 'Posted 32 h before the start, timestamped by SAMPLE authority',
    });
  });

  test('a sealed pick that carries more than its type at run time still shows only the sealed fields', () => {
    const leaky = {
      ...sealed,
      event: 'Philadelphia Eagles at Green Bay Packers',
      selection: 'Over 44.5',
      odds: -105,
      sportsbook: 'Keystone Sportsbook',
      secret: 'd'.repeat(64),
    } as SealedPick;
    const text = JSON.stringify(card(leaky));
    for (const hidden of ['Eagles', 'Over 44.5', '105', 'Keystone', 'd'.repeat(64)]) expect(text).not.toContain(hidden);
    expect(card(leaky)).toEqual(card(sealed));
  });

  test('a revealed pick before its grade: the pick, the odds, the book and the game', () => {
    expect(card(bills())).toEqual({
      id: 'FX-0001',
      brand: 'Receipts Club',
      sample: 'Sample record',
      kicker: 'NFL · Buffalo Bills at Kansas City Chiefs',
      headline: 'Buffalo Bills +3 at -110',
      detail: '1 u staked at Harbor Sports',
      outcome: { text: 'Result pending', tone: 'neutral' },
      proof: 'Posted 2 h before the start, timestamped by SAMPLE authority',
    });
  });

  test('a graded pick: the result, the final score and the units', () => {
    expect(card(graded('win', '23-24', 0.91)).outcome).toEqual({ text: 'Win · 23-24 · +0.91 u', tone: 'win' });
    expect(card(graded('loss', '24-23', -1)).outcome).toEqual({ text: 'Loss · 24-23 · \u22121.00 u', tone: 'loss' });
    expect(card(graded('push', '24-21', 0)).outcome).toEqual({
      text: 'Push · 24-21 · stake returned',
      tone: 'neutral',
    });
  });

  test('a void: called off, so no units either way, and no score when the game was not played', () => {
    expect(card(graded('void', null, 0)).outcome).toEqual({ text: 'Void · stake returned', tone: 'neutral' });
    expect(card(graded('void', 'F5 3-2', 0)).outcome).toEqual({
      text: 'Void · F5 3-2 · stake returned',
      tone: 'neutral',
    });
  });

  test('a parlay shows its event and odds; its legs and their scores are left to its page', () => {
    const parlay = bills({
      market: 'parlay',
      event: '4-leg parlay',
      selection: 'Cincinnati Bengals at Cleveland Browns: Cincinnati Bengals moneyline (-145); and three more legs',
      odds: 774,
      stake: 0.5,
      result: 'loss',
      score: 'loss 27-33; loss 52-7; loss 13-26; win 0-31',
      profit: -0.5,
    });
    expect(card(parlay)).toMatchObject({
      kicker: 'NFL',
      headline: '4-leg parlay at +774',
      detail: '0.5 u staked at Harbor Sports',
      outcome: { text: 'Loss · \u22120.50 u', tone: 'loss' },
    });
  });

  test('a long selection or game is cut at a word, and a sport starts the line with a capital', () => {
    const long = bills({
      sport: 'college basketball',
      event: 'Southern California Trojans at Stephen F. Austin Lumberjacks',
      selection: 'Stephen F. Austin Lumberjacks first half team total over 38.5',
    });
    expect(card(long)).toMatchObject({
      kicker: 'College basketball · Southern California Trojans at…',
      headline: 'Stephen F. Austin Lumberjacks first half team… at -110',
    });
  });

  test('not timestamped yet: the lead from the posted time, and the card says the token is missing', () => {
    expect(card(bills({ timestamp: null })).proof).toBe('Posted 2 h before the start, not timestamped yet');
  });

  test('a token after the start says so, and the lead counts from the earliest start the record gave', () => {
    expect(card(bills({ timestamp: { time: '2026-11-22T18:20:00Z' } })).proof).toBe(
      'Timestamped 20 min after the start by SAMPLE authority',
    );
    const moved = bills({ eventStart: '2026-11-22T20:00:00-05:00', earliestStart: '2026-11-22T12:00:00-05:00' });
    expect(card(moved).proof).toBe('Posted 1 h before the start, timestamped by SAMPLE authority');
  });

  test('a real record has no sample badge and names its pinned authority, else the certificate’s name', () => {
    const real = { trusted: [], authorities: ['Acme TSA'], sample: null };
    expect(pickCard(bills(), real)).toMatchObject({
      sample: null,
      proof: 'Posted 2 h before the start, timestamped by Acme TSA',
    });
    const long = { ...real, authorities: ['DigiCert SHA256 RSA4096 Timestamp Responder 2025'] };
    expect(pickCard(bills(), long).proof).toBe(
      'Posted 2 h before the start, timestamped by DigiCert SHA256 RSA4096 Timestamp…',
    );
  });
});

describe('the cards step', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'pick-cards-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  // Drawn in a child process, as a clean build draws: jest cannot load next/og's renderer itself.
  const draw = (jobs: readonly PickCardJob[]) => drawInProcesses(jobs, 1);

  test('draws each card once, reuses it while its text is the same, and redraws only a changed one', async () => {
    const options = { out: path.join(dir, 'out'), cache: path.join(dir, 'cache'), fingerprint: 'test', draw };
    const texts = [card(sealed), card(bills()), card(graded('win', '23-24', 0.91))].map((text, index) => ({
      ...text,
      id: `FX-000${index + 1}`,
    }));
    expect(await publishPickCards(texts, options)).toEqual({ drawn: 3, reused: 0, pruned: 0 });
    const png = readFileSync(path.join(dir, 'out/record/cards/FX-0001.png'));
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });

    rmSync(options.out, { recursive: true });
    expect(await publishPickCards(texts, options)).toEqual({ drawn: 0, reused: 3, pruned: 0 });
    expect(readFileSync(path.join(dir, 'out/record/cards/FX-0001.png'))).toEqual(png);

    // The pending pick is graded: its card alone changes.
    const changed = [texts[0]!, { ...card(graded('loss', '24-23', -1)), id: 'FX-0002' }, texts[2]!];
    expect(await publishPickCards(changed, options)).toEqual({ drawn: 1, reused: 2, pruned: 0 });
    expect(await publishPickCards(texts, { ...options, fingerprint: 'another renderer' })).toMatchObject({ drawn: 3 });
    const kept = readdirSync(options.cache);
    expect(kept.filter((name) => name.endsWith('.png'))).toHaveLength(7);
    expect(kept.filter((name) => name.endsWith('.png.sha256'))).toHaveLength(7);
  }, 30_000);

  test('a cached card whose bytes changed since the build that drew it is drawn again, and says so', async () => {
    const drawing = (id: string) => Buffer.from(`the card of ${id}`);
    const drawn: string[] = [];
    const options = {
      out: path.join(dir, 'out'),
      cache: path.join(dir, 'cache'),
      fingerprint: 'test',
      draw: async (jobs: readonly PickCardJob[]) => {
        for (const job of jobs) {
          drawn.push(job.text.id);
          keepInCache(job.file, drawing(job.text.id));
        }
      },
    };
    const texts = [card(sealed), card(bills())].map((text, index) => ({ ...text, id: `FX-000${index + 1}` }));
    expect(await publishPickCards(texts, options)).toEqual({ drawn: 2, reused: 0, pruned: 0 });
    const cached = (id: string) =>
      readdirSync(options.cache)
        .filter((name) => name.endsWith('.png'))
        .map((name) => path.join(options.cache, name))
        .find((file) => readFileSync(file).equals(drawing(id)))!;
    // The sealed pick's card, edited in the cache to show the pick.
    writeFileSync(cached('FX-0001'), 'Philadelphia Eagles at Green Bay Packers: Over 44.5');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      drawn.length = 0;
      expect(await publishPickCards(texts, options)).toEqual({ drawn: 1, reused: 1, pruned: 0 });
      expect(drawn).toEqual(['FX-0001']);
      expect(readFileSync(path.join(options.out, 'record/cards/FX-0001.png'))).toEqual(drawing('FX-0001'));
      expect(warn.mock.calls).toEqual([
        [
          `pick-cards: the cached card of FX-0001 changed since the build that drew it (${path.relative(process.cwd(), options.cache)}): drawn again, not reused.`,
        ],
      ]);
      // An entry without its digest (a build stopped halfway) is drawn again too, quietly.
      rmSync(`${cached('FX-0002')}.sha256`);
      drawn.length = 0;
      expect(await publishPickCards(texts, options)).toEqual({ drawn: 1, reused: 1, pruned: 0 });
      expect(drawn).toEqual(['FX-0002']);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  test('deletes a card no build has used for a week, and keeps one a build of another state may still use', async () => {
    const cache = path.join(dir, 'cache');
    const now = Date.parse('2026-11-30T12:00:00Z');
    const options = { out: path.join(dir, 'out'), cache, fingerprint: 'test', now, draw: async () => {} };
    await publishPickCards([], options);
    for (const [name, age] of [
      ['old.png', 8],
      ['recent.png', 6],
    ] as const) {
      writeFileSync(path.join(cache, name), '');
      const seconds = (now - age * 86_400_000) / 1000;
      utimesSync(path.join(cache, name), seconds, seconds);
    }
    expect(await publishPickCards([], options)).toEqual({ drawn: 0, reused: 0, pruned: 1 });
    expect(readdirSync(cache)).toEqual(['recent.png']);
  });
});
