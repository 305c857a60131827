import { recordFeed } from '@/content/record/feed';
import { resultLabels } from '@/content/record/words';
import { pickPath, pickPreviewPath } from '@/content/routes';
import type { FeedOptions } from '@/lib/record/presentation/feed';

export const feedSite = 'https://receipts.example';

/** How the tests' feeds are written: 50 newest entries, read on December 10, 2026, at feedSite. */
export function feedOptions(sample: string | null): FeedOptions {
  return {
    timeZone: 'America/New_York',
    now: '2026-12-10T00:00:00Z',
    limit: 50,
    pickUrl: (id) => `${feedSite}${pickPath(id)}`,
    imageUrl: (id) => `${feedSite}${pickPreviewPath(id)}`,
    resultLabels,
    words: recordFeed.words,
    sample,
  };
}
