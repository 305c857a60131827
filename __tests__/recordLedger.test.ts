/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings.mjs';
import { formatProblem, readCsv, readCsvObjects, writeCsv } from '@/lib/record/ledger/csv.mjs';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger, type LedgerOptions } from '@/lib/record/ledger/picks';
import { LedgerError } from '@/lib/record/ledger/table';
import { chainColumns, correctionColumns, publishedColumns, publishedCorrectionColumns } from '@/lib/record/model.mjs';
import { verifyRecord } from '@/lib/record/proof/verify.mjs';

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures/record', name), 'utf8');

const options: LedgerOptions = {
  file: 'content/record/picks.csv',
  sports: recordSettings.sports,
  maxStake: 5,
  maxLength: recordSettings.maxLength,
  pendingGraceDays: 7,
  timeZone: recordSettings.timeZone,
  buildDate: new Date('2025-10-15T12:00:00Z'),
  slipKind: (slip) => (slip === 'slips/rc-0001.jpg' ? 'jpg' : 'missing'),
};

/** What an editor reads for a file: every problem, one per line. */
function problems(read: () => unknown): string[] {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof LedgerError) return error.problems.map(formatProblem);
    throw error;
  }
}

const ledgerProblems = (text: string) => problems(() => parseLedger(text, options));
const picks = parseLedger(fixture('valid.csv'), options);
const correctionProblems = (text: string) =>
  problems(() =>
    parseCorrections(text, {
      file: 'content/record/corrections.csv',
      picks,
      buildDate: options.buildDate,
      ledger: options,
    }),
  );

test('a valid ledger gives its picks, in order, with line numbers and typed values', () => {
  expect(picks.map((pick) => [pick.id, pick.line, pick.sport, pick.result])).toEqual([
    ['RC-0001', 2, 'NFL', 'win'],
    ['RC-0002', 3, 'MLB', 'loss'],
    ['RC-0003', 4, 'NFL', 'push'],
    ['RC-0004', 5, 'NBA', 'pending'],
  ]);
  expect(picks[0]).toMatchObject({
    posted: '2025-09-07T11:00:00-04:00',
    eventStart: '2025-09-07T13:00:00-04:00',
    sportCode: 'NFL',
    event: 'Miami Dolphins at Buffalo Bills',
    market: 'spread',
    selection: 'Buffalo Bills -3.5',
    odds: -110,
    stake: 1,
    sportsbook: 'Northline Sportsbook',
    settled: '2025-09-07T16:20:00-04:00',
    closingOdds: -118,
    slip: 'slips/rc-0001.jpg',
    note: '',
  });
  expect(picks[1]).toMatchObject({
    odds: 135,
    stake: 1.5,
    closingOdds: null,
    slip: null,
    note: 'Starter scratched late, bet stood.',
  });
  expect(picks[3]).toMatchObject({ result: 'pending', settled: null });
});

