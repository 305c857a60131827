import { metadata } from '@/content/terms.mdx';
import { site } from '@/content/site';
import { formatDate } from '@/lib/format';
import { socialImage, socialImageMetadata } from '@/components/SocialCard';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return socialImageMetadata(`${metadata.title} of ${site.name}`);
}

export default function Image() {
  return socialImage({ title: metadata.title, line: `${metadata.dateLabel}: ${formatDate(metadata.date)}` });
}
