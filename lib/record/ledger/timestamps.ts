import { timestampColumns } from '../csv.mjs';
import type { LedgerProblem } from '../types';
import { parseTimestamp } from './fields';
import { at, LedgerError, readTable } from './table';

/** One row of content/record/timestamps.csv: an authority's token over a pick's chain value. */
export interface TimestampRow {
  readonly pickId: string;
  readonly chain: string;
  /** When the token says the authority saw the chain value, ISO 8601 in UTC. */
  readonly time: string;
  /** The authority's TimeStampResp, DER in base64. */
  readonly token: string;
  readonly line: number;
}

/**
 * Reads timestamps.csv against the chain the ledger gives: each row names a pick of the ledger
 * once, and its chain value is the one the ledger gives that pick today. A token made over another
 * value means a pick at or before it was changed, removed or moved after it was timestamped.
 * Throws a LedgerError listing every problem.
 */
export function parseTimestamps(text: string, file: string, chainOf: ReadonlyMap<string, string>): TimestampRow[] {
  const problems: LedgerProblem[] = [];
  const table = readTable(text, file, timestampColumns, problems);
  const seen = new Map<string, number>();
  const rows: TimestampRow[] = [];
  for (const { line, fields } of table) {
    const { pick_id: pickId, chain, time, token } = fields;
    const before = problems.length;
    const expected = chainOf.get(pickId.value);
    const first = seen.get(pickId.value);
    if (expected === undefined) {
      problems.push({ ...at(file, pickId), message: `pick_id "${pickId.value}" is not in the ledger` });
    } else if (first !== undefined) {
      problems.push({
        ...at(file, pickId),
        message: `pick ${pickId.value} already has a token on line ${first} — a pick is timestamped once`,
      });
    } else if (chain.value !== expected) {
      problems.push({
        ...at(file, chain),
        message: `the token of ${pickId.value} was made over chain value ${chain.value}, but the ledger now gives ${expected} — a pick at or before ${pickId.value} was changed, removed or moved after it was timestamped; put the ledger back as it was (git log -p -- content/record/picks.csv)`,
      });
    }
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(time.value) || parseTimestamp(time.value) === null) {
      problems.push({ ...at(file, time), message: `time "${time.value}" is not a UTC time like 2026-11-14T16:31:02Z` });
    }
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token.value)) {
      problems.push({ ...at(file, token), message: 'token is not base64 — it is written by npm run record:timestamp' });
    }
    seen.set(pickId.value, line);
    if (problems.length === before) {
      rows.push({ pickId: pickId.value, chain: chain.value, time: time.value, token: token.value, line });
    }
  }
  if (problems.length) throw new LedgerError(problems);
  return rows;
}
