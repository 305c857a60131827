import type { MetadataRoute } from 'next';
import { metadata as privacy } from '@/content/privacy.mdx';
import { site } from '@/content/site';
import { metadata as terms } from '@/content/terms.mdx';
import { lastCommitDate } from '@/lib/contentDates';
import { recordSitemapPages } from '@/lib/record/sitemap';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = [
    { path: '/', lastModified: lastCommitDate(['content', 'components']), priority: 1 },
    { path: '/about', lastModified: lastCommitDate(['content/about.ts', 'components/AboutIntro.tsx']), priority: 0.6 },
    { path: '/terms', lastModified: terms.date, priority: 0.3 },
    { path: '/privacy', lastModified: privacy.date, priority: 0.3 },
    ...recordSitemapPages(),
  ];
  return pages.map(({ path, lastModified, priority }) => ({
    url: new URL(path, site.url).toString(),
    ...(lastModified ? { lastModified } : {}),
    priority,
  }));
}
