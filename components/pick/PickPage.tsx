import { pickHeadline, pickPage as copy } from '@/content/record/pickPage';
import { Badge } from '@/components/ui/Badge';
import { Section } from '@/components/ui/Section';
import { RecordIntro } from '@/components/record/RecordIntro';
import { RecordSampleNote } from '@/components/record/RecordSampleNote';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import { PickCheck } from './PickCheck';
import { PickFacts } from './PickFacts';
import { PickNav } from './PickNav';
import { PickProof } from './PickProof';
import { PickSlip } from './PickSlip';
import { PickTerms } from './PickTerms';

/** A pick's own page: the pick (sealed or revealed), its slip, its proof and how to check it. */
export function PickPage({ page, timeZone, siteUrl }: { page: PickPageData; timeZone: string; siteUrl: string }) {
  const { pick } = page;
  const { title, lead } = pickHeadline(pick, timeZone);
  return (
    <>
      <RecordIntro title={title} intro={lead}>
        <p>
          <Badge>{pick.state === 'sealed' ? copy.sealedBadge : copy.revealedBadge}</Badge>
        </p>
        <RecordSampleNote label={page.sample} />
        <PickFacts pick={pick} timeZone={timeZone} />
      </RecordIntro>
      <Section id="slip" title={copy.slipTitle}>
        <PickSlip slip={page.slip} sportsbook={pick.state === 'revealed' ? pick.sportsbook : null} />
      </Section>
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
