import { ImageResponse } from 'next/og';
import { socialCardFonts } from '@/data/fonts';
import { SocialCard, type SocialCardProps } from './SocialCard';

const size = { width: 1200, height: 630 };

/**
 * For `generateImageMetadata` in an opengraph-image route: an id with an extension makes the
 * export write …/opengraph-image/preview.png, which any static host serves as an image.
 */
export function socialImageMetadata(alt: string) {
  return [{ id: 'preview.png', alt, size, contentType: 'image/png' }];
}

/** The social card as the PNG an opengraph-image route returns. */
export async function socialImage(card: SocialCardProps) {
  return new ImageResponse(<SocialCard {...card} />, { ...size, fonts: [...(await socialCardFonts())] });
}
