import { pickCardSample, pickCardWords } from '@/content/record/pickCard';
import { resultLabels } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { site } from '@/content/site';
import { pickCardText, type PickCardText } from '@/lib/record/presentation/pickCard';
import type { PublishedPick } from '@/lib/record/types';
import { getRecord, type RecordData } from './ledger';

/**
 * What a pick's share card says in this build. The authority is the pinned one the record's
 * certificates chain to, named as /record names it, else the certificate's own name.
 */
export function pickCard(
  pick: PublishedPick,
  { trusted, authorities, sample }: Pick<RecordData, 'trusted' | 'authorities' | 'sample'> = getRecord(),
): PickCardText {
  return pickCardText(pick, {
    timeZone: recordSettings.timeZone,
    brand: site.name,
    authority: trusted[0]?.name ?? authorities[0] ?? null,
    sample: sample === null ? null : pickCardSample,
    resultLabels,
    words: pickCardWords,
  });
}
