import { monthTableId } from '@/content/routes';
import { getRecord, pickRows, shownYears } from '@/data/record/ledger';
import { recordSettings } from '@/content/record/settings.mjs';
import { picksByMonth } from '@/lib/record/figures/select';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return shownYears().map((year) => ({ year: String(year) }));
}

/**
 * The rows of each month's table on a year page, by table id. A build step, not a published file:
 * scripts/build/year-rows.mjs writes them into the year's HTML and deletes this file (see RecordPicksTable).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ year: string }> }) {
  const year = Number((await params).year);
  const months = picksByMonth(getRecord().picks, year, recordSettings.timeZone);
  return Response.json(Object.fromEntries(months.map(({ month, picks }) => [monthTableId(month), pickRows(picks)])));
}
