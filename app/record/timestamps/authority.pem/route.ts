import { getRecord } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** The time-stamping authority's certificates, which every token verifies against. */
export function GET() {
  return new Response(getRecord().authorityPem ?? '', { headers: { 'Content-Type': 'application/x-pem-file' } });
}
