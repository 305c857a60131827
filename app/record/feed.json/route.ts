import { getRecordFeed } from '@/data/record/feed';
import { jsonFeed } from '@/lib/record/presentation/feed';

export const dynamic = 'force-static';

/** The record's picks, one entry each, updated as they are revealed and graded, as a JSON Feed for readers and chat bots. */
export function GET() {
  return new Response(jsonFeed(getRecordFeed()), { headers: { 'Content-Type': 'application/feed+json' } });
}
