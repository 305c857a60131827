/**
 * @jest-environment node
 */
import { auditOutcome, lockfileProblems, treeFindings } from '../scripts/check-dependencies.mjs';

const digest = 'sha512-6OzddxPio9UiWTCemp4N8cYLV2ZN1ncRnV1cVGtve7dhPOtRkleRyx32GQCYSwDYgaHU3USMm84tNsvKzRCa1Q==';

test('a lockfile of registry packages, each with a SHA-512 digest, passes', () => {
  expect(
    lockfileProblems({
      packages: {
        '': {},
        'node_modules/clsx': { version: '2.1.1', integrity: digest },
        'node_modules/next': {
          version: '16.4.6',
          resolved: 'https://registry.npmjs.org/next/-/next-16.4.6.tgz',
          integrity: digest,
        },
        'node_modules/local': { link: true },
      },
    }),
  ).toEqual([]);
});

test('a package from elsewhere, or without a digest, is named', () => {
  expect(
    lockfileProblems({
      packages: {
        'node_modules/evil': { version: '1.0.0', resolved: 'http://evil.example/evil-1.0.0.tgz', integrity: digest },
        'node_modules/from-git': { version: '1.0.0', resolved: 'git+ssh://git@github.com/x/y.git#abc' },
        'node_modules/weak': { version: '1.0.0', integrity: 'sha1-abc=' },
      },
    }),
  ).toEqual([
    'node_modules/evil comes from http://evil.example/evil-1.0.0.tgz, not from https://registry.npmjs.org/',
    'node_modules/from-git comes from git+ssh://git@github.com/x/y.git#abc, not from https://registry.npmjs.org/',
    'node_modules/from-git has no SHA-512 integrity digest (none)',
    'node_modules/weak has no SHA-512 integrity digest (sha1-abc=)',
  ]);
});

test('npm ls: a missing, extraneous or mismatched package is a problem; a dist-tag npm cannot check is a note', () => {
  expect(
    treeFindings({
      dependencies: {
        next: { dependencies: { postcss: { invalid: '"8.4.31" from node_modules/next' } } },
        react: { missing: true },
        leftover: { extraneous: true },
        lighthouse: { dependencies: { 'third-party-web': { invalid: '"latest" from node_modules/lighthouse' } } },
      },
    }),
  ).toEqual({
    problems: [
      'next > postcss does not match what depends on it: "8.4.31" from node_modules/next',
      'react is missing: run npm install',
      'leftover is installed but in neither package.json nor the lockfile',
    ],
    notes: ['lighthouse > third-party-web is wanted as latest (a tag npm cannot check offline)'],
  });
});

test('an audit the registry refuses fails and says that nothing was checked', () => {
  const refused = JSON.stringify({
    message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    statusCode: 405,
  });
  expect(auditOutcome(refused)).toEqual({
    ok: false,
    message:
      "npm audit could not run (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk), so no advisory was checked. A registry without the advisory service answers 405 Method Not Allowed: before launch, run npm run check:dependencies where npm's registry answers audits",
  });
  expect(auditOutcome('').ok).toBe(false);
});

test('an audit with advisories fails with their counts; a clean one passes', () => {
  const vulnerabilities = { info: 0, low: 0, moderate: 1, high: 2, critical: 0, total: 3 };
  expect(auditOutcome(JSON.stringify({ metadata: { vulnerabilities, dependencies: { prod: 160 } } }))).toEqual({
    ok: false,
    message:
      'npm audit: 1 moderate, 2 high advisories against packages the site ships: run npm audit --omit=dev for the details, and update or replace each package before launch',
  });
  const clean = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 };
  expect(auditOutcome(JSON.stringify({ metadata: { vulnerabilities: clean, dependencies: { prod: 160 } } }))).toEqual({
    ok: true,
    message: 'npm audit: no advisory against the 160 packages the site ships',
  });
});
