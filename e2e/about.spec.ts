import { about } from '@/content/about';
import { site } from '@/content/site';
import { expect, test } from './fixtures';

test('the about page tells the story and shows the three pillars and four values', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`${about.pageTitle} | ${site.name}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.title);
  await expect(page.getByRole('main')).toContainText(`founded in ${site.foundedYear}`);
  for (const paragraph of about.story) await expect(page.getByRole('main')).toContainText(paragraph);
  for (const { title } of [...about.pillars, ...about.values]) {
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
  }
  expect(about.pillars.map((pillar) => pillar.title)).toEqual(['Transparent', 'Data-Driven', 'Community']);
  expect(about.values.map((value) => value.title)).toEqual([
    'Accountability',
    'Research',
    'Long-term Focus',
    'Community First',
  ]);
});
