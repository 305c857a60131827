#!/usr/bin/env node
// Post-build step (package.json lists their order), the last: the finished build, checked as a whole
// once every step has written into it (the pick pages put back from the build cache included).
// Nothing of a sealed pick is in out/: no file is its slip, no text file holds its secret. Every
// pick has its page, and the page shows the pick's own seal. A production build then runs
// record:verify's checks on out/, with the pinned authorities, at the build's own time.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings';
import { pickPath, tokenPath } from '@/content/routes';
import { buildDate } from '@/data/buildDate.mjs';
import { getRecord, readLedger } from '@/data/record/ledger';
import { getPickPages } from '@/data/record/pickPages';
import { pinnedAuthorities } from '@/data/record/trust.mjs';
import { verifyRecord } from '@/lib/record/proof/verify.mjs';
import { isRevealed } from '@/lib/record/types';

// out/, or the copy of a build a test tampers with.
const out = path.resolve(process.argv[2] ?? 'out');
const { picks } = getRecord();
const shown = new Set(picks.filter(isRevealed).map((pick) => pick.id));
const sealed = readLedger().posted.filter((pick) => !shown.has(pick.id));
const sealedSlips = new Set(sealed.flatMap((pick) => (pick.slip ? [path.join(out, pick.slip)] : [])));
const sealedSlipNames = new Set(sealed.flatMap((pick) => (pick.slip ? [path.basename(pick.slip).toLowerCase()] : [])));
const problems: string[] = [];
for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const full = path.join(entry.parentPath, entry.name);
  if (sealedSlips.has(full) || sealedSlipNames.has(entry.name.toLowerCase())) {
    problems.push(`${path.relative(out, full)} is a sealed pick's slip`);
  } else if (sealed.length && /\.(html|txt|json|csv|xml|atom|js)$/.test(entry.name)) {
    const text = readFileSync(full, 'utf8');
    const pick = sealed.find((candidate) => candidate.secret && text.includes(candidate.secret));
    if (pick) problems.push(`${path.relative(out, full)} holds the secret of ${pick.id}, which is sealed`);
  }
}
for (const [id, page] of getPickPages()) {
  const file = path.join(out, `${pickPath(id)}.html`);
  if (!existsSync(file)) problems.push(`${path.relative(out, file)} is missing: every pick has its page`);
  else if (!readFileSync(file, 'utf8').includes(page.pick.seal)) {
    problems.push(`${path.relative(out, file)} does not show ${id}'s seal: a page from another build`);
  }
}
if (problems.length) {
  console.error(
    `error sealed: ${problems.slice(0, 20).join('; ')} — nothing of a sealed pick leaves the site before its game starts, and every pick's page is its own. Find what wrote it into out/ (a build cache from elsewhere: delete node_modules/.cache/receipts-club and build again).`,
  );
  process.exit(1);
}

if (process.env.SITE_ENV === 'production') {
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');
  const { problems: failed } = await verifyRecord({
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
  if (failed.length) {
    console.error(
      `error sealed: the record in out/ would fail npm run record:verify:\n${failed
        .slice(0, 20)
        .map((problem) => `${problem.subject} [${problem.rule}] ${problem.message}`)
        .join('\n')}`,
    );
    process.exit(1);
  }
}
console.log(
  `sealed: nothing of the ${sealed.length} sealed pick${sealed.length === 1 ? '' : 's'} is in out/, and each of the ${getPickPages().size} pick pages shows its own seal${process.env.SITE_ENV === 'production' ? '; the record passes record:verify' : ''}.`,
);
