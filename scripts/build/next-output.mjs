// Everything the post-build knows about what `next build` writes into a page, in one place: the
// inline scripts that hand Next its React payload, Turbopack's inline list of chunks, and the tags
// that preload its scripts. A Next release that changes one of these shapes breaks the steps here
// first (`npm run bench:next` tries the newest release; __tests__/build/nextOutput.test.ts reads a
// real page of this site).
import { attributesOf, elementsIn } from './html.mjs';

/** The global array Next's payload scripts push into, and the loader fills instead of them. */
export const payloadQueue = '__next_f';

/** Next's first payload script: it creates the queue and pushes the payload's opening. */
export const payloadStart = `(self.${payloadQueue}=self.${payloadQueue}||[]).push([0])`;

/** How each further payload script begins: `self.__next_f.push([1,"…"])`, one per chunk of text. */
const payloadChunkStart = `self.${payloadQueue}.push(`;

/** A payload chunk as Next writes it, for messages. */
export const payloadChunkShape = `${payloadChunkStart}[1,"…"])`;

/** Whether an inline script touches Next's payload queue at all. */
export const mentionsPayload = (/** @type {string} */ text) => text.includes(`self.${payloadQueue}`);

/** How Turbopack's inline list of a page's chunks begins: data handed to the framework, JSON. */
const chunkListStart = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(';

/** Whether an inline script's text is part of Next's React payload (the first script or a chunk). */
export const isPayloadScript = (/** @type {string} */ text) =>
  text === payloadStart || text.startsWith(payloadChunkStart);

/**
 * A payload chunk's data, read as JSON, or undefined when the script is not the shape Next writes:
 * `self.__next_f.push([1,"…"])`.
 * @param {string} text @returns {[1, string] | undefined}
 */
export function payloadChunk(text) {
  if (!text.startsWith(payloadChunkStart) || !text.endsWith(')')) return undefined;
  try {
    const chunk = JSON.parse(text.slice(payloadChunkStart.length, -1));
    return Array.isArray(chunk) && chunk.length === 2 && chunk[0] === 1 && typeof chunk[1] === 'string'
      ? /** @type {[1, string]} */ (chunk)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an inline script begins as Turbopack's list of chunks does (static pages drop it whole). */
export const startsAsChunkList = (/** @type {string} */ text) => text.startsWith(chunkListStart);

/**
 * Whether an inline script is exactly Turbopack's list of chunks: the push of one JSON value, which
 * runs nothing of its own, so the script policy may allow it by hash.
 * @param {string} text
 */
export function isChunkList(text) {
  if (!startsAsChunkList(text) || !text.endsWith(');')) return false;
  try {
    JSON.parse(text.slice(chunkListStart.length, -2));
    return true;
  } catch {
    return false;
  }
}

/** Whether an inline script is one of Next's own: its payload or its list of chunks. */
export const isFrameworkInlineScript = (/** @type {string} */ text) => isPayloadScript(text) || startsAsChunkList(text);

/**
 * The tags by which Next asks the browser to fetch its scripts early: `<link rel="preload"
 * as="script">` and `<link rel="modulepreload">`.
 * @param {import('./html.mjs').ParentNode} document
 */
export function scriptPreloads(document) {
  return elementsIn(document, (element) => {
    if (element.tagName !== 'link') return false;
    const { rel, as } = attributesOf(element);
    return (rel === 'preload' && as === 'script') || rel === 'modulepreload';
  });
}

/**
 * In a page's <head>, in place of Next's script tags: fetches, without running, the payload and
 * the scripts, and at the visitor's first interaction hands Next the payload as its own inline
 * scripts would have, then adds the tags. The site ships this function's source text
 * (lib/siteScripts.mjs says why; the script policy allows it by hash), so it has no comments inside.
 */
export function scriptLoader() {
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
