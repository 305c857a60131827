import { pickPage as copy } from '@/content/record/pickPage';
import { resultLabels } from '@/content/record/pages';
import { FigureList, type Figure } from '@/components/ui/FigureList';
import { formatOdds } from '@/lib/record/math.mjs';
import { formatMoment, formatScore, formatStake, formatUnits } from '@/lib/record/presentation/display';
import type { PageClaim } from '@/lib/record/proof/pages.mjs';
import type { CorrectableField, PublishedPick, RevealedPick } from '@/lib/record/types';

/** A corrected value says what it was as posted (a start, as the page writes times); the correction itself is on /record. */
function correctionNote(pick: RevealedPick, field: CorrectableField, timeZone: string): string | undefined {
  const first = pick.correctedBy.find((correction) => correction.field === field);
  if (!first) return undefined;
  return copy.correctedFrom(
    field === 'event_start' && first.before ? formatMoment(first.before, timeZone) : first.before,
  );
}

/** The pick's facts: before the start only what the seal does not hide; after it, the bet and its grade. */
export function PickFacts({ pick, timeZone }: { pick: PublishedPick; timeZone: string }) {
  const { labels } = copy;
  const when = (iso: string) => formatMoment(iso, timeZone);
  const always: Figure[] = [
    { label: labels.posted, value: when(pick.posted) },
    { label: labels.start, value: when(pick.eventStart) },
    { label: labels.sport, value: pick.sport },
  ];
  if (pick.state === 'sealed') {
    return (
      <FigureList
        figures={[
          ...always,
          { label: labels.stake, value: copy.stake(formatStake(pick.stake)), claim: 'stake' },
          { label: labels.selection, value: copy.sealedValue },
        ]}
      />
    );
  }
  const noted = (label: string, value: string, field: CorrectableField, claim?: PageClaim): Figure => {
    const note = correctionNote(pick, field, timeZone);
    return { label, value, ...(note ? { note } : {}), ...(claim ? { claim } : {}) };
  };
  return (
    <FigureList
      figures={[
        { label: labels.posted, value: when(pick.posted) },
        noted(labels.start, when(pick.eventStart), 'event_start'),
        { label: labels.sport, value: pick.sport },
        noted(labels.event, pick.event, 'event', 'event'),
        noted(labels.selection, pick.selection, 'selection', 'selection'),
        noted(labels.odds, formatOdds(pick.odds), 'odds', 'odds'),
        noted(labels.stake, copy.stake(formatStake(pick.stake)), 'stake', 'stake'),
        noted(labels.sportsbook, pick.sportsbook, 'sportsbook', 'sportsbook'),
        noted(labels.result, pick.result === 'pending' ? copy.pending : resultLabels[pick.result], 'result', 'result'),
        ...(pick.score ? [noted(labels.score, formatScore(pick.score), 'score')] : []),
        ...(pick.profit === null
          ? []
          : [{ label: labels.profit, value: copy.profit(formatUnits(pick.profit)), claim: 'profit' as const }]),
        ...(pick.settled ? [{ label: labels.settled, value: when(pick.settled) }] : []),
        ...(pick.note ? [{ label: labels.note, value: pick.note }] : []),
      ]}
    />
  );
}
