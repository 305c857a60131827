import { Star } from 'lucide-react';
import type { Rating } from '@/content/testimonials';
import styles from './StarRating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating }: { rating: Rating }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${rating} out of 5`}>
      {STARS.map((star) => (
        <Star key={star} aria-hidden="true" size={18} className={star <= rating ? styles.on : styles.off} />
      ))}
    </span>
  );
}
