import { zoneOffset } from '@/lib/record/ledger/zone';

// zoneOffset keeps one offset per zone and UTC hour: the hour of a change must still give each side
// its own offset, in whichever order the times are asked for.
test('the offset changes at the very millisecond a zone changes it, also within a UTC hour', () => {
  const at = (timeZone: string, times: string[]) => times.map((time) => zoneOffset(timeZone, Date.parse(time)));
  expect(
    at('America/New_York', [
      '2025-03-09T07:00:00Z',
      '2025-03-09T06:59:59.999Z',
      '2025-03-09T06:00:00Z',
      '2025-11-02T05:59:59.999Z',
      '2025-11-02T06:00:00Z',
      '2025-11-02T06:59:59.999Z',
    ]),
  ).toEqual(['-04:00', '-05:00', '-05:00', '-04:00', '-05:00', '-05:00']);
  // Nepal moved from +05:30 to +05:45 at its midnight, half past a UTC hour.
  expect(
    at('Asia/Kathmandu', [
      '1985-12-31T18:45:00Z',
      '1985-12-31T18:29:59.999Z',
      '1985-12-31T18:30:00Z',
      '1985-12-31T18:00:00Z',
    ]),
  ).toEqual(['+05:45', '+05:30', '+05:45', '+05:30']);
  expect(at('Etc/UTC', ['2025-03-09T07:00:00Z'])).toEqual(['+00:00']);
});
