import { siteScripts, type SiteScriptName } from '@/lib/siteScripts.mjs';

/**
 * One of the site's inline scripts (lib/siteScripts.mjs), with what it reads from its data
 * attributes: `data={{ key: 'x' }}` becomes `data-key="x"`. A production build leaves it empty and
 * the post-build step writes its text, exactly as lib/siteScripts.mjs has it and so with the hash
 * the policy lists (scripts/build/script-policy.mjs), into the HTML alone rather than also into
 * React's payload. `next dev` has no post-build step, so there it carries its text itself.
 */
export function SiteScript({ name, data = {} }: { name: SiteScriptName; data?: Record<string, string> }) {
  const attributes = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data-${key}`, value]));
  const text = process.env.NODE_ENV === 'production' ? '' : siteScripts[name];
  return <script data-site-script={name} {...attributes} dangerouslySetInnerHTML={{ __html: text }} />;
}
