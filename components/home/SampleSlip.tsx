import { formatPrice } from '@/content/site';
import type { SampleSlip as Slip } from '@/content/testimonials';
import { formatOdds, toWin } from '@/lib/record/math.mjs';
import styles from './SampleSlip.module.css';

type SampleSlipProps = {
  slip: Slip;
  label: string;
  figures: { odds: string; stake: string; toWin: string };
};

export function SampleSlip({ slip, label, figures }: SampleSlipProps) {
  return (
    <article className={styles.slip} aria-label={`${label}: ${slip.bet}`}>
      <p className={styles.top}>
        <span className={styles.book}>{slip.sportsbook}</span>
        <span className={styles.label}>{label}</span>
      </p>
      <p className={styles.bet}>{slip.bet}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{figures.odds}</dt>
          <dd>{formatOdds(slip.odds)}</dd>
        </div>
        <div>
          <dt>{figures.stake}</dt>
          <dd>{formatPrice(slip.stake)}</dd>
        </div>
        <div>
          <dt>{figures.toWin}</dt>
          <dd className={styles.win}>{formatPrice(toWin(slip.odds, slip.stake))}</dd>
        </div>
      </dl>
    </article>
  );
}
