import clsx from 'clsx';
import { resultLabels } from '@/content/record/words';
import type { Result } from '@/lib/record/types';
import styles from './PickResult.module.css';

/** A result as a pill whose color follows the word it shows: green for a win, red for a loss, amber while open. */
export function PickResult({
  result,
  sealed,
  small,
  claim,
}: {
  result: Result;
  /** A sealed pick's words in place of a result. */
  sealed?: string;
  small?: boolean;
  /** The page's own result, which `npm run record:verify` reads back. */
  claim?: boolean;
}) {
  if (sealed !== undefined)
    return <span className={clsx(styles.pill, styles.open, small && styles.small)}>{sealed}</span>;
  return (
    <span
      className={clsx(styles.pill, styles[result === 'pending' ? 'open' : result], small && styles.small)}
      data-claim={claim ? 'result' : undefined}
    >
      {resultLabels[result]}
    </span>
  );
}
