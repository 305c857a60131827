import styles from './FigureList.module.css';

/** Figures as labelled boxes, a description list a screen reader reads as label and value. */
export function FigureList({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map(({ label, value }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
