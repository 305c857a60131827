import { expect, latestYearPage, routes, test } from './fixtures';

// WCAG 1.4.10 Reflow: at 320 CSS px nothing scrolls sideways; a wide table scrolls in its own region.
test.describe('at 320 × 640', () => {
  test.use({ viewport: { width: 320, height: 640 }, allowDocument404: true });
  test.skip(({ isMobile }) => isMobile, 'one width, measured once, in the desktop project');

  for (const route of [...routes, latestYearPage, '/no-such-page']) {
    test(`${route} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(route);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const past = [...document.body.querySelectorAll('*')].filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.right <= width + 0.5) return false;
          // Inside a region that scrolls on its own (a table's), running past its edge is the point.
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return false;
          }
          return true;
        });
        return {
          scrollWidth: document.documentElement.scrollWidth,
          past: past
            .filter((element) => !past.includes(element.parentElement as Element))
            .map((element) => `<${element.localName}> "${(element.textContent ?? '').trim().slice(0, 40)}"`),
        };
      });
      expect(overflow, `${route} at 320 px`).toEqual({ scrollWidth: 320, past: [] });
    });
  }
});
