import { connect } from 'node:net';

export type RawResponse = {
  status: number;
  /** Each header line as the server sent it, split only at CRLF. */
  headerLines: string[];
  /** Header values by lower-case name. */
  headers: Record<string, string>;
  body: string;
  /** How many bytes the server sent in all. */
  received: number;
};

/**
 * GET with the request target sent byte for byte, as an attacker's client does: an HTTP library
 * (Playwright's included) would resolve "//evil.com/" or "/../" before sending them. HTTP/1.0, so
 * the server closes the connection after an unchunked body.
 */
export function rawGet(baseURL: string, target: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.0\r\nHost: ${hostname}:${port}\r\n\r\n`, 'latin1');
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parseResponse(Buffer.concat(chunks).toString('latin1'))));
  });
}

/**
 * Sends `request` exactly as given, bytes and line endings included, and reads the answer until the
 * server closes the connection (send `Connection: close`, or a request it refuses).
 */
export function rawRequest(baseURL: string, request: string | Buffer): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => {
      socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that refuses a long request may close before reading all of it: its answer counts.
    socket.on('error', (error) => (chunks.length ? socket.destroy() : reject(error)));
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks).toString('latin1'))));
  });
}

function parseResponse(text: string): RawResponse {
  const headEnd = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...headerLines] = text.slice(0, headEnd === -1 ? text.length : headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headerLines,
    headers,
    body: text.slice(headEnd + 4),
    received: text.length,
  };
}
