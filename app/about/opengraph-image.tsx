import { about } from '@/data/copy';
import { socialImage, socialImageMetadata } from '@/components/ui/socialImage';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return socialImageMetadata(about.title);
}

export default function Image() {
  return socialImage({ title: about.title, line: about.description });
}
