// Runs before every build (and as `npm run record:timestamp`): asks the time-stamping authority at
// TSA_URL to sign the chain value of every entry (pick, grade, correction) that has no token yet,
// in chain order, and keeps each token in content/record/tokens/, to commit beside the ledger. A
// production build stops when an entry has no token and none can be had. With --alerts (as
// `npm run record:seal` runs it) it prints, for each pick it timestamped, the alert to post in the
// members' chat. Then it says which picks this build reveals and which stay sealed until when.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recordSettings } from '@/content/record/settings';
import { buildDate } from '@/data/buildDate.mjs';
import { siteConfig } from '@/data/config';
import { tokensDir } from '@/data/record/files';
import { loadRecord, readLedger } from '@/data/record/ledger';
import { tokenFile } from '@/data/record/tokens';
import { authorityUrl, requestTimestamp } from '@/data/record/tsa';
import { memberAlert } from '@/content/record/alert';
import { formatPostedTime } from '@/lib/record/presentation/display';

const { values: options } = parseArgs({ options: { alerts: { type: 'boolean', default: false } } });
const production = process.env.SITE_ENV === 'production';
const root = process.cwd();

function fail(message: string): never {
  console.error(`error ${message}`);
  process.exit(1);
}

let posted;
let chain;
try {
  // The whole record as the build reads it: nothing is timestamped that the build would refuse,
  // such as a correction of a pick whose game has not started.
  chain = loadRecord().chain;
  posted = readLedger().posted;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const waiting = chain.filter((entry) => entry.time === null);
const url = authorityUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (waiting.length && !url) {
  const names = waiting.map((entry) => entry.name).join(', ');
  if (production) {
    fail(
      `${waiting.length} entr${waiting.length === 1 ? 'y has' : 'ies have'} no timestamp (${names}) and TSA_URL is not set: a production build publishes no entry without a token from the authority. Set TSA_URL to your authority's address (README, "Configuration") and build again.`,
    );
  }
  console.warn(
    `warn  record: ${names} not timestamped yet; set TSA_URL to ask an authority (README, "Configuration").`,
  );
}
if (waiting.length && url) {
  mkdirSync(path.resolve(root, tokensDir), { recursive: true });
  let latest = Math.max(-Infinity, ...chain.flatMap((entry) => (entry.time === null ? [] : [entry.time])));
  for (const entry of waiting) {
    let token;
    try {
      token = await requestTimestamp(url, entry.chain);
      // A token no later than the last one would not keep its place at the end of the chain.
      for (let retry = 0; token.time.getTime() <= latest && retry < 3; retry += 1) {
        await sleep(1100);
        token = await requestTimestamp(url, entry.chain);
      }
      if (token.time.getTime() <= latest) {
        throw new Error(
          `its time ${token.time.toISOString()} is not after the last token's; check the authority's clock`,
        );
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = `${entry.name} could not be timestamped by the authority at ${url}: ${reason}.`;
      if (production)
        fail(
          `${message} A production build publishes no entry without a token; build again once the authority answers.`,
        );
      console.warn(`warn  record: ${message}`);
      break;
    }
    latest = token.time.getTime();
    writeFileSync(tokenFile(root, entry.name), token.der);
    const time = token.time.toISOString().replace('.000Z', 'Z');
    console.log(`ok    record: ${entry.name} timestamped at ${time} by ${url}; commit ${tokensDir}/${entry.name}.tsr`);
    const pick = posted.find((candidate) => candidate.id === entry.pickId);
    if (options.alerts && entry.kind === 'pick' && pick) {
      console.log(
        `\n${memberAlert({ pick, seal: entry.leaf, chain: entry.chain, time, siteUrl: siteConfig.url, timeZone: recordSettings.timeZone })}\n`,
      );
    }
  }
}

const now = buildDate.getTime();
const pending = posted.filter((pick) => pick.result === 'pending');
const sealed = pending.filter((pick) => now < Date.parse(pick.eventStart));
const revealed = pending.filter((pick) => now >= Date.parse(pick.eventStart));
const at = (iso: string) => formatPostedTime(iso, recordSettings.timeZone);
for (const pick of revealed)
  console.log(`ok    record: this build reveals ${pick.id} (started ${at(pick.eventStart)})`);
for (const pick of sealed) console.log(`ok    record: ${pick.id} stays sealed until ${at(pick.eventStart)}`);
if (!pending.length) console.log('ok    record: no pick is pending; nothing sealed, nothing to reveal');
