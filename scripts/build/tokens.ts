// Post-build step: checks every token against its signer and a trusted root (only the
// pinned authorities in a production build), then publishes the record's files that are not
// pages: each entry's token, as the authority sent it, at tokenPath(name) (`openssl ts -verify`
// reads it as it is), and the slip of every revealed pick at its ledger path; a sealed pick's slip
// stays out (scripts/build/sealed.ts checks the finished build). A step rather than a route: a
// route's generateStaticParams may not be empty under `output: 'export'`.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenPath } from '@/content/routes';
import { slipsRoot } from '@/data/record/files';
import { checkTokens, getRecord } from '@/data/record/ledger';
import { isRevealed } from '@/lib/record/types';
import type { Step } from './build.mjs';

export const tokens: Step = {
  name: 'tokens',
  needs: [],
  async run({ dir }) {
    const record = getRecord();
    const { chain, picks } = record;
    const invalid = await checkTokens(record, process.env.SITE_ENV === 'production');
    if (invalid.length) {
      throw new Error(
        `error tokens: ${invalid.length} token${invalid.length === 1 ? '' : 's'} the site cannot stand behind:\n${invalid.slice(0, 20).join('\n')}\nA token comes from the authority named in authority.pem, as it sent it: put back the file from git, or timestamp the entry again (npm run record:timestamp).`,
      );
    }
    for (const entry of chain) {
      const token = record.tokens.get(entry.name);
      if (!token) continue;
      const file = path.join(dir, tokenPath(entry.name));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, token.der);
    }
    const revealed = picks.filter(isRevealed);
    for (const pick of revealed) {
      if (!pick.slip) continue;
      const file = path.join(dir, pick.slip);
      mkdirSync(path.dirname(file), { recursive: true });
      copyFileSync(path.resolve(process.cwd(), slipsRoot, pick.slip), file);
    }
    const slips = revealed.filter((pick) => pick.slip).length;
    const count = record.tokens.size;
    console.log(
      `tokens: published ${count} token${count === 1 ? '' : 's'} and ${slips} slip${slips === 1 ? '' : 's'}.`,
    );
  },
};
