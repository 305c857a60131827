/**
 * The one source of the response headers the site is served with. scripts/build/server-headers.mjs
 * writes them, after every build, as out/_headers (Netlify, Cloudflare Pages: cdnRules()) and as
 * deploy/security-headers.conf and deploy/response-maps.conf (included by deploy/nginx.conf:
 * nginxResponseMaps()); the preview server (scripts/serve.mjs) calls responseHeaders() itself. So the
 * servers cannot drift.
 */

/**
 * The files whose type their extension does not tell: every server sends them with this one
 * (scripts/serve.mjs, out/_headers by scripts/build/server-headers.mjs, and a location each in
 * deploy/nginx.conf). A JSON Feed ends in .json like any JSON file, but says what it is with its own type.
 * @type {Readonly<Record<string, string>>}
 */
export const typesByPath = { '/record/feed.json': 'application/feed+json' };

/**
 * The types a CDN does not know by extension (Cloudflare Pages sends a time-stamp reply as
 * application/octet-stream): out/_headers names them by folder and extension ("/record/timestamps/*.tsr").
 * @type {Readonly<Record<string, string>>}
 */
export const typesByExtension = { '.tsr': 'application/timestamp-reply' };

/** Immutable, content-hashed files that may be cached for a year. */
export const immutablePrefix = '/_next/static/';

/** Cache-Control: `immutable` under immutablePrefix, `revalidate` for every other response. */
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
};

/** Cloudflare Pages reads at most this many rules from _headers. */
export const CDN_RULE_LIMIT = 100;

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
 * How long a response may be cached: a year for a file under immutablePrefix, and for everything
 * else (pages, feeds, cards, tokens, the CSV) only until the next build may have changed it. A
 * redirect or an error is never immutable, even under immutablePrefix.
 * @param {number} status @param {string} servedPath as isPageResponse takes it
 */
export const cacheControlFor = (status, servedPath) =>
  fileStatuses.includes(status) && servedPath.startsWith(immutablePrefix)
    ? cacheControl.immutable
    : cacheControl.revalidate;

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
    'Cache-Control': cacheControlFor(status, servedPath),
    ...(status === 405 ? { Allow: allowedMethods.join(', ') } : {}),
  };
}

/** @typedef {{ files: string[], folders: Map<string, Folder> }} Folder a folder of the build */

/**
 * The folders holding files of each extension in typesByExtension, as `_headers` patterns. A splat
 * spans folders, so a folder inside another that has its rule gets none.
 * @param {readonly string[]} files as cdnRules takes them
 * @returns {[string, string][]} each pattern and its type
 */
const typeByExtensionRules = (files) =>
  Object.entries(typesByExtension).flatMap(([extension, type]) => {
    const folders = new Set(
      files.filter((file) => file.endsWith(extension)).map((file) => `/${file}`.replace(/\/[^/]*$/, '')),
    );
    const outermost = [...folders].filter((folder) => ![...folders].some((other) => folder.startsWith(`${other}/`)));
    return outermost.map((folder) => /** @type {[string, string]} */ ([`${folder}/*${extension}`, type]));
  });

/** The build's files as folders. @param {readonly string[]} files @returns {Folder} */
function folderTree(files) {
  /** @type {Folder} */
  const top = { files: [], folders: new Map() };
  for (const file of files) {
    const parts = file.split('/');
    const name = parts.pop() ?? '';
    let folder = top;
    for (const part of parts) {
      let inner = folder.folders.get(part);
      if (!inner) folder.folders.set(part, (inner = { files: [], folders: new Map() }));
      folder = inner;
    }
    folder.files.push(name);
  }
  return top;
}

/** @param {Folder} folder @returns {boolean} */
const holdsPages = (folder) =>
  folder.files.some((name) => name.endsWith('.html')) || [...folder.folders.values()].some(holdsPages);

