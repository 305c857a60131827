import { recordSettings } from '@/content/record/settings.mjs';
import { picksByMonth } from '@/lib/record/figures/select';
import { roiInterval, summarize } from '@/lib/record/figures/stats';
import { getRecord } from './ledger';

/** One year of the record: its picks by the month their games started, its figures and its ROI's 95% interval. */
export function recordYear(year: number) {
  const months = picksByMonth(getRecord().picks, year, recordSettings.timeZone);
  const picks = months.flatMap((month) => month.picks);
  return { months, picks, summary: summarize(picks), interval: roiInterval(picks, recordSettings.interval) };
}
