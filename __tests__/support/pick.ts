import type { RevealedPick } from '@/lib/record/types';

/** A revealed pick with every field filled in, as the ledger would give it; `extra` overrides. */
export function pick(id: string, posted: string, extra: Partial<RevealedPick> = {}): RevealedPick {
  return {
    id,
    line: 2,
    posted,
    eventStart: posted,
    sport: 'NFL',
    sportCode: 'NFL',
    event: 'Bills at Dolphins',
    market: 'spread',
    selection: 'Bills -3.5',
    odds: -110,
    stake: 1,
    sportsbook: 'Harbor Sports',
    result: 'win',
    score: null,
    settled: posted,
    closingOdds: null,
    closingOtherOdds: null,
    closingLine: null,
    slip: null,
    note: '',
    secret: 'a'.repeat(64),
    profit: 0.91,
    correctedBy: [],
    state: 'revealed',
    seal: 'b'.repeat(64),
    sealVersion: 2,
    previous: '0'.repeat(64),
    chain: 'c'.repeat(64),
    timestamp: null,
    earliestStart: posted,
    ...extra,
  };
}
