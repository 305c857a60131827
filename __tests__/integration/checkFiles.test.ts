/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchBuild } from '../support/scratchBuild';

/** A fresh checkout with a public/ and a content/ folder, committed with whatever links `plant` adds. */
function checkout(plant: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), 'links-'));
  for (const folder of ['public/slips', 'content/terms']) mkdirSync(path.join(dir, folder), { recursive: true });
  writeFileSync(path.join(dir, 'public/robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(dir, 'content/terms/2025-09-16.mdx'), 'Words.\n');
  plant(dir);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=Editor', '-c', 'user.email=editor@example.com', 'commit', '-qm', 'Add files');
  return dir;
}

const check = (dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/check-files.mjs', dir], {
    encoding: 'utf8',
    env: { ...process.env, RECORD_CONTENT_DIR: '', LEGAL_CONTENT_DIR: '', ...env },
  });

test('a checkout of plain files passes', () => {
  const result = check(checkout(() => {}));
  expect({ status: result.status, stdout: result.stdout, stderr: result.stderr }).toEqual({
    status: 0,
    stdout: 'ok    public/ and content/: no symbolic link\n',
    stderr: '',
  });
});

test('a committed link under public/ or content/, to a file or a folder, stops the build naming each', () => {
  const dir = checkout((root) => {
    symlinkSync('../.git/config', path.join(root, 'public/repo-config.txt'));
    symlinkSync('/etc', path.join(root, 'public/slips/etc'));
    symlinkSync('/etc/hostname', path.join(root, 'content/terms/2025-10-01.mdx'));
  });
  expect(execFileSync('git', ['ls-files', '-s', 'public/repo-config.txt'], { cwd: dir, encoding: 'utf8' })).toMatch(
    /^120000 /,
  );
  const result = check(dir);
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.split('\n')).toEqual([
    'error public/repo-config.txt  is a symbolic link (to ../.git/config): the build would publish what it points to on the build machine. Delete the link and put the file itself there (cp --remove-destination "$(readlink -f public/repo-config.txt)" public/repo-config.txt), or remove it.',
    'error public/slips/etc  is a symbolic link (to /etc): the build would publish what it points to on the build machine. Delete the link and put the file itself there (cp --remove-destination "$(readlink -f public/slips/etc)" public/slips/etc), or remove it.',
    'error content/terms/2025-10-01.mdx  is a symbolic link (to /etc/hostname): the build would publish what it points to on the build machine. Delete the link and put the file itself there (cp --remove-destination "$(readlink -f content/terms/2025-10-01.mdx)" content/terms/2025-10-01.mdx), or remove it.',
    '',
    "3 problems in or on the way to public/ or content/: the site can be built only from the checkout's own files.",
    '',
  ]);
});

// The review's repro: `ln -s .git public && git commit -am x && npm run build` published the
// repository's config, HEAD, logs and objects (a sealed pick's row among them).
test('public/ itself a committed link to .git stops the build naming the link', () => {
  const dir = checkout((root) => {
    rmSync(path.join(root, 'public'), { recursive: true });
    symlinkSync('.git', path.join(root, 'public'));
  });
  expect(execFileSync('git', ['ls-files', '-s', 'public'], { cwd: dir, encoding: 'utf8' })).toMatch(/^120000 /);
  const result = check(dir);
  expect({ status: result.status, stdout: result.stdout }).toEqual({ status: 1, stdout: '' });
  expect(result.stderr.split('\n')).toEqual([
    'error public  is a symbolic link (to .git): the build copies public/ through it and would publish what it points to on the build machine. Remove the link (git rm public) and make public a folder of its own files.',
    '',
    "1 problem in or on the way to public/ or content/: the site can be built only from the checkout's own files.",
    '',
  ]);
});

test('content/ a link, or a link among the parents of a fixture folder a build reads, stops the build', () => {
  const dir = checkout((root) => {
    renameSync(path.join(root, 'content'), path.join(root, 'elsewhere'));
    symlinkSync('elsewhere', path.join(root, 'content'));
    mkdirSync(path.join(root, 'e2e-real/fixtures/record'), { recursive: true });
    writeFileSync(path.join(root, 'e2e-real/fixtures/record/picks.csv'), 'id\n');
    symlinkSync('e2e-real', path.join(root, 'e2e'));
  });
  const result = check(dir, { RECORD_CONTENT_DIR: 'e2e/fixtures/record' });
  expect(result.status).toBe(1);
  expect(result.stderr.split('\n')).toEqual([
    'error content  is a symbolic link (to elsewhere): the build copies content/ through it and would publish what it points to on the build machine. Remove the link (git rm content) and make content a folder of its own files.',
    'error e2e  is a symbolic link (to e2e-real): the build copies e2e/fixtures/record/ (a folder under it) through it and would publish what it points to on the build machine. Remove the link (git rm e2e) and make e2e a folder of its own files.',
    '',
    "2 problems in or on the way to public/ or content/ or e2e/fixtures/record/: the site can be built only from the checkout's own files.",
    '',
  ]);
});

test('a fixture folder outside the checkout stops the build; one inside it is checked like content/', () => {
  const dir = checkout(() => {});
  const outside = check(dir, { RECORD_CONTENT_DIR: tmpdir() });
  expect(outside.status).toBe(1);
  expect(outside.stderr).toContain(`error ${tmpdir()}  is outside the checkout (${dir})`);
  const inside = check(dir, { LEGAL_CONTENT_DIR: 'content/terms' });
  expect({ status: inside.status, stdout: inside.stdout }).toEqual({
    status: 0,
    stdout: 'ok    public/, content/ and content/terms/: no symbolic link\n',
  });
});

test('npm run build stops at the check before anything else runs, so Next never copies a link', () => {
  const run = scratchBuild((dir) => symlinkSync('/etc', path.join(dir, 'public/etc')));
  expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 1, stdout: '' });
  expect(run.stderr.split('\n')).toEqual([
    'error public/etc  is a symbolic link (to /etc): the build would publish what it points to on the build machine. Delete the link and put the file itself there (cp --remove-destination "$(readlink -f public/etc)" public/etc), or remove it.',
    '',
    "1 problem in or on the way to public/ or content/: the site can be built only from the checkout's own files.",
    '',
  ]);
});
