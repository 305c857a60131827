// Post-build step: a year page's picks tables are built with empty bodies and their rows in the
// year's rows.json (components/record/RecordPicksTable.tsx says why). This writes the rows into the
// HTML and deletes every rows.json, which is a build file, not something to publish.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { needs } from './build.mjs';
import { attributesOf, placeOf, startTagHtml } from './html.mjs';
import { filesUnder } from './built-pages.mjs';

/**
 * Fills each table of `page` marked data-rows from its rows.json; returns how many.
 * @param {import('./built-pages.mjs').Page} page
 * @param {Set<string>} rowFiles the rows.json files not yet used
 */
function fillTables(page, rowFiles) {
  const marked = page.elements((element) => 'data-rows' in attributesOf(element));
  if (marked.length === 0) return 0;
  const rowsFile = `${page.file.slice(0, -'.html'.length)}/rows.json`;
  if (!existsSync(rowsFile)) {
    throw new Error(`${page.name}: its tables wait for rows, but the build wrote no ${rowsFile}`);
  }
  rowFiles.delete(rowsFile);
  /** @type {Record<string, unknown>} */
  const rows = JSON.parse(readFileSync(rowsFile, 'utf8'));
  for (const element of marked) {
    const place = placeOf(element, page.name);
    if (element.tagName !== 'tbody' || element.childNodes.length > 0 || !place.hasEndTag) {
      throw new Error(
        `${page.name}: an element marked data-rows that is not the empty <tbody data-rows="…"></tbody> this step fills: ${page.html.slice(place.startTag.start, place.startTag.end)}. Next's output changed shape: update scripts/build/year-rows.mjs.`,
      );
    }
    const { 'data-rows': id = '', ...kept } = attributesOf(element);
    const body = rows[id];
    if (typeof body !== 'string') throw new Error(`${page.name}: ${rowsFile} has no rows for table ${id}`);
    // The start tag loses its mark, keeping any other attribute; the rows go between the tags.
    page.edit(place.startTag, startTagHtml('tbody', kept));
    page.edit(place.inner, body);
  }
  rmSync(rowsFile);
  return marked.length;
}

/** @type {import('./build.mjs').Step} */
export const yearRows = {
  name: 'year-rows',
  needs: [needs.pages],
  run(build) {
    const rowFiles = new Set(filesUnder(build.dir, 'rows.json'));
    let tables = 0;
    for (const page of build.pages) tables += fillTables(page, rowFiles);
    // A year with no picks yet (a new ledger's first page) has no table, and its rows.json no rows.
    for (const file of rowFiles) {
      if (Object.keys(JSON.parse(readFileSync(file, 'utf8'))).length > 0) continue;
      rmSync(file);
      rowFiles.delete(file);
    }
    if (rowFiles.size) {
      throw new Error(
        `${[...rowFiles].map((file) => path.relative(build.dir, file)).join(', ')}: rows written for a page that has no table waiting for them. Each year page and its rows.json come from app/record/[year]/.`,
      );
    }
    console.log(`year-rows: ${tables} tables filled.`);
  },
};
