import type { Metadata } from 'next';
import { JsonLd } from '@/components/JsonLd';
import { RecordFigures } from '@/components/RecordFigures';
import { RecordIntro } from '@/components/RecordIntro';
import { RecordPicksTable } from '@/components/RecordPicksTable';
import { RecordSampleNote } from '@/components/RecordSampleNote';
import { Section } from '@/components/Section';
import { recordYearPage as copy } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings';
import { routes } from '@/content/routes';
import { pageMetadata } from '@/lib/metadata';
import { formatMonthKey, formatRecord, formatUnits } from '@/lib/record/display';
import { getRecord } from '@/lib/record/load';
import { lastSettledDay, picksByMonth, recordYearPath, recordYears } from '@/lib/record/select';
import { summarize } from '@/lib/record/stats';
import { pageGraph } from '@/lib/structuredData';

type Props = { params: Promise<{ year: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return recordYears(getRecord().picks, recordSettings.timeZone).map((year) => ({ year: String(year) }));
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(yearPage(Number((await params).year)).page);
}

export default async function RecordYearPage({ params }: Props) {
  const year = Number((await params).year);
  const { months, picks, page } = yearPage(year);
  const { sample } = getRecord();
  const { timeZone } = recordSettings;
  return (
    <>
      <JsonLd data={pageGraph({ ...page, dateModified: lastSettledDay(picks, timeZone) })} />
      <RecordIntro title={page.title} intro={page.description}>
        <RecordSampleNote label={sample} />
        <RecordFigures summary={summarize(picks)} timeZone={timeZone} />
        <p>
          <a href={routes.record}>{copy.back}</a>
        </p>
      </RecordIntro>
      {months.map(({ month, picks: monthPicks }) => {
        const monthSummary = summarize(monthPicks);
        return (
          <Section key={month} id={`month-${month}`} title={formatMonthKey(month)}>
            <RecordPicksTable
              id={`picks-${month}`}
              caption={`${formatMonthKey(month)}: ${monthPicks.length} picks, ${formatRecord(monthSummary)}, ${formatUnits(monthSummary.unitsWon)} units`}
              picks={monthPicks}
              timeZone={timeZone}
            />
          </Section>
        );
      })}
    </>
  );
}
