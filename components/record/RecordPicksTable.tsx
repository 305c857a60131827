import { recordColumns as columns } from '@/content/record/words';
import { pickRows, rowsLeftForTheBuild } from '@/data/record/ledger';
import type { PublishedPick } from '@/lib/record/types';
import { RecordTable } from './RecordTable';
import styles from './RecordPicksTable.module.css';

/**
 * Picks as rows: when each was posted (in the record's time zone, named), the bet, its result, profit
 * and slip. Each row is one link to its pick's page (through its id). Where the nine columns would not
 * fit, below 72rem, each row is a card instead, with CSS alone (RecordPicksTable.module.css), so the
 * table never scrolls sideways.
 *
 * `rowsAfterBuild` is for a year page's thousand rows. Next sends a page's React tree twice, as HTML
 * and as the inlined payload that hydrates it, and for a full year that payload was two thirds of the
 * page and cost it 6 Lighthouse points. So a production build leaves the table body empty and
 * scripts/build/year-rows.mjs writes the rows into the HTML alone, from the year's rows.json
 * (app/record/[year]/rows.json). React hydrates an element with inner HTML without reading it, so
 * the rows stay. `next dev` has no post-build step and renders them here.
 */
export function RecordPicksTable({
  id,
  caption,
  picks,
  rowsAfterBuild = false,
}: {
  id: string;
  caption: string;
  picks: readonly PublishedPick[];
  rowsAfterBuild?: boolean;
}) {
  const deferred = rowsAfterBuild && rowsLeftForTheBuild;
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
          <th scope="col">{columns.timestamped}</th>
          <th scope="col">{columns.slip}</th>
        </tr>
      </thead>
      <tbody
        data-rows={deferred ? id : undefined}
        dangerouslySetInnerHTML={{ __html: deferred ? '' : pickRows(picks) }}
      />
    </RecordTable>
  );
}
