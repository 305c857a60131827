import type { Metadata } from 'next';
import { ComparisonSection } from '@/components/ComparisonSection';
import { FaqSection } from '@/components/FaqSection';
import { HeroSection } from '@/components/HeroSection';
import { JsonLd } from '@/components/JsonLd';
import { PricingSection } from '@/components/PricingSection';
import { TestimonialsSection } from '@/components/TestimonialsSection';
import { TrackRecordSection } from '@/components/TrackRecordSection';
import { ValuePropositionSection } from '@/components/ValuePropositionSection';
import { faq } from '@/content/faq';
import { homeSection, routes, sectionIds } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { homeGraph } from '@/lib/structuredData';

export const metadata: Metadata = {
  ...pageMetadata(site, { title: site.name, description: site.description, path: routes.home }),
  title: { absolute: `${site.name}: ${site.tagline}` },
};

export default function HomePage() {
  return (
    <>
      <JsonLd data={homeGraph(site, { path: homeSection(sectionIds.faq), items: faq })} />
      <HeroSection />
      <ComparisonSection />
      <TrackRecordSection />
      <ValuePropositionSection />
      <PricingSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
