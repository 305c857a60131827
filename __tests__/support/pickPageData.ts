import { pickPages, type PickAuthority, type PickPageData } from '@/lib/record/presentation/pickPage';
import type { PublishedPick } from '@/lib/record/types';

export const freeTsa: PickAuthority = {
  name: 'FreeTSA',
  fingerprint: 'a6379e7cecc05faa3cbf076013d745e327bbbaa38c0b9af22469d4701d18aabc',
  rootUrl: 'https://freetsa.org/files/cacert.pem',
  sample: false,
};

/** A pick's page data as the build makes it (lib/record/presentation/pickPage.ts), for a pick alone in its record. */
export function pageOf(pick: PublishedPick, sample: string | null = null): PickPageData {
  const page = pickPages({
    picks: [pick],
    chain: [
      {
        name: pick.id,
        kind: 'pick',
        pickId: pick.id,
        leaf: 'e'.repeat(64),
        happened: Date.parse(pick.posted),
        position: 1,
        previous: pick.previous,
        chain: pick.chain,
        time: pick.timestamp ? Date.parse(pick.timestamp.time) : null,
      },
    ],
    trusted: [freeTsa],
    sample,
    recordCsv: `id\n${pick.id}\n`,
    siteUrl: 'https://receipts.club',
    timeZone: 'America/New_York',
    tokenUrl: (entry) => `https://receipts.club/record/timestamps/${entry}.tsr`,
    certificatesUrl: 'https://receipts.club/record/timestamps/authority.pem',
    slipSize: () => ({ width: 800, height: 1200 }),
  }).get(pick.id);
  if (!page) throw new Error(`no page for ${pick.id}`);
  return page;
}
