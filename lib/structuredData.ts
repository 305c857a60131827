/** What the structured data says about the club; `site` in content/site.ts has this shape. */
export type Publisher = {
  name: string;
  url: string;
  contactEmail: string;
  social: Record<string, { url: string }>;
};

type Question = { question: string; answer: string };

/** The club's node in every graph, relative to the site's address: other graphs point at it by this id. */
export const organizationPath = '/#organization';

function graphIds(site: Publisher) {
  const absolute = (path: string) => new URL(path, site.url).toString();
  return { absolute, organization: absolute(organizationPath), website: absolute('/#website') };
}

function organization(site: Publisher) {
  const ids = graphIds(site);
  return {
    '@type': 'Organization',
    '@id': ids.organization,
    name: site.name,
    url: ids.absolute('/'),
    logo: ids.absolute('/apple-icon/touch.png'),
    email: site.contactEmail,
    sameAs: Object.values(site.social).map((profile) => profile.url),
  };
}

function website(site: Publisher) {
  const ids = graphIds(site);
  return {
    '@type': 'WebSite',
    '@id': ids.website,
    name: site.name,
    url: ids.absolute('/'),
    inLanguage: 'en-US',
    publisher: { '@id': ids.organization },
  };
}

/**
 * The home page's graph. The FAQ is built from the items the accordion shows, at the address of
 * the section that shows them, so the two cannot disagree.
 */
export function homeGraph(site: Publisher, faq: { path: string; items: readonly Question[] }) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization(site),
      website(site),
      {
        '@type': 'FAQPage',
        '@id': graphIds(site).absolute(faq.path),
        mainEntity: faq.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      },
    ],
  };
}

type Page = {
  path: string;
  title: string;
  description: string;
  dateModified?: string;
  datePublished?: string;
  /** The pages between the home page and this one in its breadcrumb. */
  trail?: readonly { name: string; path: string }[];
  /** The schema.org type of the page; a plain WebPage unless it is, say, the AboutPage. */
  type?: 'WebPage' | 'AboutPage';
};

/** A page below the home page: the page itself and the breadcrumb that leads to it. */
export function pageGraph(
  site: Publisher,
  { path, title, description, dateModified, datePublished, trail = [], type = 'WebPage' }: Page,
) {
  const ids = graphIds(site);
  const url = ids.absolute(path);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': type,
        '@id': url,
        url,
        name: title,
        description,
        inLanguage: 'en-US',
        isPartOf: { '@id': ids.website },
        publisher: { '@id': ids.organization },
        ...(datePublished ? { datePublished } : {}),
        ...(dateModified ? { dateModified } : {}),
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: site.name, item: ids.absolute('/') },
            ...trail.map((step, index) => ({
              '@type': 'ListItem',
              position: index + 2,
              name: step.name,
              item: ids.absolute(step.path),
            })),
            { '@type': 'ListItem', position: trail.length + 2, name: title, item: url },
          ],
        },
      },
      website(site),
      organization(site),
    ],
  };
}