test.each([
  [
    'an unknown column',
    'unknown-column.csv',
    [
      'content/record/picks.csv:1:150  unknown column "league" — the columns are id, posted, event_start, sport, event, market, selection, odds, stake, sportsbook, result, score, settled, closing_odds, closing_other_odds, closing_line, slip, note, secret (see "The record" in content/README.md)',
    ],
  ],
  [
    'an unknown sport',
    'unknown-sport.csv',
    [
      'content/record/picks.csv:2:61  sport "Soccer" is not one of the site\'s sports — write one of NFL, NBA, MLB, NHL, NCAAF, NCAAB',
    ],
  ],
  [
    'an unknown result',
    'unknown-result.csv',
    [
      'content/record/picks.csv:2:151  result "won" is not known — write one of pending, win, loss, push, void (lower case)',
    ],
  ],
  [
    'an unknown market',
    'unknown-market.csv',
    [
      'content/record/picks.csv:2:97  market "teaser" is not known — write one of spread, total, moneyline, prop, parlay (lower case)',
    ],
  ],
  [
    'odds between -100 and +100',
    'odds-between.csv',
    [
      'content/record/picks.csv:2:123  odds "-50" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher',
    ],
  ],
  [
    'positive odds without their sign',
    'odds-without-sign.csv',
    [
      'content/record/picks.csv:2:123  odds "110" has no sign — write +110 for an underdog or -110 for a favorite (a dropped minus sign would turn a favorite into an underdog)',
      'content/record/picks.csv:2:186  closing_odds "105" has no sign — write +105 for an underdog or -105 for a favorite (a dropped minus sign would turn a favorite into an underdog)',
    ],
  ],
  [
    'odds that are not a number',
    'odds-not-a-number.csv',
    [
      'content/record/picks.csv:2:123  odds "minus 110" is not a whole number — write American odds such as -110 or +135',
    ],
  ],
  [
    'a stake of 0',
    'stake-not-positive.csv',
    ['content/record/picks.csv:2:128  stake "0" is not positive — a pick risks more than 0 units'],
  ],
  [
    'a stake above the maximum',
    'stake-above-maximum.csv',
    [
      'content/record/picks.csv:2:128  stake "10" is above the maximum of 5 units — check the row, or raise maxStake in content/record/settings.mjs',
    ],
  ],
  [
    'a pick posted after its event started',
    'posted-after-start.csv',
    [
      'content/record/picks.csv:2:9  posted 2025-09-07T13:30:00-04:00 is not before event_start 2025-09-07T13:00:00-04:00 — a pick goes out before its event starts; check both times and their offsets',
    ],
  ],
  [
    'a result graded before the event started',
    'settled-before-start.csv',
    [
      'content/record/picks.csv:2:161  settled 2025-09-07T12:20:00-04:00 is before event_start 2025-09-07T13:00:00-04:00 — a bet is graded after its event starts (only a void of a game postponed or canceled may come earlier); check both times',
    ],
  ],
  [
    'a result graded after the build date',
    'settled-after-build.csv',
    [
      'content/record/picks.csv:2:144  settled 2025-10-16T16:15:00-04:00 is after the build date (2025-10-15T12:00:00Z) — a result cannot be known before it happens; check the time',
    ],
  ],
  [
    'a pick pending more than 7 days after its event',
    'pending-too-long.csv',
    [
      'content/record/picks.csv:2:160  the pick is still pending although its event started 2025-09-07T19:05:00-04:00, more than 7 days before the build — grade it (win, loss, push or void) and fill in settled',
    ],
  ],
  [
    'a duplicate id',
    'duplicate-id.csv',
    ['content/record/picks.csv:3:1  id "RC-0001" is already used on line 2 — give each pick its own id'],
  ],
  [
    'the same id in other letters: one file on a case-insensitive disk',
    'duplicate-id-case.csv',
    ['content/record/picks.csv:3:1  id "rc-0001" is already used on line 2 — give each pick its own id'],
  ],
  [
    'an id with a dot, which would name another entry’s token (RC-0001.grade)',
    'id-with-dot.csv',
    ['content/record/picks.csv:3:1  id "RC-0001.grade" is not usable — write letters, digits and dashes, like RC-0412'],
  ],
  [
    'a slip that does not exist',
    'slip-missing.csv',
    [
      'content/record/picks.csv:2:194  slip "slips/rc-0009.jpg" does not exist — add the photo as content/record/slips/rc-0009.jpg, or fix the path',
    ],
  ],
  [
    'rows out of posted order',
    'out-of-order.csv',
    [
      'content/record/picks.csv:3:1  id "RC-0001" comes after "RC-0002" (line 2) — ids go up in the order picks are posted; give this pick the next id',
      'content/record/picks.csv:3:9  posted 2025-09-07T11:00:00-04:00 is earlier than the pick on line 2 — rows go in the order the picks were posted; move this row up',
    ],
  ],
  [
    'times without an offset, with a space, or on a day that does not exist',
    'bad-timestamps.csv',
    [
      'content/record/picks.csv:2:9  posted "2025-09-07 11:00" is not a valid time — write an ISO 8601 time with its offset, like 2025-09-07T13:00:00-04:00 (New York is -04:00 in summer and -05:00 in winter)',
      'content/record/picks.csv:3:35  event_start "2025-09-07T19:05:00" is not a valid time — write an ISO 8601 time with its offset, like 2025-09-07T13:00:00-04:00 (New York is -04:00 in summer and -05:00 in winter)',
      'content/record/picks.csv:4:144  settled "2025-09-31T16:15:00-04:00" is not a valid time — write an ISO 8601 time with its offset, like 2025-09-07T13:00:00-04:00 (New York is -04:00 in summer and -05:00 in winter)',
    ],
  ],
  [
    'a graded pick without settled',
    'settled-missing.csv',
    [
      'content/record/picks.csv:2:161  settled is empty but the result is win — write when the bet was graded, like 2025-09-07T16:05:00-04:00',
    ],
  ],
  [
    'a pending pick with settled',
    'settled-while-pending.csv',
    [
      'content/record/picks.csv:2:147  settled is set but the result is pending — leave settled empty until the bet is graded, or write the result',
    ],
  ],
  [
    'several problems at once, after a value that spans two lines',
    'many-problems.csv',
    [
      'content/record/picks.csv:3:199  note holds a control character (a line break, a tab or an invisible character) — write the value on one line, with spaces only',
      'content/record/picks.csv:5:115  odds "+50" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher',
      'content/record/picks.csv:5:119  stake "7" is above the maximum of 5 units — check the row, or raise maxStake in content/record/settings.mjs',
      'content/record/picks.csv:6:1  the row has 3 values but the header has 19 columns — check for a missing or extra comma, and put a value that contains a comma in "double quotes"',
    ],
  ],
  [
    'a typed result the score does not give',
    'result-disagrees-with-score.csv',
    [
      // Only the fix that keeps the record true: the score read as typed reversed, never "or write loss".
      'content/record/picks.csv:3:160  result is win, but the score "6-5" grades "New York Yankees moneyline" a loss; read the other way round, "5-6" gives the win written — a score is written away-home, in the event\'s order (Boston Red Sox first): check the game\'s final and write its score in that order (docs/grading.md)',
    ],
  ],
])('the ledger check reports %s (%s)', (_, name, expected) => {
  expect(ledgerProblems(fixture(name))).toEqual(expected);
});

