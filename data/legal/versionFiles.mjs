import { readdirSync } from 'node:fs';
import { versionDate } from '../../lib/legal/versions.mjs';

/**
 * The dates of the versions in a document's folder, oldest first.
 * @param {string} dir
 * @returns {string[]}
 */
export function listVersionDates(dir) {
  return readdirSync(dir)
    .map(versionDate)
    .filter((date) => date !== undefined)
    .sort();
}
