#!/usr/bin/env node
// Post-build step (package.json lists their order): a year page's picks tables are built with empty bodies and their rows in
// the year's rows.json (components/record/RecordPicksTable.tsx says why). This writes the rows into
// the HTML and deletes every rows.json, which is a build file, not something to publish.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesIn, out } from '../out-files.mjs';
import { applyEdits, attributesOf, elementsIn, parsePage, placeOf, startTagHtml } from './html.mjs';
import { readPages } from './pages.mjs';

const pages = await readPages();
const rowFiles = new Set(filesIn(out, 'rows.json'));
let tables = 0;
for (const { file, html } of pages) {
  const page = path.relative(out, file);
  const marked = elementsIn(parsePage(html), (element) => 'data-rows' in attributesOf(element));
  if (marked.length === 0) continue;
  const rowsFile = `${file.slice(0, -'.html'.length)}/rows.json`;
  if (!existsSync(rowsFile)) {
    throw new Error(`${page}: its tables wait for rows, but the build wrote no ${rowsFile}`);
  }
  rowFiles.delete(rowsFile);
  /** @type {Record<string, unknown>} */
  const rows = JSON.parse(await readFile(rowsFile, 'utf8'));
  const edits = marked.flatMap((element) => {
    const place = placeOf(element, page);
    if (element.tagName !== 'tbody' || element.childNodes.length > 0 || !place.hasEndTag) {
      throw new Error(
        `${page}: an element marked data-rows that is not the empty <tbody data-rows="…"></tbody> this step fills: ${html.slice(place.startTag.start, place.startTag.end)}. Next's output changed shape: update scripts/build/year-rows.mjs.`,
      );
    }
    const { 'data-rows': id = '', ...kept } = attributesOf(element);
    const body = rows[id];
    if (typeof body !== 'string') throw new Error(`${page}: ${rowsFile} has no rows for table ${id}`);
    tables += 1;
    // The start tag loses its mark, keeping any other attribute; the rows go between the tags.
    return [
      { ...place.startTag, text: startTagHtml('tbody', kept) },
      { ...place.inner, text: body },
    ];
  });
  await writeFile(file, applyEdits(html, edits, page));
  await rm(rowsFile);
}
// A year with no picks yet (a new ledger's first page) has no table, and its rows.json no rows.
for (const file of rowFiles) {
  if (Object.keys(JSON.parse(await readFile(file, 'utf8'))).length > 0) continue;
  await rm(file);
  rowFiles.delete(file);
}
if (rowFiles.size) {
  throw new Error(
    `${[...rowFiles].map((file) => path.relative(out, file)).join(', ')}: rows written for a page that has no table waiting for them. Each year page and its rows.json come from app/record/[year]/.`,
  );
}
console.log(`year-rows: ${tables} tables filled.`);
