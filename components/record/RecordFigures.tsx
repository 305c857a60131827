import { recordFigures as labels } from '@/content/record/pages';
import { formatRecord, formatRoi, formatShortDay, formatUnits } from '@/lib/record/display';
import type { Summary } from '@/lib/record/types';
import { FigureList } from '@/components/ui/FigureList';

/** The headline figures: record, units, ROI, picks, since the first pick, updated at the latest result. */
export function RecordFigures({ summary, timeZone }: { summary: Summary; timeZone: string }) {
  return (
    <FigureList
      figures={[
        { label: labels.record, value: formatRecord(summary) },
        { label: labels.units, value: formatUnits(summary.unitsWon) },
        { label: labels.roi, value: formatRoi(summary.roi) },
        { label: labels.picks, value: String(summary.picks) },
        { label: labels.since, value: summary.firstPosted ? formatShortDay(summary.firstPosted, timeZone) : '–' },
        { label: labels.updated, value: summary.lastSettled ? formatShortDay(summary.lastSettled, timeZone) : '–' },
      ]}
    />
  );
}
