/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const metadata = (fields: string) => `export const metadata = {\n${fields}\n};\n`;
const goodFields = `  title: 'Terms and Conditions',
  description: 'The rules of membership.',
  dateLabel: 'Effective',`;
const goodMetadata = metadata(goodFields);
const body = '\nIntro.\n\n## 1. One\n\nText.\n\n## 2. Two\n\n## Contact\n\nMail us.\n';

/** Runs the editors' check on the last of the given versions of one document (a fresh folder each time). */
function check(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
  mkdirSync(path.join(dir, 'terms'));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, 'terms', name), source);
  const file = path.join(dir, 'terms', Object.keys(files).at(-1) ?? '');
  try {
    const stdout = execFileSync('node', ['scripts/check-content.mjs', file], { encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { ok: false, output: stdout + stderr };
  }
}

test('a well-formed document passes', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}${body}` });
  expect(result).toEqual({ ok: true, output: expect.stringContaining('ok') });
});

test('a gap in the numbering names the file, the line and the missing number', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}\n## 1. One\n\n## 2. Two\n\n## 4. Four\n` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain('2025-09-16.mdx:11:1');
  expect(result.output).toContain('"## 4. Four" should be number 3');
  expect(result.output).toContain('number 3 is missing');
  expect(result.output).not.toMatch(/\n\s+at /);
});

test('a repeated number is reported as taken', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}\n## 1. One\n\n## 2. Two\n\n## 2. Again\n` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain('2025-09-16.mdx:11:1');
  expect(result.output).toContain('"## 2. Again" should be number 3');
  expect(result.output).toContain('number 2 is already taken');
});

test('a file not named by a real date is reported with the name to use', () => {
  const result = check({ '2025-02-30.mdx': `${goodMetadata}${body}` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain('2025-02-30.mdx:1:1');
  expect(result.output).toContain('The file name "2025-02-30.mdx" must be the version\'s effective date');
});

test('a date in the metadata is refused: the file name is the only place it is written', () => {
  const result = check({ '2025-09-16.mdx': `${metadata(`${goodFields}\n  date: '2025-09-16',`)}${body}` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain('2025-09-16.mdx:1:1');
  expect(result.output).toContain('metadata.date is not used');
});

test('a version after the first without a summary names the file, the line and the version before', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}${body}`, '2026-01-10.mdx': `${goodMetadata}${body}` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain('2026-01-10.mdx:1:1');
  expect(result.output).toContain(
    'metadata.summary is missing: every version after the first says in a sentence or two what changed from the version of 2025-09-16',
  );
});

test('a version after the first with a summary passes', () => {
  const withSummary = metadata(`${goodFields}\n  summary: 'Section 2 now has a second paragraph.',`);
  const result = check({ '2025-09-16.mdx': `${goodMetadata}${body}`, '2026-01-10.mdx': `${withSummary}${body}` });
  expect(result).toEqual({ ok: true, output: expect.stringContaining('ok') });
});

test('a missing title or description is reported', () => {
  const source = `${metadata(`  description: 'Rules.',\n  dateLabel: 'Effective',`)}\n## 1. One\n`;
  expect(check({ '2025-09-16.mdx': source }).output).toContain('metadata.title is missing or empty');
});

test('an MDX syntax error names the file and line', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}\n## 1. One\n\nAn unclosed <strong>tag.\n` });
  expect(result.ok).toBe(false);
  expect(result.output).toMatch(/2025-09-16\.mdx:9:\d+ {2}/);
});

test('a quote left open in the metadata names the file, the line and column of the quote, and what to type', () => {
  const broken = goodMetadata.replace("'Terms and Conditions'", "'Terms and Conditions");
  const result = check({ '2025-09-16.mdx': `${broken}${body}` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain(
    "2025-09-16.mdx:2:10  the metadata at the top of the file cannot be read here: a quoted text is not closed. Write each value between two straight quotes of the same kind ('…')",
  );
  expect(result.output).not.toMatch(/acorn|import\/exports/);
});

test('a tag left open names the line and column of the tag itself and the closing tag to add', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}\n## 1. One\n\nAn unclosed <strong>tag.\n` });
  expect(result.ok).toBe(false);
  expect(result.output).toContain(
    '2025-09-16.mdx:9:13  <strong> is never closed: add </strong> in the same paragraph, or remove the tag',
  );
  expect(result.output).not.toContain('(9:13-9:21)');
});

test('a tag closed out of order names both tags and where the open one is', () => {
  const result = check({ '2025-09-16.mdx': `${goodMetadata}\n## 1. One\n\nText <strong>a</em>.\n` });
  expect(result.output).toContain(
    '2025-09-16.mdx:9:15  </em> closes a tag that is not the one open here: <strong> (line 9, column 6) must be closed first, with </strong>.',
  );
});

test('every version of the site’s own legal documents passes', () => {
  const output = execFileSync('node', ['scripts/check-content.mjs'], { encoding: 'utf8' });
  for (const document of ['terms', 'privacy']) {
    const versions = readdirSync(path.join('content', document));
    expect(versions.length).toBeGreaterThan(0);
    for (const name of versions) expect(output).toContain(`ok    content/${document}/${name}`);
  }
});
