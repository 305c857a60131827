import type { Page } from '@playwright/test';

/** The headline's section on /record and on each year page. */
export const INTRO = 'section[aria-labelledby="record-title"]';

/** The figures of the first list of figures under `scope`, by their label. */
export function figures(page: Page, scope: string): Promise<Record<string, string>> {
  return page
    .locator(`${scope} dl`)
    .first()
    .evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll(':scope > div')].map((item) => [
          item.querySelector('dt')?.textContent ?? '',
          item.querySelector('dd')?.textContent ?? '',
        ]),
      ),
    );
}

/** A figure's value and its note, by its label. */
export function figure(page: Page, label: string) {
  const box = page.locator('dl > div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  return { value: box.locator('dd').first(), note: box.locator('dd').nth(1) };
}

/** The cells of a table's rows, by the text of their first cell, in the table's order. */
export async function tableRows(page: Page, caption: string): Promise<Map<string, string[]>> {
  const table = page.locator('table', { has: page.locator('caption', { hasText: caption }) });
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim() ?? '')));
  return new Map(rows.map(([label = '', ...cells]) => [label, cells]));
}
