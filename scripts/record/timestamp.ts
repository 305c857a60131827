// Runs before every build (and as `npm run record:timestamp`): asks the time-stamping authority at
// TSA_URL to sign the chain value of every entry (pick, grade, correction) that has no token yet,
// in chain order, and keeps each token in content/record/tokens/, to commit beside the ledger. A
// production build stops when an entry has no token and none can be had, and refuses, before it
// writes anything, a token from an authority that is not pinned (scripts/record/trust/): the build
// and record:verify would refuse it too, once the publish had committed it. A preview build names
// every entry left without a token. With --alerts (as `npm run record:seal` runs it) it prints, for
// each new pick, the alert to post in the members' chat, marked when the pick has no token yet;
// --alert <id> prints a pick's alert again. Then it says which picks this build reveals and which
// stay sealed until when.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { memberAlert } from '@/content/record/alert';
import { recordSettings } from '@/content/record/settings.mjs';
import { buildDate } from '@/data/buildDate.mjs';
import { siteConfig } from '@/data/config';
import { authorityFile, ledgerFile, tokensDir } from '@/data/record/files';
import { loadRecord, readLedger, type RecordData } from '@/data/record/ledger';
import { tokenFile } from '@/data/record/tokens';
import { pinnedAuthorities } from '@/data/record/trust.mjs';
import { authorityUrl, requestTimestamp } from '@/data/record/tsa';
import { chainText } from '@/lib/record/proof/encoding.mjs';
import type { LinkedEntry } from '@/lib/record/proof/chain.mjs';
import { certificatesFromPem, parseCertificates, verifyTimestamp } from '@/lib/record/proof/timestamp.mjs';
import { formatPostedTime } from '@/lib/record/presentation/display';
import type { Pick } from '@/lib/record/types';

const { values: options } = parseArgs({
  options: { alerts: { type: 'boolean', default: false }, alert: { type: 'string', multiple: true, default: [] } },
});
const production = process.env.SITE_ENV === 'production';
const root = process.cwd();

function fail(message: string): never {
  console.error(`error ${message}`);
  process.exit(1);
}

let record: RecordData;
let posted: Pick[];
try {
  // The whole record as the build reads it: nothing is timestamped that the build would refuse,
  // such as a correction of a pick whose game has not started.
  record = loadRecord();
  posted = readLedger().posted;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { chain } = record;
for (const id of options.alert) {
  if (!posted.some((pick) => pick.id === id)) {
    fail(`--alert ${id}: ${ledgerFile} has no pick ${id}; give the id of a pick in its first column.`);
  }
}
const waiting = chain.filter((entry) => entry.time === null);
const url = authorityUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The time of each entry's token, those this run gets included, by entry name. */
const stamped = new Map(chain.flatMap((entry) => (entry.time === null ? [] : [[entry.name, entry.time] as const])));
const isoTime = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/**
 * Why a production build cannot publish a token, or null when it can: what the build and
 * record:verify check, against the pinned authorities alone.
 */
async function unpinned(der: Uint8Array, entry: LinkedEntry): Promise<string | null> {
  const result = await verifyTimestamp(der, {
    data: new TextEncoder().encode(chainText(entry.previous, entry.kind, entry.leaf)),
    authorities: pinnedAuthorities(),
    untrusted: parseCertificates(certificatesFromPem(record.authorityPem ?? '')),
  });
  if (!result.ok) return result.reason;
  return result.authority.sample ? `it is signed by ${result.authority.name}, which a production build refuses` : null;
}

if (waiting.length && !url && production) {
  const names = waiting.map((entry) => entry.name).join(', ');
  fail(
    `${waiting.length} entr${waiting.length === 1 ? 'y has' : 'ies have'} no timestamp (${names}) and TSA_URL is not set: a production build publishes no entry without a token from the authority. Set TSA_URL to your authority's address (docs/operating.md, "Configuration") and build again.`,
  );
}
if (waiting.length && url) {
  let latest = Math.max(-Infinity, ...stamped.values());
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
    const refused = production ? await unpinned(token.der, entry) : null;
    if (refused) {
      fail(
        `${entry.name}: the token from ${url} cannot be published (${refused}), so nothing was written. Pin the authority first: its root in scripts/record/trust/ and authorities.json, its certificate in ${authorityFile} (docs/deploy.md, "Authority outage").`,
      );
    }
    latest = token.time.getTime();
    mkdirSync(path.resolve(root, tokensDir), { recursive: true });
    writeFileSync(tokenFile(root, entry.name), token.der);
    stamped.set(entry.name, latest);
    console.log(
      `ok    record: ${entry.name} timestamped at ${isoTime(latest)} by ${url}; commit ${tokensDir}/${entry.name}.tsr`,
    );
  }
}

const unstamped = waiting.filter((entry) => !stamped.has(entry.name));
if (unstamped.length) {
  // Only a preview build gets here: a production build has stopped.
  console.warn(
    `warn  record: not timestamped yet: ${unstamped.map((entry) => entry.name).join(', ')}. This build shows ${unstamped.length === 1 ? 'it' : 'them'} as "Not yet" on the pick pages and /record, and a production build refuses ${unstamped.length === 1 ? 'it' : 'them'}: run npm run record:timestamp with TSA_URL set (docs/operating.md, "Configuration") once the authority answers.`,
  );
}

/** The alert of the pick an entry is for, to post in the members' chat as printed. */
function alertOf(entry: LinkedEntry): string | null {
  const pick = posted.find((candidate) => candidate.id === entry.pickId);
  if (!pick) return null;
  const time = stamped.get(entry.name);
  const alert = memberAlert({
    pick,
    seal: entry.leaf,
    chain: entry.chain,
    time: time === undefined ? null : isoTime(time),
    siteUrl: siteConfig.url,
    timeZone: recordSettings.timeZone,
  });
  const note =
    time === undefined
      ? `warn  record: ${pick.id} is not timestamped yet: run npm run record:timestamp once the authority answers, then npm run record:seal -- --alert ${pick.id} prints this alert with its token's time.\n`
      : '';
  return `\n${note}${alert}\n`;
}
// With --alerts, every pick that had no token when this run began: the new ones, and any whose
// alert could not be printed with its token before.
const alerts = chain.filter(
  (entry) => entry.kind === 'pick' && ((options.alerts && entry.time === null) || options.alert.includes(entry.pickId)),
);
for (const entry of alerts) {
  const alert = alertOf(entry);
  if (alert) console.log(alert);
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
