import type { Rating } from '@/content/testimonials';
import styles from './StarRating.module.css';

const MAX = 5;

/** Drawn as text glyphs: one element for the stars, read by screen readers as "4 out of 5". */
export function StarRating({ rating }: { rating: Rating }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of ${MAX}`}>
      <span className={styles.on}>{'★'.repeat(rating)}</span>
      <span className={styles.off}>{'☆'.repeat(MAX - rating)}</span>
    </span>
  );
}
