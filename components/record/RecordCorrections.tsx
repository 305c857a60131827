import { recordPage as copy } from '@/content/record/words';
import { correctionAnchor } from '@/content/routes';
import { formatDate } from '@/lib/format';
import type { Correction } from '@/lib/record/types';
import styles from './RecordCorrections.module.css';

/**
 * Every correction the build applied: which pick, the value before and after, why, and when. Each
 * is an anchor the corrected value on the pick's row links back to.
 */
export function RecordCorrections({
  corrections,
}: {
  corrections: readonly { correction: Correction; href: string }[];
}) {
  if (corrections.length === 0) return <p>{copy.noCorrections}</p>;
  return (
    <ol className={styles.list}>
      {[...corrections].reverse().map(({ correction, href }) => (
        <li key={correction.line} id={correctionAnchor(correction.line)} className={styles.item}>
          <p className={styles.what}>
            <a href={href}>{copy.correctionPick(correction.pickId)}</a>: {copy.correctionField(correction.field)}{' '}
            <s>{correction.before || copy.correctionEmpty}</s> {copy.correctionTo}{' '}
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
