import clsx from 'clsx';
import type { PageClaim } from '@/lib/record/proof/pageClaims.mjs';
import styles from './FigureList.module.css';

/**
 * `claim` marks the value as a figure `npm run record:verify` reads back (lib/record/proof/pageClaims.mjs);
 * `verdict` says what the figure's 95% interval tells of it.
 */
export type Figure = { label: string; value: string; note?: string; verdict?: string; claim?: PageClaim };

/**
 * Figures as labeled boxes, a description list a screen reader reads as label and value; a
 * figure's note (how it is counted) follows its value.
 */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className={clsx(styles.figures, figures.some((figure) => figure.note) && styles.noted)}>
      {figures.map(({ label, value, note, verdict, claim }) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd data-claim={claim}>{value}</dd>
          {note ? <dd className={styles.note}>{note}</dd> : null}
          {verdict ? <dd className={styles.verdict}>{verdict}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
