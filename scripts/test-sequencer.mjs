// Jest's order of test files. Without timings from an earlier run (a fresh clone, CI) Jest starts
// the largest files first, which are not the slowest: the slowest then start last and one worker
// runs on alone. These start first, slowest first; the rest keep Jest's own order.
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

/** The slowest test files, slowest first (seconds alone in CI on 2 cores, 2026-11). */
export const slowestFirst = [
  '__tests__/integration/publish.test.ts', // 222
  '__tests__/integration/publishServer.test.ts', // 94
  '__tests__/integration/recordProof.test.ts', // 115 before, about 80 after sharing its builds
  '__tests__/integration/recordSeal.test.ts', // 52
  '__tests__/integration/recordSample.test.ts', // 68 before, about 20 after reading tokens in Node
];

/** @param {import('@jest/test-result').Test} test */
const rank = (test) =>
  slowestFirst.indexOf(path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/'));

export default class SlowestFirst extends Sequencer {
  /**
   * @override
   * @param {import('@jest/test-result').Test[]} tests
   */
  async sort(tests) {
    const rest = await super.sort(tests.filter((test) => rank(test) === -1));
    const slow = tests.filter((test) => rank(test) !== -1).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...rest];
  }
}
