import { socialImage } from '@/components/ui/socialImage';
import { recordPage, recordYearPage } from '@/content/record/words';
import { getRecord, shownYears } from '@/data/record/ledger';
import { recordYear } from '@/data/record/years';
import { formatRecord, formatRoi, formatUnits } from '@/lib/record/presentation/display';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return shownYears().map((year) => ({ year: String(year) }));
}

/**
 * A year's own preview card, so a shared year page shows that year's figures, not the whole
 * record's. A route rather than an opengraph-image file: a static export cannot render those under
 * a dynamic segment.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ year: string }> }) {
  const year = Number((await params).year);
  const { picks, summary } = recordYear(year);
  const { sample } = getRecord();
  if (picks.length === 0) return socialImage({ title: recordYearPage.title(year), line: recordPage.empty });
  return socialImage({
    title: `${year}: ${formatRecord(summary)} · ${formatUnits(summary.unitsWon)} units · ROI ${formatRoi(summary.roi)}`,
    line: `${summary.picks} picks, each with its odds, stake, result and timestamp.${sample ? ` ${sample}` : ''}`,
  });
}
