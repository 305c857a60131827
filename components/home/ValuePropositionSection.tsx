import { sectionIds } from '@/content/routes';
import { valueProposition } from '@/data/copy';
import { formatPrice } from '@/content/site';
import { Badge } from '@/components/ui/Badge';
import { FeatureIcon } from './FeatureIcon';
import { Section } from '@/components/ui/Section';
import styles from './ValuePropositionSection.module.css';

export function ValuePropositionSection() {
  const { features, addOns } = valueProposition;
  return (
    <Section id={sectionIds.valueProposition} title={valueProposition.title} intro={valueProposition.intro}>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature.title} className={styles.card}>
            <div className={styles.cardTop}>
              <span className={styles.icon}>
                <FeatureIcon name={feature.icon} />
              </span>
              <Badge>{feature.badge}</Badge>
            </div>
            <h3 className={styles.cardTitle}>{feature.title}</h3>
            <p className={styles.cardText}>{feature.description}</p>
          </li>
        ))}
      </ul>

      <h3 className={styles.addOnsTitle}>{valueProposition.addOnsTitle}</h3>
      <p className={styles.addOnsIntro}>{valueProposition.addOnsIntro}</p>
      <ul className={styles.addOns}>
        {Object.values(addOns).map((addOn) => (
          <li key={addOn.title} className={styles.addOn}>
            <h4 className={styles.cardTitle}>{addOn.title}</h4>
            <p className={styles.price}>
              <strong>{formatPrice(addOn.price)}</strong> {addOn.priceUnit}
            </p>
            <p className={styles.cardText}>{addOn.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
