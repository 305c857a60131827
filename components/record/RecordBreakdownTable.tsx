import { recordColumns as columns, recordRiskFigures as labels, recordVerdicts } from '@/content/record/words';
import { formatRate, formatRecord, formatRoi, formatUnits } from '@/lib/record/presentation/display';
import { intervalVerdict, type Interval } from '@/lib/record/figures/stats';
import type { Summary } from '@/lib/record/types';
import { RecordTable } from './RecordTable';
import styles from './RecordBreakdownTable.module.css';

type Row = { label: string; summary: Summary; interval: Interval | null };

/**
 * One breakdown of the record (by market, stake, sport or month), with each group's share of all
 * the units won and its ROI's 95% interval with what it says of break-even, or "small sample" on too
 * few picks for one. A losing
 * row looks like a winning one: the sign of its figures says which it is, not a color.
 */
export function RecordBreakdownTable({
  id,
  caption,
  keyHeading,
  rows,
  totalUnits,
}: {
  id: string;
  caption: string;
  keyHeading: string;
  rows: readonly Row[];
  /** The units won by all the picks, which each row's share is of; no share is shown when it is not above zero. */
  totalUnits: number;
}) {
  return (
    <RecordTable id={id} caption={caption} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{keyHeading}</th>
          <th scope="col">{columns.record}</th>
          <th scope="col">{columns.winRate}</th>
          <th scope="col">{columns.units}</th>
          <th scope="col">{columns.roi}</th>
          <th scope="col">{columns.interval}</th>
          <th scope="col">{columns.picks}</th>
          <th scope="col">{columns.share}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, summary, interval }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{formatRecord(summary)}</td>
            <td>{formatRate(summary.winRate)}</td>
            <td>{formatUnits(summary.unitsWon)}</td>
            <td>{formatRoi(summary.roi)}</td>
            <td>
              {interval
                ? labels.verdictAfter(
                    labels.interval(formatRoi(interval.low), formatRoi(interval.high)),
                    recordVerdicts.roiRow[intervalVerdict(interval)],
                  )
                : columns.smallSample}
            </td>
            <td>{summary.picks}</td>
            <td>{totalUnits > 0 ? formatRoi(summary.unitsWon / totalUnits) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}
