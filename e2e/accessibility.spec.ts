import { sectionIds } from '@/content/routes';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, isPhone, routes, test } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `axe violations ${state}`).toEqual([]);
}

for (const route of routes) {
  test(`${route} has no axe violations`, async ({ page }) => {
    // axe reads every cell of the record's tables: slow on a 2-core machine.
    test.slow();
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, 'as loaded');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#site-menu')).toBeVisible();
      await expectNoViolations(page, 'with the menu open');
    }
  });
}

test('the home page has no axe violations with an FAQ item open', async ({ page }) => {
  await page.goto('/');
  await page.locator(`#${sectionIds.faq} summary`).first().click();
  await expect(page.locator(`#${sectionIds.faq} details[open]`)).toHaveCount(1);
  await expectNoViolations(page, 'with an FAQ answer open');
});

/** WCAG relative luminance of a computed `rgb(…)` colour. */
function luminance(rgb: string) {
  const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('an empty star of a rating stands out 3:1 from its card (WCAG 1.4.11)', async ({ page }) => {
  await page.goto('/');
  const rating = page.locator(`#${sectionIds.testimonials}`).getByRole('img', { name: /out of 5/ });
  const pairs = await rating.evaluateAll((stars) =>
    stars.flatMap((star) =>
      [...star.children].map((part, index) => {
        let behind: Element | null = part;
        while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)') behind = behind.parentElement;
        return {
          empty: index === 1,
          text: part.textContent ?? '',
          color: getComputedStyle(part).color,
          background: behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)',
        };
      }),
    ),
  );
  const empty = pairs.filter((pair) => pair.empty && pair.text);
  expect(empty.length, 'ratings below 5 show empty stars').toBeGreaterThan(0);
  for (const pair of pairs.filter((p) => p.text)) {
    const [light, dark] = [luminance(pair.color), luminance(pair.background)].sort((a, b) => b - a);
    const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    expect(ratio, `${pair.text} in ${pair.color} on ${pair.background}`).toBeGreaterThanOrEqual(3);
  }
});

test.describe('the 404 page', () => {
  test.use({ allowDocument404: true });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoViolations(page, 'on the 404 page');
  });
});
