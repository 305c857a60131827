import { publisher, siteConfig } from '@/data/config';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/JsonLd';
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
import { recordFeed } from '@/content/record/feed';
import { recordCheck as checkCopy, recordPage as copy, recordRiskFigures as riskFigures } from '@/content/record/pages';
import { recordSettings } from '@/content/record/settings.mjs';
import { recordYearPath, routes } from '@/content/routes';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { getRecord } from '@/data/record/ledger';
import { checkablePick, latestPicks, lastSettledDay, timestampedBeforeStart } from '@/lib/record/figures/select';
import { calendarYear } from '@/lib/record/math.mjs';
import { provenSplit } from '@/lib/record/figures/proven';
import { cumulativeUnits, groupSummaries, summarize } from '@/lib/record/figures/stats';
import { recordGraph } from '@/lib/record/presentation/structuredData';

const page = { title: copy.metaTitle, description: copy.description, path: routes.record };

const base = pageMetadata(site, page);

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: Object.fromEntries(recordFeed.links.map(({ type, ...link }) => [type, [link]])),
  },
};

export default function RecordPage() {
  const { picks, corrections, sample, head, trusted } = getRecord();
  const { timeZone } = recordSettings;
  const summary = summarize(picks);
  const { proven, notProven, corrected } = provenSplit(picks);
  const years = groupSummaries(picks, 'year', timeZone)
    .reverse()
    .map(({ key, summary: year }) => ({ year: Number(key), picks: year.picks }));
  const startOf = new Map(picks.map((pick) => [pick.id, pick.eventStart]));
  const sampleNote = <RecordSampleNote label={sample} />;

  return (
    <>
      <JsonLd
        data={recordGraph(publisher, { ...page, dateModified: lastSettledDay(picks, timeZone) }, routes.recordCsv)}
      />
      <RecordIntro title={copy.title} intro={copy.intro}>
        {sampleNote}
        {picks.length === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <>
            <RecordFigures summary={summarize(proven)} timeZone={timeZone} defined />
            <RecordNotProven notProven={notProven} corrected={corrected} />
          </>
        )}
        <RecordUnitNote unitDollars={recordSettings.unitDollars} />
        <p>{copy.monthRule}</p>
        <p>{copy.sampleRule(recordSettings.interval.smallSample)}</p>
      </RecordIntro>
      {picks.length > 0 ? (
        <>
          <Section id="chart" title={copy.chartTitle}>
            {sampleNote}
            <RecordChart points={cumulativeUnits(picks)} timeZone={timeZone} />
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
              picks={latestPicks(picks, copy.latestCount)}
            />
            <p>
              <a href={routes.picks}>{copy.latestLink}</a>
            </p>
          </Section>
        </>
      ) : null}
      <Section id="corrections" title={copy.correctionsTitle} intro={copy.correctionsIntro}>
        <RecordCorrections
          corrections={corrections.map((correction) => ({
            correction,
            href: `${recordYearPath(Number(calendarYear(startOf.get(correction.pickId) ?? '', timeZone)))}#${correction.pickId}`,
          }))}
        />
      </Section>
      {years.length > 0 ? (
        <Section id="years" title={copy.yearsTitle}>
          <RecordYearLinks years={years} label={copy.yearsTitle} />
        </Section>
      ) : null}
      {head ? (
        <Section id="check" title={checkCopy.title} intro={checkCopy.intro}>
          {sampleNote}
          <RecordCheck
            head={head}
            example={checkablePick(picks)}
            timestamped={timestampedBeforeStart(picks)}
            authorities={trusted}
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
