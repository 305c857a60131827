import { publishedFiles } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** The ledger as published: the file /record invites anyone to check, and `npm run record:verify` reads. */
export function GET() {
  return new Response(publishedFiles()['record.csv'], { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
