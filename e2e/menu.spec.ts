import { expect, isPhone, test } from './fixtures';

test.describe('on a phone', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!isPhone(page), 'the menu button only exists on small screens');
    await page.goto('/');
  });

  test('the menu button opens and closes the menu', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(about).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeHidden();
  });

  test('choosing a link closes the menu', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' })).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the button', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test('on a desktop the links are always shown and there is no menu button', async ({ page }) => {
  test.skip(isPhone(page), 'desktop layout');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const label of ['About', 'Privacy', 'Terms']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })).toBeVisible();
  }
});
