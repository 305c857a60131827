import { sectionIds } from '@/content/routes';
import { sampleSlips, testimonials, testimonialsSection as copy } from '@/content/testimonials';
import { recordSettings } from '@/content/record/settings.mjs';
import { sampleLabel } from '@/data/samples';
import { Badge } from '@/components/ui/Badge';
import { SampleSlip } from './SampleSlip';
import { Section } from '@/components/ui/Section';
import { StarRating } from './StarRating';
import styles from './TestimonialsSection.module.css';

export function TestimonialsSection() {
  const sampleNotice = sampleLabel('content/testimonials.ts');
  return (
    <Section id={sectionIds.testimonials} title={copy.title} intro={copy.intro}>
      {sampleNotice ? <p className={styles.sampleNotice}>{sampleNotice}</p> : null}
      <ul className={styles.quotes}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className={styles.quote}>
              {sampleNotice ? <Badge className={styles.quoteLabel}>{copy.quoteSampleLabel}</Badge> : null}
              <StarRating rating={testimonial.rating} />
              <blockquote className={styles.content}>
                <p>{testimonial.content}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <strong>{testimonial.name}</strong>
                <span>{testimonial.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className={styles.disclaimer}>{copy.disclaimer}</p>

      <h3 className={styles.slipsTitle}>{copy.slipsTitle}</h3>
      <p className={styles.slipsIntro}>{copy.slipsIntro}</p>
      <ul className={styles.slips}>
        {sampleSlips.map((slip) => (
          <li key={slip.bet}>
            <SampleSlip
              slip={slip}
              label={copy.slipLabel}
              figures={copy.slipFigures}
              unitDollars={recordSettings.unitDollars}
              inUnits={copy.inUnits}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
