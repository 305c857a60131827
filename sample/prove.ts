// `npm run sample:prove [-- --at <ISO time>]`: timestamps every entry of the sample record (or of
// the record in RECORD_CONTENT_DIR, such as the browser tests' fixture) with the sample authority
// (sample/authority.mjs), at the moments a real record's tokens would carry: seconds to
// minutes after a pick was posted, minutes to hours after its game was graded, during the day a
// correction was made. Replaces content/record/tokens/ whole. Only for a record content/samples.json
// lists as a sample, or a fixture: a real record's tokens come from its authority, never from here.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recordSettings } from '@/content/record/settings.mjs';
import { buildDate } from '@/data/buildDate.mjs';
import { authorityFile, ledgerFile, recordDir, tokensDir } from '@/data/record/files';
import { readLedger, sealVersion } from '@/data/record/ledger';
import { sampleLabel } from '@/data/samples';
import { linkEntries } from '@/lib/record/proof/chain.mjs';
import { zonedInstant } from '@/lib/record/math.mjs';
import { recordEntries } from '@/lib/record/proof/publish';
import { sampleAuthority } from './authority.mjs';

const { values: options } = parseArgs({ options: { at: { type: 'string' } } });
const at = options.at ? new Date(options.at) : buildDate;
if (Number.isNaN(at.getTime())) throw new Error(`--at "${options.at}" is not a time`);
if (recordDir === 'content/record' && !sampleLabel(ledgerFile)) {
  console.error(
    `error ${ledgerFile} is not a sample (content/samples.json): its tokens come from its authority, not from here.`,
  );
  process.exit(1);
}

/** A number from 0 to 1 that an entry's name always gives, so the sample is remade byte for byte. */
const unit = (name: string, salt: string) =>
  createHash('sha256').update(`${salt}:${name}`).digest().readUInt32BE(0) / 0x1_0000_0000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const root = process.cwd();
const { posted, corrections } = readLedger(root, at);
const entries = recordEntries(posted, corrections, sealVersion);
const times = new Map<string, number>();
/** The latest token time of each pick's entries so far: a pick's own entries keep their order. */
const latestOf = new Map<string, number>();
for (const entry of [...entries].sort((a, b) => a.happened - b.happened || a.position - b.position)) {
  const spread = unit(entry.name, 'delay');
  let time: number;
  if (entry.kind === 'pick') {
    // Mostly seconds after posting, as record:seal does; now and then a few minutes.
    time = entry.happened + (spread < 0.9 ? 2 + spread * 60 : 60 + spread * 240) * SECOND;
  } else if (entry.kind === 'grade') {
    // Graded from minutes after the final to the next morning.
    time = Math.max(entry.happened + (12 + spread ** 2 * 14 * 60) * MINUTE, (latestOf.get(entry.pickId) ?? 0) + MINUTE);
  } else {
    const day = new Date(entry.happened).toISOString().slice(0, 10);
    const morning = zonedInstant(day, '09:30', recordSettings.timeZone);
    const before = latestOf.get(entry.pickId) ?? 0;
    time = Math.max(morning + spread * 8 * 60 * MINUTE, before + 20 * MINUTE);
  }
  times.set(entry.name, Math.floor(time / SECOND) * SECOND);
  latestOf.set(entry.pickId, Math.max(latestOf.get(entry.pickId) ?? 0, time));
}
// One token a second at most, in the order they were made.
let last = -Infinity;
for (const [name, time] of [...times].sort((a, b) => a[1] - b[1])) {
  const unique = Math.max(time, last + SECOND);
  times.set(name, unique);
  last = unique;
}

const chain = linkEntries(entries, times);
const sign = await sampleAuthority(path.resolve(root, authorityFile));
const folder = path.resolve(root, tokensDir);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
for (const [index, entry] of chain.entries()) {
  const token = await sign({ digestHex: entry.chain, time: new Date(entry.time ?? 0), serial: index + 1 });
  writeFileSync(path.join(folder, `${entry.name}.tsr`), token);
}
console.log(
  `sample:prove: ${chain.length} entries of ${ledgerFile} timestamped by the sample authority into ${tokensDir}/.`,
);
