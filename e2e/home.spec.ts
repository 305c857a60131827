import { homeSection, routes as siteRoutes, sectionIds } from '@/content/routes';
import { faq } from '@/data/copy';
import { hero as heroCopy } from '@/data/copy';
import { pricing } from '@/content/site';
import { siteConfig } from '@/data/config';
import { testimonials, testimonialsSection } from '@/content/testimonials';
import { trackRecord } from '@/data/copy';
import { desktopOnly, expect, isPhone, overlays, test } from './fixtures';

test('the seven sections come in the order of the specification', desktopOnly, async ({ page }) => {
  await page.goto('/');
  const ids = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')));
  expect(ids).toEqual([
    'hero-title',
    sectionIds.transparency,
    sectionIds.trackRecord,
    sectionIds.valueProposition,
    sectionIds.pricing,
    sectionIds.testimonials,
    sectionIds.faq,
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the hero shows the badge and the headline, and its buttons reach pricing and the track record', async ({
  page,
}) => {
  await page.goto('/');
  const hero = page.locator('main > section').first();
  await expect(hero.getByText(heroCopy.badge ?? '')).toBeVisible();
  await expect(hero.getByRole('heading', { level: 1 })).toContainText('handicappers');

  await hero.getByRole('link', { name: /free trial/ }).click();
  await expect(page).toHaveURL(new RegExp(`#${sectionIds.pricing}$`));
  await expect(page.locator(`#${sectionIds.pricing}`)).toBeInViewport();

  await page.goto('/');
  await hero.getByRole('link', { name: 'See the proof' }).click();
  await expect(page).toHaveURL(new RegExp(`#${sectionIds.trackRecord}$`));
  await expect(page.locator(`#${sectionIds.trackRecord}`)).toBeInViewport();
});

test('a section linked from another page, however far down, is not hidden under the fixed header', async ({ page }) => {
  // The FAQ is the last section: every late change of layout above it (the font, the checkout
  // frame, the record's figures) would move it after the browser scrolled to it.
  await page.goto(homeSection(sectionIds.faq));
  const heading = page.locator(`#${sectionIds.faq}-title`);
  await expect(heading).toBeInViewport();
  const box = await heading.boundingBox();
  const { headerBottom } = await overlays(page);
  expect(box?.y).toBeGreaterThanOrEqual(headerBottom);
});

test('the comparison and the timeline show their rows, with upcoming events marked', desktopOnly, async ({ page }) => {
  await page.goto('/');
  await expect(page.locator(`#${sectionIds.transparency} table tbody tr`)).toHaveCount(6);
  const upcoming = page.locator(`#${sectionIds.trackRecord} li`, { hasText: 'Upcoming' });
  await expect(upcoming).toHaveCount(trackRecord.events.filter((event) => event.upcoming).length);
});

test('the value proposition shows six features and two priced add-ons', desktopOnly, async ({ page }) => {
  await page.goto('/');
  const section = page.locator(`#${sectionIds.valueProposition}`);
  await expect(section.locator('ul').first().locator('> li')).toHaveCount(6);
  await expect(section.getByText('$25', { exact: true })).toBeVisible();
  await expect(section.getByText('per pick')).toBeVisible();
  await expect(section.getByText('for up to 5 picks')).toBeVisible();
});

test(
  'pricing shows the monthly fee, the daily figure, the trial and the checkout frame',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/');
    const section = page.locator(`#${sectionIds.pricing}`);
    await expect(section.getByText(`$${pricing.monthlyFee}`, { exact: true })).toBeVisible();
    await expect(section.getByText('about $1.67 a day')).toBeVisible();
    await expect(section.getByText(`${pricing.trialDays}-day free trial`).first()).toBeVisible();

    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', /payment widget/i);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('allow', 'payment');
    await expect(frame).toHaveAttribute('src', siteConfig.checkoutUrl);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await frame.scrollIntoViewIfNeeded();
    expect((await frame.boundingBox())?.height).toBe(400);
  },
);

