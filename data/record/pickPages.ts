import { createHash } from 'node:crypto';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings.mjs';
import { routes, tokenPath } from '@/content/routes';
import { pickPages, type PickPageData } from '@/lib/record/presentation/pickPage';
import { buildCachePath, cacheEntryState, sourcesKey } from '../buildCache.mjs';
import { footer } from '../copy';
import { siteConfig } from '../config';
import { authorityFile, correctionsFile, ledgerFile, slipsRoot, tokensDir } from './files';
import { getRecord, publishedFiles, slipSize } from './ledger';

/** Where built pick pages wait for the next build, by key (scripts/build/pick-pages.mjs). */
export const pickPageCache = buildCachePath('pick-pages');

let pages: Map<string, PickPageData> | undefined;

/** `npm run bench:record` builds without pick pages to measure what they cost; no site build does. */
const withPickPages = process.env.BENCH_WITHOUT_PICK_PAGES !== '1';

/** Every pick's page data, by id, in ledger order. */
export function getPickPages(): Map<string, PickPageData> {
  if (!withPickPages) return new Map();
  const record = getRecord();
  const url = (pathname: string) => new URL(pathname, siteConfig.url).toString();
  pages ??= pickPages({
    picks: record.picks,
    chain: record.chain,
    trusted: record.trusted,
    sample: record.sample,
    recordCsv: publishedFiles()['record.csv'],
    siteUrl: siteConfig.url,
    timeZone: recordSettings.timeZone,
    tokenUrl: (entry) => url(tokenPath(entry)),
    certificatesUrl: url(`${routes.record}/timestamps/authority.pem`),
    slipSize,
  });
  return pages;
}

/** The page data of one pick; a missing id is a bug in the route's params. */
export function getPickPage(id: string): PickPageData {
  const page = getPickPages().get(id);
  if (!page) throw new Error(`no pick ${id} in the ledger`);
  return page;
}

// The record's own files reach a pick page only through its data, which its key holds already.
const recordFiles = [ledgerFile, correctionsFile, tokensDir, `${slipsRoot}/slips`, authorityFile];

/**
 * The key of everything but a pick's data that its built page (and its share card) depends on:
 * sourcesKey (data/buildCache.mjs) over every file the build can read but the record's, and the
 * settings the build reads from its environment. LEGAL_CONTENT_DIR is left out: no pick page shows a
 * legal document, so the legal fixture build and the site's share their pages.
 */
export function frameKey(): string {
  const { NODE_ENV, SITE_ENV, RECORD_CONTENT_DIR } = process.env;
  return sourcesKey({ exclude: recordFiles, values: { siteConfig, footer, NODE_ENV, SITE_ENV, RECORD_CONTENT_DIR } });
}

/** The key a pick's built page is kept under: its data and the frame around it. */
export function pickPageKey(id: string): string {
  return createHash('sha256')
    .update(frameKey())
    .update(JSON.stringify(getPickPage(id)))
    .digest('hex');
}

/**
 * The picks whose page this build renders: every one in `next dev` and on a first build; after
 * that, only those whose key has no page in the cache (a new pick, its neighbor, one revealed or
 * graded since, or all of them when the site's code changed), or one whose bytes changed since the
 * build that kept it (data/buildCache.mjs).
 */
export function picksToRender(): string[] {
  const ids = [...getPickPages().keys()];
  if (process.env.NODE_ENV !== 'production') return ids;
  return ids.filter((id) => cacheEntryState(path.join(pickPageCache, `${pickPageKey(id)}.html`)) !== 'intact');
}
