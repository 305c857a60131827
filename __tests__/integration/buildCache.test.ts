/**
 * @jest-environment node
 */
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type * as PickPagesModule from '@/data/record/pickPages';
import type * as BuildCacheModule from '@/data/buildCache.mjs';
import { cacheEntryState, copyFromCache, keepInCache, pruneCache, sourceFiles } from '@/data/buildCache.mjs';
import { sealedBuild } from '@/e2e/fixtures/record/moments.mjs';

jest.setTimeout(20_000);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('an entry is reused while its bytes are those the build that kept it wrote', () => {
  const entry = path.join(dir, 'key.html');
  const target = path.join(dir, 'page.html');
  expect(cacheEntryState(entry)).toBe('missing');
  expect(copyFromCache(entry, target)).toBe('missing');

  keepInCache(entry, Buffer.from('<p>sealed</p>'));
  expect(cacheEntryState(entry)).toBe('intact');
  expect(copyFromCache(entry, target)).toBe('copied');
  expect(readFileSync(target, 'utf8')).toBe('<p>sealed</p>');

  appendFileSync(entry, '<p>Over 44.5</p>');
  expect(cacheEntryState(entry)).toBe('changed');
  rmSync(target);
  expect(copyFromCache(entry, target)).toBe('changed');
  expect(readdirSync(dir).sort()).toEqual(['key.html', 'key.html.sha256']);

  // Kept again (the page rendered anew), it is whole again.
  keepInCache(entry, Buffer.from('<p>sealed</p>'));
  expect(cacheEntryState(entry)).toBe('intact');
  // Without its digest (kept by an older build, or a build stopped between the two files) it is not reused.
  rmSync(`${entry}.sha256`);
  expect(cacheEntryState(entry)).toBe('missing');
});

test('pruning deletes an entry with its digest, and digests and partial files left alone', () => {
  for (const name of ['old.png', 'used.png']) keepInCache(path.join(dir, name), Buffer.from(name));
  writeFileSync(path.join(dir, 'gone.png.sha256'), '0'.repeat(64));
  writeFileSync(path.join(dir, 'half.png.123.partial'), 'half');
  expect(pruneCache(dir, (entry) => entry.endsWith('used.png'))).toBe(1);
  expect(readdirSync(dir).sort()).toEqual(['used.png', 'used.png.sha256']);
});

test('the one key covers every file git knows but the record, and no file a build writes', () => {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  writeFileSync(path.join(dir, '.gitignore'), 'out/\n');
  mkdirSync(path.join(dir, 'components/ui'), { recursive: true });
  mkdirSync(path.join(dir, 'content/record'), { recursive: true });
  mkdirSync(path.join(dir, 'out'));
  writeFileSync(path.join(dir, 'components/ui/PickCard.tsx'), 'a');
  writeFileSync(path.join(dir, 'content/brand.css'), 'a');
  writeFileSync(path.join(dir, 'content/record/picks.csv'), 'a');
  writeFileSync(path.join(dir, 'out/index.html'), 'a');
  git('add', 'components', '.gitignore');
  const exclude = ['content/record/picks.csv'];
  // Tracked, or new and not ignored: a file nobody listed counts as soon as it exists.
  expect(sourceFiles(dir, exclude)).toEqual(['.gitignore', 'components/ui/PickCard.tsx', 'content/brand.css']);

  const key = () => {
    let fresh: typeof BuildCacheModule | undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each key computed anew
    jest.isolateModules(() => (fresh = require('@/data/buildCache.mjs')));
    return fresh!.sourcesKey({ root: dir, exclude, values: { SITE_ENV: 'production' } });
  };
  const first = key();
  expect(key()).toBe(first);
  writeFileSync(path.join(dir, 'content/record/picks.csv'), 'b');
  writeFileSync(path.join(dir, 'out/index.html'), 'b');
  expect(key()).toBe(first);
  writeFileSync(path.join(dir, 'content/brand.css'), 'b');
  const second = key();
  expect(second).not.toBe(first);
  writeFileSync(path.join(dir, 'components/ui/PickCard.tsx'), 'b');
  expect(key()).not.toBe(second);
});

describe('the pick pages a build renders', () => {
  // A production build of the fixture record, with its build cache in a folder of the test's.
  const saved = { ...process.env };
  beforeAll(() => {
    Object.assign(process.env, {
      NODE_ENV: 'production',
      RECORD_CONTENT_DIR: 'e2e/fixtures/record',
      SOURCE_DATE_EPOCH: String(sealedBuild.getTime() / 1000),
    });
  });
  afterAll(() => {
    process.env = saved;
  });

  function pickPages(cache: string): typeof PickPagesModule {
    let loaded: typeof PickPagesModule | undefined;
    jest.isolateModules(() => {
      jest.doMock('@/data/buildCache.mjs', () => ({
        ...jest.requireActual('@/data/buildCache.mjs'),
        buildCachePath: (name: string) => path.join(cache, name),
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy with the cache above
      loaded = require('@/data/record/pickPages');
    });
    return loaded!;
  }

  test('a page whose cached bytes changed since the build that kept it is rendered again, not reused', () => {
    const pages = pickPages(dir);
    const ids = [...pages.getPickPages().keys()];
    expect(ids).toEqual(['FX-0001', 'FX-0002', 'FX-0003', 'FX-0004', 'FX-0005']);
    expect(pages.picksToRender()).toEqual(ids);

    const entry = (id: string) => path.join(pages.pickPageCache, `${pages.pickPageKey(id)}.html`);
    expect(pages.pickPageCache).toBe(path.join(dir, 'pick-pages'));
    mkdirSync(pages.pickPageCache);
    for (const id of ids) keepInCache(entry(id), Buffer.from(`<title>${id}, sealed</title>`));
    expect(pages.picksToRender()).toEqual([]);

    // The sealed pick's cached page, edited to show the pick; another's digest lost.
    writeFileSync(entry('FX-0005'), '<title>FX-0005: Over 44.5 at Keystone Sportsbook</title>');
    rmSync(`${entry('FX-0002')}.sha256`);
    expect(pages.picksToRender()).toEqual(['FX-0002', 'FX-0005']);
  });
});
