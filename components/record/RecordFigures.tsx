import { recordDefinitions as definitions, recordFigures as labels } from '@/content/record/words';
import { formatRecord, formatRoi, formatShortDay, formatUnits } from '@/lib/record/presentation/display';
import type { Summary } from '@/lib/record/types';
import { FigureList } from '@/components/ui/FigureList';

/**
 * The headline figures: record, units, ROI, picks, since the first pick, updated at the latest
 * result. With `defined`, each says how it is counted (on /record; the home page links there).
 */
export function RecordFigures({
  summary,
  timeZone,
  defined = false,
}: {
  summary: Summary;
  timeZone: string;
  defined?: boolean;
}) {
  const note = (text: string) => (defined ? text : undefined);
  return (
    <FigureList
      figures={[
        { label: labels.record, value: formatRecord(summary), note: note(definitions.record), claim: 'record' },
        { label: labels.units, value: formatUnits(summary.unitsWon), note: note(definitions.units), claim: 'units' },
        { label: labels.roi, value: formatRoi(summary.roi), note: note(definitions.roi), claim: 'roi' },
        { label: labels.picks, value: String(summary.picks), note: note(definitions.picks), claim: 'picks' },
        {
          label: labels.since,
          value: summary.firstPosted ? formatShortDay(summary.firstPosted, timeZone) : '–',
          note: note(definitions.since),
        },
        {
          label: labels.updated,
          value: summary.lastSettled ? formatShortDay(summary.lastSettled, timeZone) : '–',
          note: note(definitions.updated),
        },
      ]}
    />
  );
}
