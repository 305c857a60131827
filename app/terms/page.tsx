import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { LegalDocument } from '@/components/LegalDocument';
import Terms, { metadata as terms, sections } from '@/content/terms.mdx';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

const page = { ...terms, path: routes.terms, dateModified: terms.date };

export const metadata: Metadata = pageMetadata(site, page);

export default function TermsPage() {
  return (
    <>
      <JsonLd data={pageGraph(site, page)} />
      <LegalDocument metadata={terms} sections={sections}>
        <Terms />
      </LegalDocument>
    </>
  );
}
