#!/usr/bin/env node
// Stops the build when what it copies is not the checkout's own files: a symbolic link in public/
// or content/ (or the fixture folders a test build reads instead), or on the way to one (`public`
// itself, a parent folder), or such a folder outside the checkout. Next's export copies public/
// following links, so `public -> .git` or a link to /etc/hostname would publish whatever it points
// to on the build machine. Anything but files and folders (a FIFO, a socket, a device) stops it too.
// Usage: node scripts/check-files.mjs [checkout]   (the checkout, this one by default, lets a test check another)
import { lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'));
const realRoot = realpathSync(root);
const checked = [
  ...new Set(
    ['public', 'content', process.env.RECORD_CONTENT_DIR, process.env.LEGAL_CONTENT_DIR].flatMap((folder) =>
      folder ? [path.relative(root, path.resolve(root, folder))] : [],
    ),
  ),
];

/** @param {string} file */
const lstatOrNull = (file) => {
  try {
    return lstatSync(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * What is wrong on the way from the checkout to `folder` (its parents and itself): a link, or a
 * folder outside the checkout. Empty when the folder is absent: there is nothing to copy.
 * @param {string} folder relative to the checkout
 * @returns {string[]}
 */
function pathProblems(folder) {
  if (folder === '' || folder === '..' || folder.startsWith(`..${path.sep}`) || path.isAbsolute(folder)) {
    return [
      `error ${path.resolve(root, folder)}  is outside the checkout (${root}): the build publishes only the checkout's own files. Point the setting that names it at a folder inside the checkout.`,
    ];
  }
  const parts = folder.split(path.sep);
  for (const index of parts.keys()) {
    const shown = parts.slice(0, index + 1).join('/');
    const stat = lstatOrNull(path.join(root, shown));
    if (!stat) return [];
    if (stat.isSymbolicLink()) {
      const to = readlinkSync(path.join(root, shown));
      const what = shown === folder ? `${folder}/` : `${folder}/ (a folder under it)`;
      return [
        `error ${shown}  is a symbolic link (to ${to}): the build copies ${what} through it and would publish what it points to on the build machine. Remove the link (git rm ${shown}) and make ${shown} a folder of its own files.`,
      ];
    }
  }
  return [];
}

/**
 * Every symbolic link, or anything else that is not a file or a folder, under `dir` (links are not
 * followed), as messages naming each by its path in the checkout.
 * @param {string} dir
 * @returns {string[]}
 */
function entryProblems(dir) {
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
      const shown = path.relative(root, full).split(path.sep).join('/');
      if (entry.isSymbolicLink()) {
        return [
          `error ${shown}  is a symbolic link (to ${readlinkSync(full)}): the build would publish what it points to on the build machine. Delete the link and put the file itself there (cp --remove-destination "$(readlink -f ${shown})" ${shown}), or remove it.`,
        ];
      }
      if (entry.isDirectory()) return entryProblems(full);
      if (entry.isFile()) return [];
      return [
        `error ${shown}  is neither a file nor a folder (a FIFO, a socket or a device): the build copies only files. Remove it.`,
      ];
    });
}

const problems = checked.flatMap((folder) => {
  const onTheWay = pathProblems(folder);
  if (onTheWay.length) return onTheWay;
  const full = path.join(root, folder);
  // No link on the way and no link under it: what remains outside the checkout is a mount.
  if (lstatOrNull(full) && !realpathSync(full).startsWith(realRoot + path.sep)) {
    return [
      `error ${folder}  is outside the checkout (it is ${realpathSync(full)}): the build publishes only the checkout's own files. Make ${folder} a folder of the checkout.`,
    ];
  }
  return entryProblems(full);
});
const named = checked.map((folder) => `${folder.split(path.sep).join('/')}/`);
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in or on the way to ${named.join(' or ')}: the site can be built only from the checkout's own files.`,
  );
  process.exit(1);
}
console.log(`ok    ${named.slice(0, -1).join(', ')} and ${named.at(-1)}: no symbolic link`);
