/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings';
import { writeCsv } from '@/lib/record/ledger/csv.mjs';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger, type LedgerOptions } from '@/lib/record/ledger/picks';
import { formatProblem, LedgerError } from '@/lib/record/ledger/table';

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
      'content/record/picks.csv:2:128  stake "10" is above the maximum of 5 units — check the row, or raise maxStake in content/record/settings.ts',
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
      'content/record/picks.csv:2:161  settled 2025-09-07T12:20:00-04:00 is before event_start 2025-09-07T13:00:00-04:00 — a bet is graded after its event starts (only a void may come earlier); check both times',
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
      'content/record/picks.csv:5:119  stake "7" is above the maximum of 5 units — check the row, or raise maxStake in content/record/settings.ts',
      'content/record/picks.csv:6:1  the row has 3 values but the header has 19 columns — check for a missing or extra comma, and put a value that contains a comma in "double quotes"',
    ],
  ],
  [
    'a typed result the score does not give',
    'result-disagrees-with-score.csv',
    [
      'content/record/picks.csv:3:160  result is win, but the score "6-5" grades "New York Yankees moneyline" a loss — fix the score if it was typed wrong, or write loss (docs/grading.md says how each market is graded)',
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

test('a void may be graded before its event starts (a game called off, a pitcher scratched), with its reason', () => {
  const voided = fixture('settled-before-start.csv').replace(',win,', ',void,');
  expect(ledgerProblems(voided.replace('.jpg,,', '.jpg,Game postponed; the book voided the bet.,'))).toEqual([]);
  expect(ledgerProblems(voided.replace(',20-24,', ',20–24,').replace('.jpg,,', '.jpg,Suspended.,'))).toEqual([
    'content/record/picks.csv:2:156  score "20–24" is not a final score — write the points in the event\'s order, away-home, like "24-17", with " OT", " SO" or " F/10" after a game that went past regulation; a part of a game leads with 1H, Q1, F5 or P1 ("1H 14-10")',
  ]);
  expect(ledgerProblems(voided)).toEqual([
    'content/record/picks.csv:2:213  the pick is void but note is empty — say why the book voided the bet, like "Game postponed; the book voided the bet."',
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
    ['RC-0002', 'result', 'void', 3],
    ['RC-0001', 'note', 'Odds corrected from the slip.', 4],
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
    'content/record/corrections.csv:3:14  the corrected pick RC-0002 fails a check: note has "@" after "|", which a spreadsheet that splits cells on "|" reads as the start of a formula — reword it so that no "=", "+", "-" or "@" follows a ";", "|", "," or tab (write "moved to -3.5" rather than "moved, -3.5")',
    'content/record/corrections.csv:3:30  reason holds U+2028, a line separator at character 8, which a reader cannot see but the published file holds — retype the value, or delete that character',
  ]);
});
