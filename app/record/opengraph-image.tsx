import { recordPage } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { socialImage, socialImageMetadata } from '@/components/ui/socialImage';
import { formatDay, formatRecord, formatRoi, formatUnits } from '@/lib/record/presentation/display';
import { getRecord } from '@/data/record/ledger';
import { provenSplit } from '@/lib/record/figures/proven';
import { summarize } from '@/lib/record/figures/stats';

export const dynamic = 'force-static';

export function generateImageMetadata() {
  return socialImageMetadata(recordPage.metaTitle);
}

/** The headline figures themselves (the proven picks, as /record counts them), so a shared link shows the record, not just its name. */
export default function Image() {
  const { picks, sample } = getRecord();
  if (picks.length === 0) return socialImage({ title: recordPage.title, line: recordPage.empty });
  const summary = summarize(provenSplit(picks).proven);
  const since = summary.firstPosted ? ` since ${formatDay(summary.firstPosted, recordSettings.timeZone)}` : '';
  return socialImage({
    title: `${formatRecord(summary)} · ${formatUnits(summary.unitsWon)} units · ROI ${formatRoi(summary.roi)}`,
    line: `${summary.picks} picks${since}, each with its odds, stake and result.${sample ? ` ${sample}` : ''}`,
  });
}
