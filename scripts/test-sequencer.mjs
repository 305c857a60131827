// Jest's order of test files. Without timings from an earlier run (a fresh clone, CI) Jest starts
// the largest files first, which are not the slowest: the slowest then start last and one worker
// runs on alone. These start first, slowest first; the rest keep Jest's own order.
import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

/** Every test file over 7 s, slowest first (measured in CI on 2 cores, 2026-11). */
export const slowestFirst = [
  '__tests__/integration/publish.test.ts',
  '__tests__/integration/recordProof.test.ts',
  '__tests__/integration/publishServer.test.ts',
  '__tests__/integration/recordSeal.test.ts',
  '__tests__/integration/recordSample.test.ts',
  '__tests__/recordLedger.test.ts',
  '__tests__/recordVoids.test.ts',
  '__tests__/integration/legalContentScripts.test.ts',
  '__tests__/integration/recordAuthorityOutage.test.ts',
  '__tests__/pickCard.test.ts',
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
    const sorted = await super.sort(tests);
    const slow = sorted.filter((test) => rank(test) !== -1).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...sorted.filter((test) => rank(test) === -1)];
  }
}
