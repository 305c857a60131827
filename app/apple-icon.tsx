import { ImageResponse } from 'next/og';
import { AppIcon } from '@/components/ui/AppIcon';

export const dynamic = 'force-static';

const SIZE = 180;

// An id with an extension makes the export write apple-icon/touch.png, which any static host
// serves as an image; the plain convention would write a file named "apple-icon" with no type.
export function generateImageMetadata() {
  return [{ id: 'touch.png', size: { width: SIZE, height: SIZE }, contentType: 'image/png' }];
}

export default function AppleIcon() {
  return new ImageResponse(<AppIcon size={SIZE} />, { width: SIZE, height: SIZE });
}
