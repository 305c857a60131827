import { faq } from '@/content/faq';
import { expect, routes, test } from '../fixtures';

test.describe('under the production policy', () => {
  for (const route of routes) {
    test(`${route} runs with no policy violation and a clean console`, async ({ page }) => {
      const violations: string[] = [];
      await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // The page hydrated: the trial banner, a client component, is on screen.
      await expect(page.getByRole('complementary', { name: '3-Day Free Trial' })).toBeVisible();
      expect(violations).toEqual([]);
    });
  }

  test('the menu, the FAQ and the banner all work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    const [first] = faq;
    await page.getByRole('button', { name: first?.question }).click();
    await expect(page.getByText(first?.answer ?? '')).toBeVisible();

    const banner = page.getByRole('complementary', { name: '3-Day Free Trial' });
    await banner.getByRole('button', { name: /dismiss/i }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(banner).toBeHidden();
  });

  test('moving between pages in the app keeps working under the first page’s policy', async ({ page }) => {
    await page.goto('/about');
    await page
      .getByRole('complementary', { name: '3-Day Free Trial' })
      .getByRole('link', { name: 'Start Trial' })
      .click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing iframe')).toBeAttached();
  });
});

test.describe('resilience', () => {
  test('with the checkout blocked the pricing section still offers the checkout in a new tab', async ({ page }) => {
    await page.goto('/#pricing');
    const link = page.locator('#pricing').getByRole('link', { name: /open it in a new tab/i });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test.describe('with every script blocked', () => {
    test.use({ javaScriptEnabled: false });

    for (const route of routes) {
      test(`${route} still reads`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('National Problem Gambling Helpline');
      });
    }

    test('the main navigation still navigates', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
