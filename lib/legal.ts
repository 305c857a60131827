/** What a legal MDX document exports; lib/mdx/remark-legal-document.mjs checks and adds these. */
export type LegalMetadata = {
  title: string;
  description: string;
  /** "YYYY-MM-DD" */
  date: string;
  dateLabel: 'Effective' | 'Last updated';
};

export type LegalSection = { id: string; number: number | null; title: string };
