import { formatPrice } from '@/content/site';
import type { SampleSlip as Slip } from '@/content/testimonials';
import { formatStake } from '@/lib/record/presentation/display';
import { formatOdds, toWin } from '@/lib/record/math.mjs';
import styles from './SampleSlip.module.css';

type SampleSlipProps = {
  slip: Slip;
  label: string;
  figures: { odds: string; stake: string; toWin: string };
  /** What a unit is in dollars: the slip shows its stake as the ledger does, and in dollars. */
  unitDollars: number;
  inUnits: (dollars: string, units: string) => string;
};

/** A sample slip in the ledger's convention: the stake is what is risked, in dollars and in units. */
export function SampleSlip({ slip, label, figures, unitDollars, inUnits }: SampleSlipProps) {
  const risk = slip.stake * unitDollars;
  const win = toWin(slip.odds, risk);
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
          <dd>{inUnits(formatPrice(risk), formatStake(slip.stake))}</dd>
        </div>
        <div>
          <dt>{figures.toWin}</dt>
          <dd className={styles.win}>{inUnits(formatPrice(win), formatStake(win / unitDollars))}</dd>
        </div>
      </dl>
    </article>
  );
}
