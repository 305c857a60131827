#!/usr/bin/env node
// Runs Cloudflare's own runtime for Pages (`wrangler pages dev`: workerd with Pages' rules for
// _headers, _redirects, clean URLs and 404.html) in the foreground on a loopback port over out/, for
// the tests and for trying a Cloudflare Pages deploy locally. No account and no network: metrics,
// error reports and the fetch of Cloudflare's request metadata are off, and the update check, made
// with the banner, is skipped with it (traced: it connects to loopback only). Its state goes in a
// temporary folder, removed when it stops. Usage: node scripts/cloudflare.mjs [port] [directory]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The runtime's behaviour this site is tested against. Pages applies it to Functions only (the site
 * has none); it must be a date the installed workerd knows, so it moves with wrangler's version.
 */
const compatibilityDate = '2026-04-20';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? 8788);
const served = path.resolve(process.argv[3] ?? path.join(root, 'out'));
if (!existsSync(path.join(served, '404.html'))) {
  console.error(
    `No build yet (no ${path.relative(process.cwd(), path.join(served, '404.html'))}): run \`npm run build\` first.`,
  );
  process.exit(1);
}

const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
const state = mkdtempSync(path.join(tmpdir(), 'wrangler-'));
const child = spawn(
  process.execPath,
  [
    wrangler,
    'pages',
    'dev',
    served,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    // The devtools port defaults to 9229 in every copy: two copies at once would collide.
    '--inspector-port',
    String(port + 1000),
    '--compatibility-date',
    compatibilityDate,
    '--persist-to',
    path.join(state, 'state'),
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  ],
  {
    cwd: state,
    stdio: 'inherit',
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      WRANGLER_LOG_PATH: path.join(state, 'logs'),
      XDG_CONFIG_HOME: path.join(state, 'config'),
    },
  },
);

function stop() {
  child.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code, signal) => {
  rmSync(state, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