test.each([
  [
    'an unknown pick id',
    'corrections-unknown-pick.csv',
    ['content/record/corrections.csv:2:1  pick_id "RC-0099" is not in the ledger — copy the id from picks.csv'],
  ],
  [
    'a field that cannot be corrected',
    'corrections-unknown-field.csv',
    [
      'content/record/corrections.csv:2:9  field "posted" cannot be corrected — write one of event_start, sport, event, market, selection, odds, stake, sportsbook, result, score, settled, closing_odds, closing_other_odds, closing_line, slip, note (a pick\'s id, posting time and secret never change)',
    ],
  ],
  [
    'values the ledger would refuse',
    'corrections-bad-value.csv',
    [
      'content/record/corrections.csv:2:14  the corrected pick RC-0001 fails a check: odds "+20" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher',
      'content/record/corrections.csv:3:15  the corrected pick RC-0003 fails a check: stake "-1" is not a number of units — write it like 1 or 1.5 (at most two decimals)',
      'content/record/corrections.csv:4:16  a graded pick cannot be corrected back to pending — write win, loss, push or void',
    ],
  ],
  [
    'grading a pending pick',
    'corrections-pending-pick.csv',
    [
      'content/record/corrections.csv:2:9  pick RC-0004 is still pending — grade it in picks.csv itself; corrections are for graded picks',
    ],
  ],
  [
    'bad dates and an empty reason',
    'corrections-bad-date.csv',
    [
      'content/record/corrections.csv:2:40  date 2025-10-20 is after the build date (2025-10-15) — date a correction the day it is made',
      'content/record/corrections.csv:3:35  date "09/10/2025" is not a day written as YYYY-MM-DD, like 2025-10-02',
      'content/record/corrections.csv:4:23  reason is empty — say why the pick is corrected; the record page shows it',
      'content/record/corrections.csv:4:24  date 2025-09-06 is earlier than the row above — add corrections at the end, in date order',
      'content/record/corrections.csv:4:24  date 2025-09-06 is before pick RC-0002 was posted — check the date',
    ],
  ],
])('the corrections check reports %s (%s)', (_, name, expected) => {
  expect(correctionProblems(fixture(name))).toEqual(expected);
});

test('the error message lists every problem and says what to do next', () => {
  expect(() => parseLedger(fixture('many-problems.csv'), options)).toThrow(
    /^content\/record\/picks\.csv:3:199 {2}note holds[^]*\n\n4 problems in the record: fix the rows above and build again\.$/,
  );
});

test('a renamed column is reported as unknown, and the column it replaced as missing', () => {
  expect(ledgerProblems(fixture('renamed-column.csv'))).toEqual([
    'content/record/picks.csv:1:1  column "odds" is missing — add it to the header row (it may be left empty where the guide says so)',
    'content/record/picks.csv:1:52  unknown column "price" — the columns are id, posted, event_start, sport, event, market, selection, odds, stake, sportsbook, result, score, settled, closing_odds, closing_other_odds, closing_line, slip, note, secret (see "The record" in content/README.md)',
  ]);
  expect(ledgerProblems('')).toEqual(['content/record/picks.csv:1:1  the file is empty — it needs its header row']);
});

test('a file that is not CSV names the line of the open quote', () => {
  expect(ledgerProblems(`${fixture('valid.csv')}RC-0005,"2025-10-14T17:00:00-04:00,\n`)).toEqual([
    expect.stringMatching(
      /^content\/record\/picks\.csv:6:1 {2}the file cannot be read as CSV \(.*\) — check the quotes on this line/,
    ),
  ]);
});

