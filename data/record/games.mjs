/**
 * Public game data from disk, for `record:verify --games` and the tests: one file, or every .csv and
 * .txt file of a folder, each read in its publisher's format (lib/record/games/formats.mjs). A
 * folder with a manifest.json (content/games/ has one) is checked against it first: every file it
 * lists present, with the SHA-256 it lists.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gamesOf } from '../../lib/record/games/formats.mjs';

/**
 * A manifest: where each dataset comes from, and the files taken from it.
 * @typedef {{ datasets: { league: string, source: string, files: { path: string, sha256: string }[] }[] }} GamesManifest
 */

/** @param {string} file */
export const sha256Of = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Where the files of a folder differ from its manifest, one line each.
 * @param {string} folder @param {GamesManifest} manifest
 * @returns {string[]}
 */
export function manifestDrift(folder, manifest) {
  return manifest.datasets.flatMap((dataset) =>
    dataset.files.flatMap(({ path: file, sha256 }) => {
      const where = path.join(folder, file);
      if (!existsSync(where))
        return [`${where} is listed in manifest.json but absent: take it again from ${dataset.source}`];
      const actual = sha256Of(where);
      return actual === sha256
        ? []
        : [
            `${where} has SHA-256 ${actual}, not the ${sha256} manifest.json lists: it changed since it was taken from ${dataset.source}; take it again, or record the new file and its SHA-256 in the manifest`,
          ];
    }),
  );
}

/**
 * The games in a file or folder, the files read, and where a folder differs from its manifest.
 * Throws, naming the file, when one is in no format the checker reads.
 * @param {string} source a file or a folder
 */
export function readGames(source) {
  const folder = statSync(source).isDirectory();
  const files = folder
    ? readdirSync(source, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(?:csv|txt)$/i.test(name))
        .sort()
        .map((name) => path.join(source, name))
    : [source];
  const manifestFile = path.join(source, 'manifest.json');
  const drift =
    folder && existsSync(manifestFile)
      ? manifestDrift(source, /** @type {GamesManifest} */ (JSON.parse(readFileSync(manifestFile, 'utf8'))))
      : [];
  const games = files.flatMap((file) => gamesOf(readFileSync(file, 'utf8'), file));
  return { games, files, drift };
}
