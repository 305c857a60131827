/**
 * @jest-environment node
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Test } from '@jest/test-result';
import SlowestFirst, { slowestFirst } from '@/scripts/test-sequencer.mjs';

const rootDir = process.cwd();

/** A test file as Jest hands it to a sequencer on a fresh clone: no timings, only its size. */
function testFile(file: string, size: number): Test {
  const context = { config: { rootDir, cache: false, id: 'fresh' }, hasteFS: { getSize: () => size } };
  return { path: path.join(rootDir, file), context } as unknown as Test;
}

test('every file the sequencer starts first exists, so a renamed one is not silently left to the end', () => {
  expect(slowestFirst.filter((file) => !existsSync(path.join(rootDir, file)))).toEqual([]);
});

test('on a fresh clone the slowest files start first, in their order, then the rest largest first', async () => {
  const tests = [
    testFile('__tests__/small.test.ts', 100),
    testFile('__tests__/integration/recordSample.test.ts', 200),
    testFile('__tests__/large.test.ts', 90_000),
    testFile('__tests__/integration/publish.test.ts', 300),
    testFile('__tests__/integration/recordProof.test.ts', 400),
  ];
  const sorted = await new SlowestFirst({ contexts: new Set(), globalConfig: {} } as never).sort(tests);
  expect(sorted.map((test) => path.relative(rootDir, test.path))).toEqual([
    '__tests__/integration/publish.test.ts',
    '__tests__/integration/recordProof.test.ts',
    '__tests__/integration/recordSample.test.ts',
    '__tests__/large.test.ts',
    '__tests__/small.test.ts',
  ]);
});
