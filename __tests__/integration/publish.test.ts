/**
 * @jest-environment node
 */
// The scheduled publish end to end, in scratch clones: an editor's repository (the upstream), a host
// checkout that publishes into a target folder, and the local time-stamping authority. Each publish
// is a real production build, so this file is slow: its limit is twice the slowest run measured.
// Two builds in all: the first is cold (Next has no cache yet), the second reuses its cache.
// A stand-in for the Internet Archive's Save Page Now on loopback records the capture each
// successful publish asks for, and refuses it when told to.
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { main } from '@/scripts/publish.mjs';
import { readToken } from '@/scripts/publish-tokens.mjs';
import { startLocalAuthority } from '@/scripts/record/local-tsa.mjs';
import { writeScratchNginxConf } from '../support/nginxConf';

// The two publishes took 95–121 s here (2 cores, shared); the limit is twice the slowest, rounded up.
const LIMIT = 5 * 60_000;
const repo = process.cwd();
const port = Number(process.env.E2E_PORT ?? 5400) + 10;
const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
const origin = path.join(dir, 'origin.git');
const editor = path.join(dir, 'editor');
const host = path.join(dir, 'host');
const target = path.join(dir, 'target');
let authority: Awaited<ReturnType<typeof startLocalAuthority>>;
/** The loopback archive: what it was asked, and the status it answers (302 to a capture, as Save Page Now does). */
const archive = { url: '', asked: [] as string[], status: 302, server: undefined as Server | undefined };

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A new pending pick, sealed as `record:seal` would (a fresh 32-byte secret), pushed upstream. */
function postPick(id: string) {
  git(editor, 'pull', '-q');
  const newYork = (ms: number) => `${new Date(ms - 5 * 3_600_000).toISOString().slice(0, 19)}-05:00`;
  const clock = Date.now();
  const row = [
    id,
    newYork(clock - 60_000),
    newYork(clock + 3 * 86_400_000),
    'NFL',
    'Buffalo Bills at Miami Dolphins',
    'spread',
    'Buffalo Bills -3',
    '-110',
    '1',
    'Harbor Sports',
    'pending',
    ...Array.from({ length: 7 }, () => ''),
    randomBytes(32).toString('hex'),
  ];
  appendFileSync(path.join(editor, 'content/record/picks.csv'), `${row.join(',')}\n`);
  git(editor, 'commit', '-qam', `record: post ${id}`);
  git(editor, 'push', '-q');
}

/** Jest's NODE_ENV=test is not the operator's environment. */
const operator = (): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));

/** One publish run, as cron starts it. */
async function publish(args: string[] = [], env: Record<string, string> = {}) {
  return main([target, ...args], {
    root: host,
    env: {
      ...operator(),
      // A host whose git has no identity: the publish names itself when it commits and rebases.
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      SITE_ENV: 'production',
      TSA_URL: authority.url,
      PUBLISH_WITNESS: archive.url,
      ...env,
    },
    now: new Date(),
  });
}

const current = () => path.basename(readlinkSync(path.join(target, 'current')));
const served = (file: string) => readFileSync(path.join(target, 'current', file), 'utf8');

