import type { Metadata } from 'next';
import { socialImage, socialImageMetadata } from '@/components/ui/socialImage';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { findVersion, loadLegalDocument, type LoadedVersion } from '@/data/legal/documents';
import { formatDate } from '@/lib/format';
import type { LegalDocumentName } from '@/lib/legal/document';
import { pageMetadata } from '@/lib/metadata';
import { LegalPage } from './LegalPage';

type VersionProps = { params: Promise<{ date: string }> };

/** The document's own page keeps its plain title; a dated page says which version it is. */
function versionMetadata(version: LoadedVersion, dated: boolean): Metadata {
  const { title, description, dateLabel } = version.module.metadata;
  return pageMetadata(site, {
    title: dated ? `${title}, ${dateLabel.toLowerCase()} ${formatDate(version.date)}` : title,
    description,
    path: version.canonical,
  });
}

/**
 * Every route of one legal document: its own page (the version in effect), a page per version and
 * its preview image. The Terms and the Privacy Policy are the same pages over their own folders,
 * so each route file names its document and takes what it needs from here.
 */
export function legalRoutes(name: LegalDocumentName) {
  const path = routes[name];
  const load = () => loadLegalDocument(name, path);
  return {
    async metadata(): Promise<Metadata> {
      return versionMetadata((await load()).current, false);
    },
    async Page() {
      const document = await load();
      return <LegalPage document={document} version={document.current} documentPath={path} />;
    },
    async versionParams() {
      return (await load()).versions.map(({ date }) => ({ date }));
    },
    async versionMetadata({ params }: VersionProps): Promise<Metadata> {
      return versionMetadata(findVersion(await load(), (await params).date), true);
    },
    async VersionPage({ params }: VersionProps) {
      const document = await load();
      return <LegalPage document={document} version={findVersion(document, (await params).date)} documentPath={path} />;
    },
    async imageMetadata() {
      const { current } = await load();
      return socialImageMetadata(`${current.module.metadata.title} of ${site.name}`);
    },
    async Image() {
      const { current } = await load();
      const { title, dateLabel } = current.module.metadata;
      return socialImage({ title, line: `${dateLabel}: ${formatDate(current.date)}` });
    },
  };
}
