import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import { resultLabels } from '@/content/record/words';
import { pickPath, pickPreviewPath, recordYearPath } from '@/content/routes';
import { siteConfig } from '@/data/config';
import { getRecord } from '@/data/record/ledger';
import { formatOdds } from '@/lib/record/math.mjs';
import { voidStatusOf } from '@/lib/record/model.mjs';
import { formatUnits } from '@/lib/record/presentation/display';
import type { RevealedPick } from '@/lib/record/types';
import { fixtureBuilds, fixtureOrigin, serveFixtureBuild, type FixtureBuild } from './fixtureBuilds';
import { sealedBuild, sealedPick } from './fixtures/record/moments.mjs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

// Each worker that runs tests of this file serves both builds to them, so the tests spread over the
// workers instead of queueing in one.
const test = base.extend<{ fixtureServers: void }>({
  fixtureServers: [
    async ({}, use, testInfo) => {
      await Promise.all([
        serveFixtureBuild('sealed', testInfo.parallelIndex),
        serveFixtureBuild('revealed', testInfo.parallelIndex),
      ]);
      await use();
    },
    { auto: true },
  ],
});

const address = (build: FixtureBuild, pathname: string) =>
  `${fixtureOrigin(build, test.info().parallelIndex)}${pathname}`;

/** The pick's row of a build's record.csv. */
function row(build: FixtureBuild): Record<string, string> {
  const rows: Record<string, string>[] = parse(readFileSync(path.join(fixtureBuilds[build], 'record.csv'), 'utf8'), {
    bom: true,
    columns: true,
  });
  const found = rows.find((candidate) => candidate.id === sealedPick.id);
  if (!found) throw new Error(`${sealedPick.id} is not in ${fixtureBuilds[build]}/record.csv`);
  return found;
}

