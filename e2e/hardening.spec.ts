import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { out } from '../scripts/out-files.mjs';
import { desktopOnly, expect, isStaticPage, latestYearPage, routes, test } from './fixtures';

const banner = (page: Page) => page.getByRole('complementary', { name: '3-Day Free Trial' });

// Every page without a hero shows the trial banner from the first paint, so its close button must
// work when the site's own scripts fail to arrive (scripts on, chunks blocked).
test.describe('with the site’s scripts blocked', () => {
  test.use({ blockSiteScripts: true, allowDocument404: true });

  // A pick's page has no script of the site's to block: it works this way always.
  for (const route of [...routes.filter((route) => route !== '/' && !isStaticPage(route)), '/no-such-page']) {
    test(`on ${route} the banner's close button closes it for good`, async ({ page }) => {
      await page.goto(route);
      await expect(banner(page)).toBeVisible();
      await banner(page)
        .getByRole('button', { name: /dismiss/i })
        .click();
      await expect(banner(page)).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
    });
  }
});

// WCAG 1.4.10 Reflow: at 320 CSS px nothing scrolls sideways; a wide table scrolls in its own region.
// One width, measured once, in the desktop project.
test.describe('at 320 × 640', desktopOnly, () => {
  test.use({ viewport: { width: 320, height: 640 }, allowDocument404: true });

  for (const route of [...routes, latestYearPage, '/no-such-page']) {
    test(`${route} fits without sideways scrolling`, async ({ page }) => {
      await page.goto(route);
      const overflow = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const past = [...document.body.querySelectorAll('*')].filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.right <= width + 0.5) return false;
          // Inside a region that scrolls on its own (a table's), running past its edge is the point.
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            if (['auto', 'scroll'].includes(getComputedStyle(parent).overflowX)) return false;
          }
          return true;
        });
        return {
          scrollWidth: document.documentElement.scrollWidth,
          past: past
            .filter((element) => !past.includes(element.parentElement as Element))
            .map((element) => `<${element.localName}> "${(element.textContent ?? '').trim().slice(0, 40)}"`),
        };
      });
      expect(overflow, `${route} at 320 px`).toEqual({ scrollWidth: 320, past: [] });
    });
  }
});

// The download stays inert in every spreadsheet locale: LibreOffice Calc opens /record.csv and
// /record/corrections.csv split on commas, on semicolons (the default in many European locales) and
// on tabs, with formulas evaluated, and finds no formula in any cell. A control file, split the
// same way, shows the method sees a formula when one is there.
test.describe('the downloads in a spreadsheet', desktopOnly, () => {
  const separators = { comma: 44, semicolon: 59, tab: 9 } as const;
  // A cell that starts a formula right after the separator (for ";", the note the review found).
  const control = {
    comma: 'id,note\nRC-1,x,=1+1\n',
    semicolon: 'id,note\nRC-1,x;=1+1;y\n',
    tab: 'id\tnote\nRC-1\tx\t=1+1\n',
  } as const;

  for (const [name, code] of Object.entries(separators) as [keyof typeof separators, number][]) {
    test(`split on ${name === 'tab' ? 'tabs' : `${name}s`}, no cell of either file is a formula`, () => {
      // About 3 s a run here with a fresh profile; the limit is several times the slowest run.
      test.setTimeout(60_000);
      const dir = mkdtempSync(path.join(tmpdir(), 'spreadsheet-'));
      try {
        writeFileSync(path.join(dir, 'control.csv'), control[name]);
        const converted = spawnSync(
          'soffice',
          [
            '--headless',
            `-env:UserInstallation=file://${dir}/profile`,
            '--convert-to',
            'fods',
            // Separator, double quote, UTF-8, from line 1, …, and token 13: evaluate formulas.
            `--infilter=CSV:${code},34,76,1,,1033,false,true,false,false,false,-1,true`,
            '--outdir',
            dir,
            path.join(dir, 'control.csv'),
            path.join(out, 'record.csv'),
            path.join(out, 'record', 'corrections.csv'),
          ],
          { encoding: 'utf8' },
        );
        expect(converted.status, converted.stderr).toBe(0);
        const sheet = (file: string) => readFileSync(path.join(dir, `${file}.fods`), 'utf8');
        expect(sheet('control'), 'the control file').toContain('table:formula="of:=1+1"');
        // The first corrected pick is in both files: the sheets hold the record, not an empty table.
        const corrected = readFileSync(path.join(out, 'record', 'corrections.csv'), 'utf8').match(/\bRC-\d{4}\b/)?.[0];
        expect(corrected).toBeDefined();
        for (const file of ['record', 'corrections']) {
          expect(sheet(file), file).toContain(corrected ?? '');
          expect(sheet(file).match(/table:formula="[^"]*"/g) ?? [], file).toEqual([]);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
