import { expect, latestYearPage, routes, rowsPastTheSample, test } from './fixtures';
import { focusProblems, walkFocus } from './focusWalk';

test('the skip link is the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

for (const route of routes) {
  test(`on ${route} every tab stop, going down and back up, shows its focus clear of the header and the banner`, async ({
    page,
  }) => {
    // Measured where focus scrolling ends, without waiting out each smooth scroll.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const stops = await walkFocus(page);
    expect(stops[0]?.name, 'the skip link comes first').toBe('a "Skip to main content"');
    expect(stops.filter((stop) => stop.direction === 'backward').length).toBeGreaterThan(5);
    expect(focusProblems(stops)).toEqual([]);
  });
}

test(`on ${latestYearPage} the tab stops of the frame, the intro and the first month's first rows show their focus clear of the header and the banner`, async ({
  page,
}) => {
  // A year holds up to a thousand picks, each two tab stops (its page and its slip): the walk skips
  // the rows past a fixed sample (e2e/fixtures.ts) and goes on to the footer and the banner. Its
  // ~200 presses took 13.6 s on a phone in CI, close to half the default limit.
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(latestYearPage);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const stops = await walkFocus(page, { skip: rowsPastTheSample });
  expect(stops[0]?.name, 'the skip link comes first').toBe('a "Skip to main content"');
  const firstMonth = (await page.locator('section[id^="month-"]').first().getAttribute('id')) ?? '';
  const forward = stops.filter((stop) => stop.direction === 'forward');
  const inFirstMonth = forward.filter((stop) => stop.section === firstMonth);
  expect(inFirstMonth.length, `tab stops walked in ${firstMonth}`).toBeGreaterThan(0);
  expect(inFirstMonth.length, `tab stops walked in ${firstMonth}: its table and at most ten rows`).toBeLessThanOrEqual(
    1 + 10 * 2,
  );
  expect(forward.at(-1)?.name, 'the walk goes on to the banner, after the footer').toMatch(/^button/);
  expect(focusProblems(stops)).toEqual([]);
});
