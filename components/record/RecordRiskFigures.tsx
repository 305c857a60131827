import { recordRiskFigures as labels } from '@/content/record/pages';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatClv, formatRate, formatRisked, formatUnits } from '@/lib/record/display';
import type { Summary } from '@/lib/record/types';
import { FigureList } from '@/components/ui/FigureList';

/** What the headline leaves out: how often, at what price, how deep the bad runs went, and the closing line. */
export function RecordRiskFigures({ summary }: { summary: Summary }) {
  return (
    <FigureList
      figures={[
        { label: labels.winRate, value: formatRate(summary.winRate) },
        { label: labels.unitsRisked, value: formatRisked(summary.unitsRisked) },
        { label: labels.averageOdds, value: summary.averageOdds === null ? '–' : formatOdds(summary.averageOdds) },
        { label: labels.maxDrawdown, value: formatUnits(-summary.maxDrawdown) },
        { label: labels.longestLosingRun, value: labels.losses(summary.longestLosingRun) },
        { label: labels.clv, value: formatClv(summary.clv, summary.clvPicks) },
      ]}
    />
  );
}
