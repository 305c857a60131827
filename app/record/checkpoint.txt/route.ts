import { buildDate } from '@/data/buildDate.mjs';
import { siteConfig } from '@/data/config';
import { getRecord } from '@/data/record/ledger';
import { checkpointText } from '@/lib/record/seal.mjs';

export const dynamic = 'force-static';

/** The record's checkpoint: how many picks, the chain value after the last, and when it was built. */
export function GET() {
  const { picks, head } = getRecord();
  return new Response(
    checkpointText({
      origin: `${new URL(siteConfig.url).host}/record`,
      size: picks.length,
      head: head?.chain ?? null,
      built: buildDate,
    }),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
}
