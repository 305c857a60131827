#!/usr/bin/env node
// The visitor's first taps, measured where Lighthouse's navigation run never looks: after the first
// interaction, when the loader brings the framework (scripts/build/script-loader.mjs). A phone profile
// (412×823, touch, 4x CPU, Lighthouse's devtools slow 4G); a first interaction (a touch scroll, and
// separately a tap on Menu), then a tap every 250 ms for 5 s on the menu, an FAQ question (the home
// page) and, once, the banner's close button. Read in the page: Event Timing (every event of 16 ms or
// more), long tasks, long animation frames with their scripts, and when React first owns the menu,
// the FAQ and the banner. Each route runs beside its no-script twin (bench/twin.mjs: the same page
// with no framework at all) and the blank Next.js page (bench/floor/, the framework run at load), in
// interleaved rounds; medians. Report: reports/interaction.md and .json; docs/speed.md says how to
// read it. INTERACTION_ROUNDS (5) and LIGHTHOUSE_ROUTES ("/,/about") make a quick run;
// INTERACTION_DEBUGGER_COST=1 measures with the debugger's cost left in (an upper bound).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';
import { out, root } from '../scripts/out-files.mjs';
import { floorApp, floorOut, floorPort, floorUrl, sitePages, sitePort, siteUrl, siteWithTwins } from './targets.mjs';
import { buildWithTwins, twinRoute } from './twin.mjs';

const require = createRequire(import.meta.url);
// Lighthouse's own measure of the host's CPU, so this report's index reads like the Lighthouse report's.
const lighthouse = createRequire(require.resolve('@lhci/cli/package.json'));
const { pageFunctions } = await import(lighthouse.resolve('lighthouse/core/lib/page-functions.js'));

