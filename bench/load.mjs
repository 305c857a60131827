#!/usr/bin/env node
// A short load run against nginx with deploy/nginx.conf over out/: every page for a few seconds
// at 20 connections. Prints a table, writes reports/load.json, and fails on any error, timeout
// or non-2xx answer. Opt-in (`npm run bench:load`): it measures, the server tests check behavior.
// Usage: node bench/load.mjs [port]
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, routes } from '../scripts/out-files.mjs';

const port = Number(process.argv[2] ?? process.env.PORT ?? 8090);
const origin = `http://127.0.0.1:${port}`;

const nginx = spawn(process.execPath, [path.join(root, 'scripts', 'nginx.mjs'), String(port)], { stdio: 'inherit' });
const exited = new Promise((resolve) => nginx.on('exit', resolve));

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not answer at ${origin} within 10 s`);
}

let failed = false;
try {
  await waitForServer();
  const results = [];
  for (const route of Object.keys(routes)) {
    const result = await autocannon({
      url: `${origin}${route}`,
      connections: 20,
      duration: 3,
      headers: { 'accept-encoding': 'gzip' },
    });
    results.push({
      route,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyP50ms: result.latency.p50,
      latencyP99ms: result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    });
  }
  console.table(results);
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'load.json'), `${JSON.stringify(results, null, 2)}\n`);
  const bad = results.filter((row) => row.errors || row.timeouts || row.non2xx);
  if (bad.length) {
    failed = true;
    console.error(`load: errors, timeouts or non-2xx answers on ${bad.map((row) => row.route).join(', ')}`);
  } else {
    console.log('load: every page answered 2xx with no errors or timeouts; the table is in reports/load.json.');
  }
} catch (error) {
  failed = true;
  console.error(`load: ${error instanceof Error ? error.message : error}`);
} finally {
  nginx.kill('SIGTERM');
  await exited;
}
process.exit(failed ? 1 : 0);
