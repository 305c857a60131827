import { correctionAnchor, routes } from '../routes';

/** The words of the public record: /record, its year pages, and the record's blocks on the home page. */
export const recordPage = {
  title: 'The record',
  metaTitle: 'The record: every pick, win or lose',
  description:
    'Every pick we have posted, with its odds, stake, result and slip: the win-loss record, units and ROI worked out from one public ledger you can download and check.',
  intro:
    'Every pick we post goes into one ledger the day it goes out, and it stays there, win or lose. Every figure on this page is worked out from that ledger.',
  figuresTitle: 'The record at a glance',
  chartTitle: 'Units over time',
  chartTableSummary: 'The chart as a table, month by month',
  breakdownTitle: 'By sport, market and month',
  bySport: 'By sport',
  byMarket: 'By market',
  byMonth: 'By month',
  latestTitle: 'Latest picks',
  latestCount: 10,
  latestCaption: (count: number) => `The ${count} most recent picks, newest first`,
  chartTableCaption: 'Units over time, month by month',
  chartMonth: 'Month settled',
  chartMonthUnits: 'Units that month',
  chartTotalUnits: 'Units to date',
  correctionPick: (id: string) => `Pick ${id}`,
  correctionField: (field: string) => `${field.replaceAll('_', ' ')} changed from`,
  correctionTo: 'to',
  correctionEmpty: '(empty)',
  monthCaption: (month: string, picks: number, record: string, units: string) =>
    `${month}: ${picks} picks, ${record}, ${units} units`,
  yearPicks: (picks: number) => `${picks} picks`,
  correctionsTitle: 'Corrections',
  correctionsIntro:
    'A settled pick is never edited. When we get one wrong, we add a correction here, with the value before and after, and the figures above include it. The pick keeps its seal: it still proves what we posted.',
  noCorrections: 'No corrections so far.',
  yearsTitle: 'Every pick, year by year',
  downloadTitle: 'Check our math',
  downloadLink: 'Download the ledger (record.csv)',
  downloadText:
    'The file lists every pick with the corrections applied and its profit in units. Open it in any spreadsheet and work out the record, the units and the ROI yourself: you should get the figures above.',
  empty: 'No picks are in the ledger yet. The first one will show here the day it is posted.',
  unitNote: 'A unit is the stake a bettor sets for a standard bet; profit is in units at the odds we got.',
} as const;

export const recordYearPage = {
  title: (year: number) => `Every pick of ${year}`,
  description: (year: number, picks: number) =>
    picks === 0
      ? `No picks are in the ledger for ${year} yet.`
      : `All ${picks} picks we posted in ${year}, month by month, with the time posted, odds, stake, result, profit and slip of each.`,
  back: 'Back to the record',
} as const;

export const recordHome = {
  title: 'The record so far',
  link: 'See every pick and the full record',
} as const;

export const latestReceipt = {
  title: 'Latest settled pick',
  link: 'See the record',
} as const;

/** Column headings of the record's tables. */
export const recordColumns = {
  posted: 'Posted',
  event: 'Event',
  pick: 'Pick',
  odds: 'Odds',
  stake: 'Stake (u)',
  result: 'Result',
  profit: 'Profit (u)',
  slip: 'Slip',
  timestamped: 'Timestamped',
  timestampedBy: (authority: string) => `Timestamped by ${authority}`,
  record: 'W-L-P',
  winRate: 'Win rate',
  units: 'Units',
  roi: 'ROI',
  picks: 'Picks',
  sport: 'Sport',
  market: 'Market',
  month: 'Month',
  year: 'Year',
} as const;

/** The headline figures' labels, in the order they show. */
export const recordFigures = {
  record: 'Record (W-L-P)',
  units: 'Units won',
  roi: 'ROI',
  picks: 'Picks',
  since: 'Since',
  updated: 'Updated',
} as const;

/** The figures behind the headline on /record, in the order they show. */
export const recordRiskFigures = {
  title: 'Behind the numbers',
  intro:
    'The rest of what the ledger says, good and bad. Win rate counts wins and losses only. Drawdown is the largest fall in units from a high point before a new high, and the closing-line value is how much better, in points of implied probability, the odds we posted were than the odds when the game started, on the picks whose closing odds we logged.',
  winRate: 'Win rate',
  unitsRisked: 'Units risked',
  averageOdds: 'Average odds',
  maxDrawdown: 'Largest drawdown (u)',
  longestLosingRun: 'Longest losing run',
  losses: (count: number) => `${count} loss${count === 1 ? '' : 'es'}`,
  clv: 'Closing-line value',
} as const;

/** "Check it yourself" on /record: how a visitor checks the seals, the chain and the timestamps. */
export const recordCheck = {
  title: 'Check it yourself',
  intro:
    'You do not have to take our word for any of this. Each pick is sealed before its game, chained to every pick before it, and a time-stamping authority that is not us signs each link of the chain. Here is how to check it with tools you already have.',
  sealed:
    'A pick whose game has not started shows as sealed: when we posted it, when the game starts, the sport, the stake and its seal. What we picked, at what odds and at which book appears once the game starts, with the secret the seal was made from, so you can recompute the seal and see it is the pick we posted.',
  headLabel: 'Latest chain value',
  headNote: (id: string, day: string) =>
    `After pick ${id}, posted ${day}. Save it: if any pick before it were changed, moved or removed, this value would no longer be on the chain.`,
  timestampedLabel: 'Timestamped before the start',
  timestamped: (before: number, total: number, share: string) => `${share} (${before} of ${total} picks)`,
  authorityLabel: 'Time-stamping authority',
  filesTitle: 'What we publish',
  files: [
    {
      path: '/record.csv',
      text: 'every pick, with its seal, chain value, timestamp and, once its game has started, its secret',
    },
    { path: '/record/corrections.csv', text: 'every correction, with the value before and after' },
    {
      path: '/record/checkpoint.txt',
      text: 'the number of picks, the latest chain value and when the record was built',
    },
    { path: '/record/timestamps/authority.pem', text: 'the authority’s certificate' },
  ],
  tokenFiles: 'one token per pick at /record/timestamps/<id>.tsr, as the authority signed it',
  stepsTitle: 'Three checks',
  sealStep: (id: string) =>
    `Recompute a seal. A pick’s seal is the SHA-256 of these lines: “receipts-club seal v1”, then its id, posted, event_start, sport, event, market, selection, odds, stake and sportsbook as posted (a correction in corrections.csv shows the value posted), then its secret. For pick ${id}:`,
  chainStep:
    'Follow the chain. Each chain value is the SHA-256 of the chain value before it and the pick’s seal, each on its own line; the first pick’s comes after 64 zeros. For the same pick:',
  tokenStep: (id: string) =>
    `Check a timestamp. Each token is the authority’s signature over a chain value, at a time the authority gives. For pick ${id}, with OpenSSL:`,
} as const;

/** What a picks table's rows say beyond the ledger's values (lib/record/pickRows.ts). */
export const recordPickRow = {
  slipAlt: (sportsbook: string) => `Slip from ${sportsbook}`,
  sealedUntil: (start: string) => `Sealed until ${start}`,
  sealed: 'Sealed',
  lead: (lead: string, before: boolean) => `${lead} ${before ? 'before' : 'after'} start`,
  notTimestamped: 'Not yet',
  correctionLink: routes.record,
  correctionAnchor,
} as const;

export const resultLabels = {
  pending: 'Pending',
  win: 'Win',
  loss: 'Loss',
  push: 'Push',
  void: 'Void',
} as const;