const rounds = Number(process.env.INTERACTION_ROUNDS ?? 5);
const WINDOW_MS = 5000;
const TAP_EVERY_MS = 250;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };
// Lighthouse's devtools throttling for a mobile run: slow 4G (its kbps are 1,024 bits).
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
// Playwright's debugger session makes V8 recover React DOM's source positions for the Errors its
// module creates, 30 to 50 ms at 4x that no visitor's browser spends; with positions made while
// compiling, that cost is gone and compiling costs a little more (docs/speed.md).
const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions';
const withDebuggerCost = process.env.INTERACTION_DEBUGGER_COST === '1';
/** What each island's element is, to tap it and to see when React owns it. */
const ISLANDS = { menu: 'header [popovertarget]', faq: 'details[name] > summary', banner: '[data-trial-banner-close]' };

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${result.status}`);
}

/** Starts scripts/serve.mjs on `port` for `dir`; resolves once it serves. @param {number} port @param {string} dir */
function serve(port, dir) {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), String(port), dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`scripts/serve.mjs on port ${port} exited with ${code}`)));
    server.stdout.on('data', (data) => {
      if (String(data).startsWith('Serving ')) resolve(server);
    });
  });
}

/**
 * Runs in the page before anything else: observers for events, long tasks and long animation
 * frames, the time of the first interaction, and when React first owns each island.
 * @param {Record<string, string>} islands
 */
function instrument(islands) {
  /** @type {{ firstInput?: number, events: object[], tasks: object[], frames: object[], owned: Record<string, number> }} */
  const bench = { events: [], tasks: [], frames: [], owned: {} };
  Object.assign(window, { __bench: bench });
  /** @param {string} type @param {object} options @param {(entry: any) => object} keep */
  const observe = (type, options, keep) =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench[type === 'event' ? 'events' : type === 'longtask' ? 'tasks' : 'frames'].push(keep(entry));
    }).observe({ type, buffered: true, ...options });
  observe('event', { durationThreshold: 16 }, (entry) => ({
    name: entry.name,
    start: entry.startTime,
    duration: entry.duration,
    interactionId: entry.interactionId,
    delay: entry.processingStart - entry.startTime,
  }));
  observe('longtask', {}, (entry) => ({ start: entry.startTime, duration: entry.duration }));
  observe('long-animation-frame', {}, (entry) => ({
    start: entry.startTime,
    duration: entry.duration,
    blocking: entry.blockingDuration,
    scripts: entry.scripts.map((/** @type {any} */ script) => ({
      source: script.sourceURL,
      invoker: script.invoker,
      duration: script.duration,
    })),
  }));
  for (const type of ['pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown']) {
    addEventListener(type, (event) => (bench.firstInput ??= event.timeStamp), { capture: true, passive: true });
  }
  const owned = setInterval(() => {
    for (const [name, selector] of Object.entries(islands)) {
      if (bench.owned[name] !== undefined) continue;
      const element = document.querySelector(selector);
      const react = element?.closest('details, button');
      if (react && Object.keys(react).some((key) => key.startsWith('__reactProps')))
        bench.owned[name] = performance.now();
    }
    if (Object.keys(bench.owned).length === Object.keys(islands).length) clearInterval(owned);
  }, 50);
}

/**
 * @typedef {{ firstInput?: number, owned: Record<string, number>,
 *   events: { name: string, start: number, duration: number, interactionId: number, delay: number }[],
 *   tasks: { start: number, duration: number }[],
 *   frames: { start: number, duration: number, blocking: number, scripts: { source: string, invoker: string, duration: number }[] }[],
 *   scriptBytes: number }} PageRecord
 */

/**
 * One visit: load, wait a second, interact first, then tap through the window.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {'scroll' | 'tap'} first
 */
async function visit(browser, url, first) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(instrument, ISLANDS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(1000);

  /** The middle of the first element `selector` finds, if on screen. @param {string} selector */
  const spot = (selector) =>
    page.evaluate((found) => {
      const box = document.querySelector(found)?.getBoundingClientRect();
      return box && box.width > 0 && box.bottom > 0 && box.top < innerHeight
        ? { x: box.x + box.width / 2, y: box.y + box.height / 2 }
        : null;
    }, selector);
  const middle = { x: PHONE.viewport.width / 2, y: PHONE.viewport.height / 2 };
  // A tap is sent when due, whatever the page is doing, as a finger does not wait; a tap due while
  // the one before is still being delivered (its touch start not yet taken) follows it.
  /** @type {Promise<unknown>} */
  let delivered = Promise.resolve();
  /** @param {{ x: number, y: number }} point */
  const tap = (point) => {
    delivered = delivered
      .then(() => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }))
      .then(() => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }));
    return delivered;
  };

  const menu = await spot(ISLANDS.menu);
  const started = Date.now();
  /** @type {Promise<unknown>[]} */
  const taps = [];
  if (first === 'tap') taps.push(tap(menu ?? middle));
  else
    await cdp.send('Input.synthesizeScrollGesture', {
      x: middle.x,
      y: middle.y,
      yDistance: -300,
      gestureSourceType: 'touch',
      speed: 1200,
    });
  // The taps' targets: on the home page the FAQ is brought on screen (no input: the page is scrolled).
  await page.evaluate(() =>
    document.querySelector('details[name]')?.closest('section')?.scrollIntoView({ behavior: 'instant' }),
  );
  const spots = { menu: await spot(ISLANDS.menu), faq: await spot(ISLANDS.faq), banner: await spot(ISLANDS.banner) };
  const cycle = [spots.menu, spots.menu, ...(spots.faq ? [spots.faq, spots.faq] : [])].map((point) => point ?? middle);
  for (let k = 1; k * TAP_EVERY_MS < WINDOW_MS; k += 1) {
    const wait = started + k * TAP_EVERY_MS - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    // The banner's close button once, in the middle of hydration; the menu and the FAQ otherwise.
    const point =
      k === 6 && spots.banner ? spots.banner : cycle[(k - (first === 'tap' ? 0 : 1) + cycle.length) % cycle.length];
    taps.push(tap(point ?? middle));
  }
  await Promise.all(taps);
  await page.waitForTimeout(Math.max(0, started + WINDOW_MS + 1000 - Date.now()));
  /** @type {PageRecord} */
  const record = await page.evaluate(() => {
    const bench = /** @type {any} */ (window).__bench;
    const after = bench.firstInput ?? Infinity;
    /** @type {Map<string, number>} */
    const scripts = new Map();
    // What crossed the network after the first interaction (a script taken from the cache counts 0).
    for (const entry of /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))) {
      if (entry.startTime >= after && new URL(entry.name).pathname.endsWith('.js')) {
        scripts.set(entry.name, Math.max(scripts.get(entry.name) ?? 0, entry.transferSize));
      }
    }
    return { ...bench, scriptBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) };
  });
  await context.close();
  return record;
}

/** What one visit says about the window after its first interaction. @param {PageRecord} record */
function summarize(record) {
  const from = record.firstInput ?? NaN;
  const to = from + WINDOW_MS;
  /** @type {Map<number, number>} */
  const interactions = new Map();
  for (const event of record.events) {
    if (!event.interactionId || event.start < from - 1 || event.start > to) continue;
    interactions.set(event.interactionId, Math.max(interactions.get(event.interactionId) ?? 0, event.duration));
  }
  const firstTap = [...record.events]
    .filter((event) => event.interactionId && Math.abs(event.start - from) < 50)
    .reduce((worst, event) => Math.max(worst, event.duration), 0);
  const blocking = record.tasks
    .filter((task) => task.start >= from && task.start <= to)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  /** @type {Map<string, number>} */
  const scripts = new Map();
  for (const frame of record.frames.filter((f) => f.start >= from && f.start <= to)) {
    for (const script of frame.scripts) {
      const file = script.source ? path.basename(new URL(script.source).pathname) : '(inline)';
      // A script's own evaluation names its address as the invoker; a handler names the event.
      const name = script.invoker === script.source ? file : `${file} ${script.invoker}`;
      scripts.set(name, (scripts.get(name) ?? 0) + script.duration);
    }
  }
  return {
    // Taps under 16 ms are not reported by Event Timing: 0 here means "under 16".
    worstTap: Math.max(0, ...interactions.values()),
    firstTap,
    taps: interactions.size,
    blocking: Math.round(blocking),
    scriptBytes: record.scriptBytes,
    owned: Object.fromEntries(
      Object.keys(ISLANDS).map((name) => [
        name,
        record.owned[name] === undefined ? null : Math.round(record.owned[name] - from),
      ]),
    ),
    scripts: [...scripts]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([name, ms]) => ({ name, ms: Math.round(ms) })),
  };
}

/** @param {(number | null)[]} values */
const median = (values) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  return known.length ? (known[Math.floor((known.length - 1) / 2)] ?? null) : null;
};

run(process.execPath, [require.resolve('next/dist/bin/next'), 'build', floorApp]);
const pages = sitePages({ onePerRoute: !process.env.LIGHTHOUSE_ROUTES });
buildWithTwins(out, siteWithTwins, pages);
const servers = [await serve(sitePort, siteWithTwins), await serve(floorPort, floorOut)];
// Should this script fail, its servers go with it.
process.on('exit', () => servers.forEach((server) => server.kill()));
// Nothing but the local servers is reached (the checkout frame's origin fails at once). Not by
// Playwright's routing, which would turn the HTTP cache off and fetch every script twice.
const browser = await chromium.launch({
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [
    ...chromiumFlags,
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ...(withDebuggerCost ? [] : [EAGER_SOURCE_POSITIONS]),
  ],
});

const targets = [
  ...pages.flatMap(({ route }) => [
    { page: route, kind: 'route', route, url: siteUrl(route) },
    { page: `${route} without the loader`, kind: 'twin', route, url: siteUrl(twinRoute(route)) },
  ]),
  { page: 'blank Next.js page', kind: 'floor', route: '', url: floorUrl },
];
const firsts = /** @type {const} */ (['scroll', 'tap']);
/** @type {Map<string, ReturnType<typeof summarize>[]>} */
const runs = new Map();
/** @type {number[]} */
const benchmarkIndexes = [];
try {
  for (let round = 1; round <= rounds; round += 1) {
    const blank = await browser.newPage();
    benchmarkIndexes.push(await blank.evaluate(pageFunctions.computeBenchmarkIndex));
    await blank.close();
    // Each route beside its twin, the pair's order swapped every other round, the floor at either end.
    const order = round % 2 ? targets : [...targets].reverse();
    for (const first of firsts) {
      for (const target of order) {
        const key = `${first} ${target.url}`;
        const summary = summarize(await visit(browser, target.url, first));
        runs.set(key, [...(runs.get(key) ?? []), summary]);
        console.log(
          `round ${round}/${rounds}, first ${first}: ${target.page}: worst tap ${summary.worstTap} ms, blocking ${summary.blocking} ms`,
        );
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}

const results = firsts.map((first) => ({
  first,
  pages: targets.map((target) => {
    const visits = runs.get(`${first} ${target.url}`) ?? [];
    return {
      ...target,
      visits,
      worstTap: median(visits.map((v) => v.worstTap)),
      firstTap: median(visits.map((v) => v.firstTap)),
      blocking: median(visits.map((v) => v.blocking)),
      scriptBytes: median(visits.map((v) => v.scriptBytes)),
      owned: Object.fromEntries(
        Object.keys(ISLANDS).map((name) => [name, median(visits.map((v) => v.owned[name] ?? null))]),
      ),
    };
  }),
}));

/** @param {number | null} ms */
const seconds = (ms) => (ms === null ? '—' : (ms / 1000).toFixed(2));
/** @param {number | null} ms */
const tapMs = (ms) => (ms === null ? '—' : ms === 0 ? '<16' : String(Math.round(ms)));
const [load1] = loadavg();
const report = [
  `# The first taps: a phone profile after the first interaction`,
  '',
  `412×823, touch, ${CPU_SLOWDOWN}x CPU (CDP), Lighthouse's devtools slow 4G (562.5 ms, 1,474.56 Kbps down, 675 Kbps up). Load, wait 1 s, a first interaction, then a tap every ${TAP_EVERY_MS} ms for ${WINDOW_MS / 1000} s (menu, menu, FAQ question, FAQ question, …; the banner's close button at 1.5 s). Median of ${rounds} interleaved rounds. ${withDebuggerCost ? "With the debugger's cost (INTERACTION_DEBUGGER_COST=1): V8 recovers source positions for the Errors React DOM creates, as no visitor's browser does; an upper bound." : `Source positions made while compiling (${EAGER_SOURCE_POSITIONS}), so the debugger's session costs no visitor's work; INTERACTION_DEBUGGER_COST=1 leaves that cost in.`} docs/speed.md says how to read it.`,
  '',
  `Host: Lighthouse benchmarkIndex ${median(benchmarkIndexes)} (rounds: ${benchmarkIndexes.join(', ')}), load average ${load1?.toFixed(2)} at the end.`,
  '',
  ...results.flatMap(({ first, pages: rows }) => [
    `## First interaction: a ${first === 'tap' ? 'tap on Menu' : 'touch scroll'}`,
    '',
    '| page | worst tap ms (rounds) | first tap ms | blocking ms in 5 s | JS KB fetched after | React owns menu / FAQ / banner (s after) | longest scripts in long frames (ms, last round) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.page} | ${tapMs(row.worstTap)} (${row.visits.map((v) => tapMs(v.worstTap)).join(', ')}) | ${first === 'tap' ? tapMs(row.firstTap) : '–'} | ${row.blocking ?? '—'} | ${((row.scriptBytes ?? 0) / 1024).toFixed(1)} | ${Object.values(row.owned).map(seconds).join(' / ')} | ${(row.visits.at(-1)?.scripts ?? []).map((s) => `${s.name} ${s.ms}`).join('; ')} |`,
    ),
    '',
  ]),
].join('\n');
mkdirSync(path.join(root, 'reports'), { recursive: true });
writeFileSync(
  path.join(root, 'reports', 'interaction.json'),
  `${JSON.stringify({ rounds, debuggerCost: withDebuggerCost, benchmarkIndexes, results }, null, 2)}\n`,
);
writeFileSync(path.join(root, 'reports', 'interaction.md'), `${report}\n`);
console.log(`\n${report}\nReport in reports/interaction.md`);
