/**
 * @jest-environment node
 */
import { loadRecord } from '@/lib/record/load';

test('the shipped sample ledger passes every check and is labelled as a sample', () => {
  const record = loadRecord();
  expect(record.picks.length).toBeGreaterThan(300);
  expect(record.corrections).toHaveLength(3);
  expect(record.sample).toBe('Sample record: replaced by the real ledger before launch.');
});
