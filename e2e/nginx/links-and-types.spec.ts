import { readFileSync } from 'node:fs';
import path from 'node:path';
import { typesByPath } from '../../deploy/headers.mjs';
import { out } from '../../scripts/out-files.mjs';
import { expect, test } from '@playwright/test';
import { rawGet } from './raw-request';
import { serveCopyWith } from './servedCopy';

// A symbolic link that reached the web root (the build refuses them under public/, scripts/check-files.mjs)
// publishes nothing on either server, wherever it points; a file's type does not depend on the case
// of its extension.
const hostname = readFileSync('/etc/hostname', 'utf8').trim();
const png = readFileSync(path.join(out, 'icon', 'favicon.png'));

test.describe.configure({ mode: 'serial' });

let copy: Awaited<ReturnType<typeof serveCopyWith>>;
test.beforeAll(async () => {
  copy = await serveCopyWith(
    { 'slips/UPPER.PNG': png, 'slips/DATA.CSV': 'a,b\n1,2\n', 'slips/plain.png': png },
    {
      'repo-config.txt': '/etc/hostname',
      'slips/linked.png': 'plain.png',
      'linked-folder': '/etc',
      'slips/linked-page': '../about.html',
    },
  );
});
test.afterAll(async () => copy.stop());

for (const target of ['/repo-config.txt', '/slips/linked.png', '/linked-folder/hostname', '/slips/linked-page']) {
  test(`a symbolic link (${target}) is not followed by either server`, async () => {
    for (const { name, origin } of copy.servers) {
      const response = await rawGet(origin, target);
      expect(response.status, name).toBe(404);
      expect(response.body, name).toContain('<title>Oops! Page not found');
      if (hostname) expect(response.body, name).not.toContain(hostname);
    }
  });
}

test('the file a link points to, inside the web root, is still served under its own name', async () => {
  for (const { name, origin } of copy.servers) {
    const response = await rawGet(origin, '/slips/plain.png');
    expect([response.status, response.headers['content-type']], name).toEqual([200, 'image/png']);
  }
});

for (const [file, type] of Object.entries({
  '/slips/UPPER.PNG': 'image/png',
  '/slips/DATA.CSV': 'text/csv; charset=utf-8',
})) {
  test(`${file} is served as ${type}, whatever the case of its extension`, async () => {
    for (const { name, origin } of copy.servers) {
      const response = await rawGet(origin, file);
      expect([response.status, response.headers['content-type']], name).toEqual([200, type]);
    }
  });
}

test('out/_headers gives a CDN the type of each file its extension does not tell', () => {
  const rules = readFileSync(path.join(out, '_headers'), 'utf8').split(/\n(?=\/)/);
  for (const [file, type] of Object.entries(typesByPath)) {
    expect(
      rules.filter((rule) => rule.startsWith(`${file}\n`) && rule.includes(`\n  Content-Type: ${type}\n`)),
      file,
    ).toHaveLength(1);
  }
});
