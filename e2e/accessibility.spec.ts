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
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, 'as loaded');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expectNoViolations(page, 'with the menu open');
    }
  });
}

test('the home page has no axe violations with an FAQ item open', async ({ page }) => {
  await page.goto('/');
  await page.locator('#faq h3 button').first().click();
  await expectNoViolations(page, 'with an FAQ answer open');
});

test.describe('the 404 page', () => {
  test.use({ allowDocument404: true });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNoViolations(page, 'on the 404 page');
  });
});
