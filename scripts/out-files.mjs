// Shared by the post-build checks: where out/ is, its pages, and how a CDN maps a URL to a file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const out = path.join(root, 'out');

/** Every file under out/ with the given extension, as absolute paths. */
export function filesIn(dir, extension) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(full, extension);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a static host serves for a URL path (clean URLs), or undefined for a 404. */
export function fileForPath(urlPath) {
  const clean = decodeURIComponent(urlPath).replace(/\/+$/, '');
  return [path.join(out, clean), path.join(out, `${clean}.html`), path.join(out, clean, 'index.html')].find(
    (file) => file.startsWith(out) && isFile(file),
  );
}

/** The public routes and the page each is built to. */
export const routes = { '/': 'index.html', '/about': 'about.html', '/terms': 'terms.html', '/privacy': 'privacy.html' };
