import { recordColumns as columns, latestReceipt as copy, resultLabels } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { pickPath } from '@/content/routes';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatDay, formatStake, formatUnits } from '@/lib/record/presentation/display';
import { getRecord } from '@/data/record/ledger';
import { latestSettled } from '@/lib/record/figures/select';
import styles from './LatestReceipt.module.css';

/** The hero's receipt card on wide screens: the pick settled last, win or lose. */
export function LatestReceipt() {
  const { picks, sample } = getRecord();
  const pick = latestSettled(picks);
  if (!pick) return null;
  return (
    <article className={styles.receipt} aria-label={copy.title}>
      <p className={styles.title}>
        {copy.title}
        {sample ? <span className={styles.sample}>{sample}</span> : null}
      </p>
      <p className={styles.event}>
        {pick.sport}: {pick.event}
      </p>
      <p className={styles.selection}>{pick.selection}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{columns.odds}</dt>
          <dd>{formatOdds(pick.odds)}</dd>
        </div>
        <div>
          <dt>{columns.stake}</dt>
          <dd>{formatStake(pick.stake)}</dd>
        </div>
        <div>
          <dt>{columns.result}</dt>
          <dd>
            {resultLabels[pick.result]}
            {pick.score ? ` ${pick.score},` : ''} {formatUnits(pick.profit ?? 0)} u
          </dd>
        </div>
      </dl>
      <p className={styles.footer}>
        <span>
          {pick.sportsbook}, settled {formatDay(pick.settled ?? pick.posted, recordSettings.timeZone)}
        </span>
        <a href={pickPath(pick.id)}>{copy.link(pick.id)}</a>
      </p>
    </article>
  );
}