beforeAll(async () => {
  authority = await startLocalAuthority(port);
  archive.server = createServer((request, response) => {
    archive.asked.push(request.url ?? '');
    const capture = `/web/20261127120000/${(request.url ?? '').replace(/^\/save\//, '')}`;
    response.writeHead(archive.status, archive.status === 302 ? { Location: capture } : {}).end();
  });
  await new Promise<void>((resolve) => archive.server?.listen(0, '127.0.0.1', resolve));
  archive.url = `http://127.0.0.1:${(archive.server.address() as AddressInfo).port}`;
  git(dir, 'clone', '-q', '--bare', repo, origin);
  git(dir, 'clone', '-q', origin, editor);
  for (const [key, value] of [
    ['user.name', 'Editor'],
    ['user.email', 'editor@example.org'],
  ] as const)
    git(editor, 'config', key, value);
  // What a launched site holds: no sample content, an empty ledger, the operator's authority's
  // certificate, and that authority pinned beside the others (scripts/record/trust/), as a
  // production build requires.
  const record = path.join(editor, 'content/record');
  writeFileSync(path.join(editor, 'content/samples.json'), '{}\n');
  for (const file of ['picks.csv', 'corrections.csv']) {
    const header = readFileSync(path.join(record, file), 'utf8').split('\n')[0];
    writeFileSync(path.join(record, file), `${header}\n`);
  }
  rmSync(path.join(record, 'tokens'), { recursive: true, force: true });
  cpSync(authority.caFile, path.join(record, 'authority.pem'));
  cpSync(authority.caFile, path.join(editor, 'scripts/record/trust/operator-root.pem'));
  const trust = path.join(editor, 'scripts/record/trust/authorities.json');
  const pins = JSON.parse(readFileSync(trust, 'utf8'));
  const fingerprint = execFileSync('openssl', ['x509', '-in', authority.caFile, '-noout', '-fingerprint', '-sha256'], {
    encoding: 'utf8',
  })
    .split('=')[1]
    ?.trim();
  pins.authorities.push({
    name: 'Operator test authority',
    root: 'operator-root.pem',
    fingerprint,
    policies: ['1.3.6.1.4.1.99999.2'],
    sample: false,
    url: authority.url,
    rootUrl: null,
    source: 'The local authority of this test.',
  });
  writeFileSync(trust, `${JSON.stringify(pins, null, 2)}\n`);
  git(editor, 'add', '-A');
  git(editor, 'commit', '-qm', 'test: launch with an empty ledger and our own authority');
  git(editor, 'push', '-q');
  git(dir, 'clone', '-q', origin, host);
  // Installed packages as hard links: no download.
  const modules = path.join(host, 'node_modules');
  try {
    execFileSync('cp', ['-al', path.join(repo, 'node_modules'), modules], { stdio: 'pipe' });
  } catch {
    // A temporary folder on another file system (a tmpfs /tmp) takes no hard links: copy instead.
    rmSync(modules, { recursive: true, force: true });
    cpSync(path.join(repo, 'node_modules'), modules, { recursive: true, verbatimSymlinks: true });
  }
  // npm rewrites this file in place on install: the host's must not be the repository's.
  rmSync(path.join(modules, '.package-lock.json'), { force: true });
}, LIMIT);

afterAll(async () => {
  await authority?.close();
  if (archive.server?.listening) archive.server.close();
  rmSync(dir, { recursive: true, force: true });
});

test(
  'a publish after a new pick upstream goes live, commits the pick’s token on the host, pushes nothing, leaves the checkout clean',
  async () => {
    postPick('RC-1599');
    const first = await publish();
    expect(first).toEqual({
      code: 0,
      line: expect.stringMatching(/^published \d{8}T\d{6}Z-[0-9a-f]{12} \(built .*SOURCE_DATE_EPOCH=\d+\)$/),
    });
    // The checkpoint's build time, the health check's clock, is the one the run fixed and logged.
    const epoch = Number(/SOURCE_DATE_EPOCH=(\d+)/.exec(first.line)?.[1]);
    const built = /^built (\S+)$/m.exec(served('record/checkpoint.txt'))?.[1] ?? '';
    expect(Date.parse(built)).toBe(epoch * 1000);
    // The token the build obtained is committed on the host, not left in the working tree, and not
    // pushed (the README's cron line): the next test has an editor seal RC-1599 meanwhile.
    expect(git(host, 'status', '--porcelain')).toBe('');
    expect(git(host, 'log', '-1', '--format=%s %an')).toBe(
      'record: timestamps obtained by the scheduled publish Scheduled publish',
    );
    // Once live, the release's checkpoint was sent to the archive, and its answer logged.
    const checkpoint = `https://${served('record/checkpoint.txt').split('\n')[0]}/checkpoint.txt`;
    expect(archive.asked).toEqual([`/save/${checkpoint}`]);
    expect(readFileSync(JSON.parse(readFileSync(path.join(target, 'status.json'), 'utf8')).log, 'utf8')).toContain(
      `witness: asked ${archive.url} to capture ${checkpoint}: captured at ${archive.url}/web/20261127120000/${checkpoint}\n`,
    );
    expect(git(host, 'log', '--format=%s', '-2').split('\n')).toEqual([
      'record: timestamps obtained by the scheduled publish',
      'record: post RC-1599',
    ]);
    expect(existsSync(path.join(host, 'content/record/tokens/RC-1599.tsr'))).toBe(true);
    expect(git(origin, 'log', '-1', '--format=%s')).toBe('record: post RC-1599');
  },
  LIMIT,
);

