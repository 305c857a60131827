import { expect, latestYearPage, overlays, routes, test } from './fixtures';

for (const route of [...routes, latestYearPage]) {
  test(`on ${route} the skip link is the first tab stop and moves focus to the main content`, async ({ page }) => {
    await page.goto(route);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test(`on ${route} every focused element is visible and never under the header or the banner`, async ({ page }) => {
    // Measured where focus scrolling ends, without waiting out each smooth scroll.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const seen = new Set<string>();
    for (let step = 0; step < 150; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const inOverlay = !!el.closest('header, aside') || style.position === 'fixed';
        return {
          key: `${el.tagName}:${el.textContent?.trim().slice(0, 40)}:${box.top + scrollY}`,
          top: box.top,
          bottom: box.bottom,
          outline,
          inOverlay,
          tag: el.tagName,
        };
      });
      if (!focused || seen.has(focused.key)) break;
      seen.add(focused.key);
      if (focused.tag === 'IFRAME') continue;
      expect(focused.outline, `${focused.key} shows a focus outline`).toBe(true);
      if (focused.inOverlay) continue;
      const { headerBottom, bannerTop } = await overlays(page);
      expect(focused.top, `${focused.key} is below the header`).toBeGreaterThanOrEqual(headerBottom - 1);
      expect(focused.bottom, `${focused.key} is above the banner`).toBeLessThanOrEqual(bannerTop + 1);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
}