test('a file saved with semicolons or tabs gets one message naming the file and how to save it', () => {
  const saveAs =
    'save it as "CSV UTF-8 (comma delimited)": in Excel, File > Save As, file format "CSV UTF-8 (Comma delimited) (*.csv)"; in LibreOffice Calc, File > Save As, "Text CSV (.csv)" with "Edit filter settings" ticked, then character set "Unicode (UTF-8)" and field delimiter ","; in Numbers, File > Export To > CSV; in Google Sheets, File > Download > "Comma-separated values (.csv)", then try again';
  const valid = fixture('valid.csv');
  expect(ledgerProblems(`\uFEFF${valid.replaceAll(',', ';').replaceAll('\n', '\r\n')}`)).toEqual([
    `content/record/picks.csv:1:1  the file is separated by ";" (semicolons), not commas — ${saveAs}`,
  ]);
  expect(ledgerProblems(valid.replaceAll(',', '\t'))).toEqual([
    `content/record/picks.csv:1:1  the file is separated by tabs, not commas — ${saveAs}`,
  ]);
  expect(correctionProblems(fixture('corrections-valid.csv').replaceAll(',', ';'))).toEqual([
    `content/record/corrections.csv:1:1  the file is separated by ";" (semicolons), not commas — ${saveAs}`,
  ]);
  // A semicolon inside a value of a comma-separated file is just text.
  expect(
    ledgerProblems(valid.replace('Starter scratched late, bet stood.', 'Starter scratched; bet stood; as ruled.')),
  ).toEqual([]);
});

test('blank lines are skipped but still counted in line numbers', () => {
  const [header, row] = fixture('odds-between.csv').split('\n');
  const [, first] = fixture('valid.csv').split('\n');
  expect(parseLedger(`${header}\n\n\n${first}\n`, options).map((pick) => pick.line)).toEqual([4]);
  expect(ledgerProblems(`${header}\n\n\n${row}\n`)).toEqual([
    'content/record/picks.csv:4:123  odds "-50" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher',
  ]);
});

test('a spreadsheet export with a byte-order mark and Windows line ends reads the same', () => {
  const exported = `\uFEFF${fixture('valid.csv').replaceAll('\n', '\r\n')}`;
  expect(parseLedger(exported, options)).toEqual(picks);
  expect(parseLedger(fixture('valid.csv').trimEnd(), options)).toEqual(picks);
  expect(ledgerProblems(fixture('odds-between.csv').trimEnd())).toEqual(ledgerProblems(fixture('odds-between.csv')));
  expect(ledgerProblems(`\uFEFF${fixture('odds-between.csv').replaceAll('\n', '\r\n')}`)).toEqual(
    ledgerProblems(fixture('odds-between.csv')),
  );
});

test('a void of a game called off may be graded before its event starts; a void says why in score', () => {
  const voided = fixture('settled-before-start.csv').replace(',win,', ',void,');
  expect(ledgerProblems(voided.replace(',20-24,', ',postponed,'))).toEqual([]);
  expect(ledgerProblems(voided.replace(',20-24,', ',20–24,').replace('.jpg,,', '.jpg,Suspended.,'))).toEqual([
    'content/record/picks.csv:2:156  score "20–24" is not a final score — write the points in the event\'s order, away-home, like "24-17", with " OT", " SO" or " F/10" after a game that went past regulation; a part of a game leads with 1H, Q1, F5 or P1 ("1H 14-10"); for a void, write postponed, canceled, suspended in score when the game was not finished, or its final score when it finished and the book voided the bet, with the reason in note and the slip that shows the void (docs/grading.md, "Void")',
    expect.stringMatching(/^content\/record\/picks\.csv:2:162 {2}settled .* is before event_start/),
  ]);
  // A finished game's score: the book's void needs its reason, and comes after the start.
  expect(ledgerProblems(voided)).toEqual([
    expect.stringMatching(/^content\/record\/picks\.csv:2:162 {2}settled .* is before event_start/),
    expect.stringMatching(
      /^content\/record\/picks\.csv:2:213 {2}the pick is void beside the final score "20-24" and note is empty/,
    ),
  ]);
  expect(ledgerProblems(voided.replace(',20-24,', ',suspended,'))).toEqual([
    expect.stringMatching(/^content\/record\/picks\.csv:2:\d+ {2}settled .* is before event_start/),
  ]);
});

test('-100 and +100 are odds; a pending pick within 7 days of its event is fine', () => {
  const even = fixture('odds-between.csv').replace(',-50,', ',+100,');
  expect(ledgerProblems(even)).toEqual([]);
  expect(ledgerProblems(fixture('odds-between.csv').replace(',-50,', ',-100,'))).toEqual([]);
  expect(picks[3]?.result).toBe('pending');
});

