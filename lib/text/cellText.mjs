/**
 * What an editor's text may hold, so that it reads as it is sealed and stays inert in a spreadsheet.
 * Shared by the record's checks (lib/record/ledger/) and the legal documents' (data/legal/).
 */

/** Names for the hidden characters an editor is most likely to paste, to say which one was found. */
const NAMES = /** @type {Record<string, string>} */ ({
  '\u0085': 'a next-line control character',
  '\u00ad': 'a soft hyphen',
  '\u034f': 'a combining grapheme joiner (invisible)',
  '\u061c': 'an Arabic letter mark (it changes the reading direction)',
  '\u180e': 'a Mongolian vowel separator (invisible)',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u200e': 'a left-to-right mark (it changes the reading direction)',
  '\u200f': 'a right-to-left mark (it changes the reading direction)',
  '\u2028': 'a line separator',
  '\u2029': 'a paragraph separator',
  '\u202a': 'a left-to-right embedding (it changes the reading direction)',
  '\u202b': 'a right-to-left embedding (it changes the reading direction)',
  '\u202c': 'a pop directional formatting character (it changes the reading direction)',
  '\u202d': 'a left-to-right override (it changes the reading direction)',
  '\u202e': 'a right-to-left override (it changes the reading direction)',
  '\u2060': 'a word joiner (invisible)',
  '\u2066': 'a left-to-right isolate (it changes the reading direction)',
  '\u2067': 'a right-to-left isolate (it changes the reading direction)',
  '\u2068': 'a first-strong isolate (it changes the reading direction)',
  '\u2069': 'a pop directional isolate (it changes the reading direction)',
  '\u2800': 'a braille blank (it looks like a space)',
  '\ufeff': 'a zero-width no-break space (byte-order mark)',
  '\ufffc': 'an object replacement character',
  '\ufffd': 'a replacement character (the file has bytes that are not UTF-8: save it as UTF-8)',
});

/** Kinds of hidden character named by their Unicode property rather than one by one. */
const KINDS = /** @type {const} */ ([
  [/\p{Noncharacter_Code_Point}/u, 'a noncharacter (Unicode keeps it out of text, and some tools stop on it)'],
  [/[\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}\u{180b}-\u{180d}\u{180f}]/u, 'a variation selector (invisible)'],
  [/[\u{e0000}-\u{e007f}]/u, 'a tag character (invisible)'],
  [/[\u115f\u1160\u3164\uffa0]/u, 'a Hangul filler (it looks like a space or nothing)'],
  [/\p{Co}/u, 'a private-use character (it has no meaning outside one font)'],
  [/\p{Cs}/u, 'half of a broken character pair (the file is not valid UTF-8: save it as UTF-8)'],
]);

/**
 * Characters that make text read differently from its bytes, by Unicode property rather than a
 * list: control characters beyond ASCII's (U+0080–U+009F; ASCII's own are refused where each file
 * is read), every format character (Cf: zero-width and direction-changing characters, tags …),
 * every default-ignorable code point (variation selectors, fillers, the grapheme joiner …),
 * noncharacters, private-use and surrogate code points, the line and paragraph separators, the
 * braille blank, and the replacement characters left by bytes that are not UTF-8.
 */
const HIDDEN =
  /[\u0080-\u009f\p{Cf}\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}\p{Co}\p{Cs}\p{Zl}\p{Zp}\u2800\ufffc\ufffd]/u;

