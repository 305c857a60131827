// Post-build step, the last: the finished build, checked as a whole
// once every step has written into it (the pick pages put back from the build cache included).
// Nothing of a sealed pick is in out/: no file is its slip, and no file, whatever its name or kind,
// holds its secret in any form the site writes (hex in any letter case, base64, the bytes). Every
// pick has its page, and the page shows the pick's own seal. A production build then runs
// record:verify's checks on out/, with the pinned authorities, at the build's own time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings.mjs';
import { pickPath, tokenPath } from '@/content/routes';
import { buildDate } from '@/data/buildDate.mjs';
import { getRecord, readLedger } from '@/data/record/ledger';
import { getPickPages } from '@/data/record/pickPages';
import { pinnedAuthorities } from '@/data/record/trust.mjs';
import { verifyRecord } from '@/lib/record/proof/verify.mjs';
import { isRevealed } from '@/lib/record/types';
import { literalPattern } from '@/lib/text/literalPattern.mjs';
import type { Step } from './build.mjs';

/**
 * Every way a file can hold a secret (32 random bytes, written as 64 hex digits), lowercased, as
 * the files are read: the digits in any letter case, the bytes themselves, and their base64 (and
 * base64url) at each of the three places 32 bytes can start in a longer base64 text (the 42
 * characters made of the secret's bits alone).
 */
function secretForms(secret: string): { form: string; needle: string }[] {
  if (!/^[0-9a-f]{64}$/i.test(secret)) return [{ form: 'text', needle: secret.toLowerCase() }];
  const bytes = Buffer.from(secret, 'hex');
  const forms = [
    { form: 'hex', needle: secret.toLowerCase() },
    { form: 'bytes', needle: bytes.toString('latin1').toLowerCase() },
  ];
  for (const offset of [0, 1, 2]) {
    const base64 = Buffer.concat([Buffer.alloc(offset), bytes])
      .toString('base64')
      .slice(Math.ceil((offset * 8) / 6), Math.floor((offset * 8 + bytes.length * 8) / 6));
    forms.push(
      { form: 'base64', needle: base64.toLowerCase() },
      { form: 'base64url', needle: base64.replaceAll('+', '-').replaceAll('/', '_').toLowerCase() },
    );
  }
  return forms.filter((form, index) => forms.findIndex((other) => other.needle === form.needle) === index);
}

/** The sealed picks of the ledger: what no file of the build may hold. */
function sealedPicks() {
  const shown = new Set(
    getRecord()
      .picks.filter(isRevealed)
      .map((pick) => pick.id),
  );
  return readLedger().posted.filter((pick) => !shown.has(pick.id));
}

type Sealed = ReturnType<typeof sealedPicks>;

/** Every file of `out` that is a sealed pick's slip or holds a sealed secret, and what was searched. */
function searchFiles(out: string, sealed: Sealed) {
  const sealedSlips = new Set(sealed.flatMap((pick) => (pick.slip ? [path.join(out, pick.slip)] : [])));
  const sealedSlipNames = new Set(
    sealed.flatMap((pick) => (pick.slip ? [path.basename(pick.slip).toLowerCase()] : [])),
  );
  const secrets = new Map(
    sealed.flatMap((pick) =>
      pick.secret
        ? secretForms(pick.secret).map((form) => [form.needle, { id: pick.id, form: form.form }] as const)
        : [],
    ),
  );
  // One pattern of every form of every sealed secret: a file is searched once, not once per form. On
  // the sample (7,944 files, 196 MB, 2 busy cores) the search takes 2 to 2.5 s for one sealed pick
  // and 5 to 6 s for ten.
  const anySecret = new RegExp([...secrets.keys()].map(literalPattern).join('|'));
  const problems: string[] = [];
  const started = performance.now();
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory() || !statSync(full).isFile()) continue;
    if (sealedSlips.has(full) || sealedSlipNames.has(entry.name.toLowerCase())) {
      problems.push(`${path.relative(out, full)} is a sealed pick's slip`);
      continue;
    }
    if (!secrets.size) continue;
    // Every file, whatever its name: latin1 reads each byte as one character, so a text and an image
    // are searched alike, and lowercasing it finds the digits in any case.
    const content = readFileSync(full);
    files += 1;
    bytes += content.length;
    const found = secrets.get(anySecret.exec(content.toString('latin1').toLowerCase())?.[0] ?? '');
    if (found) {
      problems.push(`${path.relative(out, full)} holds the secret of ${found.id}, which is sealed (as ${found.form})`);
    }
  }
  const searched = secrets.size
    ? ` (${files} files, ${(bytes / 1e6).toFixed(0)} MB searched in ${((performance.now() - started) / 1000).toFixed(1)} s)`
    : '';
  return { problems, searched };
}

/** Every pick's page is in `out` and shows its own seal. */
function pageProblems(out: string): string[] {
  const problems: string[] = [];
  for (const [id, page] of getPickPages()) {
    const file = path.join(out, `${pickPath(id)}.html`);
    if (!existsSync(file)) problems.push(`${path.relative(out, file)} is missing: every pick has its page`);
    else if (!readFileSync(file, 'utf8').includes(page.pick.seal)) {
      problems.push(`${path.relative(out, file)} does not show ${id}'s seal: a page from another build`);
    }
  }
  return problems;
}

/** A production build: record:verify's checks on out/, with the pinned authorities, at the build's time. */
async function verifyBuilt(out: string): Promise<void> {
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
    timeZone: recordSettings.timeZone,
  });
  if (failed.length) {
    throw new Error(
      `error sealed: the record in out/ would fail npm run record:verify:\n${failed
        .slice(0, 20)
        .map((problem) => `${problem.subject} [${problem.rule}] ${problem.message}`)
        .join('\n')}`,
    );
  }
}

export const sealedCheck: Step = {
  name: 'sealed',
  needs: [],
  last: true,
  async run({ dir }) {
    const sealed = sealedPicks();
    const { problems, searched } = searchFiles(dir, sealed);
    problems.push(...pageProblems(dir));
    if (problems.length) {
      throw new Error(
        `error sealed: ${problems.slice(0, 20).join('; ')} — nothing of a sealed pick leaves the site before its game starts, and every pick's page is its own. Find what wrote it into out/ (a build cache from elsewhere: delete node_modules/.cache/receipts-club and build again).`,
      );
    }
    const production = process.env.SITE_ENV === 'production';
    if (production) await verifyBuilt(dir);
    console.log(
      `sealed: nothing of the ${sealed.length} sealed pick${sealed.length === 1 ? '' : 's'} is in out/${searched}, and each of the ${getPickPages().size} pick pages shows its own seal${production ? '; the record passes record:verify' : ''}.`,
    );
  },
};
