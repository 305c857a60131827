import { getRecordFeed } from '@/data/record/feed';
import { atomFeed } from '@/lib/record/presentation/feed';

export const dynamic = 'force-static';

/** The record's picks, one entry each, updated as they are revealed and graded, newest first, for feed readers. */
export function GET() {
  return new Response(atomFeed(getRecordFeed()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
