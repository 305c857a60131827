import { recordSettings } from '@/content/record/settings';
import { routes } from '@/content/routes';
import { getRecord } from './load';
import { lastSettledDay, picksByMonth, recordYearPath, recordYears } from './select';

/** /record and each year page, dated by the latest settlement they show. */
export function recordSitemapPages(): { path: string; lastModified: string | undefined; priority: number }[] {
  const { picks } = getRecord();
  const { timeZone } = recordSettings;
  return [
    { path: routes.record, lastModified: lastSettledDay(picks, timeZone), priority: 0.8 },
    ...recordYears(picks, timeZone).map((year) => ({
      path: recordYearPath(year),
      lastModified: lastSettledDay(
        picksByMonth(picks, year, timeZone).flatMap((month) => month.picks),
        timeZone,
      ),
      priority: 0.5,
    })),
  ];
}
