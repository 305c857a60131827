import { ImageResponse } from 'next/og';
import { socialCardFonts } from '@/data/fonts';
import type { PickCardText } from '@/lib/record/presentation/pickCard';
import { PickCard } from './PickCard';
import { cardSize } from './socialImage';

// Read once per process: a build draws up to thousands of cards, and the same font objects let
// satori reuse what it parsed from them (about 10 ms a card).
let fonts: ReturnType<typeof socialCardFonts> | undefined;

/** A pick's share card as PNG bytes. */
export async function pickCardPng(text: PickCardText): Promise<Buffer> {
  fonts ??= socialCardFonts();
  const image = new ImageResponse(<PickCard text={text} />, { ...cardSize, fonts: [...(await fonts)] });
  return Buffer.from(await image.arrayBuffer());
}
