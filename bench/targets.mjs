// What the Lighthouse gate and the benchmark load: every page the build wrote to out/, each beside
// its no-script twin (bench/twin.mjs), served by scripts/serve.mjs (as a static CDN would) from a copy
// of the build that holds both, and the blank Next.js page of bench/floor/ on the next port.
import { statSync } from 'node:fs';
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

/** A route's pattern: a dated legal version or a year of the record stands for its kind. */
const patternOf = (/** @type {string} */ route) => route.replace(/\/(\d{4}-\d{2}-\d{2}|\d{4})$/, '/[version]');

/**
 * Every page of the built site (scripts/out-files.mjs reads them from out/), or, for the gate, one
 * page per route: of the dated versions of a legal document and the years of the record, the
 * largest, since they share one layout and differ only in length (the benchmark measures them all).
 * With LIGHTHOUSE_ROUTES set ("/,/record"), only those (bench/record.mjs scores three pages).
 * @param {{ onePerRoute?: boolean }} [options]
 */
export function sitePages({ onePerRoute = false } = {}) {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  const pages = Object.entries(routes)
    .filter(([route]) => !only || only.includes(route))
    .map(([route, page]) => ({ route, file: path.join(out, page) }));
  const missing = only?.filter((route) => !(route in routes)) ?? [];
  if (missing.length) throw new Error(`LIGHTHOUSE_ROUTES names pages out/ does not have: ${missing.join(', ')}`);
  if (!onePerRoute || only) return pages;
  /** @type {Map<string, { route: string, file: string }>} */
  const largest = new Map();
  for (const page of pages) {
    const kept = largest.get(patternOf(page.route));
    if (!kept || statSync(page.file).size > statSync(kept.file).size) largest.set(patternOf(page.route), page);
  }
  return [...largest.values()];
}
