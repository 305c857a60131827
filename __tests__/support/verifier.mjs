// One node process that runs `npm run record:verify` (scripts/record/verify.mjs) for the record tests,
// a check per message from the test that started it: the checks share one warm process instead of
// starting node and loading the verifier for each. Jest's own module sandbox runs the verifier's
// certificate parsing slower than a fresh process does, so the checks run here, not in the test.
import { main } from '../../scripts/record/verify.mjs';

process.on('message', async (/** @type {{ id: number, argv: string[] }} */ { id, argv }) => {
  /** @type {string[]} */
  const stdout = [];
  /** @type {string[]} */
  const stderr = [];
  const status = await main(argv, {
    out: (line) => stdout.push(`${line}\n`),
    err: (line) => stderr.push(`${line}\n`),
  });
  process.send?.({ id, status, stdout: stdout.join(''), stderr: stderr.join('') });
});
// The test's process ended: so does this one.
process.on('disconnect', () => process.exit(0));
