import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// The fixture record built the day before FX-0005's game and after kickoff (npm run
// build:fixtures:record), each served as the preview server serves out/.
export const fixtureBuilds = { sealed: 'out-sealed', revealed: 'out-revealed' } as const;
export type FixtureBuild = keyof typeof fixtureBuilds;

/**
 * A pair of ports for each Playwright worker, clear of the suite's other servers. The servers start
 * with the first test of a worker that asks for them and stop with the worker, not as worker
 * fixtures: a worker fixture of one file gives that file workers of its own, each a browser more
 * to start.
 */
const portOf = (build: FixtureBuild, parallelIndex: number) =>
  Number(process.env.E2E_PORT ?? 4173) + 60 + 2 * parallelIndex + (build === 'sealed' ? 0 : 1);

/** The origin this worker serves `build` at. */
export const fixtureOrigin = (build: FixtureBuild, parallelIndex: number) =>
  `http://127.0.0.1:${portOf(build, parallelIndex)}`;

const started = new Map<FixtureBuild, Promise<void>>();

/** Starts this worker's server of `build`, unless it is running; resolves once it listens. */
export function serveFixtureBuild(build: FixtureBuild, parallelIndex: number): Promise<void> {
  const running = started.get(build);
  if (running) return running;
  const folder = fixtureBuilds[build];
  if (!existsSync(`${folder}/404.html`)) {
    throw new Error(`${folder}/ is missing: run \`npm run build:fixtures:record\`, then \`npm run build\``);
  }
  const port = portOf(build, parallelIndex);
  const server = spawn(process.execPath, ['scripts/serve.mjs', String(port), folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => server.kill());
  // A server that cannot listen (the port still held by the server of a worker just stopped) fails
  // the test at once, with its own message above, instead of at the test's time limit.
  const listening = new Promise<void>((ready, fail) => {
    server.stdout?.once('data', () => ready());
    server.once('exit', (code) =>
      fail(new Error(`scripts/serve.mjs ${port} ${folder} stopped (exit ${code}) before it listened`)),
    );
  });
  started.set(build, listening);
  return listening;
}
