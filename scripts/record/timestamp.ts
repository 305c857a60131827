// Runs before every build (and as `npm run record:timestamp`): asks the time-stamping authority at
// TSA_URL to sign the chain value of every pick that has no token yet, and keeps each token in
// content/record/timestamps.csv, to commit beside the ledger. A production build stops when a pick
// has no token and none can be had. Then it says which picks this build reveals and which stay
// sealed until when: the schedule of the next builds (README, "Keeping the live site current").
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings';
import { buildDate } from '@/data/buildDate.mjs';
import { timestampsFile } from '@/data/record/files';
import { readLedger, readTimestamps } from '@/data/record/ledger';
import { authorityUrl, requestTimestamp } from '@/data/record/tsa';
import { timestampColumns, writeCsv } from '@/lib/record/csv.mjs';
import { formatPostedTime } from '@/lib/record/display';
import { chainById } from '@/lib/record/publish';

const production = process.env.SITE_ENV === 'production';
const file = path.resolve(process.cwd(), timestampsFile);

function fail(message: string): never {
  console.error(`error ${message}`);
  process.exit(1);
}

let ledger;
try {
  ledger = readLedger();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { posted } = ledger;
const have = new Set(readTimestamps(posted).map((row) => row.pickId));
const chains = chainById(posted);
const missing = posted.filter((pick) => !have.has(pick.id));
const url = authorityUrl();

if (missing.length && !url) {
  const ids = missing.map((pick) => pick.id).join(', ');
  if (production) {
    fail(
      `${missing.length} pick${missing.length === 1 ? ' has' : 's have'} no timestamp (${ids}) and TSA_URL is not set: a production build publishes no pick without a token from the authority. Set TSA_URL to your authority's address (README, "Configuration") and build again.`,
    );
  }
  console.warn(`warn  record: ${ids} not timestamped yet; set TSA_URL to ask an authority (README, "Configuration").`);
}
if (missing.length && url) {
  if (!existsSync(file)) writeFileSync(file, writeCsv(timestampColumns, []));
  for (const pick of missing) {
    const chain = chains.get(pick.id) ?? '';
    let token;
    try {
      token = await requestTimestamp(url, chain);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = `pick ${pick.id} could not be timestamped by the authority at ${url}: ${reason}.`;
      if (production)
        fail(
          `${message} A production build publishes no pick without a token; build again once the authority answers.`,
        );
      console.warn(`warn  record: ${message}`);
      break;
    }
    const row = {
      pick_id: pick.id,
      chain,
      time: token.time.toISOString().replace('.000Z', 'Z'),
      token: Buffer.from(token.der).toString('base64'),
    };
    appendFileSync(file, writeCsv(timestampColumns, [row]).split('\n').slice(1).join('\n'));
    console.log(`ok    record: ${pick.id} timestamped at ${row.time} by ${url}; commit ${timestampsFile}`);
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
