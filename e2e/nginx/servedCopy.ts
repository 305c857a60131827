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

/** Cloudflare's runtime for Pages: started over a copy only by the test that needs it (5 s to start). */
const cloudflare = path.join(root, 'scripts', 'cloudflare.mjs');

/**
 * Ports well clear of the suite's own servers (E2E_PORT and the next three), a pair for each of
 * Playwright's parallel workers: two spec files serving copies at once must not answer for each other.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4173) + 10 + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);

async function answering(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
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
 * A copy of out/'s pages (unless `withPages` is false) with the given files added (paths relative to
 * out/, as if they had been put in public/; text, or bytes), and symbolic links (path → target). The
 * pages are what nginx and the preview server read to start (the 404 page, the frame origin); the
 * build's other files, four fifths of its bytes, are not asked for.
 */
function copyOfBuild(files: Record<string, string | Buffer>, links: Record<string, string>, withPages = true) {
  const dir = mkdtempSync(path.join(tmpdir(), 'served-copy-'));
  if (withPages) {
    cpSync(out, dir, { recursive: true, filter: (file) => file.endsWith('.html') || statSync(file).isDirectory() });
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(path.dirname(path.join(dir, link)), { recursive: true });
    symlinkSync(target, path.join(dir, link));
  }
  return dir;
}

/** Runs each server over `dir`, and stops them and removes `dir` when asked. */
async function serve<Name extends string>(dir: string, scripts: [Name, string][]) {
  const running = scripts.map(([name, script], index) => {
    const port = firstPort + index;
    const child = spawn(process.execPath, [script, String(port), dir], { stdio: 'ignore' });
    return { name, origin: `http://127.0.0.1:${port}`, child };
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

/**
 * A copy of the build with the given files and links added, served by nginx and by the preview
 * server, so that a test can put hostile files where an editor could without touching the build.
 */
export const serveCopyWith = (files: Record<string, string | Buffer>, links: Record<string, string> = {}) =>
  serve(copyOfBuild(files, links), Object.entries(servers) as [ServerName, string][]);

/** A folder of the given files only (a _headers among them), served by Cloudflare's runtime. */
export async function serveCloudflareFiles(files: Record<string, string | Buffer>) {
  const copy = await serve(copyOfBuild(files, {}, false), [['cloudflare', cloudflare]]);
  return { origin: copy.servers[0]?.origin ?? '', stop: copy.stop };
}
