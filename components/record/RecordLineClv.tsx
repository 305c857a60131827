import {
  recordColumns as columns,
  recordDefinitions as definitions,
  recordRiskFigures as labels,
  recordVerdicts,
} from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { formatPoints } from '@/lib/record/presentation/display';
import { groupSummaries, intervalVerdict, lineClvInterval } from '@/lib/record/figures/stats';
import type { PublishedPick } from '@/lib/record/types';
import { RecordTable } from './RecordTable';
import styles from './RecordLineClv.module.css';

/**
 * Closing-line value on lines, one row per sport (a point of one sport's line is not one of
 * another's), weighted by stake, with the spreads and totals each row rests on and its interval.
 */
export function RecordLineClv({ picks, timeZone }: { picks: readonly PublishedPick[]; timeZone: string }) {
  const { closingBook, interval: settings } = recordSettings;
  const rows = groupSummaries(picks, 'sport', timeZone).filter(({ summary }) => summary.lineClv.picks > 0);
  if (rows.length === 0) return null;
  return (
    <>
      <p className={styles.note}>{definitions.lineClv(closingBook)}</p>
      <RecordTable id="line-clv" caption={labels.lineClvCaption} className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{columns.sport}</th>
            <th scope="col">{columns.spreads}</th>
            <th scope="col">{columns.totals}</th>
            <th scope="col">{columns.points}</th>
            <th scope="col">{columns.interval}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, picks: members, summary: { lineClv } }) => {
            const interval = lineClvInterval(members, settings);
            return (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>{lineClv.markets.spread ?? 0}</td>
                <td>{lineClv.markets.total ?? 0}</td>
                <td>{lineClv.value === null ? '–' : formatPoints(lineClv.value)}</td>
                <td>
                  {interval
                    ? labels.verdictAfter(
                        labels.interval(formatPoints(interval.low), formatPoints(interval.high)),
                        recordVerdicts.lineRow[intervalVerdict(interval)],
                      )
                    : columns.smallSample}
                </td>
              </tr>
            );
          })}
        </tbody>
      </RecordTable>
    </>
  );
}
