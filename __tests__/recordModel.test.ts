/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { downloadColumns } from '@/content/record/words';
import { cellsOf, readCsv, writeCsv } from '@/lib/record/ledger/csv.mjs';
import { gradingColumns } from '@/lib/record/ledger/historyRules.mjs';
import { readTable } from '@/lib/record/ledger/table';
import { columnLists, columnModel, gradeFields, publishedColumns, type ModelColumn } from '@/lib/record/model.mjs';
import type { LedgerProblem } from '@/lib/record/types';

/** The model with a column added after `sport`: what a newcomer's one edit looks like. */
const league: ModelColumn = {
  name: 'league',
  key: 'league',
  kind: 'text',
  sealed: true,
  graded: false,
  shownSealed: false,
  description: 'The league within the sport.',
};
const sportAt = columnModel.findIndex((column) => column.name === 'sport');
const extended: readonly ModelColumn[] = [
  ...columnModel.slice(0, sportAt + 1),
  league,
  ...columnModel.slice(sportAt + 1),
];

/** A row of docs/grading.md's table of columns, as the model says it. */
const docsRow = (column: ModelColumn) => [
  `\`${column.name}\``,
  column.description,
  column.sealed ? 'seal' : column.graded ? 'grade' : '',
  column.shownSealed ? 'shown' : 'blank',
];

/** The cells of the markdown table that follows `heading` in a file of the repository. */
function tableAfter(file: string, heading: string): string[][] {
  const text = readFileSync(path.join(process.cwd(), file), 'utf8');
  const start = text.indexOf(heading);
  expect(start).toBeGreaterThan(-1);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const table = lines.slice(
    first,
    lines.findIndex((line, index) => index > first && !line.startsWith('|')),
  );
  return table.slice(2).map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );
}

test('a column added to the model joins the reader, the writer, the seal, the sealed view and the published columns', () => {
  const lists = columnLists(extended);
  expect(lists.ledgerColumns.slice(0, 6)).toEqual(['id', 'posted', 'event_start', 'sport', 'league', 'event']);
  expect(lists.sealFields).toContain('league');
  expect(lists.hiddenWhileSealed).toContain('league');
  expect(lists.shownWhileSealed).toEqual(['id', 'posted', 'event_start', 'sport', 'stake', 'result']);
  expect(lists.correctableFields).toContain('league');
  expect(lists.publishedColumns.slice(0, 6)).toEqual(lists.ledgerColumns.slice(0, 6));

  const pick = {
    id: 'RC-1',
    posted: '2025-09-07T13:00:00-04:00',
    eventStart: 'x',
    sportCode: 'NFL',
    league: 'AFC',
    odds: -110,
  };
  const written = writeCsv(lists.ledgerColumns, [cellsOf(extended, pick)]);
  expect(written.split('\n')[0]).toBe(lists.ledgerColumns.join(','));
  expect(readCsv(written)[1]?.cells.slice(3, 5)).toEqual(['NFL', 'AFC']);

  const problems: LedgerProblem[] = [];
  const [row] = readTable(written, 'picks.csv', lists.ledgerColumns, problems);
  expect(problems).toEqual([]);
  expect(row?.fields.league).toEqual({ value: 'AFC', line: 2, column: 38 });

  expect(extended.map(docsRow)[4]).toEqual(['`league`', 'The league within the sport.', 'seal', 'blank']);
});

test("docs/grading.md's table of columns is the model's", () => {
  expect(tableAfter('docs/grading.md', '## Every column of picks.csv')).toEqual(columnModel.map(docsRow));
});

test("the editors' guide lists the model's columns in its order", () => {
  const names = tableAfter('content/README.md', '### `record/picks.csv`').map(([name = '']) => name);
  expect(names).toEqual(columnModel.map((column) => `\`${column.name}\``));
});

test("the download's column notes name every column of /record.csv once, in its order", () => {
  expect(downloadColumns.flatMap(({ column }) => column.split(', '))).toEqual([...publishedColumns]);
});

test('a pending pick may change the eight columns that grade it, as the editors guide says', () => {
  expect(gradingColumns).toBe(gradeFields);
  expect(gradeFields).toEqual([
    'result',
    'score',
    'settled',
    'closing_odds',
    'closing_other_odds',
    'closing_line',
    'slip',
    'note',
  ]);
});
