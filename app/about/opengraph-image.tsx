import { about } from '@/content/about';
import { socialImage, socialImageMetadata } from '@/components/SocialCard';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return socialImageMetadata(about.title);
}

export default function Image() {
  return socialImage({ title: about.title, line: about.description });
}
