#!/usr/bin/env node
// Serves out/ by the rules deploy/nginx.conf applies in production (scripts/out-files.mjs: clean URLs,
// one address per page, safe redirects only, 404.html with status 404 for anything else), with
// Brotli or gzip for text, no directory listing, and the headers of deploy/headers.mjs on every
// answer, its own refusals included, as nginx sends them.
// Like nginx with disable_symlinks, it serves no file reached through a symbolic link, sends ETag and
// Last-Modified and answers a matching conditional request with 304.
// Usage: node scripts/serve.mjs [port] [directory]   (PORT and HOST are read from the environment too;
// the directory, out/ by default, lets the benchmark and the fixture builds be served the same way)
import { createReadStream, readFileSync, realpathSync, statSync } from 'node:fs';
import { STATUS_CODES, createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { allowedMethods, responseHeaders, typesByExtension, typesByPath } from '../deploy/headers.mjs';
import { answerFor, assertBuilt, filesIn, out } from './out-files.mjs';
import { checkoutOrigin, frameOrigins } from './build/built-pages.mjs';

const root = process.argv[3] ? path.resolve(process.argv[3]) : out;
assertBuilt(root);
const realRoot = realpathSync(root);
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

// The origin the served build frames, as scripts/build/server-headers.mjs finds it for nginx; a
// build that frames none (the benchmark's blank page) allows payment nowhere. Only the pages that
// frame something are kept: each page is read and looked at once, and start-up holds no other.
const framing = filesIn(root, '.html').flatMap((file) => {
  const html = readFileSync(file, 'utf8');
  return frameOrigins(html).length ? [{ html }] : [];
});
const build = { checkoutOrigin: framing.length ? checkoutOrigin(framing) : null };
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
  '.atom': 'application/atom+xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pem': 'application/x-x509-ca-cert',
  '.woff2': 'font/woff2',
  ...typesByExtension,
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.csv',
  '.txt',
  '.json',
  '.webmanifest',
  '.xml',
  '.atom',
  '.svg',
]);

// nginx's limits (large_client_header_buffers 4 8k in deploy/nginx.conf): a request line or one
// header line over one buffer is 414 or 400, and the whole head may fill the four.
const LINE_LIMIT = 8 * 1024;
const HEAD_LIMIT = 4 * LINE_LIMIT;

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
 * Whether `file` is reached without a symbolic link below the served folder, as nginx's
 * `disable_symlinks on from=$document_root` requires: a link in out/ publishes nothing.
 * @param {string} file
 */
function isPlainFile(file) {
  try {
    return realpathSync(file) === path.join(realRoot, path.relative(root, file));
  } catch {
    return false;
  }
}

/**
 * The validators nginx sends for a file: its ETag (hex seconds of the last change, hex size; weak
 * once compressed) and Last-Modified.
 * @param {string} file @param {boolean} compressed
 */
function validators(file, compressed) {
  const { mtime, size } = statSync(file);
  const seconds = Math.floor(mtime.getTime() / 1000);
  const etag = `"${seconds.toString(16)}-${size.toString(16)}"`;
  return { ETag: compressed ? `W/${etag}` : etag, 'Last-Modified': new Date(seconds * 1000).toUTCString() };
}

/**
 * Whether a conditional request may be answered 304, by nginx's rules: If-None-Match by weak
 * comparison (or "*"), else If-Modified-Since when it is exactly the file's Last-Modified.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ ETag: string, 'Last-Modified': string }} sent
 */
function notModified(request, sent) {
  const weak = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => weak(tag) === weak(sent.ETag));
  }
  return request.headers['if-modified-since'] === sent['Last-Modified'];
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} file
 * @param {number} status
 */
function send(request, response, file, status) {
  const extension = path.extname(file).toLowerCase();
  const servedPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
  const encoding = compressible.has(extension) ? contentEncoding(request.headers['accept-encoding'] ?? '') : null;
  const sent = validators(file, encoding !== null);
  if (status === 200 && notModified(request, sent)) {
    response.writeHead(304, { ...sent, ...headersFor(304, servedPath) }).end();
    return;
  }
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': typesByPath[servedPath] ?? types[extension] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
    ...(status === 200 ? sent : { ETag: sent.ETag }),
    ...headersFor(status, servedPath),
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file).on('error', () => response.destroy());
  (encoding ? stream.pipe(encoders[encoding]()) : stream).pipe(response);
}

/**
 * What nginx answers before it looks for a file, or null when it looks: a request line or a header
 * line over its limit (414, 400), another HTTP version (505), a method other than GET and HEAD
 * (405), and the requests it refuses with 400 (checked before the method), which deploy/nginx.conf's error_page answers with the
 * 404 page: HTTP/1.1 without Host, or Host twice.
 * @param {import('node:http').IncomingMessage} request
 * @returns {number | null}
 */
