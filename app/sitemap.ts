import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { lastCommitDate } from '@/lib/contentDates';
import { loadLegalDocument } from '@/lib/legalContent';

export const dynamic = 'force-static';

type Entry = { lastModified: string | undefined; priority: number };

// Keyed by route, so a route added to content/routes.ts does not type-check until it is listed here.
// Only the version in effect of each legal document is listed, at the document's own address.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [terms, privacy] = await Promise.all([
    loadLegalDocument('terms', routes.terms),
    loadLegalDocument('privacy', routes.privacy),
  ]);
  const pages: Record<keyof typeof routes, Entry> = {
    home: { lastModified: lastCommitDate(['content', 'components']), priority: 1 },
    about: { lastModified: lastCommitDate(['content/about.ts', 'components/AboutIntro.tsx']), priority: 0.6 },
    terms: { lastModified: terms.current.date, priority: 0.3 },
    privacy: { lastModified: privacy.current.date, priority: 0.3 },
  };
  return Object.entries(pages).map(([route, { lastModified, priority }]) => ({
    url: new URL(routes[route as keyof typeof routes], site.url).toString(),
    ...(lastModified ? { lastModified } : {}),
    priority,
  }));
}
