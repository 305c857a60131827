import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { cardCharacters } from '@/data/fontGlyphs';
import { socialCardFonts } from '@/data/fonts';
import { cardTextProblem } from '@/lib/record/presentation/cardCharacters';
import type { PickCardText } from '@/lib/record/presentation/pickCard';
import { PickCard } from './PickCard';
import { cardSize } from '@/components/ui/socialImage';

// Read once per process: a build draws up to thousands of cards, and the same font objects let
// satori reuse what it parsed from them (about 10 ms a card).
let fonts: ReturnType<typeof socialCardFonts> | undefined;

// next/og writes a 1200×630 RGBA PNG of about 82 KB. The card is flat text on one dark ground, so a
// palette of a few dozen colors (libimagequant, in sharp) keeps the text's antialiased edges and
// the glow's steps too faint to see, at about a third of the size. Quality 90 at the least effort,
// undithered: a quarter of the CPU time of the default effort (dithered), for about 2 KB more.
const palettePng = { palette: true, quality: 90, effort: 1, dither: 0, compressionLevel: 9 } as const;

/**
 * A pick's share card as an indexed-color PNG. next/og fetches a font from the internet for a
 * character its fonts lack, and it cannot be told not to: a card with one is refused before it is
 * drawn.
 */
export async function pickCardPng(text: PickCardText): Promise<Buffer> {
  const problem = cardTextProblem(text, await cardCharacters());
  if (problem) throw new Error(`pick-cards: ${problem}`);
  fonts ??= socialCardFonts();
  const image = new ImageResponse(<PickCard text={text} />, { ...cardSize, fonts: [...(await fonts)] });
  return sharp(Buffer.from(await image.arrayBuffer()))
    .png(palettePng)
    .toBuffer();
}
