/**
 * What an editor's text may hold, so that it reads as it is sealed and stays inert in a spreadsheet.
 * Shared by the record's checks (lib/record/ledger/) and the legal documents' (data/legal/).
 */

/** Names for the hidden characters an editor is most likely to paste, to say which one was found. */
const NAMES = /** @type {Record<string, string>} */ ({
  '\u0085': 'a next-line control character',
  '\u00ad': 'a soft hyphen',
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
  '\ufeff': 'a zero-width no-break space (byte-order mark)',
  '\ufffd': 'a replacement character (the file has bytes that are not UTF-8: save it as UTF-8)',
});

/**
 * Characters that make text read differently from its bytes: control characters beyond ASCII's
 * (U+0080–U+009F; ASCII's own are refused where each file is read), every invisible formatting
 * character (Unicode's Cf: zero-width and direction-changing characters, tag characters …), the
 * line and paragraph separators, the blank Hangul fillers, and the replacement character left by
 * bytes that are not UTF-8.
 */
const HIDDEN = /[\u0080-\u009f\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\ufffd]/u;

/** @param {string} character */
function describe(character) {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `${code}, ${NAMES[character] ?? 'an invisible or control character'}`;
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

/**
 * Why `value` cannot be published as one cell of text, or null when it can: a hidden character,
 * or more characters (code points) than `maxLength`.
 * @param {string} value
 * @param {{ maxLength: number }} limits
 * @returns {string | null}
 */
export function textProblem(value, { maxLength }) {
  const hidden = hiddenCharacter(value);
  if (hidden) {
    return `holds ${hidden.description} at character ${[...value.slice(0, hidden.index)].length + 1}, which a reader cannot see but the published file holds — retype the value, or delete that character`;
  }
  const length = [...value].length;
  if (length > maxLength) {
    return `is ${length} characters long, more than the ${maxLength} this field may hold — shorten it`;
  }
  return null;
}

/**
 * What a spreadsheet may read as the start of a formula once it splits a cell: a separator some
 * spreadsheet splits on (";" in many European locales, "|", a tab, ","), then any spaces, then
 * "=", "+", "-" or "@" (OWASP's CSV injection starters). A formula starter at the very start of a
 * cell is the download's own to neutralize (lib/record/presentation/download.ts).
 */
const STARTER_AFTER_SEPARATOR = /[;|\t,]\s*[=+\-@]/;

/**
 * Why `value` would turn into a live formula in a spreadsheet that splits it, or null when it would not.
 * @param {string} value
 * @returns {string | null}
 */
export function formulaProblem(value) {
  const match = STARTER_AFTER_SEPARATOR.exec(value);
  if (!match) return null;
  const separator = match[0][0] === '\t' ? 'a tab' : `"${match[0][0]}"`;
  const starter = match[0].at(-1);
  return `has "${starter}" after ${separator}, which a spreadsheet that splits cells on ${separator} reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")`;
}
