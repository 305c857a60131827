import { randomBytes } from 'node:crypto';
import { readTimestamp, timestampQuery } from '@/lib/record/proof/timestamp.mjs';

/** The time-stamping authority new picks are sent to (docs/operating.md, "Configuration"), if one is set. */
export function authorityUrl(): string | null {
  const value = process.env.TSA_URL?.trim();
  if (!value) return null;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`TSA_URL must be the http(s) address of an RFC 3161 time-stamping authority, got "${value}".`);
  }
  return value;
}

/**
 * Asks an RFC 3161 authority to sign a chain value, and checks that what comes back is a token
 * over that value, for this request (its nonce). Returns the authority's response, DER, and the
 * time it gives.
 */
export async function requestTimestamp(
  url: string,
  chain: string,
  nonce = BigInt(`0x${randomBytes(8).toString('hex')}`),
): Promise<{ der: Uint8Array; time: Date }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/timestamp-query', Accept: 'application/timestamp-reply' },
    body: timestampQuery(chain, nonce),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status} ${response.statusText}`);
  const der = new Uint8Array(await response.arrayBuffer());
  const token = readTimestamp(der);
  if (token.imprint !== chain) throw new Error(`${url} signed ${token.imprint}, not the chain value ${chain}`);
  if (token.nonce === null || BigInt(`0x${token.nonce}`) !== nonce) {
    throw new Error(`${url} answered another request (its nonce is not ours)`);
  }
  return { der, time: token.time };
}
