import { publishedRecord } from '@/lib/record/presentation/download';
import { pickPages, type PickPageData } from '@/lib/record/presentation/pickPage';
import { fixture, withLedger } from './publishedRecord';

/**
 * The fixture record's pick pages at a build date, as data/record/pickPages.ts makes them, with the
 * published files under `base` (a site's address or a folder's file:// URL) and no slips.
 */
export function fixturePickPages(date: Date, base = 'https://example.test/'): Map<string, PickPageData> {
  return withLedger(fixture, (ledger) => {
    const record = ledger.loadRecord(process.cwd(), date);
    return pickPages({
      picks: record.picks,
      chain: record.chain,
      trusted: record.trusted,
      sample: record.sample,
      recordCsv: publishedRecord(record, 'example.test/record', date)['record.csv'],
      siteUrl: base,
      timeZone: record.timeZone,
      tokenUrl: (entry) => new URL(`record/timestamps/${entry}.tsr`, base).toString(),
      certificatesUrl: new URL('record/timestamps/authority.pem', base).toString(),
      slipSize: () => ({ width: 1, height: 1 }),
    });
  });
}

/** One pick's page data; a missing id fails the test that asked. */
export function fixturePickPage(pages: Map<string, PickPageData>, id: string): PickPageData {
  const page = pages.get(id);
  if (!page) throw new Error(`the fixture record has no pick ${id}`);
  return page;
}
