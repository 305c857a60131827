import { homeSection, routes as siteRoutes, sectionIds } from '@/content/routes';
import { faq } from '@/data/copy';
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
      // The framework arrives at the first interaction; then React hydrates the header menu's button,
      // a client component, and attaches itself to it.
      await page.mouse.move(10, 10);
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('header [popovertarget]') ?? {}).some((key) => key.startsWith('__react')),
      );
      expect(violations).toEqual([]);
    });
  }

  test('the menu, the FAQ and the banner all work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();

    const [first] = faq;
    await page.locator(`#${sectionIds.faq} summary`, { hasText: first?.question ?? '' }).click();
    await expect(page.getByText(first?.answer ?? '')).toBeVisible();

    // The banner shows once the hero's buttons and the pricing section are off screen.
    const banner = page.getByRole('complementary', { name: '3-Day Free Trial' });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await banner.getByRole('button', { name: /dismiss/i }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(banner).toBeHidden();
  });

  test('moving between pages in the app keeps working under the first page’s policy', async ({ page }) => {
    await page.goto(siteRoutes.about);
    // In the app: the framework has arrived (at the first interaction) and React owns the banner's link.
    await page.mouse.move(10, 10);
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-trial-banner-close]') ?? {}).some((key) => key.startsWith('__react')),
    );
    await page
      .getByRole('complementary', { name: '3-Day Free Trial' })
      .getByRole('link', { name: 'Start Trial' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${homeSection(sectionIds.pricing)}$`));
    await expect(page.locator(`#${sectionIds.pricing} iframe`)).toBeAttached();
  });
});

test.describe('resilience', () => {
  test('with the checkout blocked the pricing section still offers the checkout in a new tab', async ({ page }) => {
    await page.goto(homeSection(sectionIds.pricing));
    const link = page.locator(`#${sectionIds.pricing}`).getByRole('link', { name: /open it in a new tab/i });
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
      await expect(page).toHaveURL(new RegExp(`${siteRoutes.terms}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});
