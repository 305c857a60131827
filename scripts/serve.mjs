#!/usr/bin/env node
// Serves out/ the way a static CDN does and by the rules deploy/nginx.conf applies in production
// (scripts/out-files.mjs: clean URLs, one address per page, safe redirects only, 404.html with
// status 404 for anything else), with Brotli or gzip for text, no directory listing, and the headers of
// out/_headers (as Netlify and Cloudflare Pages apply them).
// Usage: node scripts/serve.mjs [port] [directory]   (PORT and HOST are read from the environment too;
// the directory, out/ by default, lets the benchmark and the fixture builds be served the same way)
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { cacheControl } from '../deploy/headers.mjs';
import { answerFor, assertBuilt, out } from './out-files.mjs';

const root = process.argv[3] ? path.resolve(process.argv[3]) : out;
assertBuilt(root);
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/** @typedef {{ matches: (p: string) => boolean, headers: Record<string, string> }} HeaderRule */

/** out/_headers: a path pattern (`*` matches the rest), then indented "Name: value" lines. */
function readHeaderRules() {
  /** @type {HeaderRule[]} */
  const rules = [];
  const file = path.join(root, '_headers');
  if (!existsSync(file)) return rules;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      rules.push({
        matches: (p) => (pattern.endsWith('*') ? p.startsWith(pattern.slice(0, -1)) : p === pattern),
        headers: {},
      });
    } else {
      const at = line.indexOf(':');
      /** @type {HeaderRule} */ (rules.at(-1)).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
const headerRules = readHeaderRules();

// As Debian's nginx sends them (mime.types, plus the charset and types deploy/nginx.conf adds).
/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'text/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.csv', '.txt', '.json', '.webmanifest', '.xml', '.svg']);

/**
 * The headers every response carries, by the path of what it serves (404s are /404.html).
 * @param {string} servedPath
 */
function headersFor(servedPath) {
  /** @type {Record<string, string>} */
  const headers = { 'Cache-Control': cacheControl.revalidate };
  for (const rule of headerRules) if (rule.matches(servedPath)) Object.assign(headers, rule.headers);
  return headers;
}

// At the levels deploy/nginx.conf sets (brotli_comp_level, gzip_comp_level). Brotli keeps a
// full year of the record within two round trips of a new connection, where gzip needs three.
const encoders = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: () => createGzip({ level: 6 }),
};
/** @param {string} accepted */
const contentEncoding = (accepted) =>
  /** @type {const} */ (['br', 'gzip']).find((name) => new RegExp(`\\b${name}\\b`).test(accepted)) ?? null;

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} file
 * @param {number} status
 */
function send(request, response, file, status) {
  const extension = path.extname(file);
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': types[extension] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
    ...headersFor(`/${path.relative(root, file).split(path.sep).join('/')}`),
  };
  const encoding = compressible.has(extension) ? contentEncoding(request.headers['accept-encoding'] ?? '') : null;
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file).on('error', () => response.destroy());
  (encoding ? stream.pipe(encoders[encoding]()) : stream).pipe(response);
}

createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const answer = answerFor(request.url ?? '/', root);
  if (answer.status === 308) {
    response.writeHead(308, { Location: answer.location, ...headersFor(answer.location) }).end();
  } else if (answer.status === 200) {
    send(request, response, answer.file, 200);
  } else {
    send(request, response, path.join(root, '404.html'), 404);
  }
}).listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'}/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
  );
});
