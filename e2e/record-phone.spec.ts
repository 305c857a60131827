import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getRecord } from '@/data/record/ledger';
import { recordPickRow } from '@/content/record/words';
import { recordSettings } from '@/content/record/settings.mjs';
import { pickPath, recordYearPath, routes } from '@/content/routes';
import { parseLegs } from '@/lib/record/ledger/grading.mjs';
import { calendarYear } from '@/lib/record/math.mjs';
import type { RevealedPick } from '@/lib/record/types';
import { sealedPick } from './fixtures/record/moments.mjs';
import { expect, latestYearPage, test } from './fixtures';

// Every kind of record page on a phone, from 320 to 414 px: the document never scrolls sideways, and
// no box scrolls both ways inside a page that scrolls (issue 47: /record/picks was a 1,077 px table
// in a 343 × 487 box). The picks tables lay each pick out as a card that is one link to its page.
// The three widths are set one after another in the desktop project's browser (playwright.config.ts).

const widths = [320, 375, 414];
const { picks } = getRecord();
const revealed = picks.filter((pick): pick is RevealedPick => pick.state === 'revealed');
const win = revealed.find((pick) => pick.result === 'win' && pick.market !== 'parlay');
const parlay = revealed.find((pick) => pick.market === 'parlay');

/** The document's width against the screen's, and every element that scrolls both ways. */
function overflowAt(page: Page) {
  return page.evaluate(() => {
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const both = [...document.querySelectorAll('*')].filter((element) => {
      const style = getComputedStyle(element);
      return (
        element.scrollWidth > element.clientWidth &&
        element.scrollHeight > element.clientHeight &&
        (scrolls(style.overflowX) || scrolls(style.overflowY))
      );
    });
    return {
      sideways: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      scrollsBothWays: both.map(
        (element) =>
          `<${element.localName} class="${element.className}"> ${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}`,
      ),
    };
  });
}

async function expectNoSidewaysScrolling(page: Page, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 812 });
    expect(await overflowAt(page), `${path} at ${width} px`).toEqual({ sideways: 0, scrollsBothWays: [] });
  }
}

test.describe('on a phone', () => {
  const pages = [
    routes.record,
    latestYearPage,
    routes.picks,
    ...(win ? [pickPath(win.id)] : []),
    ...(parlay ? [pickPath(parlay.id)] : []),
  ];

  test('the record has a win and a parlay to show', () => {
    expect(win, 'a graded win').toBeDefined();
    expect(parlay, 'a revealed parlay').toBeDefined();
  });

  for (const path of pages) {
    test(`${path} needs no sideways scrolling, and nothing in it scrolls both ways`, async ({ page }) => {
      await page.setViewportSize({ width: widths[0] ?? 320, height: 812 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScrolling(page, path);
    });
  }

  for (const path of [routes.picks, latestYearPage]) {
    test(`on ${path} each pick is a card: its result in view, the whole card one link to its page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      const rows = page.locator('main tbody tr');
      await expect(rows.first()).toBeVisible();
      const cards = await page.locator('main tbody tr').evaluateAll((trs) =>
        trs.slice(0, 40).map((tr) => {
          const row = tr as HTMLTableRowElement;
          const box = row.getBoundingClientRect();
          const result = row.cells[5]?.getBoundingClientRect();
          // The middle of the event's cell, which has no link of its own: the card's link answers there.
          const event = row.cells[1]?.getBoundingClientRect();
          row.scrollIntoView({ block: 'center', behavior: 'instant' });
          const at = event ? row.cells[1]?.getBoundingClientRect() : undefined;
          const hit = at ? document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2) : null;
          return {
            page: row.cells[0]?.querySelector('a')?.getAttribute('href') ?? '',
            link: hit?.closest('a')?.getAttribute('href') ?? '',
            height: box.height,
            resultInView: !!result && result.width > 0 && result.right <= document.documentElement.clientWidth,
            eventWidth: event?.width ?? 0,
          };
        }),
      );
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card, card.page).toMatchObject({ link: card.page, resultInView: true });
        expect(card.height, `${card.page}: the card's height, its link's target`).toBeGreaterThanOrEqual(44);
      }
    });
  }

  test('a parlay’s card counts its legs by how they ended and lists none of them', async ({ page }) => {
    if (!parlay) throw new Error('the record has no revealed parlay');
    const legs = parseLegs(parlay.selection);
    if (!legs.ok) throw new Error(`${parlay.id}: ${legs.message}`);
    await page.setViewportSize({ width: 375, height: 812 });
    // The parlay's year page has its row; /record/picks has it only while it is among the newest.
    await page.goto(recordYearPath(Number(calendarYear(parlay.eventStart, recordSettings.timeZone))));
    const row = page.locator('main tbody tr', { has: page.locator(`a[href="${pickPath(parlay.id)}"]`) });
    const pickCell = row.locator('td').nth(1);
    await expect(pickCell).toHaveText(new RegExp(`^${recordPickRow.parlayLegs(legs.value.length, [])}\\b`));
    for (const leg of legs.value) await expect(pickCell).not.toContainText(leg.event);
    const box = await row.boundingBox();
    // Two lines of the event and pick at most, not a line per leg.
    expect(box?.height ?? 0).toBeLessThan(260);
  });
});

// The sealed fixture's page (out-sealed/, `npm run build:fixtures:record`), served by the preview server.
test.describe('the sealed fixture’s page on a phone', () => {
  const port = Number(process.env.E2E_PORT ?? 4173) + 3;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    expect(existsSync('out-sealed/404.html'), 'out-sealed/: run `npm run build:fixtures:record` first').toBe(true);
    server = spawn(process.execPath, ['scripts/serve.mjs', String(port), 'out-sealed'], { stdio: 'ignore' });
    await expect(async () => {
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    }).toPass({ timeout: 10_000 });
  });
  test.afterAll(() => {
    server?.kill();
  });

  test(`${pickPath(sealedPick.id)} needs no sideways scrolling, and nothing in it scrolls both ways`, async ({
    browser,
  }) => {
    const page = await browser.newPage();
    const path = pickPath(sealedPick.id);
    await page.setViewportSize({ width: widths[0] ?? 320, height: 812 });
    await page.goto(`http://127.0.0.1:${port}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScrolling(page, path);
    await page.close();
  });
});