test('a pick’s page shows it sealed before the start and revealed after, at one address under one seal', async ({
  page,
}) => {
  const seal = row('revealed').seal ?? '';
  expect(seal).toMatch(/^[0-9a-f]{64}$/);

  await page.goto(address('sealed', pickPath(sealedPick.id)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${sealedPick.id}: sealed until the start`);
  const sealedMain = page.getByRole('main');
  await expect(sealedMain).toContainText(seal);
  await expect(sealedMain).toContainText('Sealed until Nov 30, 2026, 8:15 PM EST');
  for (const hidden of [sealedPick.event, sealedPick.selection, sealedPick.sportsbook, '−105', '-105']) {
    await expect(sealedMain).not.toContainText(hidden);
  }
  await expect(sealedMain.getByRole('img')).toHaveCount(0);

  await page.goto(address('revealed', pickPath(sealedPick.id)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${sealedPick.id}: ${sealedPick.selection}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(seal);
  await expect(main).toContainText(row('revealed').secret ?? 'no secret');
  for (const shown of [sealedPick.event, sealedPick.sportsbook, '-105']) await expect(main).toContainText(shown);
  // The command on the page recomputes the seal it shows.
  const command = await main.locator('pre code').first().textContent();
  expect(command).toContain(sealedPick.selection);
});

test('a pick’s page names its share card and its canonical address, and links back to its year', async ({ page }) => {
  for (const build of ['sealed', 'revealed'] as const) {
    await page.goto(address(build, pickPath(sealedPick.id)));
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(card ?? '').pathname).toBe(pickPreviewPath(sealedPick.id));
    expect(await page.locator('meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
    expect(await page.locator('meta[property="og:image:height"]').getAttribute('content')).toBe('630');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname).toBe(pickPath(sealedPick.id));
    await expect(
      page.getByRole('navigation', { name: 'More picks' }).getByRole('link', { name: 'Every pick of 2026' }),
    ).toHaveAttribute('href', recordYearPath(2026));
  }
});

test('the year page’s row of a pick links to the pick’s page', async ({ page }) => {
  await page.goto(address('revealed', recordYearPath(2026)));
  await page.getByRole('link', { name: sealedPick.id, exact: true }).click();
  await expect(page).toHaveURL(address('revealed', pickPath(sealedPick.id)));
});

// The sealed and revealed pick, and a corrected one, whose checks have a block per link.
for (const [build, id] of [
  ['sealed', sealedPick.id],
  ['revealed', sealedPick.id],
  ['revealed', 'FX-0002'],
] as const) {
  test(`the ${build} pick page of ${id} has no axe violations`, async ({ page }) => {
    test.slow();
    await page.goto(address(build, pickPath(id)));
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .setLegacyMode(true)
      .analyze();
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
  });
}

// The last post-build step reads the finished build, the pages put back from the build cache
// included: a sealed pick's secret in any file, or a pick page from another build, stops it.
test('the build’s last check stops on a sealed pick’s secret in any file and on a page that is not the pick’s own', () => {
  const secret = row('revealed').secret ?? '';
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  const check = (dir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/run.mjs', dir, '--only', 'sealed'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        RECORD_CONTENT_DIR: 'e2e/fixtures/record',
        SOURCE_DATE_EPOCH: String(Math.floor(sealedBuild.getTime() / 1000)),
      },
    });
  const copy = mkdtempSync(path.join(tmpdir(), 'sealed-'));
  try {
    cpSync(fixtureBuilds.sealed, copy, { recursive: true });
    expect(check(copy).status).toBe(0);
    const feed = path.join(copy, 'record/feed.atom');
    writeFileSync(feed, readFileSync(feed, 'utf8').replace('</feed>', `<!-- ${secret} --></feed>`));
    const page = path.join(copy, `${pickPath('FX-0004')}.html`);
    writeFileSync(page, readFileSync(path.join(copy, `${pickPath('FX-0003')}.html`)));
    const result = check(copy);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`record/feed.atom holds the secret of ${sealedPick.id}, which is sealed`);
    expect(result.stderr).toContain("record/picks/FX-0004.html does not show FX-0004's seal");
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

// The page's commands, pasted into a shell one after another, recompute the seal and the chain value
// the page shows and check the authority's token over that value, as a reader would run them.
test('the revealed page’s commands, run in a shell, recompute its seal and chain value and verify its token', async ({
  page,
}) => {
  await page.goto(address('revealed', pickPath(sealedPick.id)));
  const commands = (await page.locator('#check pre code').allTextContents()).join('\n');
  const shell = mkdtempSync(path.join(tmpdir(), 'check-'));
  try {
    const run = spawnSync(
      'bash',
      ['-euo', 'pipefail', '-c', commands.replaceAll(siteConfig.url, address('revealed', ''))],
      {
        cwd: shell,
        encoding: 'utf8',
      },
    );
    expect(run.stdout + run.stderr).toContain('Verification: OK');
    expect(run.status).toBe(0);
    const [seal, chain] = run.stdout.split('\n');
    expect(seal).toBe(row('revealed').seal);
    expect(chain).toBe(row('revealed').chain);
    expect(run.stdout).toMatch(/Time stamp: \w{3} +\d+ [\d:]+ 2026 GMT/);
  } finally {
    rmSync(shell, { recursive: true, force: true });
  }
});

// A corrected pick has three links: the commands of each, run one after another, recompute its
// leaf and chain value as /record/chain.csv gives them and verify its own token.
test('a corrected pick’s commands, run in a shell, check its grade and its correction with their own tokens', async ({
  page,
}) => {
  await page.goto(address('revealed', pickPath('FX-0002')));
  const blocks = await page.locator('#check pre code').allTextContents();
  expect(blocks).toHaveLength(3);
  const chain: Record<string, string>[] = parse(
    readFileSync(path.join(fixtureBuilds.revealed, 'record/chain.csv'), 'utf8'),
    {
      columns: true,
    },
  );
  const links = chain.filter((entry) => entry.pick_id === 'FX-0002');
  const shell = mkdtempSync(path.join(tmpdir(), 'check-'));
  try {
    const run = spawnSync(
      'bash',
      ['-euo', 'pipefail', '-c', blocks.join('\n').replaceAll(siteConfig.url, address('revealed', ''))],
      { cwd: shell, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').filter((line) => !line.startsWith('Time stamp'))).toEqual([
      ...links.flatMap((entry) => [entry.leaf, entry.chain, 'Verification: OK']),
      '',
    ]);
  } finally {
    rmSync(shell, { recursive: true, force: true });
  }
});

test('a term the proof links lands below the sticky header, in the terms section', async ({ page }) => {
  await page.goto(address('revealed', pickPath('FX-0002')));
  await page.locator('#proof').getByRole('link', { name: 'chain value', exact: true }).click();
  await expect(page).toHaveURL(/#term-chain$/);
  const term = page.locator('#terms #term-chain');
  await expect(term).toBeInViewport();
  const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
  await expect.poll(async () => (await term.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
});

// The follower's first screen (issue 47): on a phone, with the trial banner showing, every kind of
// pick answers what was picked, at what price, when it was posted against the start, how it ended
// and what it made, above the banner. The sample build (out/) has every graded kind; the fixture
// builds have the sealed pick and, after its start, the pending one.
test.describe('the first screen of a pick page on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const revealed = getRecord().picks.filter((pick): pick is RevealedPick => pick.state === 'revealed');
  /** The newest pick of a kind in the sample ledger. */
  const newest = (kind: string, is: (pick: RevealedPick) => boolean) => {
    const found = revealed.findLast(is);
    if (!found) throw new Error(`the sample ledger has no ${kind} pick`);
    return found;
  };
  const straight = (pick: RevealedPick) => pick.market !== 'parlay' && pick.correctedBy.length === 0;
  const sample = [
    ['win', newest('win', (pick) => straight(pick) && pick.result === 'win')],
    ['loss', newest('loss', (pick) => straight(pick) && pick.result === 'loss')],
    ['push', newest('push', (pick) => straight(pick) && pick.result === 'push')],
    ['void (game not played)', newest('void', (pick) => straight(pick) && !!voidStatusOf(pick.score))],
    ['void (by the book)', newest('void', (pick) => pick.result === 'void' && !voidStatusOf(pick.score))],
    ['corrected', newest('corrected', (pick) => pick.correctedBy.length > 0 && pick.result !== 'void')],
    ['parlay', newest('parlay', (pick) => pick.market === 'parlay' && pick.result !== 'pending')],
  ] as const;

  /** Each element's box lies between the header and the banner: on the first screen, not under either. */
  async function onFirstScreen(page: Page, what: Record<string, Locator>) {
    const banner = page.locator('aside[aria-labelledby="trial-banner-title"]');
    await expect(banner).toBeVisible();
    const fold = (await banner.boundingBox())?.y ?? 0;
    expect(fold, 'the banner leaves about 723 px').toBeGreaterThanOrEqual(700);
    for (const [name, locator] of Object.entries(what)) {
      await expect(locator, name).toBeVisible();
      const box = await locator.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0), `${name} ends above the banner`).toBeLessThanOrEqual(fold);
    }
  }

  for (const [kind, pick] of sample) {
    test(`a ${kind} pick (${pick.id})`, async ({ page }) => {
      await page.goto(pickPath(pick.id));
      const summary = page.locator('section[aria-labelledby="pick-title"]');
      await onFirstScreen(page, {
        pick: summary.locator(`[data-claim="${pick.market === 'parlay' ? 'event' : 'selection'}"]`),
        odds: summary.locator('[data-claim="odds"]'),
        lead: summary.getByText(/^Posted \d.* before the start$/),
        result: summary.locator('[data-claim="result"]'),
        profit: summary.locator('[data-claim="profit"]'),
      });
      await expect(summary.locator('[data-claim="selection"], [data-claim="event"]').first()).toHaveText(
        pick.market === 'parlay' ? pick.event : pick.selection,
      );
      await expect(summary.locator('[data-claim="odds"]')).toHaveText(formatOdds(pick.odds));
      await expect(summary.locator('[data-claim="result"]')).toHaveText(resultLabels[pick.result]);
      await expect(summary.locator('[data-claim="profit"]')).toHaveText(`${formatUnits(pick.profit ?? 0)} u`);
    });
  }

  test(`the sealed pick (${sealedPick.id}) and, after its start, the pending one`, async ({ page }) => {
    await page.goto(address('sealed', pickPath(sealedPick.id)));
    const sealedSummary = page.locator('section[aria-labelledby="pick-title"]');
    await onFirstScreen(page, {
      stake: sealedSummary.locator('[data-claim="stake"]'),
      lead: sealedSummary.getByText(/^Posted \d.* before the start$/),
      result: sealedSummary.getByText(/^Sealed until \w{3} \d+, \d{4}, \d+:\d\d [AP]M E[SD]T$/),
    });
    await page.goto(address('revealed', pickPath(sealedPick.id)));
    const summary = page.locator('section[aria-labelledby="pick-title"]');
    await onFirstScreen(page, {
      pick: summary.locator('[data-claim="selection"]'),
      odds: summary.locator('[data-claim="odds"]'),
      lead: summary.getByText(/^Posted \d.* before the start$/),
      result: summary.locator('[data-claim="result"]'),
    });
    await expect(summary.locator('[data-claim="result"]')).toHaveText(resultLabels.pending);
    await expect(summary.locator('[data-claim="profit"]')).toHaveCount(0);
  });

  test('a pick page reads without sideways scrolling from 320 to 414 px, its dates unbroken', async ({ page }) => {
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 812 });
      for (const [, pick] of [sample[0], sample[6]]) {
        await page.goto(pickPath(pick.id));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${pick.id} at ${width} px`).toBe(0);
        // A date wraps, if at all, between its day and its time, never inside either.
        for (const part of await page.locator('section[aria-labelledby="pick-title"] time span').all()) {
          const box = await part.boundingBox();
          expect(box?.height ?? 0, `${await part.textContent()} at ${width} px`).toBeLessThan(30);
        }
      }
    }
  });
});
