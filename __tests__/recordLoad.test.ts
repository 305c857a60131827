/**
 * @jest-environment node
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRecord } from '@/data/record/ledger';

const fixtures = path.join(__dirname, 'fixtures/record');
const buildDate = new Date('2025-10-15T12:00:00Z');
/** The smallest JPEG a browser shows: one grey pixel. */
const ONE_PIXEL_JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

/** A project folder holding the given ledger and corrections, and one slip photo. */
function project(picks: string, corrections = 'pick_id,field,value,reason,date\n') {
  const root = mkdtempSync(path.join(tmpdir(), 'record-'));
  mkdirSync(path.join(root, 'content/record'), { recursive: true });
  mkdirSync(path.join(root, 'content/record/slips'), { recursive: true });
  writeFileSync(path.join(root, 'content/record/picks.csv'), picks);
  writeFileSync(path.join(root, 'content/record/corrections.csv'), corrections);
  writeFileSync(path.join(root, 'content/record/slips/rc-0001.jpg'), Buffer.from(ONE_PIXEL_JPEG, 'base64'));
  return root;
}

test('the shipped sample ledger passes every check and is labeled as a sample', () => {
  const record = loadRecord();
  expect(record.picks.length).toBeGreaterThan(300);
  // The odds, the stake, and a void's reason then its grade.
  expect(record.corrections.map((correction) => correction.field)).toEqual(['odds', 'stake', 'note', 'result']);
  expect(record.sample).toBe('Sample record: replaced by the real ledger before launch.');
  const corrected = record.picks.filter((pick) => pick.correctedBy.length > 0);
  expect(corrected.map((pick) => pick.id)).toEqual([
    ...new Set(record.corrections.map((correction) => correction.pickId)),
  ]);
});

test('a valid ledger loads with its corrections applied', () => {
  const root = project(
    readFileSync(path.join(fixtures, 'valid.csv'), 'utf8'),
    readFileSync(path.join(fixtures, 'corrections-valid.csv'), 'utf8'),
  );
  const record = loadRecord(root, buildDate);
  expect(record.picks.map((pick) => [pick.id, pick.profit])).toEqual([
    ['RC-0001', 0.87],
    ['RC-0002', 0],
    ['RC-0003', 0],
    ['RC-0004', null],
  ]);
});

test('a bad ledger stops the build with every problem as file:line:column and what to do, without a stack', () => {
  const root = project(readFileSync(path.join(fixtures, 'many-problems.csv'), 'utf8'));
  let message = '';
  try {
    loadRecord(root, buildDate);
  } catch (error) {
    message = error instanceof Error ? `${error.stack}` : '';
  }
  expect(message.split('\n')).toEqual([
    'content/record/picks.csv:3:199  note holds a control character (a line break, a tab or an invisible character) — write the value on one line, with spaces only',
    'content/record/picks.csv:5:115  odds "+50" is between -100 and +100, which American odds never are — write a favorite as -110 or lower and an underdog as +100 or higher',
    'content/record/picks.csv:5:119  stake "7" is above the maximum of 5 units — check the row, or raise maxStake in content/record/settings.mjs',
    'content/record/picks.csv:6:1  the row has 3 values but the header has 19 columns — check for a missing or extra comma, and put a value that contains a comma in "double quotes"',
    '',
    '4 problems in the record: fix the rows above and build again.',
  ]);
});

test('a ledger with a semicolon formula, hidden characters or an overlong note stops the build naming each', () => {
  const root = project(readFileSync(path.join(fixtures, 'hostile-text.csv'), 'utf8'));
  let message = '';
  try {
    loadRecord(root, buildDate);
  } catch (error) {
    message = error instanceof Error ? `${error.stack}` : '';
  }
  const lines = message.split('\n');
  expect(lines.map((line) => line.split('  ')[0])).toEqual([
    'content/record/picks.csv:2:65',
    'content/record/picks.csv:3:199',
    'content/record/picks.csv:4:107',
    'content/record/picks.csv:4:123',
    'content/record/picks.csv:5:124',
    'content/record/picks.csv:5:152',
    '',
    '6 problems in the record: fix the rows above and build again.',
  ]);
  expect(lines[0]).toContain('event has "=" after ";"');
  expect(lines[2]).toContain('selection holds U+202E');
  expect(lines[5]).toContain('note is 329 characters long, more than the 280 this field may hold');
});

test('a slip photo missing from content/record/slips/ is reported', () => {
  const root = project(readFileSync(path.join(fixtures, 'valid.csv'), 'utf8'));
  rmSync(path.join(root, 'content/record/slips/rc-0001.jpg'));
  expect(() => loadRecord(root, buildDate)).toThrow(
    'content/record/picks.csv:2:194  slip "slips/rc-0001.jpg" does not exist — add the photo as content/record/slips/rc-0001.jpg, or fix the path',
  );
});

test('a missing corrections file is named', () => {
  const root = project(readFileSync(path.join(fixtures, 'valid.csv'), 'utf8'));
  rmSync(path.join(root, 'content/record/corrections.csv'));
  expect(() => loadRecord(root, buildDate)).toThrow(
    'content/record/corrections.csv is missing — the record is built from it; see "The record" in content/README.md.',
  );
});

test('the sample ledger stays valid as the build date moves on', () => {
  const root = project('');
  cpSync('content/record', path.join(root, 'content/record'), { recursive: true });
  expect(loadRecord(root, new Date('2036-01-01T00:00:00Z')).picks.length).toBeGreaterThan(300);
});

describe('a slip is a raster image at a plain path', () => {
  const valid = readFileSync(path.join(fixtures, 'valid.csv'), 'utf8');
  const withSlip = (slip: string) => valid.replace('slips/rc-0001.jpg', slip);
  const SVG_WITH_SCRIPT =
    '<svg xmlns="http://www.w3.org/2000/svg" onload="localStorage.x=1"><script>document.title="ran"</script></svg>';

  test.each([
    ['an SVG', 'slips/evil.svg', 'is not a JPEG, PNG or WebP image — save the slip as a photo'],
    ['an SVG named .jpg', 'slips/evil.jpg', 'is not a JPEG, PNG or WebP image — save it as JPEG, PNG or WebP'],
    ['a JPEG named .png', 'slips/photo.png', 'is a JPG image named .png — save it as JPEG, PNG or WebP'],
    ['an empty path part', 'slips//rc-0001.jpg', 'is not a plain path in the slips folder'],
    ['a "." part', 'slips/./rc-0001.jpg', 'is not a plain path in the slips folder'],
    ['a ".." part', 'slips/../slips/rc-0001.jpg', 'is not a plain path in the slips folder'],
    ['a leading slash', '/slips/rc-0001.jpg', 'is not a plain path in the slips folder'],
  ])('%s is refused (%s)', (_, slip, message) => {
    const root = project(withSlip(slip));
    writeFileSync(path.join(root, 'content/record/slips/evil.svg'), SVG_WITH_SCRIPT);
    writeFileSync(path.join(root, 'content/record/slips/evil.jpg'), SVG_WITH_SCRIPT);
    writeFileSync(path.join(root, 'content/record/slips/photo.png'), Buffer.from(ONE_PIXEL_JPEG, 'base64'));
    expect(() => loadRecord(root, buildDate)).toThrow(`content/record/picks.csv:2:194  slip "${slip}" ${message}`);
  });
});
