import { publisher } from '@/data/config';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd';
import { cardSize } from '@/components/ui/socialImage';
import { RecordFigures } from '@/components/record/RecordFigures';
import { RecordIntro } from '@/components/record/RecordIntro';
import { RecordMonthSection } from '@/components/record/RecordMonthSection';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import { recordPage, recordTerms, recordYearDefinitions, recordYearPage as copy } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { recordYearPath, recordYearPreviewPath, routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { getRecord, shownYears } from '@/data/record/ledger';
import { recordYear } from '@/data/record/years';
import { lastSettledDay } from '@/lib/record/figures/select';
import { pageGraph } from '@/lib/structuredData';

type Props = { params: Promise<{ year: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return shownYears().map((year) => ({ year: String(year) }));
}

function yearPage(year: number) {
  const { months, picks, summary, interval } = recordYear(year);
  const figures = picks.length ? ` ${copy.preview(year, summary)}.` : '';
  return {
    months,
    picks,
    summary,
    interval,
    page: {
      title: copy.title(year),
      description: `${copy.description(year, picks.length)}${figures}`,
      path: recordYearPath(year),
    },
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const year = Number((await params).year);
  const metadata = pageMetadata(site, yearPage(year).page);
  const card = { url: recordYearPreviewPath(year), ...cardSize, alt: copy.title(year) };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [card] },
    twitter: { ...metadata.twitter, images: [card] },
  };
}

export default async function RecordYearPage({ params }: Props) {
  const year = Number((await params).year);
  const { months, picks, page, summary, interval } = yearPage(year);
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
          <>
            <RecordFigures
              summary={summary}
              interval={interval}
              timeZone={timeZone}
              definitions={recordYearDefinitions}
            />
            <p>{copy.figuresNote}</p>
            <p>{recordTerms.graded}</p>
            <p>{recordPage.monthRule}</p>
          </>
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
