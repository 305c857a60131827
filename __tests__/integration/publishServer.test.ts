/**
 * @jest-environment node
 */
// docs/deploy.md's server set-up, run as the docs write it, in their order, from a fresh clone to a
// site nginx serves on loopback: a scratch folder stands for /srv/receipts-club and another for
// /etc/nginx, a bare clone for the remote. Packages and Node are this machine's (the set-up
// script's --check says they are enough); nothing is downloaded. One real publish (a preview build
// over an empty ledger, as the first publish on the sample is), so this file is slow.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeScratchNginxConf } from '../support/nginxConf';

// The set-up took 111 s here, beside publish.test.ts (2 cores, shared); the limit is twice that, rounded up.
const LIMIT = 4 * 60_000;
const repo = process.cwd();
const port = Number(process.env.E2E_PORT ?? 5400) + 20;
const dir = mkdtempSync(path.join(tmpdir(), 'publish-server-'));
const srv = path.join(dir, 'srv');
const etc = path.join(dir, 'etc-nginx');
const origin = path.join(dir, 'origin.git');
const docs = readFileSync('docs/deploy.md', 'utf8');

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The block docs/deploy.md marks as the one this test runs. */
function serverSteps() {
  const marked = docs.slice(docs.indexOf('__tests__/integration/publishServer.test.ts runs these steps'));
  return /```sh\n([\s\S]*?)```/.exec(marked)?.[1] ?? '';
}

/**
 * Each step of the block as it runs on this scratch machine, in the docs' order; a step this test
 * does not know fails it, so the docs cannot gain a step nobody ran.
 */
function scratchSteps(block: string) {
  const here = (line: string) => line.replaceAll('/srv/receipts-club', srv).replaceAll('/etc/nginx/', `${etc}/`);
  const rules: [RegExp, (line: string) => string | null][] = [
    // Debian's packages and Node from nodejs.org: this machine has them, and downloads nothing.
    [/^apt-get install -y [\w .-]+$/, () => null],
    [/^v=v20\.\d+\.\d+$/, () => null],
    [/^cd \/tmp$/, () => null],
    [/^curl -fsSLO? https:\/\/nodejs\.org\/dist\/\$v\//, () => null],
    [/^tar -xJf node-\$v-linux-x64\.tar\.xz -C \/usr\/local /, () => null],
    [/^adduser /, () => null],
    // This user owns everything here: no second user to switch to.
    [/^install -d -o publisher -g publisher \/srv\/receipts-club$/, () => `install -d ${srv}`],
    [
      /^runuser -u publisher -- git clone \S+ \/srv\/receipts-club\/site$/,
      () =>
        // Installed packages as hard links: no download (npm rewrites .package-lock.json in place).
        `git clone -q ${origin} ${srv}/site && cp -al ${repo}/node_modules ${srv}/site/node_modules && rm -f ${srv}/site/node_modules/.package-lock.json`,
    ],
    [/^cd \/srv\/receipts-club\/site && bash scripts\/setup-server\.sh$/, (line) => `${here(line)} --check`],
    [
      /^runuser -u publisher -- env SITE_ENV=preview npm run publish -- \/srv\/receipts-club$/,
      (line) => here(line.replace('runuser -u publisher -- ', '')),
    ],
    [/^ln -sf \S+ \S+ \/etc\/nginx\/snippets\/$/, here],
    [
      /^sed 's#root \/srv\/receipts-club\/out;#root \/srv\/receipts-club\/current;#' deploy\/nginx\.conf > \/etc\/nginx\/sites-enabled\/receipts-club\.conf$/,
      (line) =>
        here(line)
          .replace(`#root ${srv}/out;#`, '#root /srv/receipts-club/out;#')
          .replace(
            ' deploy/nginx.conf',
            ` deploy/nginx.conf | sed -e 's#listen 80;#listen 127.0.0.1:${port};#' -e '/listen \\[::\\]:80;/d'`,
          ),
    ],
    [/^nginx -t && systemctl reload nginx$/, () => `/usr/sbin/nginx -t -q -p ${etc} -c ${etc}/nginx.conf`],
  ];
  return block
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const rule = rules.find(([pattern]) => pattern.test(line));
      if (!rule) throw new Error(`docs/deploy.md has a server step this test does not know: ${line}`);
      return rule[1](line);
    })
    .filter((line) => line !== null);
}

