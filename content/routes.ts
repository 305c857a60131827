/** The site's addresses: each page's path and the home page's section anchors, typed once. */
export const routes = {
  home: '/',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  record: '/record',
  picks: '/record/picks',
  recordCsv: '/record.csv',
} as const;

/**
 * The record's feeds (app/record/feed.atom, app/record/feed.json): one entry per pick, updated in
 * place as it is revealed and graded. The Atom one ends in .atom, the extension every server's type table maps to Atom's type.
 */
export const recordFeeds = {
  atom: `${routes.record}/feed.atom`,
  json: `${routes.record}/feed.json`,
} as const;

export const sectionIds = {
  transparency: 'transparency',
  trackRecord: 'track-record',
  valueProposition: 'value-proposition',
  pricing: 'pricing',
  testimonials: 'testimonials',
  faq: 'faq',
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

/** The address of a home-page section from any page, for example "/#pricing". */
export function homeSection(id: SectionId): `/#${SectionId}` {
  return `/#${id}`;
}

/** A year of the record: "/record/2025". */
export function recordYearPath(year: number): string {
  return `${routes.record}/${year}`;
}

/** A year's preview card for shared links: "/record/2025/preview.png". */
export function recordYearPreviewPath(year: number): string {
  return `${recordYearPath(year)}/preview.png`;
}

/** The id of a month's picks table on its year page: "picks-2026-03". */
export function monthTableId(month: string): string {
  return `picks-${month}`;
}

/** The anchor of a correction on /record, by its line in corrections.csv: "correction-4". */
export function correctionAnchor(line: number): string {
  return `correction-${line}`;
}

/** Where a pick's timestamp token is published: "/record/timestamps/RC-0412.tsr". */
export function tokenPath(id: string): string {
  return `${routes.record}/timestamps/${id}.tsr`;
}

/** A pick's own page, sealed before its start and revealed after: "/record/picks/RC-0412". */
export function pickPath(id: string): string {
  return `${routes.picks}/${id}`;
}

/**
 * A pick's share card, the image a shared link to its page shows: "/record/cards/RC-0412.png". In a
 * folder of their own, which a CDN's _headers covers with one rule (scripts/build/server-headers.mjs).
 */
export function pickPreviewPath(id: string): string {
  return `${routes.record}/cards/${id}.png`;
}
