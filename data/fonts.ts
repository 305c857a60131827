import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Inter at a weight and in a script subset, as the WOFF file next/og reads (it takes no WOFF2). */
function interWoff(subset: 'latin' | 'latin-ext', weight: 400 | 800) {
  return readFile(
    path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
  );
}

/**
 * The fonts the social preview images are drawn with: the site's own typeface, regular and heavy,
 * with the Latin Extended letters of players' names (Dončić, Pastrňák). next/og fetches a font
 * from the internet for any character these lack, so a pick's card holds only characters they
 * draw (data/fontGlyphs.ts).
 */
export async function socialCardFonts() {
  const fonts = [];
  for (const subset of ['latin', 'latin-ext'] as const) {
    for (const weight of [400, 800] as const) {
      fonts.push({
        name: subset === 'latin' ? 'Inter' : 'Inter Extended',
        data: await interWoff(subset, weight),
        weight,
        style: 'normal' as const,
      });
    }
  }
  return fonts;
}
