import { ImageResponse } from 'next/og';
import { brandColors } from '@/content/brand';
import { markSvg } from '@/lib/socialImage';

export const dynamic = 'force-static';

const size = { width: 180, height: 180 };

// An id with an extension makes the export write apple-icon/touch.png, which any static host
// serves as an image; the plain convention would write a file named "apple-icon" with no type.
export function generateImageMetadata() {
  return [{ id: 'touch.png', size, contentType: 'image/png' }];
}

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: brandColors.background,
      }}
    >
      {markSvg(128)}
    </div>,
    size,
  );
}
