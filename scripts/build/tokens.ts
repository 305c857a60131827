#!/usr/bin/env node
// Post-build step 1 of 5: publishes each timestamped pick's token, as the authority sent it, at
// tokenPath(id) (`openssl ts -verify` reads it as it is). A step rather than a route: a route's
// generateStaticParams may not be empty under `output: 'export'`, and a new ledger has no token yet.
// `next dev` therefore serves no tokens.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tokenPath } from '@/content/routes';
import { getRecord } from '@/data/record/ledger';

const out = path.join(process.cwd(), 'out');
const { tokens } = getRecord();
for (const [id, token] of tokens) {
  const file = path.join(out, tokenPath(id));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(token, 'base64'));
}
console.log(`tokens: published ${tokens.size} timestamp token${tokens.size === 1 ? '' : 's'}.`);
