import { routes as siteRoutes } from '@/content/routes';
import type { AboutCard } from '@/content/about';
import { about } from '@/data/copy';
import { site } from '@/content/site';
import { expect, test } from './fixtures';

test('the about page tells the story and shows the three pillars and four values', async ({ page }) => {
  await page.goto(siteRoutes.about);
  await expect(page).toHaveTitle(`${about.pageTitle} | ${site.name}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(about.title);
  await expect(main.getByRole('heading', { level: 2, name: about.storyTitle })).toBeVisible();
  for (const paragraph of about.story) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();

  // The specification's pillars and values, in its order, each shown with its description.
  const cards = async (title: string, expected: readonly string[], content: readonly AboutCard[]) => {
    const section = main.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([...expected]);
    for (const card of content) await expect(section.getByText(card.description, { exact: true })).toBeVisible();
  };
  await cards(about.pillarsTitle, ['Transparent', 'Data-Driven', 'Community'], about.pillars);
  await cards(about.valuesTitle, ['Accountability', 'Research', 'Long-term Focus', 'Community First'], about.values);
});
