import type { MetadataRoute } from 'next';
import { metadata as privacy } from '@/content/privacy.mdx';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { metadata as terms } from '@/content/terms.mdx';
import { lastCommitDate } from '@/lib/contentDates';

export const dynamic = 'force-static';

type Entry = { lastModified: string | undefined; priority: number };

// Keyed by route, so a route added to content/routes.ts does not type-check until it is listed here.
const pages: Record<keyof typeof routes, Entry> = {
  home: { lastModified: lastCommitDate(['content', 'components']), priority: 1 },
  about: { lastModified: lastCommitDate(['content/about.ts', 'components/AboutIntro.tsx']), priority: 0.6 },
  terms: { lastModified: terms.date, priority: 0.3 },
  privacy: { lastModified: privacy.date, priority: 0.3 },
};

export default function sitemap(): MetadataRoute.Sitemap {
  return Object.entries(pages).map(([route, { lastModified, priority }]) => ({
    url: new URL(routes[route as keyof typeof routes], site.url).toString(),
    ...(lastModified ? { lastModified } : {}),
    priority,
  }));
}
