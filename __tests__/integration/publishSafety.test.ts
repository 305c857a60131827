/**
 * @jest-environment node
 */
// What the scheduled publish refuses before it builds anything, in scratch checkouts: files it did
// not write, links planted where it writes, a second run from the same checkout, a read-only
// target. No build runs here: each refusal comes first.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireLock } from '@/scripts/publish-lock.mjs';
import { releaseName } from '@/scripts/publish-releases.mjs';
import { readToken } from '@/scripts/publish-tokens.mjs';
import { startLocalAuthority } from '@/scripts/record/local-tsa.mjs';
import { buildWrites, main, reasonOf } from '@/scripts/publish.mjs';

const folders: string[] = [];
const scratch = () => {
  folders.push(mkdtempSync(path.join(tmpdir(), 'publish-safety-')));
  return folders.at(-1) ?? '';
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const now = new Date('2026-11-26T12:00:00Z');
const logName = `${releaseName(now, '').replace(/-$/, '')}.log`;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** A checkout with one commit and a record folder, and an empty target beside it. */
function checkout() {
  const dir = scratch();
  const root = path.join(dir, 'site');
  mkdirSync(path.join(root, 'content/record/tokens'), { recursive: true });
  writeFileSync(path.join(root, 'content/record/picks.csv'), 'id\n');
  git(dir, 'init', '-q', root);
  git(root, 'add', '-A');
  git(root, '-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', 'commit', '-qm', 'start');
  return { root, target: path.join(dir, 'target') };
}

const env = { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', PATH: process.env.PATH };
const publish = (root: string, target: string, args: string[] = []) => main([target, ...args], { root, env, now });
const status = (target: string) => JSON.parse(readFileSync(path.join(target, 'status.json'), 'utf8'));

describe('files the publish did not write', () => {
  test('a scratch file or a link under content/record/ stops the publish, named, and is never committed', async () => {
    for (const plant of [
      (root: string) => writeFileSync(path.join(root, 'content/record/x.txt'), ''),
      (root: string) => symlinkSync('/etc/passwd', path.join(root, 'content/record/tokens/RC-0001.tsr')),
    ]) {
      const { root, target } = checkout();
      plant(root);
      const planted = git(root, 'status', '--porcelain', '--untracked-files=all').slice(3);
      const { code, line } = await publish(root, target);
      expect(code).toBe(1);
      expect(line).toMatch(
        new RegExp(`^publish failed: the checkout has uncommitted changes \\(${planted}\\): .*discard them.*; still`),
      );
      expect(git(root, 'log', '--format=%s')).toBe('start');
      expect(git(root, 'status', '--porcelain', '--untracked-files=all')).toBe(`?? ${planted}`);
    }
  });

  test('after the build, only new regular files named after an entry in tokens/ are the build’s tokens', () => {
    const { root } = checkout();
    const tokens = path.join(root, 'content/record/tokens');
    writeFileSync(path.join(tokens, 'RC-0002.tsr'), 'token');
    writeFileSync(path.join(tokens, 'RC-0002.grade.tsr'), 'token');
    symlinkSync('/etc/passwd', path.join(tokens, 'RC-0003.tsr'));
    writeFileSync(path.join(tokens, 'notes.txt'), '');
    mkdirSync(path.join(tokens, 'sub'));
    writeFileSync(path.join(tokens, 'sub/RC-0004.tsr'), 'token');
    writeFileSync(path.join(root, 'content/record/picks.csv'), 'id\nRC-0002\n');
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: root,
      encoding: 'utf8',
    })
      .trimEnd()
      .split('\n')
      .map((line) => ({ status: line.slice(0, 2), file: line.slice(3) }));
    expect(buildWrites(root, 'content/record/tokens/', dirty)).toEqual({
      tokens: ['content/record/tokens/RC-0002.grade.tsr', 'content/record/tokens/RC-0002.tsr'],
      strays: [
        'content/record/picks.csv',
        'content/record/tokens/RC-0003.tsr',
        'content/record/tokens/notes.txt',
        'content/record/tokens/sub/RC-0004.tsr',
      ],
    });
  });
});

