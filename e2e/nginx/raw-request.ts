import { connect } from 'node:net';

export type RawResponse = {
  status: number;
  /** Each header line as the server sent it, split only at CRLF. */
  headerLines: string[];
  /** Header values by lower-case name. */
  headers: Record<string, string>;
  body: string;
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
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headerLines,
        headers,
        body: text.slice(headEnd + 4),
      });
    });
  });
}
