import { appIcon } from '@/lib/brandImages';

export const dynamic = 'force-static';

const SIZE = 32;

// The PNG fallback for browsers without SVG favicons (app/icon.svg is the main one).
export function generateImageMetadata() {
  return [{ id: 'favicon.png', size: { width: SIZE, height: SIZE }, contentType: 'image/png' }];
}

export default function Icon() {
  return appIcon(SIZE);
}
