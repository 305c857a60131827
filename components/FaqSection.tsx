import { sectionIds } from '@/content/routes';
import { faq, faqSection } from '@/content/faq';
import { FaqAccordion } from './FaqAccordion';
import { Section } from './Section';

export function FaqSection() {
  return (
    <Section id={sectionIds.faq} title={faqSection.title} intro={faqSection.intro}>
      <FaqAccordion items={faq} />
    </Section>
  );
}
