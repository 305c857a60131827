import { faq } from '@/content/faq';
import { hero as heroCopy } from '@/content/hero';
import { pricing, site } from '@/content/site';
import { testimonials, testimonialsSection } from '@/content/testimonials';
import { trackRecord } from '@/content/timeline';
import { expect, isPhone, overlays, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the seven sections come in the order of the specification', async ({ page }) => {
  const ids = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')));
  expect(ids).toEqual([
    'hero-title',
    'transparency',
    'track-record',
    'value-proposition',
    'pricing',
    'testimonials',
    'faq',
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the hero shows the badge and the headline, and its buttons reach pricing and the track record', async ({
  page,
}) => {
  const hero = page.locator('main > section').first();
  await expect(hero.getByText(heroCopy.badge)).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('handicappers');

  await hero.getByRole('link', { name: /free trial/ }).click();
  await expect(page).toHaveURL(/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();

  await page.goto('/');
  await hero.getByRole('link', { name: 'See the proof' }).click();
  await expect(page).toHaveURL(/#track-record$/);
  await expect(page.locator('#track-record')).toBeInViewport();
});

test('a section scrolled to is not hidden under the fixed header', async ({ page }) => {
  for (const id of ['track-record', 'pricing', 'faq']) {
    await page.goto('about:blank');
    await page.goto(`/#${id}`);
    const heading = page.locator(`#${id}-title`);
    await expect(heading).toBeInViewport();
    const box = await heading.boundingBox();
    const { headerBottom } = await overlays(page);
    expect(box?.y).toBeGreaterThanOrEqual(headerBottom);
  }
});

test('scrolling is smooth, except when the visitor asks for reduced motion', async ({ page }) => {
  const behaviour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await behaviour()).toBe('smooth');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await behaviour()).toBe('auto');
});

test('the comparison and the timeline show their rows, with upcoming events marked', async ({ page }) => {
  await expect(page.locator('#transparency table tbody tr')).toHaveCount(6);
  const upcoming = page.locator('#track-record li', { hasText: 'Upcoming' });
  await expect(upcoming).toHaveCount(trackRecord.events.filter((event) => event.upcoming).length);
});

test('the value proposition shows six features and two priced add-ons', async ({ page }) => {
  const section = page.locator('#value-proposition');
  await expect(section.locator('ul').first().locator('> li')).toHaveCount(6);
  await expect(section.getByText('$25', { exact: true })).toBeVisible();
  await expect(section.getByText('per pick')).toBeVisible();
  await expect(section.getByText('for up to 5 picks')).toBeVisible();
});

test('pricing shows the monthly fee, the daily figure, the trial and the checkout frame', async ({ page }) => {
  const section = page.locator('#pricing');
  await expect(section.getByText(`$${pricing.monthlyFee}`, { exact: true })).toBeVisible();
  await expect(section.getByText('about $1.67 a day')).toBeVisible();
  await expect(section.getByText(`${pricing.trialDays}-day free trial`).first()).toBeVisible();

  const frame = section.locator('iframe');
  await expect(frame).toHaveAttribute('title', /payment widget/i);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('allow', 'payment');
  await expect(frame).toHaveAttribute('src', site.checkoutUrl);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await frame.scrollIntoViewIfNeeded();
  expect((await frame.boundingBox())?.height).toBe(400);

  const fallback = section.getByRole('link', { name: /open it in a new tab/i });
  await expect(fallback).toHaveAttribute('href', site.checkoutUrl);
  await expect(fallback).toHaveAttribute('target', '_blank');
  await expect(fallback).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the checkout frame keeps its 400 px so nothing below it moves', async ({ page }) => {
  const testimonialsTop = () =>
    page.locator('#testimonials').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const before = await testimonialsTop();
  await page.locator('#pricing iframe').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(await testimonialsTop()).toBe(before);
});

test('testimonials announce their ratings and the sample slips show every figure', async ({ page }) => {
  const section = page.locator('#testimonials');
  await expect(section.locator('figure')).toHaveCount(testimonials.length);
  for (const testimonial of testimonials) {
    await expect(section.getByRole('img', { name: `${testimonial.rating} out of 5` }).first()).toBeVisible();
  }
  const slip = section.locator('article').first();
  await expect(slip).toContainText('Sample slip');
  for (const label of Object.values(testimonialsSection.slipFigures)) await expect(slip.getByText(label)).toBeVisible();
  await expect(slip).toContainText('-110');
  await expect(slip).toContainText('$110');
  await expect(slip).toContainText('$100');
});

test('the FAQ lists all questions, opens one at a time and closes again', async ({ page }) => {
  const section = page.locator('#faq');
  const buttons = section.getByRole('button');
  await expect(buttons).toHaveCount(faq.length);
  const [first, second] = faq;
  if (!first || !second) throw new Error('the FAQ needs two items');

  await section.getByRole('button', { name: first.question }).click();
  await expect(section.getByText(first.answer)).toBeVisible();
  await section.getByRole('button', { name: second.question }).click();
  await expect(section.getByText(second.answer)).toBeVisible();
  await expect(section.getByText(first.answer)).toBeHidden();
  await section.getByRole('button', { name: second.question }).click();
  await expect(section.getByText(second.answer)).toBeHidden();
  await expect(section.locator('[aria-expanded="true"]')).toHaveCount(0);
});

test('the header links lead to their pages and Join reaches pricing from another page', async ({ page }) => {
  for (const [label, path] of [
    ['About', '/about'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
  ] as const) {
    await page.goto('/');
    if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/#pricing$/);
  await expect(page.locator('#pricing')).toBeInViewport();
});
