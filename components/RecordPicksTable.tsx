import path from 'node:path';
import { recordColumns as columns, resultLabels } from '@/content/record/pages';
import { imageSize } from '@/lib/record/imageSize';
import { pickRowsHtml } from '@/lib/record/pickRows';
import type { PublishedPick } from '@/lib/record/types';
import styles from './RecordPicksTable.module.css';

const slipSize = (slip: string) => imageSize(path.join(process.cwd(), 'public', slip));

/** Picks as rows: when each was posted (in the record's time zone, named), the bet, its result, profit and slip. */
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
    // A wide table scrolls sideways on a phone; a focusable, named region lets the keyboard scroll it too.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
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
        <tbody dangerouslySetInnerHTML={{ __html: pickRowsHtml(picks, timeZone, slipSize, resultLabels) }} />
      </table>
    </div>
  );
}
