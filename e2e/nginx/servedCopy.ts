import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { out, root } from '../../scripts/out-files.mjs';

/** The two servers the site ships with, each run over a copy of the build. */
export const servers = {
  nginx: path.join(root, 'scripts', 'nginx.mjs'),
  preview: path.join(root, 'scripts', 'serve.mjs'),
} as const;
export type ServerName = keyof typeof servers;

/**
 * Ports well clear of the suite's own servers (E2E_PORT and the next two), a pair for each of
 * Playwright's parallel workers: two spec files serving copies at once must not answer for each other.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4173) + 10 + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

async function answering(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}

/**
 * A copy of out/'s pages with the given files added (paths relative to out/, as if they had been put
 * in public/; text, or bytes), and symbolic links (path → target), served by nginx and by the preview
 * server, so that a test can put hostile files where an editor could without touching the build.
 * The pages are what the servers read to start (the 404 page, the frame origin); the build's other
 * files, four fifths of its bytes, are not asked for.
 */
export async function serveCopyWith(files: Record<string, string | Buffer>, links: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'served-copy-'));
  cpSync(out, dir, { recursive: true, filter: (file) => file.endsWith('.html') || statSync(file).isDirectory() });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(dir, link)), { recursive: true });
    symlinkSync(target, path.join(dir, link));
  }
  const running = Object.entries(servers).map(([name, script], index) => {
    const port = firstPort + index;
    const child = spawn(process.execPath, [script, String(port), dir], { stdio: 'ignore' });
    return { name: name as ServerName, origin: `http://127.0.0.1:${port}`, child };
  });
  await Promise.all(running.map(({ origin, child }) => answering(`${origin}/`, child)));
  return {
    servers: running.map(({ name, origin }) => ({ name, origin })),
    async stop() {
      await Promise.all(
        running.map(
          ({ child }) =>
            new Promise((done) => {
              if (child.exitCode !== null) return done(null);
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
