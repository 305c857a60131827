import { publishedFiles } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** Every entry of the record's chain, in order: what `npm run record:verify` follows link by link. */
export function GET() {
  return new Response(publishedFiles()['record/chain.csv'], { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
