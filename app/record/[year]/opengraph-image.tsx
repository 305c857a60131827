import { recordYearPage } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings';
import { socialImage, socialImageMetadata } from '@/lib/brandImages';
import { formatRecord, formatRoi, formatUnits } from '@/lib/record/display';
import { getRecord } from '@/lib/record/load';
import { picksByMonth } from '@/lib/record/select';
import { summarize } from '@/lib/record/stats';

export const dynamic = 'force-static';

export async function generateImageMetadata({ params }: { params: Promise<{ year: string }> }) {
  return socialImageMetadata(recordYearPage.title(Number((await params).year)));
}

/** The year's own figures on its preview card. */
export default async function Image({ params }: { params: Promise<{ year: string }> }) {
  const year = Number((await params).year);
  const { picks, sample } = getRecord();
  const summary = summarize(picksByMonth(picks, year, recordSettings.timeZone).flatMap((month) => month.picks));
  return socialImage({
    title: `${year}: ${formatRecord(summary)} · ${formatUnits(summary.unitsWon)} units · ROI ${formatRoi(summary.roi)}`,
    line: `${recordYearPage.title(year)}: ${summary.picks} picks, each with its odds, stake and result.${sample ? ` ${sample}` : ''}`,
  });
}
