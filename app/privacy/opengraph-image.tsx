import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { formatDate } from '@/lib/format';
import { socialImage, socialImageMetadata } from '@/components/SocialCard';
import { loadLegalDocument } from '@/lib/legalContent';

export const dynamic = 'force-static';

export async function generateImageMetadata() {
  const { current } = await loadLegalDocument('privacy', routes.privacy);
  return socialImageMetadata(`${current.module.metadata.title} of ${site.name}`);
}

export default async function Image() {
  const { current } = await loadLegalDocument('privacy', routes.privacy);
  const { title, dateLabel } = current.module.metadata;
  return socialImage({ title, line: `${dateLabel}: ${formatDate(current.date)}` });
}
