#!/usr/bin/env node
// Stops the build when public/ or content/ holds a symbolic link. Next's export copies public/
// following links, so a link committed there (to ../.git/config, /etc/hostname, a folder of keys)
// would publish whatever it points to on the build machine.
// Usage: node scripts/check-files.mjs [checkout]   (the checkout, this one by default, lets a test check another)
import { readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'));
const checked = ['public', 'content'];

/**
 * Every symbolic link under `dir`, as paths relative to the checkout (links are not followed).
 * @param {string} dir
 * @returns {string[]}
 */
function linksIn(dir) {
  /** @type {import('node:fs').Dirent[]} */
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) return [full];
      return entry.isDirectory() ? linksIn(full) : [];
    });
}

const links = checked.flatMap((folder) => linksIn(path.join(root, folder)));
for (const link of links) {
  const shown = path.relative(root, link);
  console.error(
    `error ${shown}  is a symbolic link (to ${readlinkSync(link)}): the build would publish what it points to on the build machine. Delete the link and put the file itself there (cp --remove-destination "$(readlink -f ${shown})" ${shown}), or remove it.`,
  );
}
if (links.length) {
  console.error(
    `\n${links.length} symbolic link${links.length === 1 ? '' : 's'} under ${checked.join('/ or ')}/: the site can be built only from files.`,
  );
  process.exit(1);
}
console.log(`ok    ${checked.join('/ and ')}/: no symbolic link`);
