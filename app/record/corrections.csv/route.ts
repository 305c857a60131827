import { getRecord } from '@/data/record/ledger';
import { toCorrectionsCsv } from '@/lib/record/download';

export const dynamic = 'force-static';

/** Every correction with the value it replaced, so a seal can be checked against the pick as posted. */
export function GET() {
  const { corrections, sample } = getRecord();
  return new Response(toCorrectionsCsv(corrections, sample), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
}
