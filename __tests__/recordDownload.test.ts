/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recordSettings } from '@/content/record/settings.mjs';
import { readCsvObjects } from '@/lib/record/ledger/csv.mjs';
import { toCorrectionsCsv, toPublishedCsv } from '@/lib/record/presentation/download';
import { applyCorrections, parseCorrections } from '@/lib/record/ledger/corrections';
import { parseLedger, type LedgerOptions } from '@/lib/record/ledger/picks';
import { linkEntries } from '@/lib/record/proof/chain.mjs';
import { publishPicks, recordEntries } from '@/lib/record/proof/publish';
import type { Correction, Pick } from '@/lib/record/types';

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
const posted = parseLedger(readFileSync(path.join(__dirname, 'fixtures/record/valid.csv'), 'utf8'), options);
const corrections = parseCorrections(
  'pick_id,field,value,reason,date\nRC-0001,odds,-115,"=HYPERLINK(""http://example.com"",""x"")",2025-09-09\n',
  { file: 'content/record/corrections.csv', picks: posted, buildDate: options.buildDate, ledger: options },
);

/** The download as a spreadsheet reads it: one record per pick. */
function rows(csv: string): Record<string, string>[] {
  return readCsvObjects(csv);
}

/** The picks as the build publishes them at a date, with their chain (no tokens yet). */
function published(ledger: readonly Pick[], applied: readonly Correction[], date: Date) {
  const chain = linkEntries(
    recordEntries(ledger, applied, () => 2),
    new Map(),
  );
  return publishPicks(ledger, applyCorrections(ledger, applied, recordSettings.sports), chain, date, () => 2);
}

test('/record.csv gives every pick as published: corrections applied and marked, profit, seal, chain and secret', () => {
  const record = published(posted, corrections, options.buildDate);
  const [first, second] = rows(toPublishedCsv(record.picks, null));
  expect(first).toMatchObject({ id: 'RC-0001', odds: '-115', profit: '0.87', corrected: 'odds' });
  expect(second).toMatchObject({
    id: 'RC-0002',
    odds: '+135',
    profit: '-1.5',
    corrected: '',
    note: 'Starter scratched late, bet stood.',
  });
  expect(first?.seal).toMatch(/^[0-9a-f]{64}$/);
  expect(first?.secret).toBe(posted[0]?.secret);
  expect(first?.chain).toBe(record.picks[0]?.chain);
  expect(first?.seal_version).toBe('2');
});

test('a pick whose game has not started shows only when it was posted, its start, sport, stake and seal', () => {
  const before = new Date('2025-10-01T12:00:00Z');
  const pending = posted.filter((pick) => pick.result === 'pending');
  expect(pending.length).toBeGreaterThan(0);
  const { picks } = published(posted, [], before);
  const csv = toPublishedCsv(picks, null);
  for (const pick of pending) {
    expect(rows(csv).find((row) => row.id === pick.id)).toEqual(
      expect.objectContaining({
        event: '',
        market: '',
        selection: '',
        odds: '',
        sportsbook: '',
        secret: '',
        slip: '',
        note: '',
      }),
    );
    for (const hidden of [pick.event, pick.selection, pick.secret]) expect(csv).not.toContain(hidden);
  }
});

test('a text cell that would start a formula is written as text, and numbers keep their sign', () => {
  const csv = toCorrectionsCsv(corrections, null);
  const [row] = rows(csv);
  expect(row).toMatchObject({ before: '-110', after: '-115', reason: '\'=HYPERLINK("http://example.com","x")' });
});

test('the download opens as UTF-8 and says on every row when it is a sample, so every reader sees one table', () => {
  const { picks } = published(posted, [], options.buildDate);
  const csv = toPublishedCsv(picks, 'Sample record.');
  expect(csv.startsWith('\uFEFFsample,id,posted,')).toBe(true);
  expect(rows(csv).map((row) => row.sample)).toEqual(picks.map(() => 'SAMPLE DATA: Sample record.'));
  expect(toPublishedCsv(picks, null).startsWith('\uFEFFid,posted,')).toBe(true);
});