// One build serves what two publishes in a row each after a new pick, and an editor's token for a
// pick the host already timestamped, would each need: every publish is a real build.
test(
  'an editor who seals a pick this host’s build already timestamped, then posts another: the next publish keeps the editor’s token, pushes its own for the new pick, goes live, exit 0',
  async () => {
    const firstRelease = current();
    const file = 'content/record/tokens/RC-1599.tsr';
    // The authority was down when the editor posted the pick: it went upstream without a token. The
    // host's build obtained one and committed it there, unpushed (the test above).
    const hostToken = readFileSync(path.join(host, file));
    // The authority is back; the editor seals again, gets a token of its own for the same link, pushes.
    git(editor, 'pull', '-q');
    expect(existsSync(path.join(editor, file))).toBe(false);
    symlinkSync(path.join(repo, 'node_modules'), path.join(editor, 'node_modules'));
    appendFileSync(path.join(editor, '.git/info/exclude'), 'node_modules\n');
    // Not execFileSync: the authority answers from this process.
    await promisify(execFile)(path.join(repo, 'node_modules/.bin/tsx'), ['scripts/record/timestamp.ts', '--alerts'], {
      cwd: editor,
      env: { ...operator(), TSA_URL: authority.url } as unknown as NodeJS.ProcessEnv,
    });
    const editorToken = readFileSync(path.join(editor, file));
    expect(readToken(editorToken).imprint).toBe(readToken(hostToken).imprint);
    expect(readToken(editorToken).order > readToken(hostToken).order).toBe(true);
    git(editor, 'add', file);
    git(editor, 'commit', '-qm', 'record: seal RC-1599');
    git(editor, 'push', '-q');
    // A new pick upstream, with no token: the host's build obtains one, its own to push.
    postPick('RC-1600');

    // The archive refuses the capture: the release goes live all the same, the line warns.
    archive.status = 500;
    const second = await publish([], { PUBLISH_PUSH: '1' });
    expect(second).toEqual({ code: 0, line: expect.stringMatching(/^published /) });
    expect(current()).not.toBe(firstRelease);
    expect(second.line).toMatch(
      /\); warning: the archive did not capture \S+ \(the archive answered 500\); the release is online, and the next publish asks again$/,
    );
    expect(archive.asked).toHaveLength(2);
    // Upstream's token stays: a kept token never changes in the shared history (the build checks).
    expect(readFileSync(path.join(host, file)).equals(editorToken)).toBe(true);
    expect(readFileSync(path.join(target, 'current', 'record/timestamps/RC-1599.tsr')).equals(editorToken)).toBe(true);
    expect(git(host, 'status', '--porcelain')).toBe('');
    const log = readFileSync(JSON.parse(readFileSync(path.join(target, 'status.json'), 'utf8')).log, 'utf8');
    expect(log).toContain(`${file}: upstream and this host each obtained a token for this entry; kept upstream's`);
    // The second build skipped npm install: nothing in package.json or the lockfile changed.
    expect(log).toContain('npm install skipped');
    // The host's commit for RC-1599, left with nothing to change, dropped out; its token for RC-1600
    // went upstream, on top of the editor's commits.
    expect(git(origin, 'log', '--format=%s', '-4').split('\n')).toEqual([
      'record: timestamps obtained by the scheduled publish',
      'record: post RC-1600',
      'record: seal RC-1599',
      'record: post RC-1599',
    ]);
    expect(git(host, 'rev-parse', 'HEAD')).toBe(git(origin, 'rev-parse', 'HEAD'));
    const files = git(origin, 'show', '--name-only', '--format=', 'HEAD').split('\n');
    expect(files).toContain('content/record/tokens/RC-1600.tsr');
    expect(files.every((name) => name.startsWith('content/record/') && name !== 'content/record/picks.csv')).toBe(true);
  },
  LIMIT,
);

test(
  'with the authority down, a new pick gets no token: the last good release stays online, one line says why',
  async () => {
    const before = current();
    await authority.close();
    postPick('RC-1602');
    const { code, line } = await publish();
    expect(code).toBe(1);
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(
      /^publish failed: the build failed: RC-1602 could not be timestamped by the authority at http:\/\/127\.0\.0\.1:\d+\/.*; still serving /,
    );
    expect(current()).toBe(before);
    expect(JSON.parse(readFileSync(path.join(target, 'status.json'), 'utf8'))).toMatchObject({
      ok: false,
      release: before,
    });
    expect(git(host, 'status', '--porcelain')).toBe('');
  },
  LIMIT,
);

