import { toPublishedCsv } from '@/lib/record/download';
import { getRecord } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** The ledger as published: corrections applied, profit added; the file /record invites anyone to check. */
export function GET() {
  return new Response(toPublishedCsv(getRecord().picks), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
}