test('with the checkout’s site unreachable, the pricing section still offers the checkout in a new tab', async ({
  page,
}) => {
  await page.goto('/');
  // The fixtures block every other site, as a strict firewall or a blocker would: wait until the
  // frame has asked for the checkout and been refused, so the link is seen in that state.
  const refused = page.waitForEvent('requestfailed', (request) => request.url().startsWith(siteConfig.checkoutUrl));
  const section = page.locator(`#${sectionIds.pricing}`);
  await section.locator('iframe').scrollIntoViewIfNeeded();
  await refused;
  const link = section.getByRole('link', { name: /open it in a new tab/i });
  await expect(link).toBeInViewport();
  const hit = await link.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { ok: !!top && el.contains(top), found: top?.outerHTML.slice(0, 120) ?? 'nothing' };
  });
  expect(hit.ok, `the center of the link shows ${hit.found}`).toBe(true);
  await expect(link).toHaveAttribute('href', siteConfig.checkoutUrl);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the checkout frame shows a placeholder, then loads without moving anything', async ({ page }) => {
  await page.goto('/');
  // A stand-in for the provider, served by the test itself, that answers only when the test says so.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(siteConfig.checkoutUrl, async (route) => {
    await answered;
    await route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Checkout</title><body style="margin:0;background:#fff"><h1>Stand-in checkout</h1>',
    });
  });
  // Not buffered: a shift while the page loaded, before the frame, is not the frame's doing.
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
    Object.assign(window, { shifts });
  });
  const frame = page.locator(`#${sectionIds.pricing} iframe`);
  await frame.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = page.locator(`#${sectionIds.pricing}`).getByText(`Loading the secure checkout from`);
  await expect(box).toBeVisible();
  await expect(box).toContainText(new URL(siteConfig.checkoutUrl).host);
  expect((await frame.boundingBox())?.height).toBe(400);

  answer();
  await expect(
    page.frameLocator(`#${sectionIds.pricing} iframe`).getByRole('heading', { name: 'Stand-in checkout' }),
  ).toBeVisible();
  // The loaded frame covers the placeholder.
  const covered = await box.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.tagName;
  });
  expect(covered).toBe('IFRAME');
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((done) =>
        requestAnimationFrame(() => done((window as unknown as { shifts: number[] }).shifts)),
      ),
  );
  expect(shifts, 'layout shifts while the frame loaded').toEqual([]);
});

test('the checkout link says once that it opens a new tab', desktopOnly, async ({ page }) => {
  await page.goto('/');
  const link = page.locator(`#${sectionIds.pricing} a[href="${siteConfig.checkoutUrl}"]`);
  await expect(link).toHaveAccessibleName(/new tab/);
  const name = await link.evaluate((el) => el.textContent ?? '');
  expect(name.match(/new tab/g)).toHaveLength(1);
});

test('testimonials announce their ratings and the sample slips show every figure', desktopOnly, async ({ page }) => {
  await page.goto('/');
  const section = page.locator(`#${sectionIds.testimonials}`);
  await expect(section.locator('figure')).toHaveCount(testimonials.length);
  for (const testimonial of testimonials) {
    await expect(section.getByRole('img', { name: `${testimonial.rating} out of 5` }).first()).toBeVisible();
  }
  const slip = section.locator('article').first();
  for (const label of Object.values(testimonialsSection.slipFigures)) await expect(slip.getByText(label)).toBeVisible();
  await expect(slip).toContainText('-110');
  await expect(slip).toContainText('$110');
  await expect(slip).toContainText('$100');
});

test(
  'an FAQ question works from the keyboard and tells screen readers whether it is open',
  desktopOnly,
  async ({ page }) => {
    await page.goto('/');
    const [first] = faq;
    if (!first) throw new Error('the FAQ needs an item');
    const question = page.locator(`#${sectionIds.faq} summary`).first();
    await question.focus();
    await expect(question).toBeFocused();
    const expanded = async () => {
      const cdp = await page.context().newCDPSession(page);
      const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `#${sectionIds.faq} summary`,
      });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      await cdp.detach();
      const node = nodes[0];
      return {
        role: node?.role?.value,
        name: node?.name?.value,
        expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value,
      };
    };
    expect(await expanded()).toMatchObject({ name: first.question, expanded: false });
    await page.keyboard.press('Enter');
    await expect(page.getByText(first.answer)).toBeVisible();
    expect(await expanded()).toMatchObject({ expanded: true });
    await page.keyboard.press('Space');
    await expect(page.getByText(first.answer)).toBeHidden();
  },
);

test('printed, the FAQ shows every answer', desktopOnly, async ({ page }) => {
  await page.goto('/');
  await page.emulateMedia({ media: 'print' });
  for (const item of faq) await expect(page.getByText(item.answer)).toBeVisible();
});

test('the header links lead to their pages, and Join reaches pricing from another page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
  for (const [label, path] of [
    ['About', siteRoutes.about],
    ['Record', siteRoutes.record],
    ['Privacy', siteRoutes.privacy],
    ['Terms', siteRoutes.terms],
  ] as const) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', path);
  }
  // One followed (from the open menu on a phone); the others are the same plain links.
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(siteRoutes.about);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`${homeSection(sectionIds.pricing)}$`));
  await expect(page.locator(`#${sectionIds.pricing}`)).toBeInViewport();
});
