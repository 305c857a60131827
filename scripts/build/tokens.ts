#!/usr/bin/env node
// Post-build step (package.json lists their order): checks every token against its signer and a trusted root (only the
// pinned authorities in a production build), then publishes the record's files that are not
// pages: each entry's token, as the authority sent it, at tokenPath(name) (`openssl ts -verify`
// reads it as it is), and the slip of every revealed pick at its ledger path. A sealed pick's slip
// stays out, and the step stops the build naming any file in out/ that is a sealed pick's slip or
// holds its secret. A production build then runs record:verify's checks on out/. A step rather than
// a route: a route's generateStaticParams may not be empty under `output: 'export'`.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenPath } from '@/content/routes';
import { slipsRoot } from '@/data/record/files';
import { checkTokens, getRecord, readLedger } from '@/data/record/ledger';
import { recordSettings } from '@/content/record/settings';
import { buildDate } from '@/data/buildDate.mjs';
import { pinnedAuthorities } from '@/data/record/trust.mjs';
import { verifyRecord } from '@/lib/record/proof/verify.mjs';
import { isRevealed } from '@/lib/record/types';

const out = path.join(process.cwd(), 'out');
const record = getRecord();
const { chain, tokens, picks } = record;
const invalid = await checkTokens(record, process.env.SITE_ENV === 'production');
if (invalid.length) {
  console.error(
    `error tokens: ${invalid.length} token${invalid.length === 1 ? '' : 's'} the site cannot stand behind:\n${invalid.slice(0, 20).join('\n')}\nA token comes from the authority named in authority.pem, as it sent it: put back the file from git, or timestamp the entry again (npm run record:timestamp).`,
  );
  process.exit(1);
}
for (const entry of chain) {
  const token = tokens.get(entry.name);
  if (!token) continue;
  const file = path.join(out, tokenPath(entry.name));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, token.der);
}

const revealed = picks.filter(isRevealed);
for (const pick of revealed) {
  if (!pick.slip) continue;
  const file = path.join(out, pick.slip);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(path.resolve(process.cwd(), slipsRoot, pick.slip), file);
}

const shown = new Set(revealed.map((pick) => pick.id));
const sealed = readLedger().posted.filter((pick) => !shown.has(pick.id));
const sealedSlips = new Set(sealed.flatMap((pick) => (pick.slip ? [path.join(out, pick.slip)] : [])));
const sealedSlipNames = new Set(sealed.flatMap((pick) => (pick.slip ? [path.basename(pick.slip).toLowerCase()] : [])));
const leaks: string[] = [];
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const full = path.join(entry.parentPath, entry.name);
  if (sealedSlips.has(full) || sealedSlipNames.has(entry.name.toLowerCase())) {
    leaks.push(`${path.relative(out, full)} (a sealed pick's slip)`);
  } else if (/\.(html|txt|json|csv|xml|js)$/.test(entry.name)) {
    const text = readFileSync(full, 'utf8');
    const pick = sealed.find((candidate) => candidate.secret && text.includes(candidate.secret));
    if (pick) leaks.push(`${path.relative(out, full)} (holds the secret of ${pick.id}, which is sealed)`);
  }
}
if (leaks.length) {
  console.error(
    `error tokens: ${leaks.join(', ')} would be published — nothing of a sealed pick leaves the site before its game starts; find what copies it into out/.`,
  );
  process.exit(1);
}
// A production build publishes nothing `npm run record:verify` would fail: the same check, run on
// out/ with the pinned authorities, at the build's own time.
if (process.env.SITE_ENV === 'production') {
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const { problems } = await verifyRecord({
    files: {
      record: read('record.csv'),
      corrections: read('record/corrections.csv'),
      chain: read('record/chain.csv'),
      checkpoint: read('record/checkpoint.txt'),
      authority: read('record/timestamps/authority.pem'),
      claims: read('record/claims.json'),
    },
    readToken: async (name) => new Uint8Array(readFileSync(path.join(out, tokenPath(name)))),
    authorities: pinnedAuthorities(),
    now: buildDate,
    sealedGraceMinutes: 0,
    pendingDays: recordSettings.pendingGraceDays,
  });
  if (problems.length) {
    console.error(
      `error tokens: the record in out/ would fail npm run record:verify:\n${problems
        .slice(0, 20)
        .map((problem) => `${problem.subject} [${problem.rule}] ${problem.message}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
}
const slips = revealed.filter((pick) => pick.slip).length;
console.log(
  `tokens: published ${tokens.size} token${tokens.size === 1 ? '' : 's'} and ${slips} slip${slips === 1 ? '' : 's'}; nothing of the ${sealed.length} sealed pick${sealed.length === 1 ? '' : 's'} is in out/.`,
);
