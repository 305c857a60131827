import { recordColumns as columns, recordRiskFigures as labels } from '@/content/record/words';
import { pickPage } from '@/content/record/pickPage';
import { formatShortDay } from '@/lib/record/presentation/display';
import type { VoidedPick } from '@/lib/record/figures/stats';
import { RecordTable } from './RecordTable';
import styles from './RecordVoids.module.css';

/**
 * Every void with why it is void, as the void says: its note, else its game's status ("Game
 * postponed"), else it is a parlay whose every leg was voided (the only void the ledger takes
 * with neither: lib/record/ledger/grading.mjs readVoid).
 */
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
            <td>{pick.note || (pick.status ? pickPage.gameStatus(pick.status) : labels.voidLegs)}</td>
          </tr>
        ))}
      </tbody>
    </RecordTable>
  );
}
