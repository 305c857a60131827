import type { Metadata } from 'next';
import { LegalPage } from '@/components/LegalPage';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { legalPageMetadata, loadLegalDocument } from '@/lib/legalContent';

export async function generateMetadata(): Promise<Metadata> {
  const document = await loadLegalDocument('privacy', routes.privacy);
  return legalPageMetadata(site, document.current, false);
}

export default async function PrivacyPage() {
  const document = await loadLegalDocument('privacy', routes.privacy);
  return <LegalPage document={document} version={document.current} documentPath={routes.privacy} />;
}
