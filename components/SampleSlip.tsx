import type { SampleSlip as Slip } from '@/content/testimonials';
import { formatUsd } from '@/lib/format';
import { formatOdds, toWin } from '@/lib/odds';
import styles from './SampleSlip.module.css';

export function SampleSlip({ slip, label }: { slip: Slip; label: string }) {
  return (
    <article className={styles.slip} aria-label={`${label}: ${slip.bet}`}>
      <p className={styles.top}>
        <span className={styles.book}>{slip.sportsbook}</span>
        <span className={styles.label}>{label}</span>
      </p>
      <p className={styles.bet}>{slip.bet}</p>
      <dl className={styles.figures}>
        <div>
          <dt>Odds</dt>
          <dd>{formatOdds(slip.odds)}</dd>
        </div>
        <div>
          <dt>Stake</dt>
          <dd>{formatUsd(slip.stake)}</dd>
        </div>
        <div>
          <dt>Potential win</dt>
          <dd className={styles.win}>{formatUsd(toWin(slip.odds, slip.stake))}</dd>
        </div>
      </dl>
    </article>
  );
}
