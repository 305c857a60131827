import clsx from 'clsx';
import styles from './FigureList.module.css';

export type Figure = { label: string; value: string; note?: string };

/**
 * Figures as labeled boxes, a description list a screen reader reads as label and value; a
 * figure's note (how it is counted) follows its value.
 */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={clsx(styles.figures, figures.some((figure) => figure.note) && styles.noted)}>
      {figures.map(({ label, value, note }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
          {note ? <dd className={styles.note}>{note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
