import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { LegalDocument } from '@/components/LegalDocument';
import Privacy, { metadata as privacy, sections } from '@/content/privacy.mdx';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

const page = { ...privacy, path: '/privacy', dateModified: privacy.date };

export const metadata: Metadata = pageMetadata(page);

export default function PrivacyPage() {
  return (
    <>
      <JsonLd data={pageGraph(page)} />
      <LegalDocument metadata={privacy} sections={sections}>
        <Privacy />
      </LegalDocument>
    </>
  );
}
