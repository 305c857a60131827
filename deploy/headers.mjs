/**
 * The one source of the response headers the site is served with. scripts/build/server-headers.mjs
 * writes them, after every build, as out/_headers (Netlify, Cloudflare Pages) and as
 * deploy/security-headers.conf and deploy/cache-control.conf (included by deploy/nginx.conf); the
 * preview server (scripts/serve.mjs) calls responseHeaders() itself. So the servers cannot drift.
 */

/**
 * The files whose type their extension does not tell: every server sends them with this one
 * (scripts/serve.mjs, out/_headers by scripts/build/server-headers.mjs, and a location each in
 * deploy/nginx.conf). A JSON Feed ends in .json like any JSON file, but says what it is with its own type.
 * @type {Readonly<Record<string, string>>}
 */
export const typesByPath = { '/record/feed.json': 'application/feed+json' };

/** Immutable, content-hashed files that may be cached for a year. */
export const immutablePrefix = '/_next/static/';

/** Cache-Control: `immutable` under immutablePrefix, `revalidate` for every other response. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/** The statuses whose response is a file itself (304 renews a cached file's headers, so it says the same). */
export const fileStatuses = [200, 304];

/** The statuses whose body may be one of the site's own pages (the 404 page included). */
export const pageStatuses = [...fileStatuses, 404];

/** The methods a static site answers; every other one gets 405 with this list. */
export const allowedMethods = ['GET', 'HEAD'];

/**
 * The response policies, by what the body is. A page (built .html) gets only what the page's own
 * <meta> policy cannot say; its scripts are ruled by that per-page policy (scripts/build/script-policy.mjs).
 * Everything else (whatever sits under public/, the build's data and assets, redirects and error
 * answers) runs nothing at all: opened as a document, an SVG or XML file is sandboxed, may load
 * nothing but the site's images, and may not be framed.
 */
export const responsePolicies = {
  page: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  file: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

/**
 * Whether a response's body is one of the site's pages: a built .html file, answered as itself or as
 * the 404 page. `servedPath` is the file the server sends (nginx's `$uri` once try_files or
 * error_page has chosen it), or the request's path when it sends none of the site's files.
 * @param {number} status @param {string} servedPath
 */
export const isPageResponse = (status, servedPath) => pageStatuses.includes(status) && servedPath.endsWith('.html');

/**
 * The headers every response carries, whatever its status, besides the policy and caching below.
 * @param {{ checkoutOrigin: string | null }} build the one origin the site frames, or null when it
 *   frames none (the benchmark's blank page)
 */
export function securityHeaders({ checkoutOrigin }) {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      'accelerometer=()',
      'autoplay=()',
      'camera=()',
      'display-capture=()',
      'geolocation=()',
      'gyroscope=()',
      'magnetometer=()',
      'microphone=()',
      'midi=()',
      checkoutOrigin ? `payment=("${checkoutOrigin}")` : 'payment=()',
      'publickey-credentials-get=()',
      'usb=()',
      'browsing-topics=()',
    ].join(', '),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * Every header the site sets on one response: the security headers, the policy for what the body
 * is, and how long it may be cached. A redirect or an error is never cached as immutable, even
 * under immutablePrefix; a 405 says which methods are allowed.
 * @param {{ checkoutOrigin: string | null }} build
 * @param {{ status: number, servedPath: string }} response
 * @returns {Record<string, string>}
 */
export function responseHeaders(build, { status, servedPath }) {
  return {
    ...securityHeaders(build),
    'Content-Security-Policy': isPageResponse(status, servedPath) ? responsePolicies.page : responsePolicies.file,
    'Cache-Control':
      fileStatuses.includes(status) && servedPath.startsWith(immutablePrefix)
        ? cacheControl.immutable
        : cacheControl.revalidate,
    ...(status === 405 ? { Allow: allowedMethods.join(', ') } : {}),
  };
}

/**
 * The page policy: only our own files and the hashed inline scripts run, only the
 * checkout may be framed, nothing is sent anywhere else.
 * @param {{ scriptHashes: string[], frameOrigins: string[] }} page
 */
export function pagePolicy({ scriptHashes, frameOrigins }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'sha256-${hash}'`).join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigins.length ? frameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join('; ');
}
