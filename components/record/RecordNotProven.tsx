import { recordNotProven as copy, resultLabels } from '@/content/record/words';
import { pickPath } from '@/content/routes';
import { formatUnits } from '@/lib/record/presentation/display';
import { notProvenFigures } from '@/lib/record/figures/proven';
import type { PublishedPick } from '@/lib/record/types';
import styles from './RecordNotProven.module.css';

/**
 * The picks the headline leaves out, counted apart: how many, their units, and each; then how many
 * of the counted picks a correction changed since they went out, which count as posted.
 */
export function RecordNotProven({ notProven, corrected }: { notProven: readonly PublishedPick[]; corrected: number }) {
  const figures = notProvenFigures(notProven);
  return (
    <div id="not-proven">
      {notProven.length === 0 ? (
        <p data-claim="not-proven">{copy.none}</p>
      ) : (
        <>
          <p data-claim="not-proven">{copy.summary(figures.picks, formatUnits(figures.unitsWon))}</p>
          <ul className={styles.list}>
            {notProven.map((pick) => (
              <li key={pick.id}>
                <a href={pickPath(pick.id)}>{pick.id}</a>
                {copy.pick(resultLabels[pick.result].toLowerCase(), formatUnits(pick.profit ?? 0))}
              </li>
            ))}
          </ul>
        </>
      )}
      {corrected > 0 ? <p>{copy.corrected(corrected)}</p> : null}
    </div>
  );
}
