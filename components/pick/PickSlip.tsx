import { pickPage as copy } from '@/content/record/pickPage';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import styles from './PickSlip.module.css';

/** The betting slip, once the pick is revealed; before that, where it will be. */
export function PickSlip({ slip, sportsbook }: { slip: PickPageData['slip']; sportsbook: string | null }) {
  if (sportsbook === null) return <p className={styles.note}>{copy.sealedSlip}</p>;
  if (!slip) return <p className={styles.note}>{copy.noSlip}</p>;
  return (
    <figure className={styles.slip}>
      <a href={slip.src}>
        {/* next/image writes an inline style, which the site's style policy refuses; this is the plain image it would be. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={slip.src} width={slip.width} height={slip.height} alt={copy.slipAlt(sportsbook)} />
      </a>
      <figcaption className={styles.note}>{copy.slipNote}</figcaption>
    </figure>
  );
}
