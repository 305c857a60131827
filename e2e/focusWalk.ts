import type { Page } from '@playwright/test';

/** An element keyboard focus landed on, measured where the browser scrolled it to. */
export type FocusStop = {
  /** The tag and the start of its text or label, to name it in a failure. */
  name: string;
  tag: string;
  /** Tab moves down the page; Shift+Tab moves up it, where the header is what can hide a stop. */
  direction: 'forward' | 'backward';
  /** The id of the section it is in, if any. */
  section: string;
  outline: boolean;
  /** Inside the fixed header or the banner, or fixed itself: it cannot be under them. */
  inOverlay: boolean;
  top: number;
  bottom: number;
  headerBottom: number;
  bannerTop: number;
};

type WalkState = {
  stops: FocusStop[];
  direction: FocusStop['direction'];
  done: boolean;
  /** The last stop of the forward walk, where the backward walk starts. */
  last: Element | null;
  /** Set when the test put focus somewhere itself: that element is not a stop of the walk. */
  placed: boolean;
};

/**
 * Presses Tab from the top of the page until focus comes back round, then Shift+Tab from the last
 * stop back to the top, and returns every element focus landed on both ways. Moving down, the
 * browser scrolls a stop up from the bottom edge, where the banner is; moving up, it scrolls a stop
 * down from the top edge, where the header is: a walk one way only cannot see the other overlay.
 *
 * Each element is measured in the page as the next key press leaves it (after the browser has
 * scrolled it into view), so a stop costs one key press and no round trip of its own.
 *
 * `skip` names repeated content that a long page holds many of (a year page's rows after the first
 * few): when focus enters it, the walk jumps past it and goes on from there, so a year of a
 * thousand picks is walked through the same fixed sample as a year of a hundred.
 */
export async function walkFocus(page: Page, { skip }: { skip?: string } = {}): Promise<FocusStop[]> {
  await page.evaluate((skipSelector) => {
    const state: WalkState = { stops: [], direction: 'forward', done: false, last: null, placed: false };
    (window as unknown as { focusWalk: WalkState }).focusWalk = state;
    let seen = new Set<Element>();
    const focusable = 'a[href], button, summary, iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])';
    (window as unknown as { focusWalkBack: () => void }).focusWalkBack = () => {
      state.direction = 'backward';
      state.done = false;
      seen = new Set();
      state.placed = true;
      (state.last as HTMLElement | null)?.focus({ preventScroll: true });
    };
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Tab' || state.done) return;
        const el = document.activeElement;
        if (state.placed) {
          state.placed = false;
          return;
        }
        if (!el || el === document.body) {
          // Past the last tab stop (or the first, going back): focus leaves the page.
          if (seen.size > 0) state.done = true;
          return;
        }
        if (seen.has(el)) {
          state.done = true;
          return;
        }
        seen.add(el);
        if (skipSelector && el.closest(skipSelector)) {
          // Go on from the far edge of the skipped content: the browser's own next stop follows.
          const inSkipped = [...document.querySelectorAll<HTMLElement>(focusable)].filter((stop) =>
            stop.closest(skipSelector),
          );
          (state.direction === 'forward' ? inSkipped.at(-1) : inSkipped[0])?.focus({ preventScroll: true });
          return;
        }
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const header = document.querySelector('header')?.getBoundingClientRect();
        const banner = document.querySelector('aside[aria-labelledby="trial-banner-title"]')?.getBoundingClientRect();
        const label =
          el.getAttribute('aria-label') ??
          el.getAttribute('title') ??
          (el.textContent?.trim() || el.querySelector('img')?.getAttribute('alt')) ??
          '';
        if (state.direction === 'forward') state.last = el;
        state.stops.push({
          name: `${el.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`,
          tag: el.tagName,
          direction: state.direction,
          section: el.closest('section[id]')?.id ?? '',
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
          inOverlay: !!el.closest('header, aside') || style.position === 'fixed',
          top: box.top,
          bottom: box.bottom,
          headerBottom: header?.bottom ?? 0,
          // A banner the page hides (display: none) has an empty box at the top of the viewport.
          bannerTop: banner && banner.height > 0 ? banner.top : window.innerHeight,
        });
      },
      { capture: true },
    );
  }, skip);

  const done = () => page.evaluate(() => (window as unknown as { focusWalk: WalkState }).focusWalk.done);
  // A few presses between looks; the ones after the end are ignored. The cap stops a page whose
  // focus never comes round (a focus trap) instead of pressing forever.
  const walk = async (key: string) => {
    for (let presses = 1; presses <= 500; presses += 1) {
      await page.keyboard.press(key);
      if (presses % 8 === 0 && (await done())) return;
    }
  };
  await walk('Tab');
  if (!(await done())) throw new Error('going down the page, focus never came back round');
  await page.evaluate(() => (window as unknown as { focusWalkBack: () => void }).focusWalkBack());
  await walk('Shift+Tab');
  return page.evaluate(() => {
    const state = (window as unknown as { focusWalk: WalkState }).focusWalk;
    if (!state.done) throw new Error('going back up the page, focus never came back round');
    return state.stops;
  });
}

/** What is wrong with each stop: no outline, or hidden under the header or the banner. */
export function focusProblems(stops: readonly FocusStop[]): string[] {
  return stops.flatMap((stop) => {
    // The checkout frame draws its own focus inside, where the page cannot see it.
    if (stop.tag === 'IFRAME') return [];
    const name = `${stop.name} (${stop.direction})`;
    const problems = stop.outline ? [] : [`${name} shows no focus outline`];
    if (stop.inOverlay) return problems;
    if (stop.top < stop.headerBottom - 1)
      problems.push(`${name} is under the header (top ${stop.top} < ${stop.headerBottom})`);
    if (stop.bottom > stop.bannerTop + 1)
      problems.push(`${name} is under the banner (bottom ${stop.bottom} > ${stop.bannerTop})`);
    return problems;
  });
}
