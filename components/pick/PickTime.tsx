import { formatMomentParts } from '@/lib/record/presentation/display';
import type { PageClaim } from '@/lib/record/proof/pageClaims.mjs';
import styles from './PickTime.module.css';

/**
 * A moment in the site's time zone, named, that wraps only between its day and its time; its
 * dateTime is the instant as the ledger writes it, which `npm run record:verify` compares.
 */
export function PickTime({ iso, timeZone, claim }: { iso: string; timeZone: string; claim?: PageClaim }) {
  const { day, time } = formatMomentParts(iso, timeZone);
  return (
    <time dateTime={iso} data-claim={claim} className={styles.time}>
      <span>{day},</span> <span>{time}</span>
    </time>
  );
}
