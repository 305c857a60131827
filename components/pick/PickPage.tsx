import { pickHeadline, pickPage as copy } from '@/content/record/pickPage';
import { Section } from '@/components/ui/Section';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import { PickCheck } from './PickCheck';
import { PickDetails } from './PickDetails';
import { PickNav } from './PickNav';
import { PickProof } from './PickProof';
import { PickSlip } from './PickSlip';
import { PickSummary } from './PickSummary';
import { PickTerms } from './PickTerms';

/** A pick's own page: the answer first (the pick, its price, its timing, its result), then its slip, details, proof and how to check it. */
export function PickPage({ page, timeZone, siteUrl }: { page: PickPageData; timeZone: string; siteUrl: string }) {
  const { pick } = page;
  const { title, lead } = pickHeadline(page);
  return (
    <>
      <PickSummary page={page} title={title} lead={lead} timeZone={timeZone} />
      <Section id="slip" title={copy.slipTitle}>
        <PickSlip slip={page.slip} sportsbook={pick.state === 'revealed' ? pick.sportsbook : null} />
      </Section>
      {pick.state === 'revealed' ? (
        <Section id="details" title={copy.detailsTitle}>
          <PickDetails page={page} pick={pick} timeZone={timeZone} />
        </Section>
      ) : null}
      <Section id="proof" title={copy.proofTitle}>
        <PickProof page={page} timeZone={timeZone} />
      </Section>
      <Section id="check" title={copy.checkTitle}>
        <PickCheck page={page} siteUrl={siteUrl} />
      </Section>
      <PickTerms />
      <PickNav previousId={page.previousId} nextId={page.nextId} year={page.year} />
    </>
  );
}