test('corrections apply in order; the published pick keeps them and its profit follows', () => {
  const corrections = parseCorrections(fixture('corrections-valid.csv'), {
    file: 'content/record/corrections.csv',
    picks,
    buildDate: options.buildDate,
    ledger: options,
  });
  expect(corrections.map(({ pickId, field, value, line }) => [pickId, field, value, line])).toEqual([
    ['RC-0001', 'odds', '-115', 2],
    ['RC-0002', 'score', 'suspended', 3],
    ['RC-0002', 'result', 'void', 4],
    ['RC-0001', 'note', 'Odds corrected from the slip.', 5],
  ]);
  const published = applyCorrections(picks, corrections, recordSettings.sports);
  // RC-0001: a win of 1 unit at -115 pays 1 × 100/115 = 0.8696 → 0.87 (at -110 it was 0.91).
  expect(published[0]).toMatchObject({ odds: -115, profit: 0.87, note: 'Odds corrected from the slip.' });
  expect(published[0]?.correctedBy.map((correction) => correction.field)).toEqual(['odds', 'note']);
  // RC-0002: a loss of 1.5 units, voided: 0.
  expect(published[1]).toMatchObject({ result: 'void', profit: 0 });
  expect(published[2]).toMatchObject({ result: 'push', profit: 0, correctedBy: [] });
  expect(published[3]).toMatchObject({ result: 'pending', profit: null });
  expect(picks[0]?.odds).toBe(-110);
});

test("the record's CSV writer quotes what a reader would misread, and reads back the same", () => {
  const values = ['plain', 'a, b', 'say "when"', 'two\nlines', 'carriage\rreturn', ' lead', 'trail ', ''];
  const records = values.map((value, i) => ({ n: String(i), value }));
  const text = writeCsv(['n', 'value'], records);
  expect(text).toBe(
    'n,value\n0,plain\n1,"a, b"\n2,"say ""when"""\n3,"two\nlines"\n4,"carriage\rreturn"\n5," lead"\n6,"trail "\n7,\n',
  );
  expect(parse(text, { columns: true })).toEqual(records);
});

test("the one CSV reader drops the byte-order mark, reads CR and CRLF as LF, and keeps each record's end line", () => {
  const text = '\uFEFFa,b\r\n1,"x\r\ny"\r\n\r\n2\r3,4,5\n';
  expect(readCsv(text)).toEqual([
    { cells: ['a', 'b'], raw: 'a,b\n', endLine: 1 },
    { cells: ['1', 'x\ny'], raw: '1,"x\ny"\n', endLine: 3 },
    { cells: ['2'], raw: '\n2\n', endLine: 5 },
    { cells: ['3', '4', '5'], raw: '3,4,5\n', endLine: 6 },
  ]);
  expect(readCsvObjects(text)).toEqual([{ a: '1', b: 'x\ny' }, { a: '2' }, { a: '3', b: '4' }]);
  expect(() => readCsv('a\n"b\n')).toThrow(expect.objectContaining({ lines: 2 }));
});

test('a NUL byte in a value is refused like any control character', () => {
  const [header, row] = fixture('valid.csv').split('\n');
  expect(
    ledgerProblems(`${header}\n${row?.replace('slips/rc-0001.jpg,', 'slips/rc-0001.jpg,Line\u0000break')}\n`),
  ).toEqual([
    'content/record/picks.csv:2:212  note holds a control character (a line break, a tab or an invisible character) — write the value on one line, with spaces only',
  ]);
});

// Parsing 10 MB takes about 3.5 s on a 2-core host: a fifth of this limit.
test('a 10 MB file of one broken row lists the first 50 problems and counts the rest', () => {
  const [header, row] = fixture('odds-between.csv').split('\n');
  const rows = Math.ceil(10_000_000 / (row ?? '').length);
  let message = '';
  try {
    parseLedger(`${header}\n${`${row}\n`.repeat(rows)}`, options);
  } catch (error) {
    message = error instanceof Error ? error.message : '';
  }
  const lines = message.split('\n');
  expect(lines.filter((line) => line.startsWith('content/record/picks.csv:'))).toHaveLength(50);
  expect(lines).toContain(
    `… and ${rows * 2 - 1 - 50} more problems not listed: fix the ones above, then build again to see the rest.`,
  );
  expect(message.length).toBeLessThan(20_000);
}, 20_000);

// A value a reader sees differently from the bytes sealed, or that a spreadsheet splitting on ";"
// (many European locales), "|" or "," turns into a formula, stops the build naming its row and column.
test('the ledger check refuses hidden characters, formulas after a separator and overlong text', () => {
  expect(ledgerProblems(fixture('hostile-text.csv'))).toEqual([
    'content/record/picks.csv:2:65  event has "=" after ";", which a spreadsheet that splits cells on ";" reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")',
    'content/record/picks.csv:3:199  note has "=" after ";", which a spreadsheet that splits cells on ";" reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")',
    'content/record/picks.csv:4:107  selection holds U+202E, a right-to-left override (it changes the reading direction) at character 7, which a reader cannot see but the published file holds — retype the value, or delete that character',
    'content/record/picks.csv:4:123  sportsbook holds U+200B, a zero-width space at character 7, which a reader cannot see but the published file holds — retype the value, or delete that character',
    'content/record/picks.csv:5:124  sportsbook holds U+0085, a next-line control character at character 7, which a reader cannot see but the published file holds — retype the value, or delete that character',
    'content/record/picks.csv:5:152  note is 329 characters long, more than the 280 this field may hold — shorten it',
  ]);
});

