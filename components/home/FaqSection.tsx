import { Activity } from 'react';
import { sectionIds } from '@/content/routes';
import { faqSection } from '@/content/faq';
import { faq } from '@/data/copy';
import { FaqAccordion } from './FaqAccordion';
import { Section } from '@/components/ui/Section';

export function FaqSection() {
  return (
    <Section id={sectionIds.faq} title={faqSection.title} intro={faqSection.intro}>
      <Activity>
        <FaqAccordion items={faq} />
      </Activity>
    </Section>
  );
}
