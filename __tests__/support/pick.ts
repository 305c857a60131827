import type { PublishedPick } from '@/lib/record/types';

/** A published pick with every field filled in, as the ledger would give it; `extra` overrides. */
export function pick(id: string, posted: string, extra: Partial<PublishedPick> = {}): PublishedPick {
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
    settled: posted,
    closingOdds: null,
    slip: null,
    note: '',
    profit: 0.91,
    correctedBy: [],
    ...extra,
  };
}