/**
 * Where the file policy goes in _headers, which chooses by path alone. A CDN serves a page at its
 * clean URL (/about for about.html), and Netlify lets `/about/*` match /about itself (Cloudflare
 * Pages does not), so a folder gets one `/folder/*` rule only when it holds no page and shares no
 * page's address; any other file is named by its own rule. Next's page payloads (`.txt` beside each
 * page) are left to the site-wide rule: there is one set per page, so naming them would soon pass the
 * CDN's rule limit, and they are plain text that nosniff keeps from ever running; nginx and the
 * preview server, which choose by response, still send them the file policy.
 * @param {Folder} folder @param {string} url the folder's address, "" for the top
 * @returns {string[]} URL patterns
 */
function filePolicyPatterns(folder, url) {
  const pages = new Set(folder.files.filter((name) => name.endsWith('.html')));
  const folders = [...folder.folders].flatMap(([name, inner]) =>
    holdsPages(inner) || pages.has(`${name}.html`) ? filePolicyPatterns(inner, `${url}/${name}`) : [`${url}/${name}/*`],
  );
  const files = folder.files.flatMap((name) => {
    if (name.endsWith('.html')) return [];
    const payload = name.startsWith('__next.') || pages.has(name.replace(/\.txt$/, '.html'));
    return name.endsWith('.txt') && payload ? [] : [`${url}/${name}`];
  });
  return [...folders, ...files];
}

/**
 * Where Cache-Control `revalidate` goes in _headers: every address but those under immutablePrefix.
 * It cannot go on `/*` with the rest: Cloudflare Pages sends every matching rule's value of a
 * header, joined, so `/_next/static/` files would say both. So each folder and file beside the
 * immutable folder, and beside each folder that leads to it, gets its own rule: a folder `/folder/*`
 * (which on Netlify also matches the page of the same name; Cloudflare Pages sends a page with no
 * rule of its own this same value by default), a page its clean URL. The 404 page has no address
 * of its own (it answers every unknown one).
 * @param {Folder} folder @param {string} url as filePolicyPatterns takes it
 * @returns {string[]} URL patterns
 */
function revalidatePatterns(folder, url) {
  const folders = [...folder.folders].flatMap(([name, inner]) => {
    const prefix = `${url}/${name}/`;
    if (prefix === immutablePrefix) return [];
    return immutablePrefix.startsWith(prefix) ? revalidatePatterns(inner, `${url}/${name}`) : [`${prefix}*`];
  });
  const files = folder.files.flatMap((name) => {
    if (url === '' && name === '404.html') return [];
    if (!name.endsWith('.html')) return [`${url}/${name}`];
    const page = name.slice(0, -'.html'.length);
    if (folder.folders.has(page)) return [];
    return [page === 'index' ? `${url}/` : `${url}/${page}`];
  });
  return [...folders, ...files];
}

/**
 * The rules of out/_headers, for a CDN that chooses headers by path alone and sends every
 * matching rule's headers (Cloudflare Pages; Netlify sends the most specific rule's value of each):
 * the headers every response carries and the page policy on `/*`, the file policy and Cache-Control
 * where they go, and the types by path. One rule per address: an address's headers are merged.
 * @param {readonly string[]} files the build's files as the site serves them, relative to out/ with
 *   "/" separators ("about.html", "record/feed.json")
 * @param {{ checkoutOrigin: string | null }} build
 * @returns {[string, Record<string, string>][]} each rule's URL pattern and headers
 */
export function cdnRules(files, build) {
  const tree = folderTree(files.filter((file) => file !== '_headers'));
  /** @type {Map<string, Record<string, string>>} */
  const rules = new Map();
  /** @param {string} pattern @param {Record<string, string>} headers */
  const add = (pattern, headers) => rules.set(pattern, { ...rules.get(pattern), ...headers });
  add('/*', { ...securityHeaders(build), 'Content-Security-Policy': responsePolicies.page });
  for (const pattern of filePolicyPatterns(tree, ''))
    add(pattern, { 'Content-Security-Policy': responsePolicies.file });
  for (const pattern of revalidatePatterns(tree, '')) add(pattern, { 'Cache-Control': cacheControl.revalidate });
  add(`${immutablePrefix}*`, { 'Cache-Control': cacheControl.immutable });
  // A CDN types a file by its extension; these say otherwise, and a CDN's _headers overrides its own.
  for (const [file, type] of Object.entries(typesByPath)) {
    if (files.includes(file.slice(1))) add(file, { 'Content-Type': type });
  }
  for (const [pattern, type] of typeByExtensionRules(files)) add(pattern, { 'Content-Type': type });
  return [...rules];
}

