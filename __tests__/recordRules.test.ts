/**
 * @jest-environment node
 */
import type { Clock, PublishedRecord } from '@/lib/record/proof/published.mjs';
import type { ChainRow } from '@/lib/record/proof/publishedChain.mjs';
import { savedValues } from '@/lib/record/proof/rules/checkpoint.mjs';
import { idProblems } from '@/lib/record/proof/rules/ids.mjs';
import { tokenTime } from '@/lib/record/proof/rules/token.mjs';
import { checks, rules } from '@/lib/record/proof/verify.mjs';

/** A record holding only what a rule reads: the rules take the whole record and read a part. */
const recordOf = (part: object) => part as unknown as PublishedRecord;
const pick = (line: number, id: string, posted: string) => ({ line, cells: { id, posted } });

test('the table of checks reports under every rule the output describes, and under no other', () => {
  const named = checks.flatMap((step) =>
    'eachPick' in step
      ? step.eachPick.map(({ rule }) => rule)
      : 'eachChainRow' in step
        ? step.eachChainRow.map(({ rule }) => rule)
        : [step.rule],
  );
  expect(new Set(named)).toEqual(new Set(Object.keys(rules)));
});

test('ids: the ledger’s id rule, unique, in natural order, posted in order', () => {
  const picks = [
    pick(2, 'RC-0099', '2026-11-01T10:00:00Z'),
    pick(3, 'RC-0100', '2026-11-01T11:00:00Z'),
    pick(4, 'RC-1.2', '2026-11-01T12:00:00Z'),
    pick(5, 'RC-0100', '2026-11-01T09:00:00Z'),
    pick(6, '', '2026-11-01T13:00:00Z'),
  ];
  // RC-1.2 has a dot; by number 1 comes before 100, so it and the blank id are also out of order.
  expect(idProblems(recordOf({ picks }))).toEqual([
    { subject: 'RC-1.2', message: 'record.csv:4 id "RC-1.2" is not an id' },
    { subject: 'RC-1.2', message: 'RC-1.2 comes after RC-0100 in record.csv: ids go up in the order picks are posted' },
    { subject: 'RC-0100', message: 'RC-0100 appears twice in record.csv' },
    { subject: 'RC-0100', message: 'RC-0100 was posted (2026-11-01T09:00:00Z) before the pick above it' },
    { subject: 'record.csv:6', message: 'record.csv:6 id "" is not an id' },
    { subject: '', message: ' comes after RC-0100 in record.csv: ids go up in the order picks are posted' },
  ]);
});

test('token: every chain row has a time, none before the last readable time above it', () => {
  const row = (entry: string, timestamped: string, latestBefore: number): ChainRow => ({
    line: 2,
    cells: { entry, pick_id: 'RC-1', timestamped },
    index: 0,
    previous: '',
    time: timestamped ? Date.parse(timestamped) : Number.NaN,
    latestBefore,
  });
  const noon = Date.parse('2026-11-01T12:00:00Z');
  expect(tokenTime(row('RC-1', '2026-11-01T12:00:00Z', noon))).toEqual([]);
  expect(tokenTime(row('RC-1.grade', '2026-11-01T11:59:59Z', noon))).toEqual([
    {
      subject: 'RC-1',
      message:
        'RC-1.grade is timestamped 2026-11-01T11:59:59Z, before the entry above it: the chain is in the order its tokens were made',
    },
  ]);
  expect(tokenTime(row('RC-1', 'soon', -Infinity))).toEqual([
    { subject: 'RC-1', message: 'RC-1 has no timestamp: every entry of the chain is timestamped by an authority' },
  ]);
});

test('since: a saved value is on the chain, at the place its checkpoint gave', () => {
  const chain = { rows: ['a', 'b', 'c'].map((value) => ({ cells: { chain: value.repeat(64) } })) };
  const clock = (chainValue: string, size: number | null): Clock => ({
    now: new Date(0),
    since: [{ chain: chainValue.repeat(64), size, label: 'saved.txt' }],
    sealedGraceMinutes: 0,
    pendingDays: 0,
    timeZone: 'UTC',
    sampleNotice: null,
  });
  expect(savedValues(recordOf({ chain }), clock('b', 2))).toEqual([]);
  expect(savedValues(recordOf({ chain }), clock('b', null))).toEqual([]);
  expect(savedValues(recordOf({ chain }), clock('b', 3))).toEqual([
    {
      subject: 'saved.txt',
      message: `the chain value ${'b'.repeat(64)} (entry 3) saved from saved.txt is not on the chain at that place (it is entry 2): the record was rewritten, cut short or forked since`,
    },
  ]);
  expect(savedValues(recordOf({ chain }), clock('d', null))).toEqual([
    {
      subject: 'saved.txt',
      message: `the chain value ${'d'.repeat(64)} saved from saved.txt is not on the chain: the record was rewritten, cut short or forked since`,
    },
  ]);
});
