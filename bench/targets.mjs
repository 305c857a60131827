// What the Lighthouse gate and the benchmark load: every page the build wrote to out/, and the blank
// Next.js page of bench/floor/, each served by scripts/serve.mjs (as a static CDN would) on its own port.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { filesIn, out, root } from '../scripts/out-files.mjs';

export const sitePort = Number(process.env.LIGHTHOUSE_PORT ?? 4175);
export const floorPort = sitePort + 1;
export const floorApp = path.join(root, 'bench', 'floor');
export const floorOut = path.join(floorApp, 'out');

export const siteUrl = (route) => `http://127.0.0.1:${sitePort}${route}`;
export const floorUrl = `http://127.0.0.1:${floorPort}/`;

const serve = (port, dir) => `node "${path.join(root, 'scripts', 'serve.mjs')}" ${port} "${dir}"`;
export const siteServer = serve(sitePort, out);
export const floorServer = serve(floorPort, floorOut);

// The 404 page and Next's copy of it are not routes.
const notRoutes = new Set(['404.html', '_not-found.html']);

/**
 * Every page of the built site, derived from out/: `about.html` is /about, `a/index.html` is /a. With
 * LIGHTHOUSE_ROUTES set ("/,/record"), only those (scripts/bench-record.mjs scores three pages).
 */
export function sitePages() {
  if (!existsSync(path.join(out, '404.html')))
    throw new Error('out/ has no build in it yet: run `npm run build` first.');
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  const pages = filesIn(out, '.html')
    .map((file) => ({ file, name: path.relative(out, file).split(path.sep).join('/') }))
    .filter(({ name }) => !notRoutes.has(name))
    .map(({ file, name }) => ({ route: `/${name.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`, file }))
    .filter(({ route }) => !only || only.includes(route))
    .sort((a, b) => a.route.localeCompare(b.route));
  const missing = only?.filter((route) => !pages.some((page) => page.route === route)) ?? [];
  if (missing.length) throw new Error(`LIGHTHOUSE_ROUTES names pages out/ does not have: ${missing.join(', ')}`);
  return pages;
}
