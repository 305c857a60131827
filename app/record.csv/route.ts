import { getRecord } from '@/data/record/ledger';
import { toPublishedCsv } from '@/lib/record/download';

export const dynamic = 'force-static';

/** The ledger as published: the file /record invites anyone to check, and `npm run record:verify` reads. */
export function GET() {
  const { picks, sample } = getRecord();
  return new Response(toPublishedCsv(picks, sample), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
