import { publishedFiles } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** Every correction with the value it replaced, so a seal can be checked against the pick as posted. */
export function GET() {
  return new Response(publishedFiles()['record/corrections.csv'], {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
}
