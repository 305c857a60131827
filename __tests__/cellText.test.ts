/**
 * @jest-environment node
 */
import { formulaProblem, hiddenCharacter, nameProblem, textProblem } from '@/lib/text/cellText.mjs';

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
  ['U+3164 (Hangul filler)', 'a\u3164b', 'U+3164, a Hangul filler (it looks like a space or nothing)'],
  ['U+E0041 (tag letter A)', 'a\u{e0041}b', 'U+E0041, a tag character (invisible)'],
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
  'a;b|c,d',
])('text with no formula after a separator passes: %j', (text) => {
  expect(formulaProblem(text)).toBeNull();
});

test.each([
  [
    'U+FFFE (noncharacter)',
    'a\ufffeb',
    'U+FFFE, a noncharacter (Unicode keeps it out of text, and some tools stop on it)',
  ],
  [
    'U+FFFF (noncharacter)',
    'a\uffffb',
    'U+FFFF, a noncharacter (Unicode keeps it out of text, and some tools stop on it)',
  ],
  [
    'U+FDD0 (noncharacter)',
    'a\ufdd0b',
    'U+FDD0, a noncharacter (Unicode keeps it out of text, and some tools stop on it)',
  ],
  [
    'U+1FFFE (noncharacter)',
    'a\u{1fffe}b',
    'U+1FFFE, a noncharacter (Unicode keeps it out of text, and some tools stop on it)',
  ],
  ['U+E0020 (tag space)', 'a\u{e0020}b', 'U+E0020, a tag character (invisible)'],
  ['U+034F (combining grapheme joiner)', 'a\u034fb', 'U+034F, a combining grapheme joiner (invisible)'],
  ['U+FE0F (variation selector 16)', 'a\ufe0fb', 'U+FE0F, a variation selector (invisible)'],
  ['U+E0100 (variation selector 17)', 'a\u{e0100}b', 'U+E0100, a variation selector (invisible)'],
  ['U+2800 (braille blank)', 'a\u2800b', 'U+2800, a braille blank (it looks like a space)'],
  ['U+115F (Hangul choseong filler)', 'a\u115fb', 'U+115F, a Hangul filler (it looks like a space or nothing)'],
  ['U+FFA0 (halfwidth Hangul filler)', 'a\uffa0b', 'U+FFA0, a Hangul filler (it looks like a space or nothing)'],
  ['U+E000 (private use)', 'a\ue000b', 'U+E000, a private-use character (it has no meaning outside one font)'],
  ['U+2064 (invisible plus)', 'a\u2064b', 'U+2064, an invisible or control character'],
])('%s is refused by its Unicode property', (_, text, description) => {
  expect(hiddenCharacter(text)?.description).toBe(description);
  expect(textProblem(text, limits)).toMatch(/^holds U\+/);
});

test('text must be in composed form (NFC): a decomposed accent is refused where it starts', () => {
  expect(textProblem('Cafe\u0301 Sports', limits)).toBe(
    "is not in Unicode's composed form (NFC) at character 4: a letter and its accent are stored as separate characters, so the same word would have two spellings in bytes — retype the value (or paste it through a plain-text editor that saves NFC)",
  );
  expect(textProblem('Café Sports', limits)).toBeNull();
  // Curly quotes are typography with one composed form: they pass.
  expect(textProblem('Bettor’s “Den”', limits)).toBeNull();
});

test.each([
  ['Harbor =1+1', '=', 8],
  ['Over/Under 47 = push', '=', 15],
  ['Harbor @SUM(1)', '@', 8],
  ['line -1+1 moved', '-', 6],
  ['up +A1', '+', 4],
])('a formula starter after a space is refused: %j', (text, starter, at) => {
  expect(formulaProblem(text)).toBe(
    `has "${starter}" after a space at character ${at}, which a spreadsheet that splits cells on spaces reads as the start of a formula — reword it so that no "=" or "@" follows a space, and a "+" or "-" after a space starts a plain number (write "Buffalo Bills -3.5", "equals" rather than "=")`,
  );
});

test.each([
  'Buffalo Bills -3.5',
  'Boston Celtics +4',
  'Moved to -3.5 (from -3), then +135.',
  'Buffalo Bills at New York Jets: Buffalo Bills -3.5 (-110); Boston Celtics at New York Knicks: Over 221.5 (-105)',
  'Bills - Jets',
])('a signed number after a space passes: %j', (text) => {
  expect(formulaProblem(text)).toBeNull();
});

test('a name mixing Latin with Cyrillic or Greek letters, or holding a compatibility form, is refused', () => {
  expect(nameProblem('Buffalo Bills \u0430t New York Jets')).toBe(
    'mixes Latin and Cyrillic letters ("\u0430", U+0430, at character 15), which look alike, so the name could pass for another — retype it in one alphabet',
  );
  // A whole word in the other alphabet beside Latin words is caught too: the check is over the value.
  expect(nameProblem('\u0412\u0435\u0435 at New York Jets')).toMatch(/^mixes Latin and Cyrillic letters \("В"/);
  expect(nameProblem('Olympiacos \u039f\u03bb')).toMatch(/^mixes Latin and Greek letters/);
  expect(nameProblem('\uff28arbor Sports')).toBe(
    'holds "Ｈ" (U+FF28) at character 1, a variant form of "H" that reads the same — retype it as the plain character',
  );
  expect(nameProblem('Harbor\u00a0Sports')).toMatch(/a variant form of a space/);
  for (const name of ['ПФК ЦСКА', 'Ολυμπιακός', 'Montréal Canadiens', 'Bettor’s Den', '東京ヤクルト']) {
    expect([name, nameProblem(name)]).toEqual([name, null]);
  }
});
