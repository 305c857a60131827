/**
 * The brand colours for what CSS cannot reach: the browser's theme colour, the web app manifest,
 * the app icons and the social preview images. The page itself uses the same values as CSS
 * custom properties in app/globals.css.
 */
export const brandColors = {
  background: '#0a0f1c',
  text: '#eef2f8',
  muted: '#aab5c9',
  accent: '#22c55e',
} as const;