describe('links planted where the publish writes', () => {
  test('status.json, the log and the hold: refused in one line, never written through', async () => {
    const { root, target } = checkout();
    const victim = path.join(scratch(), 'victim');
    writeFileSync(victim, 'precious\n');
    mkdirSync(path.join(target, 'logs'), { recursive: true });

    symlinkSync(victim, path.join(target, 'status.json'));
    const viaStatus = await publish(root, target);
    expect(viaStatus.code).toBe(1);
    expect(viaStatus.line.split('\n')).toHaveLength(1);
    expect(viaStatus.line).toContain(`${target}/status.json is a symbolic link, which the publish never writes`);
    rmSync(path.join(target, 'status.json'));

    rmSync(path.join(target, 'logs', logName));
    symlinkSync(victim, path.join(target, 'logs', logName));
    const viaLog = await publish(root, target);
    expect(viaLog).toEqual({
      code: 1,
      line: expect.stringMatching(
        new RegExp(`^publish failed: ${target}/logs/${logName} is a symbolic link, .*; still serving nothing yet`),
      ),
    });
    expect(status(target)).toMatchObject({ ok: false, message: viaLog.line });
    rmSync(path.join(target, 'logs', logName));

    symlinkSync(victim, path.join(target, 'hold'));
    const viaHold = await publish(root, target);
    expect(viaHold.line).toMatch(new RegExp(`^publish failed: ${target}/hold is a symbolic link, `));
    expect(viaHold.line).not.toContain('precious');

    expect(readFileSync(victim, 'utf8')).toBe('precious\n');
  });

  test('under umask 000 the log is 0640, status.json 0644, the folders 0755', async () => {
    const { root, target } = checkout();
    const before = process.umask(0);
    try {
      await publish(root, target);
    } finally {
      process.umask(before);
    }
    const mode = (file: string) => (statSync(path.join(target, file)).mode & 0o777).toString(8);
    expect([mode(`logs/${logName}`), mode('status.json'), mode('logs'), mode('releases'), mode('.')]).toEqual([
      '640',
      '644',
      '755',
      '755',
      '755',
    ]);
  });
});

test('one publish at a time per checkout: a second target published from it waits its turn (exit 75)', async () => {
  const { root, target } = checkout();
  const lock = path.join(root, '.git/publish.lock');
  const release = acquireLock(lock);
  try {
    const other = await publish(root, `${target}-other`);
    expect(other).toEqual({
      code: 75,
      line: expect.stringMatching(new RegExp(`^publish: not run: another publish \\(process ${process.pid} .*${lock}`)),
    });
  } finally {
    release();
  }
  expect(existsSync(lock)).toBe(false);
});

describe('a read-only target', () => {
  /** Runs the publish CLI's main() in a process that sees `readOnly` read-only, as cron would. */
  function publishReadOnly(root: string, target: string, readOnly: string) {
    const script = `import { main } from ${JSON.stringify(path.resolve('scripts/publish.mjs'))};
const result = await main([${JSON.stringify(target)}], { root: ${JSON.stringify(root)}, env: process.env, now: new Date(${now.getTime()}) });
process.stdout.write(result.line + '\\n');
process.exitCode = result.code;`;
    const node = [process.execPath, '--input-type=module', '-e', script];
    // As root no mode stops a write: a read-only bind mount in a namespace of its own does.
    const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
    const run =
      process.getuid?.() === 0
        ? spawnSync(
            'unshare',
            [
              '-rm',
              'sh',
              '-c',
              `mount --bind ${quote(readOnly)} ${quote(readOnly)} && mount -o remount,bind,ro ${quote(readOnly)} && exec ${node.map(quote).join(' ')}`,
            ],
            { encoding: 'utf8', env: { ...process.env, ...env } },
          )
        : (chmodSync(readOnly, 0o555),
          spawnSync(node[0] ?? '', node.slice(1), { encoding: 'utf8', env: { ...process.env, ...env } }));
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  }

  test('a read-only releases folder: one line, status.json says the publish failed', async () => {
    const { root, target } = checkout();
    mkdirSync(path.join(target, 'releases'), { recursive: true });
    writeFileSync(path.join(target, 'status.json'), JSON.stringify({ ok: true }));
    const { code, output } = publishReadOnly(root, target, path.join(target, 'releases'));
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `^publish failed: ${target}/releases is not writable \\((EROFS|EACCES)\\): make it writable by the user that publishes; still serving nothing yet \\(log: ${target}/logs/${logName}\\)\\n$`,
      ),
    );
    expect(status(target)).toMatchObject({ ok: false, message: output.trim() });
  });

  test('a read-only target: one line, no stack trace, saying status.json could not be updated', async () => {
    const { root, target } = checkout();
    mkdirSync(target);
    const { code, output } = publishReadOnly(root, target, target);
    expect(code).toBe(1);
    expect(output).toMatch(
      new RegExp(
        `^publish failed: ${target} is not writable \\((EROFS|EACCES)\\): .*; cannot write ${target}/status.json \\((EROFS|EACCES)\\): .*\\n$`,
      ),
    );
  });
});

describe('the one-line reason', () => {
  test('a line that introduces a list (ending in a colon) comes with the list’s first line', () => {
    expect(
      reasonOf([
        '\u001b[31merror tokens: 1 token the site cannot stand behind:',
        'content/record/tokens/RC-0002.tsr: signed by an authority authority.pem does not name',
        'A token comes from the authority named in authority.pem, as it sent it: put back the file from git.',
        'npm error code 1',
      ]),
    ).toBe(
      'tokens: 1 token the site cannot stand behind: content/record/tokens/RC-0002.tsr: signed by an authority authority.pem does not name',
    );
  });
});

