/**
 * How the verifier reads numbers and results out of the words a page, a preview or a feed shows
 * (lib/record/proof/pageClaims.mjs and the checks beside it).
 */

const NUMBER = /([+\u2212-]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/g;

/**
 * The numbers a text shows, each with the place value of its last digit: "+12.35" is 12.35 to 0.01,
 * "−3.0%" is -3 to 0.1, "1,234" is 1234 to 1.
 * @param {string} text
 */
export function numbersIn(text) {
  return [...text.matchAll(NUMBER)].map(([, sign, whole = '', fraction = '']) => ({
    value: (sign === '-' || sign === '\u2212' ? -1 : 1) * Number(`${whole.replaceAll(',', '')}.${fraction || '0'}`),
    step: 10 ** -fraction.length,
  }));
}

/** Whether a number as shown is the value, to the precision it shows. @param {{ value: number, step: number } | undefined} shown @param {number} value */
export const sameNumber = (shown, value) =>
  shown !== undefined && Math.abs(shown.value - value) <= shown.step / 2 + 1e-9;

/** Words and marks for how a pick ended, in any case, as the result the ledger writes. */
const OUTCOMES = /** @type {Readonly<Record<string, string>>} */ ({
  won: 'win',
  win: 'win',
  wins: 'win',
  winner: 'win',
  cashed: 'win',
  '✅': 'win',
  '✔': 'win',
  lost: 'loss',
  loss: 'loss',
  lose: 'loss',
  '❌': 'loss',
  '✖': 'loss',
  pushed: 'push',
  push: 'push',
  void: 'void',
  voided: 'void',
});
const OUTCOME_WORDS = /\b(won|wins?|winner|cashed|lost|loss|lose|pushed|push|void(?:ed)?)\b|([✅✔❌✖])/giu;
/** The results a text tells, in order, read after folding compatibility forms such as fullwidth letters (NFKC). @param {string} text */
export const outcomesIn = (text) =>
  [...text.normalize('NFKC').matchAll(OUTCOME_WORDS)].map(
    ([, word, mark]) => OUTCOMES[(word ?? mark ?? '').toLowerCase()] ?? '',
  );
/** The numbers a text shows as units, "1.5 u" or "2 units", in any case. @param {string} text */
export const unitsOrWordIn = (text) =>
  [...text.matchAll(/([+\u2212-]?\d[\d,]*(?:\.\d+)?)\s*(?:u|units?)\b/gi)].flatMap(([, number = '']) =>
    numbersIn(number),
  );
