import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Every token kept beside the ledger, by entry name; a file that is not a token stops the build. */
export function readTokens(root: string = process.cwd()): Map<string, StoredToken> {
  const folder = path.resolve(root, tokensDir);
  const tokens = new Map<string, StoredToken>();
  if (!existsSync(folder)) return tokens;
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.tsr')) {
      throw new Error(
        `${tokensDir}/${file} is not a token — the folder holds only the .tsr files npm run record:timestamp writes; move it out.`,
      );
    }
    const der = new Uint8Array(readFileSync(path.join(folder, file)));
    let token;
    try {
      token = readTimestamp(der);
    } catch (error) {
      const reason = error instanceof TimestampError ? error.message : String(error);
      throw new Error(
        `${tokensDir}/${file} is not a time-stamp token the authority sent (${reason}) — put back the file from git (git checkout -- ${tokensDir}/${file}).`,
      );
    }
    const name = file.slice(0, -'.tsr'.length);
    tokens.set(name, { name, der, time: token.time.getTime(), imprint: token.imprint });
  }
  return tokens;
}
