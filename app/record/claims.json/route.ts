import { publishedFiles } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** The figures the site claims about its record, for `npm run record:verify` to recompute. */
export function GET() {
  return new Response(publishedFiles()['record/claims.json'], { headers: { 'Content-Type': 'application/json' } });
}
