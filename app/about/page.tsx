import { publisher } from '@/data/config';
import type { Metadata } from 'next';
import { AboutIntro } from '@/components/about/AboutIntro';
import { JsonLd } from '@/components/ui/JsonLd';
import { PrinciplesSection } from '@/components/about/PrinciplesSection';
import { about } from '@/data/copy';
import { routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

const page = { title: about.pageTitle, description: about.description, path: routes.about, type: 'AboutPage' } as const;

export const metadata: Metadata = pageMetadata(site, page);

export default function AboutPage() {
  return (
    <>
      <JsonLd data={pageGraph(publisher, page)} />
      <AboutIntro />
      <PrinciplesSection id="pillars" title={about.pillarsTitle} items={about.pillars} />
      <PrinciplesSection id="values" title={about.valuesTitle} items={about.values} />
    </>
  );
}
