import { faq } from '@/content/faq';
import { expect, routes, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('without JavaScript the home page still shows every FAQ answer', async ({ page }) => {
  await page.goto('/');
  for (const item of faq) {
    await expect(page.getByText(item.question)).toBeVisible();
    await expect(page.getByText(item.answer)).toBeVisible();
  }
  await expect(page.locator('#pricing iframe')).toHaveAttribute('src', /^https:/);
});

for (const route of routes) {
  test(`without JavaScript ${route} reads and navigates`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['About', 'Privacy', 'Terms'])
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });
}
