import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LatestPicks } from '@/components/pick/LatestPicks';
import { PickPage } from '@/components/pick/PickPage';
import { JsonLd } from '@/components/ui/JsonLd';
import { cardSize } from '@/components/ui/socialImage';
import { recordFeed } from '@/content/record/feed';
import { latestPicksPage, pickMetadata, pickPage } from '@/content/record/pickPage';
import { recordSettings } from '@/content/record/settings.mjs';
import { pickPreviewPath, recordYearPath, routes } from '@/content/routes';
import { site } from '@/content/site';
import { publisher, siteConfig } from '@/data/config';
import { getRecord } from '@/data/record/ledger';
import { getPickPage, picksToRender } from '@/data/record/pickPages';
import { latestPicks } from '@/lib/record/figures/select';
import { pageMetadata } from '@/lib/metadata';
import { pageGraph } from '@/lib/structuredData';

type Props = { params: Promise<{ id?: string[] }> };

export const dynamicParams = false;

/**
 * /record/picks, then each pick's page this build writes: the rest are unchanged since a build
 * whose pages the post-build step keeps (scripts/build/pick-pages.mjs).
 */
export function generateStaticParams() {
  return [{ id: [] }, ...picksToRender().map((id) => ({ id: [id] }))];
}

const feedLinks = Object.fromEntries(recordFeed.links.map(({ type, ...link }) => [type, [link]]));

const latest = { title: latestPicksPage.title, description: latestPicksPage.description, path: routes.picks };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [id] = (await params).id ?? [];
  if (!id) {
    const metadata = pageMetadata(site, latest);
    // The newest pick's card: what a shared link to the latest picks leads with.
    const newest = getRecord().picks.at(-1);
    const images = newest ? [{ url: pickPreviewPath(newest.id), ...cardSize, alt: latest.title }] : [];
    return {
      ...metadata,
      alternates: { ...metadata.alternates, types: feedLinks },
      openGraph: { ...metadata.openGraph, images },
      twitter: { ...metadata.twitter, images },
    };
  }
  const page = pickMetadata(getPickPage(id), recordSettings.timeZone);
  const metadata = pageMetadata(site, page);
  const card = { url: pickPreviewPath(id), ...cardSize, alt: page.title };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [card] },
    twitter: { ...metadata.twitter, images: [card] },
  };
}

export default async function RecordPickPage({ params }: Props) {
  const ids = (await params).id ?? [];
  const { picks, sample } = getRecord();
  const [id] = ids;
  if (!id) {
    return (
      <>
        <JsonLd data={pageGraph(publisher, latest)} />
        <LatestPicks picks={latestPicks(picks, latestPicksPage.count)} sample={sample} />
      </>
    );
  }
  if (ids.length > 1) notFound();
  const page = getPickPage(id);
  const meta = pickMetadata(page, recordSettings.timeZone);
  return (
    <>
      <JsonLd
        data={pageGraph(publisher, {
          ...meta,
          trail: [
            { name: pickPage.record, path: routes.record },
            { name: pickPage.year(page.year), path: recordYearPath(page.year) },
          ],
        })}
      />
      <PickPage page={page} timeZone={recordSettings.timeZone} siteUrl={siteConfig.url} />
    </>
  );
}
