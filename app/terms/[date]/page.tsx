import type { Metadata } from 'next';
import { LegalPage } from '@/components/LegalPage';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { findVersion, legalPageMetadata, loadLegalDocument } from '@/lib/legalContent';

type VersionPageProps = { params: Promise<{ date: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  const document = await loadLegalDocument('terms', routes.terms);
  return document.versions.map(({ date }) => ({ date }));
}

export async function generateMetadata({ params }: VersionPageProps): Promise<Metadata> {
  const document = await loadLegalDocument('terms', routes.terms);
  return legalPageMetadata(site, findVersion(document, (await params).date), true);
}

export default async function TermsVersionPage({ params }: VersionPageProps) {
  const document = await loadLegalDocument('terms', routes.terms);
  return (
    <LegalPage document={document} version={findVersion(document, (await params).date)} documentPath={routes.terms} />
  );
}
