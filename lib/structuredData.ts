import { faq } from '@/content/faq';
import { site } from '@/content/site';

const absolute = (path: string) => new URL(path, site.url).toString();
const organizationId = absolute('/#organization');
const websiteId = absolute('/#website');

function organization() {
  return {
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    url: absolute('/'),
    logo: absolute('/apple-icon/touch.png'),
    email: site.contactEmail,
    sameAs: [site.social.photos.url, site.social.chat.url],
  };
}

function website() {
  return {
    '@type': 'WebSite',
    '@id': websiteId,
    name: site.name,
    url: absolute('/'),
    inLanguage: 'en-US',
    publisher: { '@id': organizationId },
  };
}

/** Built from the same FAQ items the accordion shows, so the two cannot disagree. */
function faqPage() {
  return {
    '@type': 'FAQPage',
    '@id': absolute('/#faq'),
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function homeGraph() {
  return { '@context': 'https://schema.org', '@graph': [organization(), website(), faqPage()] };
}

/** A page below the home page: the page itself and the breadcrumb that leads to it. */
export function pageGraph({
  path,
  title,
  description,
  dateModified,
}: {
  path: string;
  title: string;
  description: string;
  dateModified?: string;
}) {
  const url = absolute(path);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': path === '/about' ? 'AboutPage' : 'WebPage',
        '@id': url,
        url,
        name: title,
        description,
        inLanguage: 'en-US',
        isPartOf: { '@id': websiteId },
        publisher: { '@id': organizationId },
        ...(dateModified ? { dateModified } : {}),
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: site.name, item: absolute('/') },
            { '@type': 'ListItem', position: 2, name: title, item: url },
          ],
        },
      },
      website(),
      organization(),
    ],
  };
}
