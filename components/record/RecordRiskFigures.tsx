import { recordDefinitions as definitions, recordRiskFigures as labels } from '@/content/record/pages';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatPoints, formatRate, formatRisked, formatRoi, formatUnits } from '@/lib/record/display';
import type { Summary } from '@/lib/record/types';
import { FigureList } from '@/components/ui/FigureList';

type RecordRiskFiguresProps = {
  summary: Summary;
  /** The ROI's 95% interval and the picks it rests on; null with too few graded picks. */
  interval: { low: number; high: number; picks: number } | null;
  resamples: string;
  /** The book whose closing prices the closing-line figures use. */
  closingBook: string;
};

/** What the headline leaves out, each figure with how it is counted: how sure, how often, at what price, how deep the bad runs went, and the closing line. */
export function RecordRiskFigures({ summary, interval, resamples, closingBook }: RecordRiskFiguresProps) {
  const { priceClv, lineClv } = summary;
  return (
    <FigureList
      figures={[
        {
          label: labels.roiInterval,
          value: interval ? labels.interval(formatRoi(interval.low), formatRoi(interval.high)) : '–',
          note: definitions.roiInterval(resamples, interval?.picks ?? 0),
        },
        { label: labels.winRate, value: formatRate(summary.winRate), note: definitions.winRate },
        { label: labels.unitsRisked, value: formatRisked(summary.unitsRisked), note: definitions.unitsRisked },
        {
          label: labels.medianOdds,
          value:
            summary.medianOdds === null
              ? '–'
              : `${formatOdds(summary.medianOdds)}, ${labels.favorites(formatRate(summary.favoriteShare))}`,
          note: definitions.medianOdds,
        },
        { label: labels.maxDrawdown, value: formatUnits(-summary.maxDrawdown), note: definitions.maxDrawdown },
        {
          label: labels.longestLosingRun,
          value: labels.losses(summary.longestLosingRun),
          note: definitions.longestLosingRun,
        },
        {
          label: labels.priceClv,
          value: priceClv.value === null ? '–' : `${formatRoi(priceClv.value)} ${labels.onPicks(priceClv.picks)}`,
          note: definitions.priceClv(closingBook),
        },
        {
          label: labels.lineClv,
          value: lineClv.value === null ? '–' : `${formatPoints(lineClv.value)} ${labels.onPicks(lineClv.picks)}`,
          note: definitions.lineClv(closingBook),
        },
      ]}
    />
  );
}
