import { readFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateSync } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import type { LegalMetadata, LegalSection } from '../lib/legal/document';
import { listVersionDates } from '../data/legal/versionFiles.mjs';
import { legalBuildDay } from '../data/legal/buildDay';
import remarkLegalDocument from '../data/legal/remarkLegalDocument.mjs';

export type LegalVersionSource = {
  date: string;
  source: string;
  metadata: LegalMetadata;
  sections: readonly LegalSection[];
};

/**
 * Every version of a legal document as the build reads it (the same MDX plugin), oldest first,
 * so the browser tests take section counts and dates from the files rather than typed numbers.
 */
export function legalVersionSources(dir: string): LegalVersionSource[] {
  return listVersionDates(dir).map((date) => {
    const file = path.join(dir, `${date}.mdx`);
    const source = readFileSync(file, 'utf8');
    const { metadata, sections } = evaluateSync(
      { path: file, value: source },
      {
        ...runtime,
        remarkPlugins: [remarkLegalDocument],
      },
    ) as unknown as { metadata: LegalMetadata; sections: readonly LegalSection[] };
    return { date, source, metadata, sections };
  });
}

/** The version in effect on the build date. */
export function versionInEffect(versions: readonly LegalVersionSource[]): LegalVersionSource {
  const current = versions.filter((version) => version.date <= legalBuildDay).at(-1);
  if (!current) throw new Error('No version is in effect on the build date.');
  return current;
}
