import { recordNotProven as copy, resultLabels } from '@/content/record/pages';
import { pickPath } from '@/content/routes';
import { formatUnits } from '@/lib/record/presentation/display';
import { notProvenFigures, type NotProvenPick } from '@/lib/record/figures/proven';
import styles from './RecordNotProven.module.css';

/** The picks the headline leaves out, counted apart: how many, their units, and why each is not proven. */
export function RecordNotProven({ notProven }: { notProven: readonly NotProvenPick[] }) {
  if (notProven.length === 0) return <p>{copy.none}</p>;
  const figures = notProvenFigures(notProven);
  return (
    <div id="not-proven">
      <p>{copy.summary(figures.picks, formatUnits(figures.unitsWon))}</p>
      <ul className={styles.list}>
        {notProven.map(({ pick, reasons, corrected }) => {
          const why = reasons.map((reason) =>
            reason === 'late'
              ? copy.late
              : copy.corrected(corrected.map((field) => copy.fields[field as keyof typeof copy.fields] ?? field)),
          );
          return (
            <li key={pick.id}>
              <a href={pickPath(pick.id)}>{pick.id}</a>
              {copy.pick(resultLabels[pick.result].toLowerCase(), formatUnits(pick.profit ?? 0), why.join('; '))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
