import { routes } from '@/content/routes';
import { frameKey, getPickPages, pickPageKey, picksToRender } from '@/data/record/pickPages';

export const dynamic = 'force-static';

/**
 * A build file, not a page: every pick page's cache key and which pages this build rendered, for
 * scripts/build/pick-pages.mjs, which keeps the new pages, restores the rest and deletes this.
 */
export function GET() {
  const ids = [...getPickPages().keys()];
  return Response.json({
    path: routes.picks,
    frame: frameKey(),
    pages: Object.fromEntries(ids.map((id) => [id, pickPageKey(id)])),
    rendered: picksToRender(),
  });
}
