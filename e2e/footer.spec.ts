import { homeSection, sectionIds, routes as siteRoutes } from '@/content/routes';
import { footer as footerCopy } from '@/data/copy';
import { nationalHelpline } from '@/content/help';
import { site } from '@/content/site';
import { siteConfig } from '@/data/config';
import { expect, routes, test } from './fixtures';

for (const route of routes) {
  test(`the footer of ${route} carries the join call, links, the 21+ notice and help`, async ({ page }) => {
    await page.goto(route);
    const footer = page.getByRole('contentinfo');
    await expect(page).toHaveURL(route);

    for (const social of [siteConfig.social.photos, siteConfig.social.chat]) {
      const link = footer.getByRole('link', { name: new RegExp(social.label) });
      await expect(link).toHaveAttribute('href', social.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const site_ = footer.getByRole('navigation', { name: 'On this site' });
    await expect(site_.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', homeSection(sectionIds.faq));
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', siteRoutes.terms);
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', siteRoutes.privacy);

    await expect(footer.getByText(`${site.minimumAge}+ only`)).toBeVisible();
    const call = nationalHelpline.contacts.find((contact) => contact.href.startsWith('tel:'));
    await expect(footer.getByRole('link', { name: call?.text })).toHaveAttribute('href', call?.href ?? '');
    await expect(footer.locator('a[href^="sms:"]').first()).toBeVisible();
    await expect(footer).toContainText(footerCopy.copyright);

    // Last, as it leaves the page: the join call leads to the home page's pricing section.
    await footer.getByRole('link', { name: /start your free trial/i }).click();
    await expect(page).toHaveURL(new RegExp(`${homeSection(sectionIds.pricing)}$`));
    await expect(page.locator(`#${sectionIds.pricing}`)).toBeInViewport();
  });
}

test('an internal footer link goes to its page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(siteRoutes.about);
});
