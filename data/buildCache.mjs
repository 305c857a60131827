import path from 'node:path';

/**
 * Where builds keep what the next build can reuse (tokens read, pick pages written, cards drawn):
 * inside node_modules, which a CI cache of dependencies keeps and `npm ci` clears.
 * @param {string} name
 */
export const buildCachePath = (name) => path.join(process.cwd(), 'node_modules/.cache/receipts-club', name);
