import path from 'node:path';
import { recordColumns as columns, resultLabels } from '@/content/record/pages';
import { formatPostedTime, formatStake, formatUnits } from '@/lib/record/display';
import { imageSize } from '@/lib/record/imageSize';
import type { PublishedPick } from '@/lib/record/types';
import { formatOdds } from '@/lib/odds';
import styles from './RecordPicksTable.module.css';

function Slip({ pick }: { pick: PublishedPick }) {
  if (!pick.slip) return <>–</>;
  const src = `/${pick.slip.replace(/^\/+/, '')}`;
  const { width, height } = imageSize(path.join(process.cwd(), 'public', src));
  return (
    <a href={src}>
      {/* A plain img: the export serves files as they are, and next/image would add no optimisation here. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        alt={`Slip: ${pick.selection}, ${formatOdds(pick.odds)}, ${formatStake(pick.stake)} u at ${pick.sportsbook}`}
      />
    </a>
  );
}

/**
 * Picks as rows: when each was posted (in the record's time zone, named), the bet, its result,
 * profit and slip. Kept to plain cells without classes: a year page holds a thousand rows.
 */
export function RecordPicksTable({
  id,
  caption,
  picks,
  timeZone,
}: {
  id: string;
  caption: string;
  picks: readonly PublishedPick[];
  timeZone: string;
}) {
  return (
    <div className={styles.scroll} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.posted}</th>
            <th scope="col">{columns.event}</th>
            <th scope="col">{columns.pick}</th>
            <th scope="col">{columns.odds}</th>
            <th scope="col">{columns.stake}</th>
            <th scope="col">{columns.result}</th>
            <th scope="col">{columns.profit}</th>
            <th scope="col">{columns.slip}</th>
          </tr>
        </thead>
        <tbody>
          {picks.map((pick) => (
            <tr key={pick.id} id={pick.id}>
              <td>
                <time dateTime={pick.posted}>{formatPostedTime(pick.posted, timeZone)}</time>
              </td>
              <th scope="row">
                {pick.event}
                <small>{pick.sport}</small>
              </th>
              <td>
                {pick.selection}
                <small>{pick.market}</small>
              </td>
              <td>{formatOdds(pick.odds)}</td>
              <td>{formatStake(pick.stake)}</td>
              <td data-r={pick.result}>{resultLabels[pick.result]}</td>
              <td>{pick.profit === null ? '–' : formatUnits(pick.profit)}</td>
              <td>
                <Slip pick={pick} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