test('a pull that conflicts with this host’s token commits otherwise is aborted: the release stays, one line says where', async () => {
  const before = current();
  // The host holds a token commit of its own for RC-1602 (as a build there makes); upstream writes
  // another file at that name.
  const token = 'content/record/tokens/RC-1602.tsr';
  cpSync(path.join(host, 'content/record/tokens/RC-1600.tsr'), path.join(host, token));
  git(host, 'add', token);
  git(
    host,
    '-c',
    'user.name=Scheduled publish',
    '-c',
    'user.email=publish@example.org',
    'commit',
    '-qm',
    'record: timestamps obtained by the scheduled publish',
  );
  git(editor, 'pull', '-q');
  writeFileSync(path.join(editor, 'content/record/tokens/RC-1602.tsr'), 'not a token\n');
  git(editor, 'add', '-A');
  git(editor, 'commit', '-qm', 'record: a stray file');
  git(editor, 'push', '-q');
  const { code, line } = await publish();
  expect(code).toBe(1);
  expect(line).toMatch(
    /^publish failed: git pull --rebase conflicts in content\/record\/tokens\/RC-1602\.tsr: a version of it is not a token \(.*\); the rebase was aborted .*; still serving /,
  );
  expect(current()).toBe(before);
  // Nothing half done: no rebase in progress, nothing uncommitted, the host's own commit kept.
  expect(existsSync(path.join(host, '.git/rebase-merge'))).toBe(false);
  expect(git(host, 'status', '--porcelain')).toBe('');
  expect(git(host, 'log', '-1', '--format=%s')).toBe('record: timestamps obtained by the scheduled publish');
});

/** nginx set up by the steps of docs/deploy.md, in a scratch folder standing for /etc/nginx. */
async function docsNginx() {
  const docs = readFileSync('docs/deploy.md', 'utf8');
  const etc = path.join(dir, 'etc-nginx');
  mkdirSync(path.join(etc, 'snippets'), { recursive: true });
  mkdirSync(path.join(etc, 'sites-enabled'), { recursive: true });
  // ln -sf /srv/receipts-club/nginx/… /etc/nginx/snippets/
  const links = /^ln -sf (.+) \/etc\/nginx\/snippets\/$/m.exec(docs)?.[1]?.split(' ') ?? [];
  expect(links).toHaveLength(2);
  for (const link of links) {
    const file = link.replace('/srv/receipts-club', target);
    symlinkSync(file, path.join(etc, 'snippets', path.basename(file)));
  }
  // sed 's#…#…#' deploy/nginx.conf > /etc/nginx/sites-enabled/receipts-club.conf
  const [, from = '', to = ''] =
    /^sed 's#([^#]+)#([^#]+)#' deploy\/nginx\.conf > \/etc\/nginx\/sites-enabled\//m.exec(docs) ?? [];
  const shipped = readFileSync(path.join(host, 'deploy/nginx.conf'), 'utf8');
  expect(shipped).toContain(from);
  writeFileSync(
    path.join(etc, 'sites-enabled/receipts-club.conf'),
    shipped
      .replace(from, to.replace('/srv/receipts-club', target))
      .replace(/^\s*listen \[::\]:80;\n/m, '')
      .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port + 1};`),
  );
  writeScratchNginxConf(etc);
  const args = ['-p', etc, '-c', path.join(etc, 'nginx.conf')];
  execFileSync('/usr/sbin/nginx', ['-t', ...args], { stdio: 'pipe' });
  const server = spawn('/usr/sbin/nginx', args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port + 1}`;
  for (let tries = 0; tries < 50; tries += 1) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => server.kill('SIGQUIT') };
}

test('nginx set up by the docs serves the current release; a rollback serves the one before and holds publishes', async () => {
  const [older, newer] = readdirSorted(path.join(target, 'releases')).slice(-2);
  expect(current()).toBe(newer);
  const nginx = await docsNginx();
  try {
    const checkpoint = async () => {
      const response = await fetch(`${nginx.url}/record/checkpoint.txt`);
      expect(response.status).toBe(200);
      return response.text();
    };
    const release = (name = '') => readFileSync(path.join(target, 'releases', name, 'record/checkpoint.txt'), 'utf8');
    expect(release(older)).not.toBe(release(newer));
    expect(await checkpoint()).toBe(release(newer));

    const rolled = await publish(['--rollback']);
    expect(rolled).toMatchObject({ code: 0 });
    expect(current()).toBe(older);
    expect(await checkpoint()).toBe(release(older));
  } finally {
    nginx.stop();
  }
  const held = await publish();
  expect(held.code).toBe(1);
  expect(held.line).toMatch(/on hold since a rollback .* --resume/);
  expect(current()).toBe(older);
  expect(existsSync(path.join(target, 'hold'))).toBe(true);
});

function readdirSorted(folder: string) {
  return readdirSync(folder)
    .filter((name) => !name.startsWith('.'))
    .sort();
}
