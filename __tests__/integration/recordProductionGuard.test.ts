/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchBuild } from '../support/scratchBuild';

function guard(siteEnv: string | undefined, samples?: Record<string, string>) {
  const args = ['scripts/check-production-samples.mjs'];
  if (samples) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'samples-')), 'samples.json');
    writeFileSync(file, JSON.stringify(samples));
    args.push(file);
  }
  const env = { ...process.env, SITE_ENV: siteEnv };
  if (siteEnv === undefined) delete env.SITE_ENV;
  return spawnSync('node', args, { encoding: 'utf8', env });
}

test('a production build is refused while content/samples.json lists samples, naming each file', () => {
  const run = guard('production');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('SITE_ENV=production, but the site still ships sample content');
  expect(run.stderr).toContain(
    '  content/record/picks.csv\n    "Sample record: replaced by the real ledger before launch."',
  );
  expect(run.stderr).toContain('  content/testimonials.ts\n');
  expect(run.stderr).toContain('Replace it with the real content, then delete its line from content/samples.json.');
  expect(run.stderr).toContain('A production build is refused until these 3 files are replaced.');
});

test('a production build goes ahead once no sample is listed', () => {
  const run = guard('production', {});
  expect(run.status).toBe(0);
  expect(run.stderr).toBe('');
});

test('a preview build with the samples goes ahead', () => {
  expect(guard(undefined).status).toBe(0);
  expect(guard('preview').status).toBe(0);
});

test('npm run build in production with samples listed stops at the guard, after the link check alone', () => {
  const run = scratchBuild(
    (dir) =>
      writeFileSync(path.join(dir, 'content/samples.json'), JSON.stringify({ 'content/testimonials.ts': 'Sample' })),
    { SITE_ENV: 'production' },
  );
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('ok    public/ and content/: no symbolic link\n');
  expect(run.stderr).toMatch(/^error SITE_ENV=production, but the site still ships sample content/);
  expect(run.stderr).toMatch(/A production build is refused until this file is replaced\. .*\n$/);
});
