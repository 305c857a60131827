import { recordPage as copy } from '@/content/record/pages';
import { formatDate } from '@/lib/format';
import type { Correction } from '@/lib/record/types';
import styles from './RecordCorrections.module.css';

/** Every correction the build applied: which pick, what changed, why, and when. */
export function RecordCorrections({
  corrections,
}: {
  corrections: readonly { correction: Correction; href: string }[];
}) {
  if (corrections.length === 0) return <p>{copy.noCorrections}</p>;
  return (
    <ol className={styles.list}>
      {[...corrections].reverse().map(({ correction, href }) => (
        <li key={`${correction.pickId}-${correction.field}-${correction.line}`} className={styles.item}>
          <p className={styles.what}>
            <a href={href}>{copy.correctionPick(correction.pickId)}</a>: {copy.correctionChange(correction.field)}{' '}
            <strong>{correction.value || copy.correctionEmpty}</strong>
          </p>
          <p className={styles.why}>{correction.reason}</p>
          <p className={styles.when}>
            <time dateTime={correction.date}>{formatDate(correction.date)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
