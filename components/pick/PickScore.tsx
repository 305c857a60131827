import { pickPage as copy } from '@/content/record/pickPage';
import { segments } from '@/lib/record/ledger/grading.mjs';
import type { ScoreReading } from '@/lib/record/presentation/display';
import type { PageClaim } from '@/lib/record/proof/pageClaims.mjs';
import { PickTerm } from './PickTerm';

/**
 * A score with each team named, away first as the event names them ("Kansas City Chiefs 23, Tennessee
 * Titans 30"), a part of a game named by its mark ("F5 (first five innings): …"), or a game that was
 * not finished in words ("Game postponed"). `linkTerms` links the part's mark to its definition.
 */
export function PickScore({
  reading,
  linkTerms,
  claim,
}: {
  reading: ScoreReading;
  linkTerms?: boolean;
  claim?: PageClaim;
}) {
  if (reading.kind === 'status') return <span data-claim={claim}>{copy.gameStatus(reading.status)}</span>;
  const [away, home] = reading.sides;
  const { segment, extra } = reading;
  return (
    <span data-claim={claim}>
      {segment ? (
        <>
          {linkTerms ? <PickTerm id="term-parts">{segment}</PickTerm> : segment} {copy.partName(segments[segment])}
          :{' '}
        </>
      ) : null}
      {away.team} {away.points}, {home.team} {home.points}
      {extra ? ` (${extra})` : null}
    </span>
  );
}
