import { createRequire } from 'node:module';
import type * as OpenType from 'opentype.js';
import { cardCharacterRanges } from '@/lib/record/presentation/cardCharacters';
import { socialCardFonts } from './fonts';

// opentype.js is the parser satori reads the fonts with. Its package is a UMD build, from which
// Node's ES module loader gives no named exports.
const { parse } = createRequire(import.meta.url)('opentype.js') as typeof OpenType;

async function readCardCharacters(): Promise<ReadonlySet<string>> {
  const faces = (await socialCardFonts()).map(({ data, weight }) => ({
    weight,
    font: parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength), { lowMemory: true }),
  }));
  const weights = new Set(faces.map((face) => face.weight));
  const characters = new Set<string>();
  for (const [first, last] of cardCharacterRanges) {
    for (let code = first; code <= last; code += 1) {
      const character = String.fromCodePoint(code);
      const drawn = [...weights].every((weight) =>
        faces.some((face) => face.weight === weight && face.font.charToGlyphIndex(character) > 0),
      );
      if (drawn) characters.add(character);
    }
  }
  return characters;
}

let characters: Promise<ReadonlySet<string>> | undefined;

/**
 * Every character a share card may hold: in the card's ranges, and mapped to a glyph in the font
 * tables (cmap) of a bundled face at each weight the card uses. satori looks a character up the
 * same way; one no face maps (glyph 0), next/og fetches a font for from the internet.
 */
export function cardCharacters(): Promise<ReadonlySet<string>> {
  characters ??= readCardCharacters();
  return characters;
}
