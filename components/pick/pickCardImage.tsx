import { ImageResponse } from 'next/og';
import { cardCharacters } from '@/data/fontGlyphs';
import { socialCardFonts } from '@/data/fonts';
import { cardTextProblem } from '@/lib/record/presentation/cardCharacters';
import type { PickCardText } from '@/lib/record/presentation/pickCard';
import { PickCard } from './PickCard';
import { cardSize } from '@/components/ui/socialImage';

// Read once per process: a build draws up to thousands of cards, and the same font objects let
// satori reuse what it parsed from them (about 10 ms a card).
let fonts: ReturnType<typeof socialCardFonts> | undefined;

/**
 * A pick's share card as PNG bytes. next/og fetches a font from the internet for a character its
 * fonts lack, and it cannot be told not to: a card with one is refused before it is drawn.
 */
export async function pickCardPng(text: PickCardText): Promise<Buffer> {
  const problem = cardTextProblem(text, await cardCharacters());
  if (problem) throw new Error(`pick-cards: ${problem}`);
  fonts ??= socialCardFonts();
  const image = new ImageResponse(<PickCard text={text} />, { ...cardSize, fonts: [...(await fonts)] });
  return Buffer.from(await image.arrayBuffer());
}
