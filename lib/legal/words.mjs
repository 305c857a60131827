/**
 * What a legal document may hold besides Markdown's own words, shared by the MDX plugin that
 * refuses everything else (data/legal/remarkLegalDocument.mjs) and the components that render it
 * (mdx-components.tsx). A legal document is words: nothing in it may run, in the build or in a
 * visitor's browser.
 */

/** The site's components, each written alone and with no attributes: `<SiteName />`. */
export const LEGAL_COMPONENTS = /** @type {const} */ (['SiteName', 'ContactEmail', 'MemberPortalLink']);

/** The schemes a link may use; a link without one (/privacy, #section-4) stays on the site. */
export const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'];

/**
 * The scheme a browser would read in `url`, lower-cased, or null for a link within the site.
 * Browsers skip leading spaces and control characters and drop tabs and line breaks anywhere, so
 * "  Java\tScript:" is a javascript: link.
 * @param {string} url
 */
export function linkScheme(url) {
  const cleaned = url.replace(/^[\x00-\x20]+/, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase() ?? null;
}

/**
 * Whether a browser following `url` leaves the site: an http: or https: link in any case, or one
 * that starts with two slashes (or a backslash in their place, which browsers read as a slash).
 * @param {string} url
 */
export function isOutsideLink(url) {
  const scheme = linkScheme(url);
  if (scheme !== null) return scheme === 'http' || scheme === 'https';
  return /^[/\\]{2}/.test(url.replace(/^[\x00-\x20]+/, '').replace(/[\t\n\r]/g, ''));
}