function refusedStatus(request) {
  if (`${request.method} ${request.url} HTTP/${request.httpVersion}`.length > LINE_LIMIT) return 414;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`.length > LINE_LIMIT) return 400;
  }
  if (request.httpVersionMajor !== 1) return 505;
  const hosts = request.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host');
  if (hosts.length > 1 || (request.httpVersion === '1.1' && hosts.length === 0)) return 404;
  if (!allowedMethods.includes(request.method ?? '')) return 405;
  return null;
}

/**
 * A refusal's answer, as nginx gives it: the 404 page, or a short text for other statuses, with the
 * headers for what it is, and the connection closed after it.
 * @param {number} status
 */
function refusalAnswer(status) {
  const body = status === 404 ? notFoundPage : Buffer.from(`${status} ${STATUS_CODES[status]}\n`);
  return {
    body,
    headers: {
      'Content-Type': status === 404 ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      Connection: 'close',
      ...headersFor(status, status === 404 ? '/404.html' : ''),
    },
  };
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function answer(request, response) {
  const target = request.url ?? '/';
  const refused = refusedStatus(request);
  if (refused === 405) {
    response.writeHead(405, { 'Content-Length': '0', ...headersFor(405, target) }).end();
    return;
  }
  if (refused !== null) {
    const { body, headers } = refusalAnswer(refused);
    response.writeHead(refused, headers).end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const found = answerFor(target, root);
  if (found.status === 308) {
    response.writeHead(308, { Location: found.location, 'Content-Length': '0', ...headersFor(308, target) }).end();
  } else if (found.status === 200 && isPlainFile(found.file)) {
    send(request, response, found.file, 200);
  } else {
    send(request, response, path.join(root, '404.html'), 404);
  }
}

const server = createServer(
  // Node's own checks answer without our headers, so the limits and the Host check are ours.
  { maxHeaderSize: HEAD_LIMIT, requireHostHeader: false },
  answer,
);
// nginx ignores an Expect it does not know (Node would answer 417 without the site's headers).
server.on('checkExpectation', answer);

/**
 * Writes a whole answer on a socket Node's HTTP layer has let go of.
 * @param {import('node:stream').Duplex} socket @param {number} status
 */
function refuseOn(socket, status) {
  const { body, headers } = refusalAnswer(status);
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n`), body]));
}

// nginx refuses CONNECT with 400, answered with the 404 page (Node would close the connection silently).
server.on('connect', (_request, socket) => refuseOn(socket, 404));

/**
 * What nginx answers a request Node's parser refuses: 414 for a request line past the limit, 400 for
 * a header past it, 505 for another HTTP version, 405 for an unknown method, and for anything else it
 * cannot read the 404 page (deploy/nginx.conf's `error_page 400 … =404`). An HTTP/0.9 request (a
 * request line with no version) gets no answer: nginx drops it too.
 * @param {Error & { code?: string, rawPacket?: Buffer }} error
 * @returns {number | null}
 */
function refusal(error) {
  const requestLine = (error.rawPacket ?? Buffer.alloc(0)).toString('latin1').split('\n', 1)[0] ?? '';
  if (error.code === 'HPE_HEADER_OVERFLOW') return requestLine.length > LINE_LIMIT ? 414 : 400;
  if (/^[A-Z]+ \S+\r?$/.test(requestLine)) return null;
  if (error.code === 'HPE_INVALID_VERSION' && / HTTP\/(?!1\.)\d+\.\d+\r?$/.test(requestLine)) return 505;
  if (error.code === 'HPE_INVALID_METHOD' && /^[A-Z]+ /.test(requestLine)) return 405;
  return 404;
}

server.on('clientError', (/** @type {Error & { code?: string, rawPacket?: Buffer }} */ error, socket) => {
  const status = socket.writable && error.code !== 'ECONNRESET' ? refusal(error) : null;
  if (status === null) {
    socket.destroy();
    return;
  }
  refuseOn(socket, status);
});

// nginx's client_header_timeout: how long a connection may take to send its request's head.
const HEAD_TIMEOUT = 60_000;

/**
 * Reads each connection's first request head before the HTTP server does, to read it as nginx
 * does where Node's parser would not: an HTTP/0.9 request (a method and a path, no version) is
 * dropped, as deploy/nginx.conf drops it (Node would wait for the rest), and a head whose lines
 * end in a bare LF is read as if they ended in CRLF (nginx reads them; Node refuses them).
 */
const listener = createNetServer((socket) => {
  let buffered = Buffer.alloc(0);
  socket.setTimeout(HEAD_TIMEOUT, () => socket.destroy());
  /** @param {Buffer} chunk */
  const readHead = (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    const text = buffered.toString('latin1');
    const lineEnd = text.indexOf('\n');
    if (lineEnd !== -1 && /^[^\s]+ [^\s]+\r?$/.test(text.slice(0, lineEnd))) {
      socket.destroy();
      return;
    }
    const headEnd = /\n\r?\n/.exec(text);
    if (!headEnd && buffered.length <= HEAD_LIMIT) return;
    socket.off('data', readHead);
    socket.pause();
    socket.setTimeout(0);
    if (headEnd) {
      const length = headEnd.index + headEnd[0].length;
      const head = text.slice(0, length).replace(/\r?\n/g, '\r\n');
      buffered = Buffer.concat([Buffer.from(head, 'latin1'), buffered.subarray(length)]);
    }
    socket.unshift(buffered);
    server.emit('connection', socket);
    process.nextTick(() => socket.resume());
  };
  socket.on('data', readHead);
  socket.on('error', () => socket.destroy());
});

listener.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'}/ at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
  );
});
