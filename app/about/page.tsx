import type { Metadata } from 'next';
import { AboutIntro } from '@/components/AboutIntro';
import { JsonLd } from '@/components/JsonLd';
import { PrinciplesSection } from '@/components/PrinciplesSection';
import { about } from '@/content/about';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

const page = { title: about.pageTitle, description: about.description, path: routes.about, type: 'AboutPage' } as const;

export const metadata: Metadata = pageMetadata(site, page);

export default function AboutPage() {
  return (
    <>
      <JsonLd data={pageGraph(site, page)} />
      <AboutIntro />
      <PrinciplesSection id="pillars" title={about.pillarsTitle} items={about.pillars} />
      <PrinciplesSection id="values" title={about.valuesTitle} items={about.values} />
    </>
  );
}
