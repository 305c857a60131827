import { faq, faqSection } from '@/content/faq';
import { FaqAccordion } from './FaqAccordion';
import { Section } from './Section';

export function FaqSection() {
  return (
    <Section id="faq" title={faqSection.title} intro={faqSection.intro}>
      <FaqAccordion items={faq} />
    </Section>
  );
}
