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
  const server = spawn(process.execPath, ['scripts/serve.mjs', String(portOf(build, parallelIndex)), folder], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => server.kill());
  const listening = new Promise<void>((ready) => server.stdout?.once('data', () => ready()));
  started.set(build, listening);
  return listening;
}