test('a token’s time and signed value are read with Node alone, as the authority sent them', () => {
  const der = readFileSync('content/record/tokens/RC-0001.tsr');
  const shown = execFileSync('openssl', ['ts', '-reply', '-in', 'content/record/tokens/RC-0001.tsr', '-text'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const token = readToken(der);
  expect(Date.parse(token.time)).toBe(Date.parse(/Time stamp: (.*)/.exec(shown)?.[1] ?? ''));
  expect(token.imprint).toBe(
    [...shown.matchAll(/^ {4}[0-9a-f]{4} - (.{47})/gm)].map((match) => match[1]?.replace(/[ -]/g, '')).join(''),
  );
  expect(() => readToken(der.subarray(0, 300))).toThrow(/cut short/);
});

describe('two tokens for one entry, from upstream and from this host', () => {
  /** A token over `imprint` from the local authority, as the build's timestamp step gets one. */
  async function token(url: string, imprint: string) {
    const query = execFileSync('openssl', ['ts', '-query', '-digest', imprint, '-sha256', '-cert'], { stdio: 'pipe' });
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/timestamp-query' },
      body: query,
    });
    return Buffer.from(await response.arrayBuffer());
  }

  /** Upstream and a host checkout that each committed their own token for RC-0009. */
  function twins(upstream: Buffer, hosts: Buffer) {
    const dir = scratch();
    const origin = path.join(dir, 'origin.git');
    const { root: editor } = checkout();
    git(dir, 'clone', '-q', '--bare', editor, origin);
    const host = path.join(dir, 'host');
    git(dir, 'clone', '-q', origin, host);
    const file = 'content/record/tokens/RC-0009.tsr';
    for (const [cwd, bytes] of [
      [host, hosts],
      [editor, upstream],
    ] as const) {
      mkdirSync(path.join(cwd, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(cwd, file), bytes);
      git(cwd, 'add', file);
      git(cwd, '-c', 'user.name=A', '-c', 'user.email=a@example.org', 'commit', '-qm', 'record: a token');
    }
    git(editor, 'push', '-q', origin, 'HEAD');
    return { host, target: path.join(dir, 'target'), file };
  }

  let earlier: Buffer, later: Buffer, other: Buffer;
  beforeAll(async () => {
    const authority = await startLocalAuthority(0);
    try {
      const imprint = randomBytes(32).toString('hex');
      earlier = await token(authority.url, imprint);
      // The local authority's times are to the millisecond (scripts/record/local-tsa.mjs): a wait of a
      // few milliseconds puts the second token's time after the first's.
      await new Promise((resolve) => setTimeout(resolve, 5));
      later = await token(authority.url, imprint);
      other = await token(authority.url, randomBytes(32).toString('hex'));
    } finally {
      await authority.close();
    }
    expect(readToken(earlier).order < readToken(later).order).toBe(true);
  });

  // The publish goes on past the pull to npm install, which a checkout without package.json fails.
  test.each([
    ['this host’s is the earlier', () => twins(later, earlier), () => later],
    ['upstream’s is the earlier', () => twins(earlier, later), () => earlier],
  ])('the rebase keeps upstream’s token when %s, and goes on', async (_, setUp, kept) => {
    const { host, target, file } = setUp();
    const { line } = await publish(host, target);
    expect(line).not.toContain('git pull');
    expect(readFileSync(path.join(host, file)).equals(kept())).toBe(true);
    // This host's commit, left with nothing to change, drops out.
    expect(git(host, 'rev-parse', 'HEAD')).toBe(git(host, 'rev-parse', '@{upstream}'));
    expect(git(host, 'status', '--porcelain')).toBe('');
    const log = readFileSync(status(target).log, 'utf8');
    expect(log).toContain(`${file}: upstream and this host each obtained a token for this entry; kept upstream's`);
  });

  test('two tokens over different chain values: the rebase is aborted, one line says why', async () => {
    const { host, target, file } = twins(earlier, other);
    const head = git(host, 'rev-parse', 'HEAD');
    const { code, line } = await publish(host, target);
    expect(code).toBe(1);
    expect(line).toMatch(
      new RegExp(
        `^publish failed: git pull --rebase conflicts in ${file}: upstream's token and this host's sign different chain values, .*the rebase was aborted`,
      ),
    );
    expect(git(host, 'rev-parse', 'HEAD')).toBe(head);
    expect(existsSync(path.join(host, '.git/rebase-merge'))).toBe(false);
  });
});
