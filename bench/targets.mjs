// What the Lighthouse gate and the benchmark load: every page the build wrote to out/, each beside
// its no-script twin (bench/twin.mjs), served by scripts/serve.mjs (as a static CDN would) from a copy
// of the build that holds both, and the blank Next.js page of bench/floor/ on the next port.
import path from 'node:path';
import { out, root, routes } from '../scripts/out-files.mjs';

export const sitePort = Number(process.env.LIGHTHOUSE_PORT ?? 4175);
export const floorPort = sitePort + 1;
export const floorApp = path.join(root, 'bench', 'floor');
export const floorOut = path.join(floorApp, 'out');
/** The build with every page's twin beside it, made by bench/run.mjs in Lighthouse CI's folder. */
export const siteWithTwins = path.join(root, '.lighthouseci', 'site');

/** @param {string} route */
export const siteUrl = (route) => `http://127.0.0.1:${sitePort}${route}`;
export const floorUrl = `http://127.0.0.1:${floorPort}/`;

/** @param {number} port @param {string} dir */
const serve = (port, dir) => `node "${path.join(root, 'scripts', 'serve.mjs')}" ${port} "${dir}"`;
export const siteServer = serve(sitePort, siteWithTwins);
export const floorServer = serve(floorPort, floorOut);

/**
 * Every page of the built site (scripts/out-files.mjs reads them from out/). With LIGHTHOUSE_ROUTES
 * set ("/,/record"), only those (bench/record.mjs scores three pages).
 */
export function sitePages() {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  const pages = Object.entries(routes)
    .filter(([route]) => !only || only.includes(route))
    .map(([route, page]) => ({ route, file: path.join(out, page) }));
  const missing = only?.filter((route) => !(route in routes)) ?? [];
  if (missing.length) throw new Error(`LIGHTHOUSE_ROUTES names pages out/ does not have: ${missing.join(', ')}`);
  return pages;
}
