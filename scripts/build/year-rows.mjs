#!/usr/bin/env node
// Post-build step 2 of 5: a year page's picks tables are built with empty bodies and their rows in
// the year's rows.json (components/record/RecordPicksTable.tsx says why). This writes the rows into
// the HTML and deletes every rows.json, which is a build file, not something to publish.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { filesIn, out } from '../out-files.mjs';
import { readPages } from './pages.mjs';

const WAITING = /<tbody data-rows="([^"]+)"><\/tbody>/g;

const pages = await readPages();
const rowFiles = new Set(filesIn(out, 'rows.json'));
let tables = 0;
for (const { file, html } of pages) {
  const marked = html.split('data-rows="').length - 1;
  if (marked === 0) continue;
  const waiting = [...html.matchAll(WAITING)].length;
  if (waiting !== marked) {
    throw new Error(
      `${path.relative(out, file)}: ${marked} tables are marked data-rows but ${waiting} have the empty <tbody data-rows="…"></tbody> this step fills. Next's output changed shape: update the pattern in scripts/build/year-rows.mjs.`,
    );
  }
  const rowsFile = `${file.slice(0, -'.html'.length)}/rows.json`;
  if (!existsSync(rowsFile)) {
    throw new Error(`${path.relative(out, file)}: its tables wait for rows, but the build wrote no ${rowsFile}`);
  }
  rowFiles.delete(rowsFile);
  /** @type {Record<string, unknown>} */
  const rows = JSON.parse(await readFile(rowsFile, 'utf8'));
  await writeFile(
    file,
    html.replace(WAITING, (_, id) => {
      const body = rows[id];
      if (typeof body !== 'string')
        throw new Error(`${path.relative(out, file)}: ${rowsFile} has no rows for table ${id}`);
      tables += 1;
      return `<tbody>${body}</tbody>`;
    }),
  );
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
