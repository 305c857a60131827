import type { Metadata } from 'next';
import { site } from '@/content/site';

type PageMetadata = { title: string; description: string; path: string };

/** Title, description, canonical and social cards for one page; the root layout adds the rest. */
export function pageMetadata({ title, description, path }: PageMetadata): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: 'en_US',
      url: path,
      title,
      description,
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
