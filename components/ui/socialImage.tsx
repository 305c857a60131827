import { ImageResponse } from 'next/og';
import { socialCardFonts } from '@/data/fonts';
import { SocialCard, type SocialCardProps } from './SocialCard';

/** Every preview card's size, as the pages' `openGraph.images` entries give it. */
export const cardSize = { width: 1200, height: 630 } as const;

/**
 * For `generateImageMetadata` in an opengraph-image route: an id with an extension makes the
 * export write …/opengraph-image/preview.png, which any static host serves as an image.
 */
export function socialImageMetadata(alt: string) {
  return [{ id: 'preview.png', alt, size: cardSize, contentType: 'image/png' }];
}

/** The social card as the PNG an opengraph-image route returns. */
export async function socialImage(card: SocialCardProps) {
  return new ImageResponse(<SocialCard {...card} />, { ...cardSize, fonts: [...(await socialCardFonts())] });
}
