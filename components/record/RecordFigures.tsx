import { recordFigures as labels, roiVerdict } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { formatRecord, formatRoi, formatShortDay, formatUnits } from '@/lib/record/presentation/display';
import { intervalVerdict, type Interval } from '@/lib/record/figures/stats';
import type { Summary } from '@/lib/record/types';
import { FigureList } from '@/components/ui/FigureList';

type Definitions = { readonly [figure in 'record' | 'units' | 'roi' | 'picks' | 'since' | 'updated']: string };

/**
 * The headline figures: record, units, ROI, picks, since the first pick, updated at the latest
 * result. The ROI says beside it what its 95% interval (`interval`, of the same picks) tells of it.
 * With `definitions`, each says how it is counted (/record and the year pages; the home page links there).
 */
export function RecordFigures({
  summary,
  interval,
  timeZone,
  definitions,
}: {
  summary: Summary;
  interval: Interval | null;
  timeZone: string;
  definitions?: Definitions;
}) {
  const note = (figure: keyof Definitions) => definitions?.[figure];
  return (
    <FigureList
      figures={[
        { label: labels.record, value: formatRecord(summary), note: note('record'), claim: 'record' },
        { label: labels.units, value: formatUnits(summary.unitsWon), note: note('units'), claim: 'units' },
        {
          label: labels.roi,
          value: formatRoi(summary.roi),
          note: note('roi'),
          verdict: roiVerdict(interval && intervalVerdict(interval), recordSettings.interval.smallSample),
          claim: 'roi',
        },
        { label: labels.picks, value: String(summary.picks), note: note('picks'), claim: 'picks' },
        {
          label: labels.since,
          value: summary.firstPosted ? formatShortDay(summary.firstPosted, timeZone) : '–',
          note: note('since'),
        },
        {
          label: labels.updated,
          value: summary.lastSettled ? formatShortDay(summary.lastSettled, timeZone) : '–',
          note: note('updated'),
        },
      ]}
    />
  );
}
