import { recordColumns as columns, recordRiskFigures as labels } from '@/content/record/words';
import { formatShortDay } from '@/lib/record/presentation/display';
import type { VoidedPick } from '@/lib/record/figures/stats';
import { RecordTable } from './RecordTable';
import styles from './RecordVoids.module.css';

/** Every void with why the book called it off: the reason of the correction that made it one, or its note. */
export function RecordVoids({ voids, timeZone }: { voids: readonly VoidedPick[]; timeZone: string }) {
  if (voids.length === 0) return null;
  return (
    <RecordTable id="voids" caption={labels.voidsCaption} className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{columns.voidPick}</th>
          <th scope="col">{columns.voidDay}</th>
          <th scope="col">{columns.event}</th>
          <th scope="col">{columns.voidReason}</th>
        </tr>
      </thead>
      <tbody>
        {voids.map((pick) => (
          <tr key={pick.id}>
            <th scope="row">{pick.id}</th>
            <td>{formatShortDay(pick.eventStart, timeZone)}</td>
            <td>{pick.event}</td>
            <td>{pick.reason}</td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}
