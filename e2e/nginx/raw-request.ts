import { connect } from 'node:net';

export type RawResponse = {
  status: number;
  /** Each header line as the server sent it, split only at CRLF. */
  headerLines: string[];
  /** Header values by lower-case name. */
  headers: Record<string, string>;
  /** The body, its chunked framing removed. */
  body: string;
  /** How many bytes the server sent in all. */
  received: number;
};

/**
 * How long a server may send nothing before the answer so far counts as all of it. Cloudflare's dev
 * server neither answers nor closes some requests nginx refuses (HTTP/0.9, TRACE), takes about 1 s
 * to refuse a 70 KB path, and keeps every connection open 5 s after its answer, whatever Connection says.
 */
const idleMs = 2000;

/**
 * GET with the request target sent byte for byte, as an attacker's client does: an HTTP library
 * (Playwright's included) would resolve "//evil.com/" or "/../" before sending them.
 */
export function rawGet(baseURL: string, target: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return rawRequest(baseURL, `GET ${target} HTTP/1.0\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
}

/**
 * Sends `request` exactly as given, bytes and line endings included, and reads the answer until it is
 * whole (its Content-Length, its last chunk, or no body for HEAD and 304), until the server closes
 * the connection, or until the server has sent nothing for idleMs.
 */
export function rawRequest(baseURL: string, request: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  const bytes = typeof request === 'string' ? Buffer.from(request, 'latin1') : request;
  const head = bytes.subarray(0, 5).toString('latin1') === 'HEAD ';
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks).toString('latin1')));
    };
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    socket.setTimeout(idleMs, done);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isWhole(Buffer.concat(chunks).toString('latin1'), head)) done();
    });
    // A server that refuses a long request may close before reading all of it: its answer counts.
    socket.on('error', (error) => (chunks.length ? done() : reject(error)));
    socket.on('close', done);
  });
}

/** Whether a response is complete: the end of its body is known from its head. */
function isWhole(text: string, head: boolean) {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd === -1) return false;
  const { status, headers } = parseHead(text.slice(0, headEnd));
  const body = text.slice(headEnd + 4);
  if (head || status === 304 || status === 204) return true;
  if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) return dechunk(body) !== null;
  const length = headers['content-length'];
  return length !== undefined && body.length >= Number(length);
}

/** A chunked body's data, or null while its last chunk has not arrived. */
function dechunk(body: string): string | null {
  let data = '';
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd === -1) return null;
    const size = parseInt(body.slice(at, lineEnd), 16);
    if (Number.isNaN(size)) return null;
    if (size === 0) return body.indexOf('\r\n', lineEnd + 2) === -1 ? null : data;
    if (body.length < lineEnd + 2 + size + 2) return null;
    data += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

function parseHead(head: string) {
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headerLines, headers };
}

function parseResponse(text: string): RawResponse {
  const headEnd = text.indexOf('\r\n\r\n');
  const { status, headerLines, headers } = parseHead(text.slice(0, headEnd === -1 ? text.length : headEnd));
  const body = text.slice(headEnd + 4);
  const chunked = /\bchunked\b/i.test(headers['transfer-encoding'] ?? '');
  return { status, headerLines, headers, body: (chunked && dechunk(body)) || body, received: text.length };
}
