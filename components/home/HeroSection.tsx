import { BadgeCheck } from 'lucide-react';
import { hero } from '@/data/copy';
import { sectionIds } from '@/content/routes';
import { Badge } from '@/components/ui/Badge';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { LatestReceipt } from './LatestReceipt';
import styles from './HeroSection.module.css';

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        {hero.badge ? (
          <p className={styles.badge}>
            <Badge size="large">
              <BadgeCheck aria-hidden="true" size={18} />
              {hero.badge}
            </Badge>
          </p>
        ) : null}
        <h1 id="hero-title" className={styles.title}>
          {hero.headline}
        </h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions} data-trial-banner-waits>
          <ButtonLink href={`#${sectionIds.pricing}`}>{hero.trialCta}</ButtonLink>
          <ButtonLink href={`#${sectionIds.trackRecord}`} variant="secondary">
            {hero.proofCta}
          </ButtonLink>
        </div>
        <div className={styles.receipt}>
          <LatestReceipt />
        </div>
      </div>
    </section>
  );
}