/**
 * Whether a `_headers` URL pattern matches a path: "*" stands for any characters, and on Netlify
 * (folderItself) a trailing "/*" also matches the folder's own address; on Cloudflare Pages it does not.
 * @param {string} pattern @param {string} urlPath @param {boolean} [folderItself]
 */
export function cdnRuleMatches(pattern, urlPath, folderItself = true) {
  const [before = '', after = ''] = pattern.split('*');
  if (!pattern.includes('*')) return urlPath === pattern;
  if (folderItself && pattern.endsWith('/*') && urlPath === pattern.slice(0, -2)) return true;
  return urlPath.length >= before.length + after.length && urlPath.startsWith(before) && urlPath.endsWith(after);
}

/**
 * The headers Cloudflare Pages sends for a path from `_headers`: every matching rule's, in the order
 * of the rules, values of one header joined with ", ".
 * @param {readonly [string, Record<string, string>][]} rules as cdnRules gives them
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function cdnHeadersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [pattern, values] of rules) {
    if (!cdnRuleMatches(pattern, urlPath, false)) continue;
    for (const [name, value] of Object.entries(values))
      headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

/** out/_headers as a CDN reads it. @param {readonly [string, Record<string, string>][]} rules */
export const cdnHeadersFile = (rules) =>
  rules
    .map(
      ([pattern, values]) =>
        `${pattern}\n${Object.entries(values)
          .map(([name, value]) => `  ${name}: ${value}\n`)
          .join('')}`,
    )
    .join('\n');

/**
 * The rules of a `_headers` file, as cdnRules gives them: comments and blank lines skipped.
 * @param {string} text
 * @returns {[string, Record<string, string>][]}
 */
export function parseCdnHeaders(text) {
  /** @type {[string, Record<string, string>][]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push([line.trim(), {}]);
    const [name = '', value = ''] = line.trim().split(/: (.*)/s);
    const last = rules.at(-1);
    if (/^\s/.test(line) && last) last[1][name] = value;
  }
  return rules;
}

/** @param {string} value */
const nginxValue = (value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
/** @param {string} text */
const regex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** @param {number[]} statuses */
const anyOf = (statuses) => `(?:${statuses.join('|')})`;

/**
 * deploy/response-maps.conf, included in nginx's http block: the values that depend on the response.
 * They decide by the status and the file sent, as responseHeaders() does: nginx's $uri is that file
 * once try_files or error_page has chosen it (/about.html, /404.html), and the request's path otherwise.
 */
export function nginxResponseMaps() {
  return `map "$status $uri" $content_security_policy {
    "~^${anyOf(pageStatuses)} .*\\.html\\z" ${nginxValue(responsePolicies.page)};
    default ${nginxValue(responsePolicies.file)};
}
map "$status $uri" $cache_control {
    "~^${anyOf(fileStatuses)} ${regex(immutablePrefix)}" ${nginxValue(cacheControl.immutable)};
    default ${nginxValue(cacheControl.revalidate)};
}
map $status $allowed_methods {
    405 ${nginxValue(allowedMethods.join(', '))};
    default "";
}
`;
}

/**
 * deploy/security-headers.conf, included in nginx's server block: every response's headers.
 * @param {{ checkoutOrigin: string | null }} build
 */
export function nginxSecurityHeaders(build) {
  return `${Object.entries(securityHeaders(build))
    .map(([name, value]) => `add_header ${name} ${nginxValue(value)} always;`)
    .join('\n')}
add_header Content-Security-Policy $content_security_policy always;
add_header Cache-Control $cache_control always;
# Empty, so not sent, unless the status is 405.
add_header Allow $allowed_methods always;
`;
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
