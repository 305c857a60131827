import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hexColor, rootCustomProperties } from '@/lib/customProperties';

const tokenFile = 'content/brand.css';
const tokens = rootCustomProperties(readFileSync(path.join(process.cwd(), tokenFile), 'utf8'), tokenFile);

/**
 * The brand colors for what CSS cannot reach: the browser's theme color, the web app manifest,
 * the app icons and the social preview images. They are read from content/brand.css, the custom
 * properties the page's own CSS uses, so the two cannot disagree.
 */
export const brandColors = {
  background: hexColor(tokens, '--color-bg', tokenFile),
  text: hexColor(tokens, '--color-text', tokenFile),
  muted: hexColor(tokens, '--color-muted', tokenFile),
  accent: hexColor(tokens, '--color-accent', tokenFile),
  amber: hexColor(tokens, '--color-amber', tokenFile),
  onAmber: hexColor(tokens, '--color-on-amber', tokenFile),
} as const;
