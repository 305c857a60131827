#!/usr/bin/env node
// Serves out/ the way a static CDN does: clean URLs (/about → about.html), index.html for
// folders, 404.html with status 404 for anything else, gzip for text, no directory listing, and
// the headers of out/_headers (as Netlify and Cloudflare Pages apply them).
// Usage: node scripts/serve.mjs [port]   (PORT and HOST are read from the environment too)
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'out');
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(path.join(root, '404.html'))) {
  console.error('out/ has no build in it yet: run `npm run build` first.');
  process.exit(1);
}

/** out/_headers: a path pattern (`*` matches the rest), then indented "Name: value" lines. */
function readHeaderRules() {
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
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
const headerRules = readHeaderRules();

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.txt', '.csv', '.json', '.webmanifest', '.xml', '.svg']);

async function fileAt(candidate) {
  const full = path.join(root, candidate);
  if (!full.startsWith(root + path.sep)) return undefined;
  try {
    return (await stat(full)).isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

async function resolve(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const clean = decoded.replace(/\/+$/, '');
  return (await fileAt(decoded)) ?? (await fileAt(`${clean}.html`)) ?? (await fileAt(path.join(clean, 'index.html')));
}

function send(request, response, pathname, file, status) {
  const extension = path.extname(file);
  const headers = {
    'Content-Type': types[extension] ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=0, must-revalidate',
    Vary: 'Accept-Encoding',
  };
  for (const rule of headerRules) if (rule.matches(pathname)) Object.assign(headers, rule.headers);
  const gzip = compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  response.writeHead(status, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file).on('error', () => response.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

createServer(async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = await resolve(pathname);
  if (file) send(request, response, pathname, file, 200);
  else send(request, response, pathname, path.join(root, '404.html'), 404);
}).listen(port, host, () => {
  console.log(`Serving out/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});
