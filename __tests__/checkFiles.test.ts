/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

const check = (dir: string) => spawnSync(process.execPath, ['scripts/check-files.mjs', dir], { encoding: 'utf8' });

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
    '3 symbolic links under public/ or content/: the site can be built only from files.',
    '',
  ]);
});

test('the build runs the check before anything else, so Next never copies a link', () => {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  expect(scripts.prebuild?.split(' && ')[0]).toBe('node scripts/check-files.mjs');
});
