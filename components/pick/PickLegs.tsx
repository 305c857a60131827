import { pickPage as copy } from '@/content/record/pickPage';
import { formatOdds } from '@/lib/record/math.mjs';
import type { PickLeg } from '@/lib/record/presentation/pickPage';
import { PickResult } from './PickResult';
import { PickScore } from './PickScore';
import styles from './PickLegs.module.css';

/** A parlay's legs, one row each: its result and price, the pick, the game and its score. */
export function PickLegs({ legs }: { legs: readonly PickLeg[] }) {
  return (
    <ol className={styles.legs} aria-label={copy.legsCaption(legs.length)}>
      {legs.map((leg, index) => (
        <li key={`${index}-${leg.event}`} className={styles.leg}>
          <p className={styles.head}>
            <PickResult result={leg.result ?? 'pending'} small />
            <span className={styles.selection} data-claim="selection">
              {leg.selection}
            </span>{' '}
            <span className={styles.price}>({formatOdds(leg.odds)})</span>
          </p>
          <p className={styles.game}>
            {leg.event}
            {leg.score ? (
              <>
                {': '}
                <PickScore reading={leg.score} />
              </>
            ) : leg.result === 'void' ? (
              `: ${copy.legVoid}`
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