/** @param {string} character */
function codePoint(character) {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** @param {string} character */
function describe(character) {
  const kind = KINDS.find(([pattern]) => pattern.test(character))?.[1];
  return `${codePoint(character)}, ${NAMES[character] ?? kind ?? 'an invisible or control character'}`;
}

/**
 * The first hidden character in `text` and where it is (a 0-based index), or null when there is none.
 * @param {string} text
 * @returns {{ index: number, character: string, description: string } | null}
 */
export function hiddenCharacter(text) {
  const match = HIDDEN.exec(text);
  if (!match) return null;
  return { index: match.index, character: match[0], description: describe(match[0]) };
}

/** @param {string} value @param {number} index a UTF-16 index @returns {number} the 1-based character (code point) there */
const characterAt = (value, index) => [...value.slice(0, index)].length + 1;

/**
 * Why `value` cannot be published as one cell of text, or null when it can: a hidden character,
 * text not in Unicode's composed form (NFC, so one word has one spelling in bytes), or more
 * characters (code points) than `maxLength`.
 * @param {string} value
 * @param {{ maxLength: number }} limits
 * @returns {string | null}
 */
export function textProblem(value, { maxLength }) {
  const hidden = hiddenCharacter(value);
  if (hidden) {
    return `holds ${hidden.description} at character ${characterAt(value, hidden.index)}, which a reader cannot see but the published file holds — retype the value, or delete that character`;
  }
  const composed = value.normalize('NFC');
  if (composed !== value) {
    let index = 0;
    while (value[index] === composed[index]) index += 1;
    return `is not in Unicode's composed form (NFC) at character ${characterAt(value, index)}: a letter and its accent are stored as separate characters, so the same word would have two spellings in bytes — retype the value (or paste it through a plain-text editor that saves NFC)`;
  }
  const length = [...value].length;
  if (length > maxLength) {
    return `is ${length} characters long, more than the ${maxLength} this field may hold — shorten it`;
  }
  return null;
}

/**
 * What a spreadsheet may read as the start of a formula once it splits a cell: a separator some
 * spreadsheet offers (";" in many European locales, "|", a tab, ","), then any spaces, then "=",
 * "+", "-" or "@" (OWASP's CSV injection starters). A formula starter at the very start of a cell
 * is the download's own to neutralize (lib/record/presentation/download.ts).
 */
const STARTER_AFTER_SEPARATOR = /[;|\t,]\s*[=+\-@]/;

/**
 * The same after a space, which spreadsheets offer as a separator too. A "+" or "-" that starts a
 * plain number ("Buffalo Bills -3.5", "moved to +135.") or stands alone is a number or text in
 * every spreadsheet, and the record's selections are written that way, so only those pass.
 */
const STARTER_AFTER_SPACE = / (?:[=@]|[+-](?!(?:\d+(?:\.\d+)?[.:!?)]*)?(?:[\s,;|]|$)))/;

/**
 * Why `value` would turn into a live formula in a spreadsheet that splits it, or null when it would not.
 * @param {string} value
 * @returns {string | null}
 */
export function formulaProblem(value) {
  const match = STARTER_AFTER_SEPARATOR.exec(value);
  if (match) {
    const separator = match[0][0] === '\t' ? 'a tab' : `"${match[0][0]}"`;
    const starter = match[0].at(-1);
    return `has "${starter}" after ${separator}, which a spreadsheet that splits cells on ${separator} reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")`;
  }
  const spaced = STARTER_AFTER_SPACE.exec(value);
  if (spaced) {
    return `has "${spaced[0][1]}" after a space at character ${characterAt(value, spaced.index) + 1}, which a spreadsheet that splits cells on spaces reads as the start of a formula — reword it so that no "=" or "@" follows a space, and a "+" or "-" after a space starts a plain number (write "Buffalo Bills -3.5", "equals" rather than "=")`;
  }
  return null;
}

/** The scripts whose letters look alike: a name that mixes them can pass for another name. */
const LOOKALIKE_SCRIPTS = /** @type {const} */ ([
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
]);

/**
 * Why `value` cannot be a name (a team, an event, a book), or null when it can. A name's letters
 * come from one of Latin, Cyrillic and Greek, never two, because their look-alike letters ("а"
 * U+0430 and "a") would give one name two spellings; checked over the whole value, not per word,
 * so an all-Cyrillic "Вills" beside Latin words is caught too. And a name holds no compatibility
 * form (fullwidth "Ｈ", mathematical "𝐇", ligature "ﬁ", a no-break space): each has a plain
 * character that reads the same (Unicode's NFKC).
 * @param {string} value
 * @returns {string | null}
 */
export function nameProblem(value) {
  /** @type {{ script: string, character: string, index: number }[]} */
  const found = [];
  for (const [script, pattern] of LOOKALIKE_SCRIPTS) {
    const match = new RegExp(pattern.source, 'gu').exec(value);
    if (match) found.push({ script, character: match[0], index: match.index });
  }
  if (found.length > 1) {
    const odd = found.filter((entry) => entry.script !== 'Latin').sort((a, b) => a.index - b.index)[0] ?? found[1];
    const other = found.find((entry) => entry !== odd);
    if (odd && other) {
      return `mixes ${other.script} and ${odd.script} letters ("${odd.character}", ${codePoint(odd.character)}, at character ${characterAt(value, odd.index)}), which look alike, so the name could pass for another — retype it in one alphabet`;
    }
  }
  const compatible = [...value].findIndex((character) => character.normalize('NFKC') !== character);
  if (compatible !== -1) {
    const character = [...value][compatible] ?? '';
    const plain = character.normalize('NFKC');
    return `holds "${character}" (${codePoint(character)}) at character ${compatible + 1}, a variant form of ${plain === ' ' ? 'a space' : `"${plain}"`} that reads the same — retype it as the plain character`;
  }
  return null;
}
