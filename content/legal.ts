/**
 * The words the legal pages put around a document's text (the text itself is the MDX in terms/ and
 * privacy/): the contents, the versions list, the notices on a version not in effect and the
 * "what changed" view.
 */
export const legalPage = {
  contents: 'Contents',
  allVersions: 'All versions',
  versionsTitle: 'Versions',
  versionStatus: { past: 'No longer in effect', current: 'In effect', upcoming: 'Not yet in effect' },
  thisPage: 'this page',
  firstVersion: 'The first published version.',
  /** Before the date of the version this one replaced: "What changed from the version of September 16, 2025". */
  changesFrom: 'What changed from the version of',
  changesLegend:
    'Added words are underlined, removed words are struck through. Only the paragraphs that changed are shown.',
  inserted: 'inserted',
  deleted: 'deleted',
  /** "This version is no longer in effect. It was replaced on <date> by the current <title>." */
  pastNotice: { lead: 'This version is no longer in effect.', replaced: 'It was replaced on', by: 'by the' },
  /** "This version takes effect on <date>. Until then, the current <title> apply." */
  upcomingNotice: { lead: 'This version takes effect on', until: 'Until then, the', apply: 'apply.' },
  current: 'current',
} as const;
