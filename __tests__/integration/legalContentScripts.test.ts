/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A legal document is words: nothing an editor writes in it may run in a visitor's browser or in
// the build. Each case is a first version of the Terms with one hostile paragraph on line 9.
const document = (line: string) => `export const metadata = {
  title: 'Terms and Conditions',
  description: 'The rules of membership.',
  dateLabel: 'Effective',
};

## 1. One

${line}
`;

function check(line: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
  mkdirSync(path.join(dir, 'terms'));
  const file = path.join(dir, 'terms', '2025-09-16.mdx');
  writeFileSync(file, document(line));
  try {
    execFileSync('node', ['scripts/check-content.mjs', file], { encoding: 'utf8', stdio: 'pipe' });
    return 'passed';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return stdout + stderr;
  }
}

test.each([
  ['a script element', '<script>alert(1)</script>', 'script'],
  ['raw HTML with an event handler', '<img src="x" onerror="alert(1)" />', 'img'],
  ['an event-handler attribute on a site component', 'Write to <ContactEmail onClick="alert(1)" />.', 'onClick'],
  ['a javascript: link', '[Read more](javascript:alert(1))', 'javascript:'],
  ['a javascript: link written in capitals and spaces', '[Read more](  JavaScript:alert(1))', 'javascript:'],
  ['a code expression', 'Today is {new Date().getFullYear()}.', 'braces'],
  ['an import', "import Evil from './evil.js'", 'import'],
  ['an image from another site', '![x](https://evil.example/pixel.png)', 'must be a file of the site'],
  ['an image from another site, scheme-relative', '![x](//evil.example/pixel.png)', 'must be a file of the site'],
  ['an image from another site, behind a backslash', '![x](/\\evil.example/pixel.png)', 'must be a file of the site'],
  ['an image the site does not have', '![x](/no-such-image.png)', 'must be a file of the site'],
  ['an image by reference', '![x][pixel]\n\n[pixel]: https://evil.example/pixel.png', 'write an image with its path'],
  ['a right-to-left override', 'Members may cancel at any time\u202e.', 'U+202E, a right-to-left override'],
  ['a zero-width space', 'Members may\u200bcancel.', 'U+200B, a zero-width space'],
  ['a line separator', 'Members may\u2028cancel.', 'U+2028, a line separator'],
  ['a next-line control character', 'Members may\u0085cancel.', 'U+0085, a next-line control character'],
])('%s is refused, naming the file and line', (_, line, named) => {
  const output = check(line);
  expect(output).toMatch(/2025-09-16\.mdx:9:\d+ {2}/);
  expect(output).toContain(named);
});

test('the site’s components and ordinary links still pass', () => {
  expect(
    check(
      'Write to <ContactEmail />, see [section 1](#section-1), [privacy](/privacy) or [help](https://example.org). Accents and other scripts read as written: São Paulo, Montréal, 東京.',
    ),
  ).toBe('passed');
});
