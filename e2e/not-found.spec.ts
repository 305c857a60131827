import { expect, test } from './fixtures';

test.use({ allowDocument404: true });

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /home page/i })
    .click();
  await expect(page).toHaveURL('/');
});

test('the missing path goes to the console, never into the page', async ({ page }) => {
  const path = '/missing-%3Cb%3Ebold%3C%2Fb%3E';
  const logged = page.waitForEvent('console', (message) => message.text().includes('no page at'));
  await page.goto(path);
  expect((await logged).text()).toBe('404: no page at /missing-%3Cb%3Ebold%3C%2Fb%3E');
  await expect(page.locator('body')).not.toContainText('missing');
  await expect(page.locator('b')).toHaveCount(0);
});
