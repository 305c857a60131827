#!/usr/bin/env node
// Serves out/ by the rules deploy/nginx.conf applies in production (scripts/out-files.mjs: clean URLs,
// one address per page, safe redirects only, 404.html with status 404 for anything else), with
// Brotli or gzip for text, no directory listing, and the headers of deploy/headers.mjs on every
// answer, its own refusals included, as nginx sends them.
// Usage: node scripts/serve.mjs [port] [directory]   (PORT and HOST are read from the environment too;
// the directory, out/ by default, lets the benchmark and the fixture builds be served the same way)
import { createReadStream, readFileSync } from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import path from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { allowedMethods, responseHeaders } from '../deploy/headers.mjs';
import { answerFor, assertBuilt, filesIn, out } from './out-files.mjs';
import { checkoutOrigin, frameOrigins } from './build/pages.mjs';

const root = process.argv[3] ? path.resolve(process.argv[3]) : out;
assertBuilt(root);
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// The origin the served build frames, as scripts/build/server-headers.mjs finds it for nginx; a
// build that frames none (the benchmark's blank page) allows payment nowhere.
const pages = filesIn(root, '.html').map((file) => ({ html: readFileSync(file, 'utf8') }));
const build = { checkoutOrigin: pages.some(({ html }) => frameOrigins(html).length) ? checkoutOrigin(pages) : null };
const notFoundPage = readFileSync(path.join(root, '404.html'));

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
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pem': 'application/x-x509-ca-cert',
  '.tsr': 'application/timestamp-reply',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.csv', '.txt', '.json', '.webmanifest', '.xml', '.svg']);

// nginx's limit for a request line and for one header line (large_client_header_buffers in
// deploy/nginx.conf): past it nginx answers 414 for the line, 400 for a header.
const LINE_LIMIT = 8 * 1024;

// At the levels deploy/nginx.conf sets (brotli_comp_level, gzip_comp_level). Brotli keeps a
// full year of the record within two round trips of a new connection, where gzip needs three.
const encoders = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: () => createGzip({ level: 6 }),
};

/**
 * Brotli when the browser takes it, else gzip, else none: a coding counts unless its weight is 0
 * (`br;q=0`), and "*" names none, as nginx's gzip and Brotli filters read the header (they read the
 * weight only when written with a lower-case q).
 * @param {string} accepted
 */
function contentEncoding(accepted) {
  const taken = new Set(
    accepted.split(',').flatMap((entry) => {
      const [name = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const weight = parameters.find((parameter) => parameter.startsWith('q='));
      return weight && Number(weight.slice(2)) === 0 ? [] : [name.toLowerCase()];
    }),
  );
  return /** @type {const} */ (['br', 'gzip']).find((name) => taken.has(name)) ?? null;
}

/**
 * @param {number} status
 * @param {string} servedPath the file sent, or the request's path when none of the site's files is
 */
const headersFor = (status, servedPath) => responseHeaders(build, { status, servedPath });

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
    ...headersFor(status, `/${path.relative(root, file).split(path.sep).join('/')}`),
  };
  const encoding = compressible.has(extension) ? contentEncoding(request.headers['accept-encoding'] ?? '') : null;
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file).on('error', () => response.destroy());
  (encoding ? stream.pipe(encoders[encoding]()) : stream).pipe(response);
}

const server = createServer(
  // Node's own checks answer without our headers, so the limits and the Host check are ours.
  { maxHeaderSize: LINE_LIMIT, requireHostHeader: false },
  (request, response) => {
    const target = request.url ?? '/';
    if (!allowedMethods.includes(request.method ?? '')) {
      response.writeHead(405, { 'Content-Length': '0', ...headersFor(405, target) }).end();
      return;
    }
    // nginx refuses an HTTP/1.1 request without Host (400), which its error_page answers with the 404 page.
    const answer =
      request.httpVersion === '1.1' && !request.headers.host
        ? /** @type {const} */ ({ status: 404 })
        : answerFor(target, root);
    if (answer.status === 308) {
      response.writeHead(308, { Location: answer.location, 'Content-Length': '0', ...headersFor(308, target) }).end();
    } else if (answer.status === 200) {
      send(request, response, answer.file, 200);
    } else {
      send(request, response, path.join(root, '404.html'), 404);
    }
  },
);

/**
 * What nginx answers a request Node's parser refuses: 414 for a request line past the limit, 400 for
 * a header past it, 505 for another HTTP version, 405 for an unknown method, and for anything else it
 * cannot read the 404 page (deploy/nginx.conf's `error_page 400 … =404`).
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 */
function refusal(error) {
  const requestLine = (error.rawPacket ?? Buffer.alloc(0)).toString('latin1').split('\n', 1)[0] ?? '';
  if (error.code === 'HPE_HEADER_OVERFLOW') return requestLine.length > LINE_LIMIT ? 414 : 400;
  if (error.code === 'HPE_INVALID_VERSION' && / HTTP\/(?!1\.)\d+\.\d+\r?$/.test(requestLine)) return 505;
  if (error.code === 'HPE_INVALID_METHOD' && /^[A-Z]+ /.test(requestLine)) return 405;
  return 404;
}

server.on('clientError', (/** @type {Error & { code?: string, rawPacket?: Buffer }} */ error, socket) => {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status = refusal(error);
  const body = status === 404 ? notFoundPage : Buffer.from(`${status} ${STATUS_CODES[status]}\n`);
  const headers = {
    'Content-Type': status === 404 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    Connection: 'close',
    ...headersFor(status, status === 404 ? '/404.html' : ''),
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`), body]));
});

server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'}/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
  );
});
