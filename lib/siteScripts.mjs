/**
 * The site's own inline scripts: the only code of ours a page runs before (or without) the
 * framework. Each is written here once, as a function, and shipped as its source text. A component
 * marks where one goes (`<script data-site-script="trialBanner">`, components/ui/SiteScript.tsx),
 * the post-build step script-loader adds the loader (scripts/build/next-output.mjs, as it hands
 * Next its payload), and the step script-policy writes each marked script's text and allows exactly
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

/** A function's source text as a script that runs it. @param {() => void} code */
export const scriptText = (code) => `(${code})()`;

/** Each script's text, by the name a page marks it with (data-site-script). */
export const siteScripts = {
  trialBanner: scriptText(trialBanner),
  notFoundLog: scriptText(notFoundLog),
};

/** @typedef {keyof typeof siteScripts} SiteScriptName */
