import type { MDXContent } from 'mdx/types';

export type LegalDocumentName = 'terms' | 'privacy';

/** What a legal MDX document exports; data/legal/remarkLegalDocument.mjs checks and adds these. */
export type LegalMetadata = {
  title: string;
  description: string;
  dateLabel: 'Effective' | 'Last updated';
  /** What changed from the version before; required for every version after the first. */
  summary?: string;
};

export type LegalSection = { id: string; number: number | null; title: string };

export type LegalModule = {
  default: MDXContent;
  metadata: LegalMetadata;
  sections: readonly LegalSection[];
  /** The plain text, one block per paragraph, with `{SiteName}`-style places for components. */
  text: string;
};

export type VersionStatus = 'past' | 'current' | 'upcoming';

export type LegalVersion = {
  /** "YYYY-MM-DD", from the file name */
  date: string;
  status: VersionStatus;
  /** The version's own address, for example "/terms/2025-09-16". */
  path: string;
  /** The current version's canonical address is the document's (/terms): the two pages are one text. */
  canonical: string;
  previous: string | undefined;
  next: string | undefined;
};

/**
 * Each version's place in the document's history on `today` ("YYYY-MM-DD"): the newest version
 * dated on or before today is in effect, older ones are past, later ones are upcoming.
 */
export function legalVersions(dates: readonly string[], today: string, basePath: string): LegalVersion[] {
  const sorted = [...dates].sort();
  const current = sorted.filter((date) => date <= today).at(-1);
  if (!current) {
    throw new Error(
      `No version of ${basePath} is in effect on ${today}: the earliest is dated ${sorted[0] ?? '(none)'}.`,
    );
  }
  return sorted.map((date, index) => {
    const status: VersionStatus = date < current ? 'past' : date === current ? 'current' : 'upcoming';
    const path = `${basePath}/${date}`;
    return {
      date,
      status,
      path,
      canonical: status === 'current' ? basePath : path,
      previous: sorted[index - 1],
      next: sorted[index + 1],
    };
  });
}

/** Fills the `{SiteName}`-style places of a document's text with what the components show. */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) => values[name] ?? place);
}
