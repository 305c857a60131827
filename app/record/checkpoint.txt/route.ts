import { publishedFiles } from '@/data/record/ledger';

export const dynamic = 'force-static';

/** The record's checkpoint: how many entries, the chain value after the last, and when it was built. */
export function GET() {
  return new Response(publishedFiles()['record/checkpoint.txt'], {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
