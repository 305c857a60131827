import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { LegalDocument } from '@/components/LegalDocument';
import Privacy, { metadata as privacy, sections } from '@/content/privacy.mdx';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

const page = { ...privacy, path: routes.privacy, dateModified: privacy.date };

export const metadata: Metadata = pageMetadata(site, page);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={pageGraph(site, page)} />
      <LegalDocument metadata={privacy} sections={sections}>
        <Privacy />
      </LegalDocument>
    </>
  );
}
