import { recordPage } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { recordYearPath } from '@/content/routes';
import { checkablePick, lastSettledDay, latestPicks, timestampedBeforeStart } from '@/lib/record/figures/select';
import { calendarYear } from '@/lib/record/math.mjs';
import { headlineFigures, provenSplit } from '@/lib/record/figures/proven';
import { cumulativeUnits, groupSummaries, summarize } from '@/lib/record/figures/stats';
import { getRecord } from './ledger';

export type RecordOverview = ReturnType<typeof recordOverview>;

/** What /record shows of the whole ledger: its figures, its groupings, and the files that check it. */
export function recordOverview() {
  const { picks, corrections, sample, head, trusted } = getRecord();
  const { timeZone } = recordSettings;
  const { notProven, corrected } = provenSplit(picks);
  const startOf = new Map(picks.map((pick) => [pick.id, pick.eventStart]));
  return {
    picks,
    sample,
    head,
    trusted,
    summary: summarize(picks),
    headline: headlineFigures(picks, recordSettings.interval),
    notProven,
    corrected,
    points: cumulativeUnits(picks),
    latest: latestPicks(picks, recordPage.latestCount),
    years: groupSummaries(picks, 'year', timeZone)
      .reverse()
      .map(({ key, summary: year }) => ({ year: Number(key), picks: year.picks })),
    // Each correction links to its pick's row on the year page of the pick's game.
    corrections: corrections.map((correction) => ({
      correction,
      href: `${recordYearPath(Number(calendarYear(startOf.get(correction.pickId) ?? '', timeZone)))}#${correction.pickId}`,
    })),
    example: checkablePick(picks),
    timestamped: timestampedBeforeStart(picks),
    dateModified: lastSettledDay(picks, timeZone),
  };
}
