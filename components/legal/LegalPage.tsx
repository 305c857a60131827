import { publisher } from '@/data/config';
import { JsonLd } from '@/components/ui/JsonLd';
import { LegalChanges } from './LegalChanges';
import { LegalDocument } from './LegalDocument';
import { LegalVersionNotice } from './LegalVersionNotice';
import { LegalVersions } from './LegalVersions';
import { fillIn } from '@/lib/legal/document';
import type { LoadedDocument, LoadedVersion } from '@/data/legal/documents';
import { changedBlocks } from '@/lib/legal/diff';
import { pageGraph } from '@/lib/structuredData';
import { componentTexts } from '@/mdx-components';

type LegalPageProps = {
  document: LoadedDocument;
  version: LoadedVersion;
  /** The document's own address, such as "/terms". */
  documentPath: string;
};

/** One version of a legal document: its text, its place in the history and what changed. */
export function LegalPage({ document, version, documentPath }: LegalPageProps) {
  const { default: Content, metadata, sections, text } = version.module;
  const previous = document.versions.find((candidate) => candidate.date === version.previous);
  return (
    <>
      <JsonLd data={pageGraph(publisher, { ...metadata, path: version.canonical, dateModified: version.date })} />
      <LegalDocument
        metadata={metadata}
        date={version.date}
        sections={sections}
        notice={
          <LegalVersionNotice
            version={version}
            currentPath={documentPath}
            currentTitle={document.current.module.metadata.title}
          />
        }
        changes={
          previous ? (
            <LegalChanges
              previous={previous.date}
              summary={metadata.summary}
              blocks={changedBlocks(fillIn(previous.module.text, componentTexts), fillIn(text, componentTexts))}
            />
          ) : undefined
        }
        versions={
          <LegalVersions
            versions={document.versions.map((entry) => ({ ...entry, metadata: entry.module.metadata }))}
            shown={version.date}
          />
        }
      >
        <Content />
      </LegalDocument>
    </>
  );
}
