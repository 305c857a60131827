import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Inter at a weight, as the WOFF file next/og reads (it takes no WOFF2). */
function interWoff(weight: 400 | 800) {
  return readFile(path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

/** The fonts the social preview images are drawn with: the site's own typeface, regular and heavy. */
export async function socialCardFonts() {
  return [
    { name: 'Inter', data: await interWoff(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: await interWoff(800), weight: 800, style: 'normal' },
  ] as const;
}
