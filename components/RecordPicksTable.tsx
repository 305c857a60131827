import path from 'node:path';
import { recordColumns as columns, resultLabels } from '@/content/record/pages';
import { imageSize } from '@/lib/record/imageSize';
import { pickRowsHtml } from '@/lib/record/pickRows';
import type { PublishedPick } from '@/lib/record/types';
import { RecordTable } from './RecordTable';
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
    <RecordTable id={id} caption={caption} className={styles.table}>
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
    </RecordTable>
  );
}
