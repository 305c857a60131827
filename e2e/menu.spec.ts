import type { Page } from '@playwright/test';
import { desktopOnly, expect, hydrated, phoneOnly, test } from './fixtures';

/** The expanded state Chromium gives assistive technology for the Menu button. */
async function expandedState(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const selector = 'nav[aria-label="Main"] button';
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

// The menu button exists on small screens only.
test.describe('on a phone', phoneOnly, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the menu button opens and closes the menu, and screen readers hear its state', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Menu' });
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    expect(await expandedState(page)).toBe(false);
    await button.click();
    await expect(about).toBeVisible();
    expect(await expandedState(page)).toBe(true);
    await button.click();
    await expect(about).toBeHidden();
    expect(await expandedState(page)).toBe(false);
  });

  test('the open menu sits below the header and above the page', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
    const box = await about.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(headerBottom - 1);
    const onTop = await about.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    expect(onTop).toBe(true);
  });

  test('choosing a link closes the menu', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await hydrated(page, '#site-menu a');
    const list = page.locator('#site-menu');
    // Stays on this page, so only the component's own handler can close the menu.
    await list.evaluate((el) => el.addEventListener('click', (event) => event.preventDefault()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' })).toBeHidden();
    expect(await expandedState(page)).toBe(false);
  });

  test('a click outside closes the menu', async ({ page }) => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeVisible();
    await page.mouse.click(200, 600);
    await expect(about).toBeHidden();
  });

  test('Escape closes the menu and returns focus to the button', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('on a desktop the links are always shown and there is no menu button', desktopOnly, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  for (const label of ['About', 'Privacy', 'Terms']) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })).toBeVisible();
  }
});
