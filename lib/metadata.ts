import type { Metadata } from 'next';

type Page = { title: string; description: string; path: string };

/** Title, description, canonical and social cards for one page; the root layout adds the rest. */
export function pageMetadata(site: { name: string }, { title, description, path }: Page): Metadata {
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
