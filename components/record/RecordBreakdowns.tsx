import { recordColumns as columns, recordPage as copy } from '@/content/record/words';
import { formatMonthKey, formatStake } from '@/lib/record/presentation/display';
import { recordSettings } from '@/content/record/settings.mjs';
import { groupSummaries, roiInterval, type Grouping } from '@/lib/record/figures/stats';
import type { PublishedPick } from '@/lib/record/types';
import { RecordBreakdownTable } from './RecordBreakdownTable';

/**
 * The record cut by market, stake, sport and month, each group with its share of the units won and
 * its ROI's interval, drawn as the whole record's is (content/record/settings.mjs).
 */
export function RecordBreakdowns({
  picks,
  totalUnits,
  timeZone,
}: {
  picks: readonly PublishedPick[];
  totalUnits: number;
  timeZone: string;
}) {
  const rows = (by: Grouping, label: (key: string) => string = (key) => key) =>
    groupSummaries(picks, by, timeZone).map(({ key, picks: members, summary }) => ({
      label: label(key),
      summary,
      interval: roiInterval(members, recordSettings.interval),
    }));
  return (
    <>
      <RecordBreakdownTable
        id="by-market"
        caption={copy.byMarket}
        keyHeading={columns.market}
        rows={rows('market')}
        totalUnits={totalUnits}
      />
      <RecordBreakdownTable
        id="by-stake"
        caption={copy.byStake}
        keyHeading={columns.stake}
        rows={rows('stake', (key) => columns.stakeUnits(formatStake(Number(key))))}
        totalUnits={totalUnits}
      />
      <RecordBreakdownTable
        id="by-sport"
        caption={copy.bySport}
        keyHeading={columns.sport}
        rows={rows('sport')}
        totalUnits={totalUnits}
      />
      <RecordBreakdownTable
        id="by-month"
        caption={copy.byMonth}
        keyHeading={columns.month}
        rows={rows('month', formatMonthKey).reverse()}
        totalUnits={totalUnits}
      />
    </>
  );
}
