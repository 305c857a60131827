import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { lastCommitDate } from '@/lib/contentDates';
import { loadLegalDocument } from '@/lib/legalContent';

export const dynamic = 'force-static';

// Only the version in effect of each legal document is listed, at the document's own address.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [terms, privacy] = await Promise.all([
    loadLegalDocument('terms', routes.terms),
    loadLegalDocument('privacy', routes.privacy),
  ]);
  const pages = [
    { path: '/', lastModified: lastCommitDate(['content', 'components']), priority: 1 },
    { path: '/about', lastModified: lastCommitDate(['content/about.ts', 'components/AboutIntro.tsx']), priority: 0.6 },
    { path: '/terms', lastModified: terms.current.date, priority: 0.3 },
    { path: '/privacy', lastModified: privacy.current.date, priority: 0.3 },
  ];
  return pages.map(({ path, lastModified, priority }) => ({
    url: new URL(path, site.url).toString(),
    ...(lastModified ? { lastModified } : {}),
    priority,
  }));
}
