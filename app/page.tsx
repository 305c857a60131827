import { publisher } from '@/data/config';
import type { Metadata } from 'next';
import { ComparisonSection } from '@/components/home/ComparisonSection';
import { FaqSection } from '@/components/home/FaqSection';
import { HeroSection } from '@/components/home/HeroSection';
import { JsonLd } from '@/components/ui/JsonLd';
import { PricingSection } from '@/components/home/PricingSection';
import { TestimonialsSection } from '@/components/home/TestimonialsSection';
import { TrackRecordSection } from '@/components/home/TrackRecordSection';
import { ValuePropositionSection } from '@/components/home/ValuePropositionSection';
import { faq } from '@/data/copy';
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
      <JsonLd data={homeGraph(publisher, { path: homeSection(sectionIds.faq), items: faq })} />
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
