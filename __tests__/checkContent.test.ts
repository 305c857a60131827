/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));

const metadata = (fields: string) => `export const metadata = {\n${fields}\n};\n`;
const goodMetadata = metadata(`  title: 'Terms and Conditions',
  description: 'The rules of membership.',
  date: '2025-09-16',
  dateLabel: 'Effective',`);

/** Runs the editors' check on one document and returns what it prints and whether it passed. */
function check(name: string, source: string) {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  try {
    const stdout = execFileSync('node', ['scripts/check-content.mjs', file], { encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { ok: false, output: stdout + stderr };
  }
}

test('a well-formed document passes', () => {
  const result = check(
    'good.mdx',
    `${goodMetadata}\nIntro.\n\n## 1. One\n\nText.\n\n## 2. Two\n\n## Contact\n\nMail us.\n`,
  );
  expect(result).toEqual({ ok: true, output: expect.stringContaining('ok') });
});

test('a gap in the numbering names the file, the line and the missing number', () => {
  const result = check('gap.mdx', `${goodMetadata}\n## 1. One\n\n## 2. Two\n\n## 4. Four\n`);
  expect(result.ok).toBe(false);
  expect(result.output).toContain('gap.mdx:12:1');
  expect(result.output).toContain('"## 4. Four" should be number 3');
  expect(result.output).toContain('number 3 is missing');
  expect(result.output).not.toMatch(/\n\s+at /);
});

test('a repeated number is reported as taken', () => {
  const result = check('repeat.mdx', `${goodMetadata}\n## 1. One\n\n## 2. Two\n\n## 2. Again\n`);
  expect(result.ok).toBe(false);
  expect(result.output).toContain('repeat.mdx:12:1');
  expect(result.output).toContain('"## 2. Again" should be number 3');
  expect(result.output).toContain('number 2 is already taken');
});

test('a missing date is reported with the format to use', () => {
  const source = `${metadata(`  title: 'Terms',\n  description: 'Rules.',\n  dateLabel: 'Effective',`)}\n## 1. One\n`;
  const result = check('nodate.mdx', source);
  expect(result.ok).toBe(false);
  expect(result.output).toContain('nodate.mdx:1:1');
  expect(result.output).toContain('metadata.date is missing: write the date as "YYYY-MM-DD"');
});

test('an impossible date is reported', () => {
  const source = `${metadata(`  title: 'Terms',\n  description: 'Rules.',\n  date: '2025-02-30',\n  dateLabel: 'Effective',`)}\n## 1. One\n`;
  const result = check('baddate.mdx', source);
  expect(result.ok).toBe(false);
  expect(result.output).toContain('metadata.date "2025-02-30" is not a real date');
});

test('a missing title or description is reported', () => {
  const source = `${metadata(`  description: 'Rules.',\n  date: '2025-09-16',\n  dateLabel: 'Effective',`)}\n## 1. One\n`;
  expect(check('notitle.mdx', source).output).toContain('metadata.title is missing or empty');
});

test('an MDX syntax error names the file and line', () => {
  const result = check('syntax.mdx', `${goodMetadata}\n## 1. One\n\nAn unclosed <strong>tag.\n`);
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/syntax\.mdx:10:\d+ {2}/);
});

test('the site’s own legal documents pass', () => {
  const output = execFileSync('node', ['scripts/check-content.mjs'], { encoding: 'utf8' });
  expect(output).toContain('ok    content/terms.mdx');
  expect(output).toContain('ok    content/privacy.mdx');
});
