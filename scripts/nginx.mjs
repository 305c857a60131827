#!/usr/bin/env node
// Runs Debian's nginx in the foreground on a loopback port with deploy/nginx.conf over out/,
// for the tests and for trying the production set-up locally. Usage: node scripts/nginx.mjs [port] [directory]
// (the directory, out/ by default, lets a test serve a copy of the build with files of its own added)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
const served = path.resolve(process.argv[3] ?? path.join(root, 'out'));
const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file)) ?? 'nginx';
// Written by every build from deploy/headers.mjs; deploy/nginx.conf includes them as snippets.
const snippets = ['security-headers.conf', 'response-maps.conf'];

const missing = [path.join(served, '404.html'), ...snippets.map((file) => path.join(root, 'deploy', file))]
  .filter((file) => !existsSync(file))
  .map((file) => path.relative(process.cwd(), file));
if (missing.length) {
  console.error(`No build yet (no ${missing.join(', ')}): run \`npm run build\` first.`);
  process.exit(1);
}

// The server block exactly as shipped, pointed at this checkout and a loopback port.
const server = readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  .replace(/^\s*listen \[::\]:80;\n/m, '')
  .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root [^;]+;/m, `$1root ${served};`)
  .replace(
    /^(\s*)include snippets\/([\w.-]+);/gm,
    (_, indent, file) => `${indent}include ${path.join(root, 'deploy', file)};`,
  );

const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
const config = path.join(prefix, 'nginx.conf');
writeFileSync(
  config,
  `${process.getuid?.() === 0 ? 'user root;' : ''}
load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
${server}
}
`,
);

const nginx = spawn(binary, ['-p', prefix, '-c', config], { stdio: 'inherit' });
console.log(`nginx serving ${path.relative(process.cwd(), served) || '.'}/ at http://127.0.0.1:${port}`);
const stop = () => nginx.kill('SIGQUIT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
nginx.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
