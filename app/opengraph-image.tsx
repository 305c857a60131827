import { hero } from '@/content/hero';
import { site } from '@/content/site';
import { socialImage, socialImageMetadata } from '@/components/SocialCard';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return socialImageMetadata(`${site.name}: ${site.tagline}`);
}

export default function Image() {
  return socialImage({ title: hero.headline, line: site.description });
}
