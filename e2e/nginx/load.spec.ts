import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { expect, routes, test } from '../fixtures';

test('a short load run serves every route with no errors', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const results = [];
  for (const route of routes) {
    const result = await autocannon({
      url: `${baseURL}${route}`,
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
    expect(result.errors, route).toBe(0);
    expect(result.timeouts, route).toBe(0);
    expect(result.non2xx, route).toBe(0);
    expect(result.requests.total, route).toBeGreaterThan(100);
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/load.json', `${JSON.stringify(results, null, 2)}\n`);
  console.table(results);
});
