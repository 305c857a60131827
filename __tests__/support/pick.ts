import type { RevealedPick, SealedPick } from '@/lib/record/types';

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

/** The fixture record's sealed pick, FX-0005 (Eagles at Packers, Monday night), as it is published before its start. */
export function sealedPick(extra: Partial<SealedPick> = {}): SealedPick {
  return {
    state: 'sealed',
    id: 'FX-0005',
    line: 6,
    posted: '2026-11-29T11:27:45-05:00',
    eventStart: '2026-11-30T20:15:00-05:00',
    earliestStart: '2026-11-30T20:15:00-05:00',
    sport: 'NFL',
    sportCode: 'NFL',
    stake: 1,
    result: 'pending',
    settled: null,
    profit: null,
    correctedBy: [],
    seal: 'b'.repeat(64),
    sealVersion: 2,
    previous: '0'.repeat(64),
    chain: 'c'.repeat(64),
    timestamp: { time: '2026-11-29T16:30:00Z' },
    ...extra,
  };
}
