import { organizationPath, pageGraph } from '@/lib/structuredData';

type RecordPage = { path: string; title: string; description: string; dateModified?: string };

/** /record as a web page plus the Dataset it publishes, whose download is /record.csv. */
export function recordGraph(site: Parameters<typeof pageGraph>[0], page: RecordPage, csvPath: string) {
  const graph = pageGraph(site, page);
  const url = new URL(page.path, site.url).toString();
  const dataset = {
    '@type': 'Dataset',
    '@id': `${url}#dataset`,
    name: `${site.name} pick ledger`,
    description: page.description,
    url,
    isAccessibleForFree: true,
    creator: { '@id': new URL(organizationPath, site.url).toString() },
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    distribution: {
      '@type': 'DataDownload',
      encodingFormat: 'text/csv',
      contentUrl: new URL(csvPath, site.url).toString(),
    },
  };
  return { ...graph, '@graph': [...graph['@graph'], dataset] };
}
