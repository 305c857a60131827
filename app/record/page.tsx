import { publisher } from '@/data/config';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd';
import { RecordSections } from '@/components/record/RecordSections';
import { recordFeed } from '@/content/record/feed';
import { recordPage as copy } from '@/content/record/words';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { recordOverview } from '@/data/record/overview';
import { recordGraph } from '@/lib/record/presentation/structuredData';

const page = { title: copy.metaTitle, description: copy.description, path: routes.record };

const base = pageMetadata(site, page);

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: Object.fromEntries(recordFeed.links.map(({ type, ...link }) => [type, [link]])),
  },
};

export default function RecordPage() {
  const record = recordOverview();
  return (
    <>
      <JsonLd data={recordGraph(publisher, { ...page, dateModified: record.dateModified }, routes.recordCsv)} />
      <RecordSections record={record} />
    </>
  );
}
