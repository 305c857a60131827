import path from 'node:path';
import { legalVersions, type LegalDocumentName, type LegalModule, type LegalVersion } from '@/lib/legal/document';
import { legalBuildDay } from './buildDay';
import { listVersionDates } from './versionFiles.mjs';

export type LoadedVersion = LegalVersion & { module: LegalModule };
export type LoadedDocument = { versions: readonly LoadedVersion[]; current: LoadedVersion };

// The folder `@legal` points to (next.config.mjs): content/, or the tests' fixture versions.
const legalContentDir = process.env.LEGAL_CONTENT_DIR ?? 'content';

/** Every version of a document, read from its folder and placed in time by the build date's day in the site's time zone. */
export async function loadLegalDocument(document: LegalDocumentName, basePath: string): Promise<LoadedDocument> {
  const dates = listVersionDates(path.join(process.cwd(), legalContentDir, document));
  const versions = await Promise.all(
    legalVersions(dates, legalBuildDay, basePath).map(async (version) => ({
      ...version,
      module: (await import(`@legal/${document}/${version.date}.mdx`)) as LegalModule,
    })),
  );
  const current = versions.find((version) => version.status === 'current');
  if (!current) throw new Error(`${basePath} has no version in effect.`);
  return { versions, current };
}

export function findVersion(document: LoadedDocument, date: string): LoadedVersion {
  const version = document.versions.find((candidate) => candidate.date === date);
  if (!version) throw new Error(`No version dated ${date}.`);
  return version;
}
