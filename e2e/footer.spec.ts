import { homeSection, sectionIds, routes as siteRoutes } from '@/content/routes';
import { footer as footerCopy } from '@/data/copy';
import { nationalHelpline } from '@/content/help';
import { site } from '@/content/site';
import { siteConfig } from '@/data/config';
import { desktopOnly, expect, routes, test } from './fixtures';

// The footer is the same on every page (the root layout draws it): what it says is read once, and
// that every page ends with it is read from each page's HTML.
test('the footer carries the join call, the site’s links, the copyright and the social profiles', async ({ page }) => {
  await page.goto(siteRoutes.about);
  const footer = page.getByRole('contentinfo');
  for (const social of [siteConfig.social.photos, siteConfig.social.chat]) {
    const link = footer.getByRole('link', { name: new RegExp(social.label) });
    await expect(link).toHaveAttribute('href', social.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const onThisSite = footer.getByRole('navigation', { name: 'On this site' });
  await expect(onThisSite.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', homeSection(sectionIds.faq));
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', siteRoutes.terms);
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', siteRoutes.privacy);
  await expect(footer).toContainText(footerCopy.copyright);

  // Last, as it leaves the page: from another page, the join call leads to the home page's pricing.
  await footer.getByRole('link', { name: /start your free trial/i }).click();
  await expect(page).toHaveURL(new RegExp(`${homeSection(sectionIds.pricing)}$`));
  await expect(page.locator(`#${sectionIds.pricing}`)).toBeInViewport();
});

test('the footer carries the responsible-gambling notice and the help lines, never 1-800-GAMBLER', async ({ page }) => {
  await page.goto(siteRoutes.about);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`${site.minimumAge}+ only`)).toBeVisible();
  await expect(footer).toContainText('not a sportsbook');
  await expect(footer).toContainText('accepts no wagers');
  await expect(footer).toContainText('not legal everywhere');
  await expect(footer).toContainText('entertainment, not a way to earn an income');
  for (const contact of nationalHelpline.contacts.filter((c) => /^(tel|sms):/.test(c.href))) {
    await expect(footer.locator(`a[href="${contact.href}"]`)).toBeVisible();
  }
  await expect(footer).toContainText('National Problem Gambling Helpline');
  await expect(footer).toContainText('HOPEline');
  await expect(footer).toContainText('Gamblers Anonymous');
  await expect(footer.locator('a[href="tel:988"]')).toBeVisible();
  await expect(footer).not.toContainText('1-800-GAMBLER');
});

test('every page, the 404 page included, ends with the footer and its help lines', desktopOnly, async ({ request }) => {
  // The HTML is the same at every width.
  const call = nationalHelpline.contacts.find((contact) => contact.href.startsWith('tel:'));
  for (const route of [...routes, '/no-such-page']) {
    const html = await (await request.get(route)).text();
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer, `${route} has a footer`).toContain('National Problem Gambling Helpline');
    expect(footer, route).toContain(`href="${call?.href}"`);
    expect(footer, route).toContain(`${site.minimumAge}+ only`);
  }
});

test('an internal footer link goes to its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(siteRoutes.about);
});
