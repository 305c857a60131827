import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readTimestamp, TimestampError } from '@/lib/record/proof/timestamp.mjs';
import { tokensDir } from './files';

/** A token kept in content/record/tokens/, as the authority sent it. */
export interface StoredToken {
  /** The entry it is for, from its file name: "RC-0412", "RC-0412.grade", "RC-0412.correction-1". */
  readonly name: string;
  readonly der: Uint8Array;
  /** The time the token gives, in ms. */
  readonly time: number;
  /** The chain value it covers. */
  readonly imprint: string;
}

/** The name of the token file of an entry. */
export const tokenFile = (root: string, name: string) => path.resolve(root, tokensDir, `${name}.tsr`);

/**
 * What each token file says, by the SHA-256 of its bytes: reading a token takes PKI.js about 10 ms
 * (it parses the certificate the token carries), and every process of a build reads them all. The
 * key is the token's content, so one cache serves every record folder a test reads.
 */
const cacheFile = () => path.join(process.cwd(), 'node_modules/.cache/receipts-club/tokens.json');

function readCache(): Record<string, { time: number; imprint: string }> {
  try {
    return JSON.parse(readFileSync(cacheFile(), 'utf8'));
  } catch {
    return {};
  }
}

/** Every token kept beside the ledger, by entry name; a file that is not a token stops the build. */
export function readTokens(root: string = process.cwd()): Map<string, StoredToken> {
  const folder = path.resolve(root, tokensDir);
  const tokens = new Map<string, StoredToken>();
  if (!existsSync(folder)) return tokens;
  const cache = readCache();
  let read = 0;
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.tsr')) {
      throw new Error(
        `${tokensDir}/${file} is not a token — the folder holds only the .tsr files npm run record:timestamp writes; move it out.`,
      );
    }
    const der = new Uint8Array(readFileSync(path.join(folder, file)));
    const key = createHash('sha256').update(der).digest('hex');
    let known = cache[key];
    if (!known) {
      let token;
      try {
        token = readTimestamp(der);
      } catch (error) {
        const reason = error instanceof TimestampError ? error.message : String(error);
        throw new Error(
          `${tokensDir}/${file} is not a time-stamp token the authority sent (${reason}) — put back the file from git (git checkout -- ${tokensDir}/${file}).`,
        );
      }
      known = { time: token.time.getTime(), imprint: token.imprint };
      cache[key] = known;
      read += 1;
    }
    const name = file.slice(0, -'.tsr'.length);
    tokens.set(name, { name, der, time: known.time, imprint: known.imprint });
  }
  if (read) {
    // Written whole, then renamed, so a build's other processes never read half a file.
    const target = cacheFile();
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(cache));
    renameSync(partial, target);
  }
  return tokens;
}
