import { ImageResponse } from 'next/og';
import { AppIcon } from '@/components/ui/AppIcon';

export const dynamic = 'force-static';

const sizes = { 'favicon.png': 32, 'large.png': 512 } as const;
type Id = keyof typeof sizes;

// Ids with an extension make the export write icon/favicon.png and icon/large.png, which any
// static host serves as images: the browser tab's icon and the web app manifest's.
export function generateImageMetadata() {
  return Object.entries(sizes).map(([id, size]) => ({
    id,
    size: { width: size, height: size },
    contentType: 'image/png',
  }));
}

export default async function Icon({ id }: { id: Promise<Id> }) {
  const size = sizes[await id];
  return new ImageResponse(<AppIcon size={size} />, { width: size, height: size });
}
