import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cdnRuleMatches, parseCdnHeaders, responsePolicies } from '../../deploy/headers.mjs';
import { filesIn, out, routes as pages } from '../../scripts/out-files.mjs';
import { expect, test } from '@playwright/test';
import { serveCopyWith } from './servedCopy';

// Whatever an editor puts under public/ is served as it is. An SVG is a document that can carry
// script: opened from the site's own origin, it must not run.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="console.log('svg onload ran')">
  <script>console.log('svg script ran'); document.title = 'ran';</script>
  <rect width="100" height="100" fill="green"/>
</svg>
`;

test.describe.configure({ mode: 'serial' });

let copy: Awaited<ReturnType<typeof serveCopyWith>>;
test.beforeAll(async () => {
  copy = await serveCopyWith({ 'slips/untrusted.svg': svg });
});
test.afterAll(async () => copy.stop());

test('a script inside a file under public/ does not run when the file is opened, on either server', async ({
  page,
}) => {
  const ran: string[] = [];
  let server = '';
  page.on('console', (message) => {
    if (message.text().includes(' ran')) ran.push(`${server}: ${message.text()}`);
  });
  for (const { name, origin } of copy.servers) {
    server = name;
    const response = await page.goto(`${origin}/slips/untrusted.svg`);
    expect(response?.status(), name).toBe(200);
    expect(response?.headers()['content-type'], name).toBe('image/svg+xml');
    await page.waitForLoadState('load');
    // The picture itself still shows.
    await expect(page.locator('rect'), name).toBeAttached();
  }
  expect(ran, 'no script of the file ran on nginx or the preview server').toEqual([]);
});

test('out/_headers gives the same file policy to every file that is not a page (slips, tokens), and never to a page', () => {
  const rules = parseCdnHeaders(readFileSync(path.join(out, '_headers'), 'utf8'));
  const policiesFor = (urlPath: string) =>
    rules.flatMap(([pattern, headers]) => {
      const policy = headers['Content-Security-Policy'];
      return cdnRuleMatches(pattern, urlPath) && policy ? [policy] : [];
    });

  for (const page of Object.keys(pages)) expect(policiesFor(page), page).toEqual([responsePolicies.page]);
  const files = [...filesIn(path.join(out, 'slips'), ''), ...filesIn(path.join(out, 'record/timestamps'), '.tsr')]
    .slice(0, 200)
    .map((file) => `/${path.relative(out, file).split(path.sep).join('/')}`);
  expect(files.length).toBeGreaterThan(0);
  for (const file of [...files, '/_next/static/chunks/any.js', '/icon/favicon.png', '/record.csv', '/sitemap.xml']) {
    expect(policiesFor(file), file).toContain(responsePolicies.file);
  }
});
