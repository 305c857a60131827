/**
 * The site's own inline scripts: the only code of ours a page runs before (or without) the
 * framework. Each is written here once, as a function, and shipped as its source text. A component
 * marks where one goes (`<script data-site-script="trialBanner">`, components/ui/SiteScript.tsx),
 * the post-build step scripts/build/script-loader.mjs adds the loader, and
 * scripts/build/script-policy.mjs writes each marked script's text from here and allows exactly
 * these and the framework's own by hash. Each reads what differs between pages from its own data
 * attributes, so its text, and its hash, is the same everywhere.
 */

/**
 * In <head>, before the first paint. The trial banner without the framework: hidden for a visitor
 * who closed it, closed for good by its close button, and kept off the hero's buttons and the
 * pricing section (data-target) until React places it. Its storage key is data-key; where storage
 * is blocked the banner shows, and closing it holds for the page. (No comments inside: a function's
 * text is what pages carry.)
 */
function trialBanner() {
  const root = document.documentElement;
  const { key = '', target = '' } = document.currentScript?.dataset ?? {};
  const dismiss = () => root.setAttribute('data-trial-banner-dismissed', '');
  const stored = () => {
    try {
      return localStorage.getItem(key) === '1';
    } catch {
      return false;
    }
  };
  const remember = () => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      return;
    }
  };
  if (stored()) dismiss();
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-trial-banner-close]')) return;
    dismiss();
    remember();
  });
  document.addEventListener('DOMContentLoaded', () => {
    const watched = document.querySelectorAll(`[data-trial-banner-waits], #${CSS.escape(target)}`);
    /** @type {Set<Element>} */
    const onScreen = new Set();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      root.toggleAttribute('data-trial-banner-clear', onScreen.size === 0);
    });
    watched.forEach((element) => observer.observe(element));
  });
}

/** On the 404 page: the missing path, for whoever follows a broken link; never in the page. */
function notFoundLog() {
  console.info(`404: no page at ${location.pathname}`);
}

/**
 * In <head>, in place of the framework's script tags (data-scripts, each tag's attributes). At the
 * visitor's first pointer, key, touch, wheel, scroll or focus it fetches, without running, the
 * page's React payload (data-payload) and every script a modern browser runs; only once all of them
 * have arrived does it hand the framework the payload, as Next's own inline scripts would have, and
 * add the tags, which the browser then takes from its cache. Until then the page is complete HTML
 * that works through the platform (popover, <details>, the banner's script above), so the framework
 * never runs before the first paint or while nobody is using the page. Should anything not arrive
 * (blocked, or removed by a later deploy while the tab was open), nothing of the framework runs:
 * the page stays that HTML, and the console says so once.
 */
function scriptLoader() {
  const { scripts = '[]', payload = '' } = document.currentScript?.dataset ?? {};
  /** @type {Record<string, string>[]} */
  const tags = JSON.parse(scripts);
  const events = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];
  let started = false;
  let warned = false;
  /** @param {unknown} problem */
  const giveUp = (problem) => {
    if (warned) return;
    warned = true;
    const reason = problem instanceof Error ? problem.message : String(problem);
    console.warn(`The page's scripts could not load (${reason}); the page works without them. Reload to try again.`);
  };
  /** @param {string} url */
  const fetched = (url) =>
    fetch(url).then(
      (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response;
      },
      () => {
        throw new Error(`${url} did not arrive`);
      },
    );
  const modern = tags.filter((attributes) => !('nomodule' in attributes));
  /** @type {Promise<unknown[]> | undefined} */
  let arrived;
  /** Fetches, without running, the payload and the scripts, once. */
  const fetchAll = () =>
    (arrived ??= Promise.all([
      fetched(payload).then((response) => response.json()),
      ...modern.map(({ src = '' }) => fetched(src).then((response) => response.arrayBuffer())),
    ]));
  const start = () => {
    if (started) return;
    started = true;
    for (const type of events) removeEventListener(type, start, true);
    fetchAll()
      .then(([chunks]) => {
        if (!Array.isArray(chunks) || chunks.length === 0) throw new Error(`${payload} holds no payload`);
        const next = /** @type {typeof globalThis & { __next_f?: unknown[] }} */ (globalThis);
        const queue = (next.__next_f ??= []);
        for (const chunk of chunks) queue.push(chunk);
        for (const attributes of tags) {
          const script = document.createElement('script');
          for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
          script.addEventListener('error', () => giveUp(`${attributes.src} did not run`));
          (document.body ?? document.head).append(script);
        }
      })
      .catch(giveUp);
  };
  // Once the page has loaded and the browser is idle, the files come ahead of the first interaction,
  // so that the network is off its path; a failure is reported by start(), if the visitor interacts.
  addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(() => fetchAll().catch(() => undefined)), {
    once: true,
  });
  for (const type of events) addEventListener(type, start, { capture: true, passive: true });
}

/** @param {() => void} code */
const source = (code) => `(${code})()`;

/** Each script's text, by the name a page marks it with (data-site-script). */
export const siteScripts = {
  trialBanner: source(trialBanner),
  notFoundLog: source(notFoundLog),
  scriptLoader: source(scriptLoader),
};

/** @typedef {keyof typeof siteScripts} SiteScriptName */