beforeAll(() => {
  // The remote: this repository with its ledger emptied, so the one build stays short.
  git(dir, 'clone', '-q', '--bare', repo, origin);
  const editor = path.join(dir, 'editor');
  git(dir, 'clone', '-q', origin, editor);
  const record = path.join(editor, 'content/record');
  for (const file of ['picks.csv', 'corrections.csv']) {
    const header = readFileSync(path.join(record, file), 'utf8').split('\n')[0];
    writeFileSync(path.join(record, file), `${header}\n`);
  }
  rmSync(path.join(record, 'tokens'), { recursive: true, force: true });
  git(editor, 'add', '-A');
  git(editor, '-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', 'commit', '-qm', 'test: empty ledger');
  git(editor, 'push', '-q');
  // Debian's /etc/nginx, reduced to what the site needs, in a scratch folder.
  mkdirSync(path.join(etc, 'snippets'), { recursive: true });
  mkdirSync(path.join(etc, 'sites-enabled'), { recursive: true });
  writeScratchNginxConf(etc);
}, LIMIT);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test(
  'the server steps of docs/deploy.md, in their order, take a fresh clone to a site nginx serves',
  async () => {
    const block = serverSteps();
    expect(spawnSync('bash', ['-n'], { input: block }).status).toBe(0);
    const script = scratchSteps(block);
    expect(script.length).toBeGreaterThan(5);
    // Jest's NODE_ENV=test is not the operator's environment.
    const env: Record<string, string | undefined> = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'),
    );
    const run = spawnSync('bash', ['-euo', 'pipefail', '-c', script.join('\n')], {
      cwd: dir,
      env: {
        ...env,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        NEXT_TELEMETRY_DISABLED: '1',
      } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`the steps failed (exit ${run.status}):\n${run.stdout}${run.stderr}`);
    expect(run.stdout).toMatch(/^setup-server: nginx, git and Node v\S+ are ready$/m);
    expect(run.stdout).toMatch(/^published \d{8}T\d{6}Z-[0-9a-f]{12} /m);

    const nginx = spawn('/usr/sbin/nginx', ['-p', etc, '-c', path.join(etc, 'nginx.conf')], { stdio: 'ignore' });
    try {
      const url = `http://127.0.0.1:${port}`;
      const get = async (route: string) => {
        for (let tries = 0; ; tries += 1) {
          try {
            return await fetch(`${url}${route}`);
          } catch (error) {
            if (tries > 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      const home = await get('/');
      expect(home.status).toBe(200);
      expect(home.headers.get('x-content-type-options')).toBe('nosniff');
      const checkpoint = await get('/record/checkpoint.txt');
      expect(checkpoint.status).toBe(200);
      expect(await checkpoint.text()).toMatch(/^built \S+$/m);
    } finally {
      nginx.kill('SIGQUIT');
    }
  },
  LIMIT,
);

test('the set-up script stops in one line when the node on the path is older than package.json asks', () => {
  const bin = path.join(dir, 'old-node');
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, 'node'), '#!/bin/sh\necho v18.20.4\n');
  chmodSync(path.join(bin, 'node'), 0o755);
  const run = spawnSync('bash', ['scripts/setup-server.sh', '--check'], {
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(
    `setup-server: ${bin}/node is Node v18.20.4, older than the 20.19 package.json asks for (Debian 12's nodejs is 18): install Node 20.19 or later from nodejs.org (docs/deploy.md, "On a server") ahead of it on PATH, then run this again\n`,
  );
});
