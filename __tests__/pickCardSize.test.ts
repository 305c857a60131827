/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { brandColors } from '@/data/brand';
import { pickCard } from '@/data/record/pickCard';
import { drawInProcesses } from '@/scripts/build/pick-card-cache';
import { pick, sealedPick } from './support/pick';

// The bound for a ten-year record: a card at most 30 KB on average (82 KB as RGBA).
const AVERAGE_BYTES = 30 * 1024;

const record = {
  trusted: [{ name: 'SAMPLE authority', fingerprint: 'f'.repeat(64), rootUrl: null, sample: true }],
  authorities: ['SAMPLE authority (Receipts Club sample data)'],
  sample: 'Sample record: replaced by the real ledger before launch.',
};
const posted = '2026-11-22T10:41:12-05:00';
const texts = [
  pickCard(sealedPick({ timestamp: { time: '2026-11-29T16:28:10Z' } }), record),
  pickCard(pick('FX-0001', posted, { result: 'pending', profit: null, settled: null }), record),
  // The longest lines a card has: a two-line headline, a cut kicker, a two-line proof.
  pickCard(
    pick('FX-0002', posted, {
      sport: 'college basketball',
      event: 'Southern California Trojans at Stephen F. Austin Lumberjacks',
      selection: 'Stephen F. Austin Lumberjacks first half team total over 38.5',
      result: 'loss',
      score: '71-64',
      profit: -1,
      timestamp: { time: '2026-11-22T15:42:03Z' },
    }),
    { ...record, authorities: ['DigiCert SHA256 RSA4096 Timestamp Responder 2025'] },
  ),
];

/** The fields of a PNG's IHDR chunk, which follows the 8-byte signature. */
function header(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bitDepth: png[24], colorType: png[25] };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pick-card-size-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('a share card is an indexed-color PNG of 1200×630 that decodes, and the cards average at most 30 KB', async () => {
  const jobs = texts.map((text) => ({ text, file: path.join(dir, `${text.id}.png`) }));
  // Drawn in a child process, as a clean build draws: jest cannot load next/og's renderer itself.
  await drawInProcesses(jobs, 1);
  const pngs = jobs.map(({ file }) => readFileSync(file));
  for (const png of pngs) {
    // Color type 3: each pixel is an index into the palette (PLTE), 8 bits deep at most.
    expect(header(png)).toEqual({ width: 1200, height: 630, bitDepth: 8, colorType: 3 });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 1200, height: 630, channels: 3 });
    // The top left corner, far from the glow, is the page's background, within a step a channel.
    const background = Buffer.from(brandColors.background.slice(1), 'hex');
    const off = [0, 1, 2].map((channel) => Math.abs((data[channel] ?? -9) - (background[channel] ?? 0)));
    expect(Math.max(...off)).toBeLessThanOrEqual(1);
  }
  const average = pngs.reduce((sum, png) => sum + png.length, 0) / pngs.length;
  expect(average).toBeLessThanOrEqual(AVERAGE_BYTES);
}, 30_000);
