import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * `npm run build` in a scratch checkout that holds this package.json and only the two checks a build
 * must start with (a link check, then the production guard), so any other step run first fails for
 * want of its files and shows in the output. `plant` adds what the run is about.
 */
export function scratchBuild(plant: (dir: string) => void, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-'));
  for (const file of ['package.json', 'scripts/check-files.mjs', 'scripts/check-production-samples.mjs'])
    cpSync(file, path.join(dir, file));
  for (const folder of ['public', 'content']) mkdirSync(path.join(dir, folder));
  writeFileSync(path.join(dir, 'content/samples.json'), '{}\n');
  plant(dir);
  const run = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, RECORD_CONTENT_DIR: '', LEGAL_CONTENT_DIR: '', SITE_ENV: 'preview', ...env },
    timeout: 30_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
