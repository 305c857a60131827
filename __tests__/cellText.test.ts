/**
 * @jest-environment node
 */
import { formulaProblem, hiddenCharacter, textProblem } from '@/lib/text/cellText.mjs';

const limits = { maxLength: 20 };

test.each([
  ['U+0085 (next line)', 'a\u0085b', 'U+0085, a next-line control character'],
  ['U+009F (the last C1 control)', 'a\u009fb', 'U+009F, an invisible or control character'],
  ['U+200B (zero-width space)', 'a\u200bb', 'U+200B, a zero-width space'],
  ['U+200D (zero-width joiner)', 'a\u200db', 'U+200D, a zero-width joiner'],
  [
    'U+202E (right-to-left override)',
    'a\u202eb',
    'U+202E, a right-to-left override (it changes the reading direction)',
  ],
  ['U+2066 (left-to-right isolate)', 'a\u2066b', 'U+2066, a left-to-right isolate (it changes the reading direction)'],
  ['U+061C (Arabic letter mark)', 'a\u061cb', 'U+061C, an Arabic letter mark (it changes the reading direction)'],
  ['U+2028 (line separator)', 'a\u2028b', 'U+2028, a line separator'],
  ['U+2029 (paragraph separator)', 'a\u2029b', 'U+2029, a paragraph separator'],
  ['U+FEFF (byte-order mark)', 'a\ufeffb', 'U+FEFF, a zero-width no-break space (byte-order mark)'],
  ['U+00AD (soft hyphen)', 'a\u00adb', 'U+00AD, a soft hyphen'],
  ['U+3164 (Hangul filler)', 'a\u3164b', 'U+3164, an invisible or control character'],
  ['U+E0041 (tag letter A)', 'a\u{e0041}b', 'U+E0041, an invisible or control character'],
  [
    'U+FFFD (bytes that were not UTF-8)',
    'a\ufffdb',
    'U+FFFD, a replacement character (the file has bytes that are not UTF-8: save it as UTF-8)',
  ],
])('%s is a hidden character, named with its code point', (_, text, description) => {
  expect(hiddenCharacter(text)).toEqual({ index: 1, character: text.slice(1, -1), description });
  expect(textProblem(text, limits)).toBe(
    `holds ${description} at character 2, which a reader cannot see but the published file holds — retype the value, or delete that character`,
  );
});

test('text an editor writes passes: accents, other scripts, emoji, a no-break space, the longest allowed', () => {
  for (const text of [
    'Montréal Canadiens',
    'São Paulo FC',
    'ПФК ЦСКА',
    '東京ヤクルト',
    'Over 8.5 ⚾',
    '5\u00a0units',
    'x'.repeat(20),
  ]) {
    expect([text, hiddenCharacter(text), textProblem(text, limits)]).toEqual([text, null, null]);
  }
});

test('the length counts characters, not UTF-16 units', () => {
  expect(textProblem('⚾'.repeat(20), limits)).toBeNull();
  expect(textProblem('⚾'.repeat(21), limits)).toBe(
    'is 21 characters long, more than the 20 this field may hold — shorten it',
  );
  expect(textProblem('a\u200b', { maxLength: 1 })).toMatch(/^holds U\+200B/);
});

test.each([
  ["Semicolon;=cmd|' /C calc'!A0;", '=', '";"'],
  ['x;=1+1;y', '=', '";"'],
  ['x; =1+1', '=', '";"'],
  ['a|=1', '=', '"|"'],
  ['a,@SUM(1)', '@', '","'],
  ['a,  +1+2', '+', '","'],
  ['moved, -3.5', '-', '","'],
  ['a\t=1', '=', 'a tab'],
])('a formula starter after a separator is refused: %j', (text, starter, separator) => {
  expect(formulaProblem(text)).toBe(
    `has "${starter}" after ${separator}, which a spreadsheet that splits cells on ${separator} reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")`,
  );
});

test.each([
  '=HYPERLINK("http://example.com","x")',
  '-110 at the open',
  'Buffalo Bills -3.5',
  'The slip shows -115; the row said -110.',
  'Starter scratched late, bet stood.',
  'Over/Under 47 = push',
  'a;b|c,d',
])('text with no formula after a separator passes: %j', (text) => {
  expect(formulaProblem(text)).toBeNull();
});
