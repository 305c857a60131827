import { RecordBreakdowns } from '@/components/record/RecordBreakdowns';
import { RecordChart } from '@/components/record/RecordChart';
import { RecordCheck } from '@/components/record/RecordCheck';
import { RecordCorrections } from '@/components/record/RecordCorrections';
import { RecordDownload } from '@/components/record/RecordDownload';
import { RecordFigures } from '@/components/record/RecordFigures';
import { RecordIntro } from '@/components/record/RecordIntro';
import { RecordNotProven } from '@/components/record/RecordNotProven';
import { RecordPicksTable } from '@/components/record/RecordPicksTable';
import { RecordRiskFigures } from '@/components/record/RecordRiskFigures';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import { RecordUnitNote } from '@/components/record/RecordUnitNote';
import { RecordYearLinks } from '@/components/record/RecordYearLinks';
import { Section } from '@/components/ui/Section';
import {
  recordCheck as checkCopy,
  recordDefinitions,
  recordPage as copy,
  recordRiskFigures as riskFigures,
  recordTerms,
} from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { routes } from '@/content/routes';
import { siteConfig } from '@/data/config';
import type { RecordOverview } from '@/data/record/overview';

/** The sections of /record, in order: the headline figures, the chart, the figures behind them, the breakdowns, the latest picks, the corrections, the years, how to check it all, and the download. */
export function RecordSections({ record }: { record: RecordOverview }) {
  const { picks, sample, head, summary } = record;
  const { timeZone } = recordSettings;
  const sampleNote = <RecordSampleNote label={sample} />;

  return (
    <>
      <RecordIntro title={copy.title} intro={copy.intro}>
        {sampleNote}
        {picks.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <>
            <RecordFigures
              summary={record.headline.summary}
              interval={record.headline.interval}
              timeZone={timeZone}
              definitions={recordDefinitions}
            />
            <RecordNotProven notProven={record.notProven} corrected={record.corrected} />
          </>
        )}
        <RecordUnitNote unitDollars={recordSettings.unitDollars} />
        <p>{recordTerms.graded}</p>
        <p>{copy.monthRule}</p>
        <p>{copy.sampleRule(recordSettings.interval.smallSample)}</p>
      </RecordIntro>
      {picks.length > 0 ? (
        <>
          <Section id="chart" title={copy.chartTitle}>
            {sampleNote}
            <RecordChart points={record.points} timeZone={timeZone} />
          </Section>
          <Section id="behind-the-numbers" title={riskFigures.title} intro={riskFigures.intro}>
            {sampleNote}
            <RecordRiskFigures picks={picks} summary={summary} />
          </Section>
          <Section id="breakdown" title={copy.breakdownTitle} intro={copy.breakdownIntro}>
            {sampleNote}
            <RecordBreakdowns picks={picks} totalUnits={summary.unitsWon} timeZone={timeZone} />
          </Section>
          <Section id="latest" title={copy.latestTitle} intro={copy.latestIntro}>
            {sampleNote}
            <RecordPicksTable
              id="latest-picks"
              caption={copy.latestCaption(Math.min(copy.latestCount, picks.length))}
              picks={record.latest}
            />
            <p>
              <a href={routes.picks}>{copy.latestLink}</a>
            </p>
          </Section>
        </>
      ) : null}
      <Section id="corrections" title={copy.correctionsTitle} intro={copy.correctionsIntro}>
        <RecordCorrections corrections={record.corrections} />
      </Section>
      {record.years.length > 0 ? (
        <Section id="years" title={copy.yearsTitle}>
          <RecordYearLinks years={record.years} label={copy.yearsTitle} />
        </Section>
      ) : null}
      {head ? (
        <Section id="check" title={checkCopy.title} intro={checkCopy.intro}>
          {sampleNote}
          <RecordCheck
            head={head}
            example={record.example}
            timestamped={record.timestamped}
            authorities={record.trusted}
            siteUrl={siteConfig.url}
          />
        </Section>
      ) : null}
      <Section id="download" title={copy.downloadTitle}>
        {sampleNote}
        <RecordDownload />
      </Section>
    </>
  );
}
