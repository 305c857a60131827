import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { LegalDocument } from '@/components/LegalDocument';
import Terms, { metadata as terms, sections } from '@/content/terms.mdx';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

const page = { ...terms, path: '/terms', dateModified: terms.date };

export const metadata: Metadata = pageMetadata(page);

export default function TermsPage() {
  return (
    <>
      <JsonLd data={pageGraph(page)} />
      <LegalDocument metadata={terms} sections={sections}>
        <Terms />
      </LegalDocument>
    </>
  );
}
