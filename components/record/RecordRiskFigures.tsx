import {
  marketCounts,
  recordDefinitions as definitions,
  recordRiskFigures as labels,
  roiVerdict,
} from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatRate, formatRisked, formatRoi, formatUnits } from '@/lib/record/presentation/display';
import { intervalVerdict, roiInterval, voidedPicks } from '@/lib/record/figures/stats';
import type { PublishedPick, Summary } from '@/lib/record/types';
import { FigureList } from '@/components/ui/FigureList';
import { RecordLineClv } from './RecordLineClv';
import { RecordVoids } from './RecordVoids';

/**
 * What the headline leaves out, each figure with how it is counted: how sure, how often, at what
 * price, how deep the bad runs went, the voids, and the closing line (on lines, sport by sport).
 */
export function RecordRiskFigures({ picks, summary }: { picks: readonly PublishedPick[]; summary: Summary }) {
  const { closingBook, interval: settings, timeZone } = recordSettings;
  const interval = roiInterval(picks, settings);
  const { priceClv } = summary;
  const onPicks = (value: number | null) =>
    value === null ? '–' : `${formatRoi(value)} ${labels.onPicks(priceClv.picks)}`;
  return (
    <>
      <FigureList
        figures={[
          {
            label: labels.roiInterval,
            value: interval ? labels.interval(formatRoi(interval.low), formatRoi(interval.high)) : '–',
            note: interval
              ? definitions.roiInterval(settings.resamples.toLocaleString('en-US'), interval.picks)
              : definitions.roiIntervalWaiting(settings.smallSample, summary.wins + summary.losses + summary.pushes),
            verdict: interval ? roiVerdict(intervalVerdict(interval), settings.smallSample) : undefined,
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
            value: onPicks(priceClv.value),
            note: definitions.priceClv(closingBook, marketCounts(priceClv.markets)),
          },
          { label: labels.priceClvPerPick, value: onPicks(priceClv.perPick), note: definitions.priceClvPerPick },
          { label: labels.voids, value: String(summary.voids), note: definitions.voids },
        ]}
      />
      <RecordVoids voids={voidedPicks(picks)} timeZone={timeZone} />
      <RecordLineClv picks={picks} timeZone={timeZone} />
    </>
  );
}
