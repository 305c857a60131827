import type { MetadataRoute } from 'next';
import { getRecord } from '@/data/record/ledger';
import { recordSettings } from '@/content/record/settings.mjs';
import { recordYearPath, routes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { lastCommitDate } from '@/data/contentDates';
import { loadLegalDocument } from '@/data/legal/documents';
import { lastSettledDay, latestPicks, picksByMonth, recordYears } from '@/lib/record/figures/select';
import { pickMetadata } from '@/content/record/pickPage';
import { getPickPages } from '@/data/record/pickPages';

export const dynamic = 'force-static';

type Entry = { lastModified: string | undefined; priority: number };
type Page = Exclude<keyof typeof routes, 'recordCsv'>;

// Keyed by page, so a page added to content/routes.ts does not type-check until it is listed here.
// Only the version in effect of each legal document is listed, at the document's own address; the
// record's pages are dated by the latest settlement they show.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [terms, privacy] = await Promise.all([
    loadLegalDocument('terms', routes.terms),
    loadLegalDocument('privacy', routes.privacy),
  ]);
  const { picks } = getRecord();
  const { timeZone } = recordSettings;
  const pages: Record<Page, Entry> = {
    home: { lastModified: lastCommitDate(['content', 'components']), priority: 1 },
    about: { lastModified: lastCommitDate(['content/about.ts', 'components/about/AboutIntro.tsx']), priority: 0.6 },
    terms: { lastModified: terms.current.date, priority: 0.3 },
    privacy: { lastModified: privacy.current.date, priority: 0.3 },
    record: { lastModified: lastSettledDay(picks, timeZone), priority: 0.8 },
    picks: { lastModified: latestPicks(picks, 1)[0]?.posted, priority: 0.6 },
  };
  const years = recordYears(picks, timeZone).map((year) => ({
    path: recordYearPath(year),
    lastModified: lastSettledDay(
      picksByMonth(picks, year, timeZone).flatMap((month) => month.picks),
      timeZone,
    ),
    priority: 0.5,
  }));
  const pickPages = [...getPickPages().values()].map((page) => {
    const { path, dateModified } = pickMetadata(page, timeZone);
    return { path, lastModified: dateModified, priority: 0.3 };
  });
  return [
    ...Object.entries(pages).map(([page, entry]) => ({ path: routes[page as Page], ...entry })),
    ...years,
    ...pickPages,
  ].map(({ path, lastModified, priority }) => ({
    url: new URL(path, siteConfig.url).toString(),
    ...(lastModified ? { lastModified } : {}),
    priority,
  }));
}