test('the corrections check refuses a reason or a value a spreadsheet could split into a formula, or that hides a character', () => {
  expect(correctionProblems(fixture('corrections-hostile.csv'))).toEqual([
    'content/record/corrections.csv:2:19  reason has "=" after ";", which a spreadsheet that splits cells on ";" reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")',
    'content/record/corrections.csv:3:14  value has "@" after "|", which a spreadsheet that splits cells on "|" reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")',
    'content/record/corrections.csv:3:30  reason holds U+2028, a line separator at character 8, which a reader cannot see but the published file holds — retype the value, or delete that character',
  ]);
});

// Every cell of every row goes through one check, whatever its column, market or result: a void
// parlay's score, a push's slip, a correction's value or date are read like an event or a note.
describe('one cell check', () => {
  const hostile = [
    'void;=2+3',
    '|=3+4',
    'Harbor =1+1',
    'a\u202eb',
    'a\u200bb',
    'x'.repeat(60_000),
    'Harbor\ufffeSports',
    'Harbor\uffffSports',
    'a\ufdd0b',
    'a\u{1fffe}b',
  ];
  const [header = '', , , push = ''] = fixture('valid.csv').split('\n');
  const columns = header.split(',');
  const row = (text: string): Record<string, string> => {
    const [cells = []] = parse(text) as string[][];
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  };
  const legs =
    'Miami Dolphins at Buffalo Bills: Buffalo Bills -3.5 (-110); Boston Red Sox at New York Yankees: New York Yankees moneyline (+135)';
  const branches: Record<string, Record<string, string>> = {
    push: row(push),
    void: { ...row(push), result: 'void', score: 'postponed', note: 'Game postponed; the book voided the bet.' },
    parlay: {
      ...row(push),
      event: '2-leg parlay',
      market: 'parlay',
      selection: legs,
      odds: '+349',
      result: 'loss',
      score: 'win 20-24; loss 6-5',
    },
    'void parlay': {
      ...row(push),
      event: '2-leg parlay',
      market: 'parlay',
      selection: legs,
      odds: '+349',
      result: 'void',
      score: 'void; void',
      note: 'Both games postponed.',
    },
  };
  /** Where a cell of a row written by writeCsv starts: its 1-based column in the line. */
  const columnOf = (cells: readonly string[], index: number) =>
    index === 0
      ? 1
      : writeCsv(columns.slice(0, index), [
          Object.fromEntries(columns.slice(0, index).map((c, i) => [c, cells[i] ?? ''])),
        ]).split('\n')[1]!.length + 2;

  test.each(Object.keys(branches))(
    'every column of a %s row refuses every hostile value, naming file, row and column',
    (branch) => {
      const base = branches[branch]!;
      expect(ledgerProblems(writeCsv(columns, [base]))).toEqual([]);
      for (const column of columns) {
        for (const value of hostile) {
          const cells = { ...base, [column]: value };
          const found = problemsOf(() => parseLedger(writeCsv(columns, [cells]), options));
          const at = columnOf(
            columns.map((c) => cells[c] ?? ''),
            columns.indexOf(column),
          );
          expect([
            column,
            value.slice(0, 20),
            found.some((p) => p.line === 2 && p.column === at && p.message.startsWith(`${column} `)),
          ]).toEqual([column, value.slice(0, 20), true]);
          expect(found.every((p) => p.file === 'content/record/picks.csv')).toBe(true);
        }
      }
    },
  );

  test('every cell of a correction refuses every hostile value, naming file, row and column', () => {
    const base = {
      pick_id: 'RC-0001',
      field: 'note',
      value: 'Checked.',
      reason: 'The slip says so.',
      date: '2025-09-09',
    };
    const read = (cells: Record<(typeof correctionColumns)[number], string>) =>
      problemsOf(() =>
        parseCorrections(writeCsv(correctionColumns, [cells]), {
          file: 'content/record/corrections.csv',
          picks,
          buildDate: options.buildDate,
          ledger: options,
        }),
      );
    expect(read(base)).toEqual([]);
    const cases = [
      ...correctionColumns.map((column) => ({ column, cells: base })),
      // The value of every correctable field.
      ...columns
        .filter((column) => !['id', 'posted', 'secret'].includes(column))
        .map((field) => ({ column: 'value' as const, cells: { ...base, field } })),
    ];
    for (const { column, cells } of cases) {
      for (const value of hostile) {
        const written = { ...cells, [column]: value };
        const found = read(written);
        const at =
          correctionColumns.indexOf(column) === 0
            ? 1
            : writeCsv(correctionColumns.slice(0, correctionColumns.indexOf(column)), [written]).split('\n')[1]!
                .length + 2;
        expect([
          cells.field,
          column,
          value.slice(0, 20),
          found.some(
            (p) =>
              p.file === 'content/record/corrections.csv' &&
              p.line === 2 &&
              p.column === at &&
              p.message.startsWith(`${column} `),
          ),
        ]).toEqual([cells.field, column, value.slice(0, 20), true]);
      }
    }
  });

  test("issue 48's attack is refused: a Cyrillic letter in an event, a decomposed accent, tags, fillers, selectors", () => {
    const base = branches.push!;
    const refused = (column: string, value: string) =>
      problemsOf(() => parseLedger(writeCsv(columns, [{ ...base, [column]: value }]), options)).map((p) => p.message);
    expect(refused('event', 'Dallas Cowboys at Green Bay P\u0430ckers')).toContainEqual(
      expect.stringMatching(/^event mixes Latin and Cyrillic letters \("а", U\+0430, at character 30\)/),
    );
    expect(refused('sportsbook', 'Summit Be\u0301t')).toEqual([
      expect.stringMatching(/^sportsbook is not in Unicode's composed form \(NFC\) at character 9/),
    ]);
    for (const character of ['\u{e0020}', '\u{e0041}', '\u3164', '\u034f', '\ufe0f', '\u2800']) {
      expect(refused('sportsbook', `Summit${character}Bet`)).toEqual([
        expect.stringMatching(/^sportsbook holds U\+[0-9A-F]+, .* at character 7/),
      ]);
    }
    // Curly quotes are typography, with one composed form: a book's name may hold them.
    expect(refused('sportsbook', 'Bettor’s Den')).toEqual([]);
  });
});

/** The problems of a read, as objects. */
function problemsOf(read: () => unknown) {
  try {
    read();
    return [];
  } catch (error) {
    if (error instanceof LedgerError) return [...error.problems];
    throw error;
  }
}

// A score typed home-away and the result it gave, committed: each alone is a pick whose score does
// not grade its result, so they are corrected together, as one correction of two rows.
describe('a score and the result it gives, corrected together', () => {
  const typedReversed = fixture('valid.csv').replace(',win,20-24,', ',loss,24-20,');
  const reversed = parseLedger(typedReversed, options);
  const read = (rows: string) =>
    parseCorrections(`pick_id,field,value,reason,date\n${rows}`, {
      file: 'content/record/corrections.csv',
      picks: reversed,
      buildDate: options.buildDate,
      ledger: options,
    });
  const reason = 'The final was Bills 24 and Dolphins 20: the score was typed home-away.';
  const score = `RC-0001,score,20-24,${reason},2025-09-09`;
  const result = `RC-0001,result,win,${reason},2025-09-09`;

  test('the grade of a reversed score offers only fixing the score', () => {
    expect(ledgerProblems(fixture('valid.csv').replace(',win,20-24,', ',win,24-20,'))).toEqual([
      'content/record/picks.csv:2:151  result is win, but the score "24-20" grades "Buffalo Bills -3.5" a loss; read the other way round, "20-24" gives the win written — a score is written away-home, in the event\'s order (Miami Dolphins first): check the game\'s final and write its score in that order (docs/grading.md)',
    ]);
  });

  test.each([
    ['score, then result', `${score}\n${result}\n`],
    ['result, then score', `${result}\n${score}\n`],
  ])('rows with the same pick, date and reason are one correction (%s)', (_, rows) => {
    const corrections = read(rows);
    expect(corrections.map(({ field, before, value }) => [field, before, value])).toEqual(
      _.startsWith('score')
        ? [
            ['score', '24-20', '20-24'],
            ['result', 'loss', 'win'],
          ]
        : [
            ['result', 'loss', 'win'],
            ['score', '24-20', '20-24'],
          ],
    );
    const published = applyCorrections(reversed, corrections, recordSettings.sports);
    expect(published[0]).toMatchObject({ score: '20-24', result: 'win', profit: 0.91 });
  });

  test('either row alone is refused, saying how to correct both', () => {
    expect(problems(() => read(`${score}\n`))).toEqual([
      `content/record/corrections.csv:2:15  the corrected pick RC-0001 fails a check: result is loss, but the score "20-24" grades "Buffalo Bills -3.5" a win (to correct the result too, add a row for it just below this one, with the same pick_id, date and reason: the rows are checked as one correction — content/README.md, "Correcting a pick")`,
    ]);
    expect(problems(() => read(`${result}\n`))).toEqual([
      `content/record/corrections.csv:2:16  the corrected pick RC-0001 fails a check: result is win, but the score "24-20" grades "Buffalo Bills -3.5" a loss; read the other way round, "20-24" gives the win written — a score is written away-home, in the event's order (Miami Dolphins first): check the game's final and write its score in that order (docs/grading.md) (to correct the score too, add a row for it just below this one, with the same pick_id, date and reason: the rows are checked as one correction — content/README.md, "Correcting a pick")`,
    ]);
  });

  test('rows with another reason or day, or apart, are separate corrections, each checked alone', () => {
    expect(problems(() => read(`${score}\n${result.replace(reason, 'The result follows.')}\n`))).toHaveLength(2);
    expect(problems(() => read(`${score}\n${result.replace('2025-09-09', '2025-09-10')}\n`))).toHaveLength(2);
    const between = `RC-0002,note,Checked against the slip.,The slip.,2025-09-09`;
    expect(problems(() => read(`${score}\n${between}\n${result}\n`))).toHaveLength(2);
  });

  test('a correction names each field once', () => {
    expect(problems(() => read(`${score}\n${result}\n${score.replace('20-24', '21-24')}\n`))).toEqual([
      'content/record/corrections.csv:4:9  field score is corrected again in the same correction (line 2) — keep one row per field, with the final value',
    ]);
  });
});

// A November start written with the summer offset would reveal the pick an hour early.
describe("a time's offset is the site zone's on that date, or UTC", () => {
  const [header = '', , , push = ''] = fixture('valid.csv').split('\n');
  const november = { ...options, buildDate: new Date('2026-11-20T12:00:00Z') };
  const row = (posted: string, start: string, settled: string) =>
    `${header}\n${push.replace('2025-10-12T10:00:00-04:00', posted).replace('2025-10-12T13:00:00-04:00', start).replace('2025-10-12T16:15:00-04:00', settled)}\n`;
  const read = (text: string) => problems(() => parseLedger(text, november));

  test('a November start with the summer offset is refused, naming row, column and the right offset', () => {
    expect(read(row('2026-11-08T10:00:00-05:00', '2026-11-08T13:00:00-04:00', '2026-11-08T16:15:00-05:00'))).toEqual([
      'content/record/picks.csv:2:35  event_start 2026-11-08T13:00:00-04:00 has the offset -04:00, but the offset is -05:00 on 2026-11-08 in New York — write 2026-11-08T13:00:00-05:00 if 13:00:00 is the local time there, or give the time in UTC with Z; a wrong offset moves the time by the difference',
    ]);
    expect(read(row('2026-11-08T10:00:00-04:00', '2026-11-08T13:00:00-05:00', '2026-11-08T21:15:00+00:00'))).toEqual([
      expect.stringMatching(
        /^content\/record\/picks\.csv:2:9 {2}posted 2026-11-08T10:00:00-04:00 has the offset -04:00, but the offset is -05:00 on 2026-11-08 in New York/,
      ),
      expect.stringMatching(
        /^content\/record\/picks\.csv:2:\d+ {2}settled 2026-11-08T21:15:00\+00:00 has the offset \+00:00, but the offset is -05:00 on 2026-11-08 in New York/,
      ),
    ]);
  });

  test('the zone offset of the date, UTC with Z, and either offset in the hour the clocks repeat pass', () => {
    expect(read(row('2026-11-08T10:00:00-05:00', '2026-11-08T18:00:00Z', '2026-11-08T16:15:00-05:00'))).toEqual([]);
    expect(read(row('2026-07-08T10:00:00-04:00', '2026-07-08T13:00:00-04:00', '2026-07-08T16:15:00-04:00'))).toEqual(
      [],
    );
    expect(read(row('2026-11-01T00:30:00-04:00', '2026-11-01T01:30:00-04:00', '2026-11-01T01:30:00-05:00'))).toEqual(
      [],
    );
  });
});

test('the verifier holds every published cell to the same rule, naming the file, line and column', async () => {
  const header = publishedColumns.join(',');
  const cells = publishedColumns.map((column) =>
    column === 'sportsbook' ? 'Harbor\uffffSports' : column === 'note' ? 'Harbor =1+1' : '',
  );
  const { problems: found } = await verifyRecord({
    files: {
      record: `\uFEFF${header}\n${cells.join(',')}\n${publishedColumns.map((column) => (column === 'note' ? 'void;=2+3' : '')).join(',')}\n`,
      corrections: `\uFEFF${publishedCorrectionColumns.join(',')}\n`,
      chain: `${chainColumns.join(',')}\n`,
      checkpoint: '',
      authority: '',
      claims: '{}',
    },
    readToken: async () => new Uint8Array(),
    authorities: [],
    now: new Date('2025-10-15T12:00:00Z'),
    sealedGraceMinutes: 15,
    pendingDays: recordSettings.pendingGraceDays,
    timeZone: recordSettings.timeZone,
  });
  expect(found.filter((problem) => problem.rule === 'table').map((problem) => problem.message)).toEqual([
    expect.stringMatching(/^record\.csv:2 column sportsbook holds U\+FFFF, a noncharacter/),
    expect.stringMatching(/^record\.csv:3 column note has "=" after ";"/),
  ]);
});
