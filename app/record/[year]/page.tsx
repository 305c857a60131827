import { publisher } from '@/data/config';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd';
import { RecordFigures } from '@/components/record/RecordFigures';
import { RecordIntro } from '@/components/record/RecordIntro';
import { RecordMonthSection } from '@/components/record/RecordMonthSection';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import { recordPage, recordYearPage as copy } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings';
import { recordYearPath, routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { getRecord, shownYears } from '@/data/record/ledger';
import { lastSettledDay, picksByMonth } from '@/lib/record/select';
import { summarize } from '@/lib/record/stats';
import { pageGraph } from '@/lib/structuredData';

type Props = { params: Promise<{ year: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return shownYears().map((year) => ({ year: String(year) }));
}

function yearPage(year: number) {
  const months = picksByMonth(getRecord().picks, year, recordSettings.timeZone);
  const picks = months.flatMap((month) => month.picks);
  return {
    months,
    picks,
    page: { title: copy.title(year), description: copy.description(year, picks.length), path: recordYearPath(year) },
  };
}

/** A year shares the record's preview card, which shows the headline figures. */
const previewCard = {
  url: `${routes.record}/opengraph-image/preview.png`,
  width: 1200,
  height: 630,
  alt: recordPage.metaTitle,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = pageMetadata(site, yearPage(Number((await params).year)).page);
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [previewCard] },
    twitter: { ...metadata.twitter, images: [previewCard] },
  };
}

export default async function RecordYearPage({ params }: Props) {
  const year = Number((await params).year);
  const { months, picks, page } = yearPage(year);
  const { sample } = getRecord();
  const { timeZone } = recordSettings;
  return (
    <>
      <JsonLd data={pageGraph(publisher, { ...page, dateModified: lastSettledDay(picks, timeZone) })} />
      <RecordIntro title={page.title} intro={page.description}>
        <RecordSampleNote label={sample} />
        {picks.length === 0 ? (
          <p>{recordPage.empty}</p>
        ) : (
          <RecordFigures summary={summarize(picks)} timeZone={timeZone} />
        )}
        <p>
          <a href={routes.record}>{copy.back}</a>
        </p>
      </RecordIntro>
      {months.map(({ month, picks: monthPicks }) => (
        <RecordMonthSection key={month} month={month} picks={monthPicks} />
      ))}
    </>
  );
}
