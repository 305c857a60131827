import { siteConfig } from '@/data/config';
import { privacyLink, termsLink } from '@/content/navigation';
import { sectionIds } from '@/content/routes';
import { pricingSection as copy } from '@/data/copy';
import { Badge } from '@/components/ui/Badge';
import { CheckoutFrame } from './CheckoutFrame';
import { Section } from '@/components/ui/Section';
import { SiteLink } from '@/components/ui/SiteLink';
import styles from './PricingSection.module.css';

export function PricingSection() {
  return (
    <Section id={sectionIds.pricing} title={copy.title} intro={copy.intro}>
      <div className={styles.grid}>
        <div className={styles.plan}>
          <p className={styles.trialBadge}>
            <Badge size="large">{copy.trialBadge}</Badge>
          </p>
          <h3 className={styles.planName}>{copy.planName}</h3>
          <p className={styles.price}>
            <span className={styles.amount}>{copy.monthly}</span> a month
          </p>
          <p className={styles.perDay}>{copy.perDay}</p>
          <p className={styles.promotion}>{copy.promotionNote}</p>
          <ul className={styles.includes}>
            {copy.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.age}>{copy.ageNotice}</p>
        </div>

        <div className={styles.checkout}>
          <div className={styles.terms} role="note" aria-labelledby="checkout-terms-title">
            <h3 id="checkout-terms-title" className={styles.termsTitle}>
              {copy.terms.title}
            </h3>
            <p className={styles.termsLead}>
              <strong>{copy.terms.today}</strong> <strong>{copy.terms.then}</strong>
            </p>
            <ul className={styles.termsList}>
              {copy.terms.points.map((point) => (
                <li key={point.text}>
                  {point.text}
                  {point.link ? (
                    <>
                      {' '}
                      <SiteLink href={point.link.href}>{point.link.label}</SiteLink>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className={styles.termsLinks}>
              By starting the trial you agree to the <SiteLink href={termsLink.href}>{termsLink.label}</SiteLink> and
              the <SiteLink href={privacyLink.href}>{privacyLink.label}</SiteLink>.
            </p>
          </div>
          <CheckoutFrame
            src={siteConfig.checkoutUrl}
            title={copy.checkoutTitle}
            loadingLabel={copy.checkoutLoading}
            fallbackLabel={copy.checkoutFallback}
          />
        </div>
      </div>
    </Section>
  );
}
