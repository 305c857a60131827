// The browser the tests and Lighthouse drive: Debian's Chromium when present (CI and the README's
// set-up), otherwise whatever the tool finds by itself, and the flags it needs on a closed network.
import { existsSync } from 'node:fs';

export const chromiumPath = ['/usr/bin/chromium'].find((file) => existsSync(file));

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
