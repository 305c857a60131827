#!/usr/bin/env node
// `npm run record:verify -- <folder or URL> [--since <chain value>]`: checks the public record from
// what the site publishes alone (record.csv, record/corrections.csv, record/checkpoint.txt and the
// tokens and certificate under record/timestamps/), the way a sceptic would:
//  - every revealed pick's seal, recomputed from its fields as posted (the published values with
//    each correction undone) and its secret;
//  - the chain, end to end, and its last value against the checkpoint;
//  - every token, against the authority's certificate: a valid signature over the pick's chain
//    value, at the time the record gives;
//  - that no sealed pick's secret, selection, odds or book is published;
//  - with --since, that a chain value saved earlier is still on the chain.
// It stops at the first pick that fails, naming it and why, and exits non-zero. The rules are in
// lib/record/seal.mjs; docs/record-verification.md does the same by hand with printf and sha256sum.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { chainOf, chainText, GENESIS, sealFields, sealOf } from '../../lib/record/seal.mjs';
import { certificatesFromPem, trustSet, verifyTimestamp } from '../../lib/record/timestamp.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { since: { type: 'string' } },
});
const source = positionals[0] ?? '';
if (!source) {
  console.error('usage: npm run record:verify -- <folder or URL> [--since <chain value>]');
  process.exit(2);
}
const remote = /^https?:\/\//.test(source);

/** A published file's bytes, from the folder or the site. @param {string} name */
async function fetchFile(name) {
  if (remote) {
    const response = await fetch(new URL(name, source.endsWith('/') ? source : `${source}/`));
    if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  return new Uint8Array(await readFile(path.join(source, name)));
}
/** @param {string} name */
const text = async (name) => new TextDecoder().decode(await fetchFile(name));

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`FAIL  ${message}`);
  process.exit(1);
}

/** A published CSV's rows: the byte-order mark and a sample notice line left out. @param {string} csv */
function rowsOf(csv) {
  const lines = csv.replace(/^\uFEFF/, '');
  const body = lines.startsWith('"SAMPLE DATA') ? lines.slice(lines.indexOf('\n') + 1) : lines;
  return /** @type {Record<string, string>[]} */ (parse(body, { columns: true }));
}
/** A text cell as written before the site guarded it for spreadsheets (one leading ' dropped). @param {string} value */
const unguarded = (value) => (/^'[=+\-@\t\r']/.test(value) ? value.slice(1) : value);

const [picks, corrections, checkpoint, authority] = await Promise.all([
  text('record.csv').then(rowsOf),
  text('record/corrections.csv').then(rowsOf),
  text('record/checkpoint.txt'),
  text('record/timestamps/authority.pem'),
]).catch((error) => fail(`cannot read the published record: ${error instanceof Error ? error.message : error}`));
const [, count, head, built] = checkpoint.trim().split('\n');
const builtAt = Date.parse((built ?? '').replace(/^built /, ''));
if (!Number.isFinite(builtAt)) fail('record/checkpoint.txt gives no build time on its fourth line');
const trust = trustSet(certificatesFromPem(authority));
if (!trust.roots.length) fail('record/timestamps/authority.pem holds no authority certificate');

/** What a sealed pick must not publish. */
const hidden = [
  'event',
  'market',
  'selection',
  'odds',
  'sportsbook',
  'closing_odds',
  'closing_other_odds',
  'closing_line',
  'slip',
  'note',
  'secret',
];
/** @type {Map<string, Record<string, string>[]>} */
const correctionsOf = new Map();
for (const correction of corrections) {
  correctionsOf.set(correction.pick_id ?? '', [...(correctionsOf.get(correction.pick_id ?? '') ?? []), correction]);
}

let previous = GENESIS;
let tokens = 0;
/** @type {{ id: string, chain: string, data: Uint8Array, time: string }[]} */
const timestamped = [];
for (const pick of picks) {
  const id = pick.id ?? '';
  const sealed = pick.result === 'pending' && Date.parse(pick.event_start ?? '') > builtAt;
  if (sealed) {
    const shown = hidden.filter((column) => pick[column]);
    if (shown.length)
      fail(
        `${id} is sealed until ${pick.event_start}, but its ${shown.join(', ')} ${shown.length === 1 ? 'is' : 'are'} published`,
      );
  } else {
    if (!pick.secret)
      fail(`${id} has started (${pick.event_start}) but its secret is not published, so its seal cannot be checked`);
    /** The pick as posted: the published values with each of its corrections undone, newest first. */
    const asPosted = Object.fromEntries(sealFields.map((field) => [field, unguarded(pick[field] ?? '')]));
    for (const correction of [...(correctionsOf.get(id) ?? [])].reverse()) {
      const field = correction.field ?? '';
      if (field in asPosted) asPosted[field] = unguarded(correction.before ?? '');
    }
    const seal = sealOf(/** @type {import('../../lib/record/seal.mjs').SealedFields} */ (asPosted), pick.secret ?? '');
    if (seal !== pick.seal)
      fail(
        `${id}: its seal does not match its fields as posted and its secret — the pick was changed after it was sealed`,
      );
  }
  const chain = chainOf(previous, pick.seal ?? '');
  if (chain !== pick.chain) {
    fail(
      `${id}: the chain breaks here — its chain value is not the one its seal and the pick before it give, so a pick at or before ${id} was changed, removed or moved`,
    );
  }
  if (pick.timestamped)
    timestamped.push({
      id,
      chain,
      data: new TextEncoder().encode(chainText(previous, pick.seal ?? '')),
      time: pick.timestamped,
    });
  previous = chain;
}
if (String(picks.length) !== count || previous !== head) {
  fail(
    `the checkpoint (record/checkpoint.txt) says ${count} picks ending at ${head}, but record.csv has ${picks.length} ending at ${previous}`,
  );
}

// Tokens are checked a few at a time: a year of picks is a thousand of them.
for (let start = 0; start < timestamped.length; start += 16) {
  const batch = timestamped.slice(start, start + 16);
  const results = await Promise.all(
    batch.map(async (entry) => {
      let der;
      try {
        der = await fetchFile(`record/timestamps/${entry.id}.tsr`);
      } catch (error) {
        return { entry, reason: `its token cannot be read (${error instanceof Error ? error.message : error})` };
      }
      const result = await verifyTimestamp(der, { data: entry.data, trust });
      if (!result.ok) return { entry, reason: `its token does not verify: ${result.reason}` };
      if (result.imprint !== entry.chain) return { entry, reason: 'its token covers another chain value' };
      if (result.time.getTime() !== Date.parse(entry.time)) {
        return { entry, reason: `its token is dated ${result.time.toISOString()}, but the record says ${entry.time}` };
      }
      return { entry, reason: null };
    }),
  );
  const failed = results.find((result) => result.reason);
  if (failed) fail(`${failed.entry.id}: ${failed.reason}`);
  tokens += batch.length;
}

if (options.since && !picks.some((pick) => pick.chain === options.since)) {
  fail(
    `the chain value ${options.since} is not on the chain any more: a pick at or before the one it was saved after was changed, removed or moved`,
  );
}
const sealedCount = picks.filter(
  (pick) => pick.result === 'pending' && Date.parse(pick.event_start ?? '') > builtAt,
).length;
console.log(
  `ok    ${picks.length} picks: ${picks.length - sealedCount} seals recomputed, ${sealedCount} sealed, the chain unbroken to ${previous.slice(0, 16)}…, ${tokens} tokens verified against ${trust.roots.length} authority certificate${trust.roots.length === 1 ? '' : 's'}${options.since ? `, and ${options.since.slice(0, 16)}… is on the chain` : ''}.`,
);
