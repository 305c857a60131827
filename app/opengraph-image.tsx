import { hero } from '@/data/copy';
import { site } from '@/content/site';
import { socialImage, socialImageMetadata } from '@/components/ui/socialImage';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return socialImageMetadata(`${site.name}: ${site.tagline}`);
}

export default function Image() {
  return socialImage({ title: hero.headline, line: site.description });
}
