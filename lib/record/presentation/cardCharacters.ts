import type { PickCardText } from './pickCard';

/**
 * The characters a share card may hold where its fonts draw them (data/fontGlyphs.ts): Latin and
 * Latin Extended, general punctuation and the minus sign, which names, odds and scores are written in.
 */
export const cardCharacterRanges: readonly (readonly [first: number, last: number])[] = [
  [0x0020, 0x024f],
  [0x2010, 0x2027],
  [0x2030, 0x205e],
  [0x2212, 0x2212],
];

/** Each character of `text` that `allowed` lacks, once, in order. */
export function refusedCharacters(text: string, allowed: ReadonlySet<string>): string[] {
  return [...new Set(text)].filter((character) => !allowed.has(character));
}

/** `"‼" (U+203C)`, or the code point alone for a character that shows nothing. */
export function describeCharacter(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(character) ? `"${character}" (${code})` : code;
}

/** The characters, described and listed: `"‼" (U+203C) and "‰" (U+2030)`. */
export function describeCharacters(characters: readonly string[]): string {
  const described = characters.map(describeCharacter);
  return described.length > 1 ? `${described.slice(0, -1).join(', ')} and ${described.at(-1)}` : (described[0] ?? '');
}

/**
 * Why a card cannot be drawn, or null when it can: the characters of its text that its fonts
 * lack. next/og would fetch a font for each from the internet, or draw a box where it cannot.
 */
export function cardTextProblem(text: PickCardText, allowed: ReadonlySet<string>): string | null {
  const lines = [
    text.id,
    text.brand,
    text.sample,
    text.kicker,
    text.headline,
    text.detail,
    text.outcome.text,
    text.proof,
  ];
  const refused = refusedCharacters(lines.join(''), allowed);
  if (!refused.length) return null;
  const them = refused.length > 1 ? 'them' : 'it';
  return `the card of ${text.id} holds ${describeCharacters(refused)}, which its fonts (data/fonts.ts) cannot draw — write the value without ${them} (content/record/picks.csv, or the card's words in content/record/pickCard.ts), or add a face that holds ${them} to data/fonts.ts.`;
}
