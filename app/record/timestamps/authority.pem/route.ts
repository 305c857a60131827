import { publishedFiles } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** The certificates the tokens name; a checker trusts the authority's root only from the authority itself. */
export function GET() {
  return new Response(publishedFiles()['record/timestamps/authority.pem'], {
    headers: { 'Content-Type': 'application/x-pem-file' },
  });
}
