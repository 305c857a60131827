#!/usr/bin/env node
// Builds the site twice over the fixture record (e2e/fixtures/record): once the day before its
// last pick's game, when that pick must be sealed (out-sealed/), and once after the game started
// (out-revealed/). e2e/record-sealed.spec.ts reads both. Run `npm run build` afterwards: this
// moves out/ away.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { sealedBuild, revealedBuild } from '../e2e/fixtures/record/moments.mjs';

/** @param {string} folder @param {Date} date */
function build(folder, date) {
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    RECORD_CONTENT_DIR: 'e2e/fixtures/record',
    SOURCE_DATE_EPOCH: String(Math.floor(date.getTime() / 1000)),
  };
  for (const [command, args] of /** @type {const} */ ([
    ['npx', ['next', 'build']],
    ['npm', ['run', '--silent', 'postbuild']],
  ])) {
    const result = spawnSync(command, args, { env, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync('out', folder);
}

build('out-sealed', sealedBuild);
build('out-revealed', revealedBuild);
