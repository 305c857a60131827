/**
 * The one source of the response headers the site is served with. scripts/build/server-headers.mjs
 * writes them, after every build, as out/_headers (Netlify, Cloudflare Pages, the preview server)
 * and as deploy/security-headers.conf and deploy/cache-control.conf (included by
 * deploy/nginx.conf), so the servers cannot drift.
 */

/** Immutable, content-hashed files that may be cached for a year. */
export const immutablePrefix = '/_next/static/';

/** Cache-Control: `immutable` under immutablePrefix, `revalidate` for every other response. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/**
 * Policies that hold for every response. The per-page script policy (with the hash of each
 * inline script) is written into each page by scripts/build/script-policy.mjs; a browser enforces both.
 * @param {{ checkoutOrigin: string }} build
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
      `payment=("${checkoutOrigin}")`,
      'publickey-credentials-get=()',
      'usb=()',
      'browsing-topics=()',
    ].join(', '),
    'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
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
