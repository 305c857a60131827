import type { IntervalVerdict } from '@/lib/record/figures/stats';
import { sealFields } from '@/lib/record/model.mjs';
import { formatRecord, formatRoi, formatUnits } from '@/lib/record/presentation/display';
import type { Summary } from '@/lib/record/types';
import { correctionAnchor, routes } from '../routes';

/** The words of the public record: /record, its year pages, and the record's blocks on the home page. */
export const recordPage = {
  title: 'The record',
  metaTitle: 'The record: every pick, win or lose',
  description:
    'Every pick we have posted, with its odds, stake, result and timestamp: the win-loss record, units and ROI worked out from one public ledger you can download and check.',
  intro:
    'Every pick we post goes into one ledger the day it goes out, and it stays there, win or lose. Every figure on this page is worked out from that ledger.',
  figuresTitle: 'The record at a glance',
  chartTitle: 'Units over time',
  chartTableSummary: 'The chart as a table, month by month',
  breakdownTitle: 'Where the units come from',
  breakdownIntro:
    'The same picks cut four ways. The share column is each group’s units over all the units won, so a losing group shows below zero.',
  byMarket: 'By market',
  byStake: 'By stake',
  bySport: 'By sport',
  byMonth: 'By month',
  latestTitle: 'Latest picks',
  latestIntro:
    'Every pick has its own page, from the moment it is posted: sealed until its game starts, then revealed at the same address under the same seal. Share that link, not a screenshot.',
  latestLink: 'More of the latest picks, and their feeds',
  latestCount: 10,
  latestCaption: (count: number) => `The ${count} most recent picks, newest first`,
  chartTableCaption: 'Units over time, month by month',
  chartMonth: 'Month of the games',
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
    'A settled pick is never edited. When we get one wrong, we add a correction here, with the value before and after. A corrected grade counts in the figures above; a pick whose odds, stake or selection were corrected counts there at the worse for us of how it was posted, which its seal proves, and how it stands corrected.',
  noCorrections: 'No corrections so far.',
  yearsTitle: 'Every pick, year by year',
  downloadTitle: 'Check our math',
  downloadLink: 'Download the ledger (record.csv)',
  downloadText:
    'The file lists every pick with the corrections applied and its profit in units. Open it in any spreadsheet and work out the record, the units and the ROI yourself: you should get the figures above. It is UTF-8, and a text cell that would start a formula begins with an apostrophe, so no spreadsheet runs it.',
  columnsTitle: 'The columns',
  empty: 'No picks are in the ledger yet. The first one will show here the day it is posted.',
  /** The unit, set once (content/record/settings.mjs), shown with the figures. */
  unitNote: (dollars: string, example: { stake: string; odds: string; risk: string; win: string }) =>
    `A unit is ${dollars} of our own money: a stake is what we risk, not what we stand to win, so a ${example.stake}-unit pick at ${example.odds} risks ${example.risk} to win ${example.win}. Profit is in units at the odds we got.`,
  monthRule:
    'A pick counts on the day its game started, New York time: in the chart, in every table by month and on the year pages.',
  /** The one rule for every table that splits the picks into groups, said once, under the headline figures. */
  sampleRule: (picks: number) =>
    `Every table that splits the picks into groups gives each row its own 95% interval, drawn the way the ROI’s is (see “Behind the numbers”). A row whose figure rests on fewer than ${picks} picks (picks that stood for the ROI, measured spreads and totals for closing-line points) shows “small sample” instead: that few picks cannot tell skill from luck.`,
} as const;

/**
 * The record's two counting words, defined once and shown with the figures. Every file uses
 * "graded" this way: record/claims.json's `graded`, the verifier's "graded picks", the feeds.
 */
export const recordTerms = {
  graded:
    'A pick is graded once its result is in: a win, a loss, a push or a void. A void is a bet the book called off and paid back; the wins, losses and pushes are the picks that stood, and only they count in the win rate, the units risked and the ROI.',
} as const;

/**
 * What a 95% interval says of its figure, beside it (lib/record/figures/stats.ts intervalVerdict):
 * whether the figure can yet be told apart from zero, in a bettor's words.
 */
export const recordVerdicts = {
  roi: {
    above: 'Ahead of break-even: its whole 95% interval is above zero.',
    below: 'Behind break-even: its whole 95% interval is below zero.',
    across: 'Can’t yet be told apart from break-even: its 95% interval includes zero.',
    tooFew: (picks: number) =>
      `Too few picks yet to tell from break-even: its 95% interval is drawn once ${picks} picks have stood.`,
  },
  /** A table row's interval, after it. */
  roiRow: { above: 'above break-even', below: 'below break-even', across: 'can’t yet be told apart from break-even' },
  lineRow: {
    above: 'better than the closing line',
    below: 'worse than the closing line',
    across: 'can’t yet be told apart from the closing line',
  },
} as const;

/** What the ROI's 95% interval says beside the ROI (null: too few picks for an interval). */
export function roiVerdict(verdict: IntervalVerdict | null, smallSample: number): string {
  return verdict ? recordVerdicts.roi[verdict] : recordVerdicts.roi.tooFew(smallSample);
}

export const recordYearPage = {
  title: (year: number) => `Every pick of ${year}`,
  description: (year: number, picks: number) =>
    picks === 0
      ? `No picks are in the ledger for ${year} yet.`
      : `All ${picks} picks whose games were played in ${year}, month by month and the latest posted first, with the time posted, odds, stake, result, profit, timestamp and slip of each.`,
  /** The year's line for search results and shared links: the ROI over the picks it counts, the ones that stood. */
  preview: (year: number, summary: Summary) =>
    `${year}: ${formatRecord(summary)} (W-L-P), ${formatUnits(summary.unitsWon)} units, ROI ${formatRoi(summary.roi)} over the ${summary.wins + summary.losses + summary.pushes} picks that stood (wins, losses and pushes)`,
  /** How the year's figures differ from the headline's on /record. */
  figuresNote:
    'These figures count every pick of the year as published, corrections applied; the headline of the whole record counts only the picks proven to have gone out before their games.',
  back: 'Back to the record',
} as const;

export const recordHome = {
  title: 'The record so far',
  link: 'See every pick and the full record',
} as const;

export const latestReceipt = {
  title: 'Latest settled pick',
  link: (id: string) => `See ${id}’s receipt and proof`,
} as const;

/** Column headings of the record's tables. */
export const recordColumns = {
  posted: 'Posted',
  event: 'Event',
  pick: 'Pick',
  odds: 'Odds',
  stake: 'Stake (u)',
  result: 'Result, final score',
  profit: 'Profit (u)',
  slip: 'Slip',
  timestamped: 'Timestamped',
  record: 'W-L-P',
  winRate: 'Win rate',
  units: 'Units',
  roi: 'ROI',
  picks: 'Picks',
  share: 'Share of units',
  stakeUnits: (stake: string) => `${stake} u`,
  sport: 'Sport',
  market: 'Market',
  month: 'Month',
  year: 'Year',
  interval: '95% interval',
  smallSample: 'Small sample',
  spreads: 'Spreads',
  totals: 'Totals',
  points: 'Points, by stake',
  voidPick: 'Pick',
  voidDay: 'Game day',
  voidReason: 'Why',
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
  intro: 'The rest of what the ledger says, good and bad, each figure with how it is counted.',
  roiInterval: 'ROI, 95% interval',
  winRate: 'Win rate',
  unitsRisked: 'Units risked',
  medianOdds: 'Median odds',
  maxDrawdown: 'Largest drawdown (u)',
  longestLosingRun: 'Longest losing run',
  losses: (count: number) => `${count} loss${count === 1 ? '' : 'es'}`,
  priceClv: 'Closing-line value, price, by stake',
  priceClvPerPick: 'Closing-line value, price, per pick',
  voids: 'Voids',
  voidsCaption: 'The voids, and why each was called off',
  voidLegs: 'Every leg was voided',
  lineClvCaption: 'Closing-line value on lines, by sport',
  favorites: (share: string) => `${share} at minus odds`,
  onPicks: (count: number) => `on ${count.toLocaleString('en-US')} pick${count === 1 ? '' : 's'}`,
  interval: (low: string, high: string) => `${low} to ${high}`,
  /** A table row's interval and what it says: "−2.1% to +4.0%: can’t yet be told apart from break-even". */
  verdictAfter: (interval: string, verdict: string) => `${interval}: ${verdict}`,
} as const;

const marketNames = {
  spread: ['spread', 'spreads'],
  total: ['total', 'totals'],
  moneyline: ['moneyline', 'moneylines'],
  prop: ['prop', 'props'],
  parlay: ['parlay', 'parlays'],
} as const;

/** How many picks of each market a figure rests on: "2 totals, 412 moneylines, and 1 prop". */
export function marketCounts(counts: Readonly<Partial<Record<keyof typeof marketNames, number>>>): string {
  const parts = Object.entries(marketNames).flatMap(([market, [one, many]]) => {
    const count = counts[market as keyof typeof marketNames] ?? 0;
    return count > 0 ? [`${count} ${count === 1 ? one : many}`] : [];
  });
  return parts.length ? new Intl.ListFormat('en-US', { type: 'conjunction' }).format(parts) : 'no picks';
}

/** Where the closing prices and lines come from: said once, beside every closing-line figure. */
const closingSource = (book: string) =>
  `${book} is a retail sportsbook, and these are its closing prices and lines as we report them ourselves: no independent source supplies them.`;

/**
 * How every figure on /record is counted, one sentence each, shown beside the figure. The code that
 * counts them (lib/record/figures/stats.ts) follows these words.
 */
export const recordDefinitions = {
  record:
    'Wins, losses and pushes of every proven graded pick: timestamped by an authority before its game, graded from the final score, and, if corrected, counted at the worse for us of as posted and as corrected. A void, a bet the book called off, is in none of them. The rest are counted apart below.',
  units:
    'The sum of every proven graded pick’s profit at the odds we got: a win pays its odds on the stake, a loss costs the stake, a push or a void nothing.',
  roi: 'Units won divided by units risked: the stakes of every win, loss and push among the proven picks. A push was at risk until its game ended, so its stake counts; a void, called off by the book, does not.',
  picks: 'Every proven pick posted, the pending and sealed ones included.',
  since: 'The day the first proven pick was posted.',
  updated: 'The day the latest result came in.',
  roiInterval: (resamples: string, stood: number) =>
    `The range of ROIs these results are consistent with, given how much they vary from pick to pick: a 95% bootstrap interval over picks. The ${stood.toLocaleString('en-US')} picks that stood (wins, losses and pushes) are redrawn with replacement ${resamples} times from a fixed seed, so every build gives the same range, and the middle 95% of the redrawn ROIs is kept. It treats the picks as independent, and it is not a forecast.`,
  roiIntervalWaiting: (smallSample: number, stood: number) =>
    `Shown once ${smallSample} picks have stood (won, lost or pushed), so the range has enough picks to mean something; ${stood.toLocaleString('en-US')} ${stood === 1 ? 'has' : 'have'} so far. It will be a 95% bootstrap interval over picks: the range of ROIs these results are consistent with.`,
  winRate: 'Wins divided by wins and losses; pushes and voids are left out.',
  unitsRisked: 'The stakes of every win, loss and push: what the ROI divides by. Voids are left out.',
  medianOdds:
    'The middle price of the picks that stood (half were longer, half shorter), and the share taken at minus odds, shorter than even money.',
  maxDrawdown: 'The largest fall in units from a high point before a new high, in the order the games were played.',
  longestLosingRun:
    'The most losses in a row, in the order the games were played; a push or void neither ends nor extends a run.',
  priceClv: (book: string, markets: string) =>
    `What the odds we took were worth at ${book}’s closing price with its margin taken out, as an expected return, each pick weighted by its stake as in the ROI. It rests on every pick with both sides’ closing prices: ${markets}. A spread or total counts only when its closing line is recorded and is the line we took; one whose line moved or has no closing line is left out, as are parlays and voids. ${closingSource(book)}`,
  priceClvPerPick: 'The same picks and prices, each pick counted once whatever its stake.',
  voids:
    'Bets the book called off, stake returned: a void counts among the picks and in no other figure. Each is listed below with why.',
  lineClv: (book: string) =>
    `How many points better the spread or total we took was than ${book}’s line at the start, each pick weighted by its stake: every spread and total with a closing line, voids left out. A point is not worth the same in every sport, so each sport has its own row and there is no overall figure. ${closingSource(book)}`,
} as const;

/** How a year page's figures are counted: every pick of the year as published, proven or not. */
export const recordYearDefinitions = {
  record:
    'Wins, losses and pushes of the year’s graded picks, as published, corrections applied. A void, a bet the book called off, is in none of them.',
  units:
    'The sum of the year’s graded picks’ profit at the odds we got: a win pays its odds on the stake, a loss costs the stake, a push or a void nothing.',
  roi: 'Units won divided by units risked: the stakes of the year’s wins, losses and pushes. A push was at risk until its game ended, so its stake counts; a void, called off by the book, does not.',
  picks: 'Every pick whose game started this year, New York time, the pending and sealed ones included.',
  since: 'The day the first of these picks was posted.',
  updated: recordDefinitions.updated,
} as const;

/** What each column of /record.csv holds, listed under the download. */
export const downloadColumns = [
  { column: 'id', text: 'The pick’s own id, in the order picks were posted.' },
  { column: 'posted', text: 'When the pick went out to members, New York time with its offset.' },
  { column: 'event_start', text: 'When the game started (or starts).' },
  { column: 'sport', text: 'NFL, NBA, MLB, NHL, NCAAF (college football) or NCAAB (college basketball).' },
  {
    column: 'event, market, selection',
    text: 'The game, the kind of bet and what was bet; blank while the pick is sealed.',
  },
  { column: 'odds', text: 'The American odds we took.' },
  { column: 'stake', text: 'Units risked.' },
  { column: 'sportsbook', text: 'Where we bet it.' },
  { column: 'result', text: 'Pending, win, loss, push or void: the grade the score gives.' },
  {
    column: 'score',
    text: 'The final score, away-home as the event names the teams (OT, SO or F/10 after regulation); a part of a game leads with 1H, Q1, F5 or P1; a parlay lists each leg’s outcome and score.',
  },
  { column: 'settled', text: 'When the bet was graded.' },
  {
    column: 'closing_odds, closing_other_odds, closing_line',
    text: 'Both sides’ odds and the line at the closing book when the game started, where we have them, as we report them ourselves.',
  },
  { column: 'slip', text: 'The slip’s address on this site.' },
  { column: 'note', text: 'Anything members were told about the pick.' },
  { column: 'profit', text: 'Units won or lost; blank while pending.' },
  { column: 'corrected', text: 'The fields a correction changed (record/corrections.csv has the value before).' },
  { column: 'seal_version', text: 'Which encoding the seal uses: 1 for the oldest picks, 2 for the rest.' },
  {
    column: 'seal, secret, chain',
    text: 'The pick’s seal, its secret once its game has started, and its chain value (“Check it yourself”).',
  },
  { column: 'timestamped', text: 'When the time-stamping authority signed its chain value, in UTC.' },
] as const;

/** "Check it yourself" on /record: how a visitor checks the seals, the chain and the timestamps. */
/** The picks the headline leaves out, counted apart, and how it counts the corrected ones. */
export const recordNotProven = {
  none: 'Not proven: none. Every pick is counted above.',
  summary: (picks: number, units: string) =>
    `Not proven: ${picks.toLocaleString('en-US')} pick${picks === 1 ? '' : 's'}, ${units} units. The figures above leave ${picks === 1 ? 'it' : 'them'} out, because no time-stamping authority signed ${picks === 1 ? 'it' : 'any of them'} before ${picks === 1 ? 'its' : 'their'} game started:`,
  /** After the pick's id, a link. */
  pick: (result: string, units: string) => `, ${result}, ${units} units.`,
  corrected: (picks: number) =>
    `Picks corrected after they went out count here at the worse for us of as posted and as corrected: ${picks.toLocaleString('en-US')} pick${picks === 1 ? '' : 's'}, listed under Corrections.`,
} as const;

export const recordCheck = {
  title: 'Check it yourself',
  intro:
    'You do not have to take our word for any of this. Each pick is sealed before its game, and every pick, grade and correction is a link of one chain that a time-stamping authority that is not us signs link by link. Here is how to check it with tools you already have, and what the files alone cannot prove.',
  sealed:
    'A pick whose game has not started shows as sealed: when we posted it, when the game starts, the sport, the stake and its seal. What we picked, at what odds and at which book appears once the game starts, with the secret the seal was made from, so you can recompute the seal and see it is the pick we posted. Its slip photo stays off the site until then.',
  headLabel: 'Latest chain value',
  headNote: (entry: string, size: number) =>
    `After ${entry}, entry ${size.toLocaleString('en-US')} of the chain. Save it: if any pick, grade or correction before it were changed, moved or removed, this value would no longer be in chain.csv. Members get the chain value of each pick with the pick itself.`,
  timestampedLabel: 'Timestamped before the start',
  timestamped: (before: number, total: number, share: string) => `${share} (${before} of ${total} picks)`,
  authorityLabel: 'Time-stamping authority',
  authority: (name: string, fingerprint: string) => `${name}, root certificate SHA-256 ${fingerprint}`,
  sampleAuthority:
    'While the record is a sample, its tokens come from a sample authority whose key is public: the checks below work, and prove nothing.',
  filesTitle: 'What we publish',
  files: [
    {
      path: '/record.csv',
      text: 'every pick, with its seal, chain value, timestamp and, once its game has started, its secret',
    },
    { path: '/record/corrections.csv', text: 'every correction, with the value before and after' },
    {
      path: '/record/chain.csv',
      text: 'every link of the chain in order: each pick, grade and correction, with its time',
    },
    { path: '/record/claims.json', text: 'the figures this site states, for a checker to recompute' },
    {
      path: '/record/checkpoint.txt',
      text: 'the number of links, the latest chain value and when the site was built',
    },
    {
      path: '/record/timestamps/authority.pem',
      text: 'the certificates the tokens name; trust the authority’s root only from the authority itself',
    },
  ],
  tokenFiles: 'one token per link at /record/timestamps/<link>.tsr, as the authority signed it',
  stepsTitle: 'Three checks by hand',
  sealStep: (id: string) =>
    `Recompute a seal. A pick’s seal is the SHA-256 of one line of JSON: “receipts-club seal v2”, then its ${sealFields.slice(0, -1).join(', ')} and ${sealFields.at(-1)} as posted (corrections.csv shows a corrected value as posted), then its secret. For pick ${id}:`,
  chainStep:
    'Follow the chain. Each chain value is the SHA-256 of four lines: “receipts-club chain v2”, the chain value before it, the kind of link (pick, grade or correction) and its leaf (for a pick, its seal). For the same pick:',
  tokenStep: (id: string, rootUrl: string | null) =>
    `Check its timestamp with OpenSSL. ${rootUrl ? `The first command takes the authority’s root certificate from the authority itself, at ${rootUrl}; compare the fingerprint OpenSSL prints with the one the authority publishes, not with this page, which we control.` : 'These commands read the certificates this site publishes, which shows only that our files agree with each other: for proof, use the root certificate as the authority itself publishes it, never one from this site.'} The last line is the time the authority saw the chain value. For pick ${id}:`,
  verifyTitle: 'Every check at once',
  verify: (siteUrl: string) =>
    `With Node.js and this site’s source, npm run record:verify -- ${siteUrl} checks every seal, link, token and figure against authorities it pins, by your clock; add --since with a chain value you saved to check that nothing before it changed, and --witness to check every chain value the Internet Archive captured of /record/checkpoint.txt.`,
  limits:
    'What no file can prove: that each game’s start time is the real one (compare with any schedule), that a slip is the book’s own, and that every reader is shown the same record. Saved chain values catch the last: compare yours with anyone else’s.',
} as const;

/** What a picks table's rows say beyond the ledger's values (lib/record/presentation/pickRows.ts). */
export const recordPickRow = {
  slipAlt: (sportsbook: string) => `Slip from ${sportsbook}`,
  sealedUntil: (start: string) => `Sealed until ${start}`,
  sealed: 'Sealed',
  lead: (lead: string, before: boolean) => `${lead} ${before ? 'before' : 'after'} start`,
  notTimestamped: 'Not yet',
  correctionLink: routes.record,
  correctionAnchor,
  parlayLegs: (legs: number, outcomes: readonly string[]) =>
    outcomes.length ? `${legs} legs: ${outcomes.join(', ')}` : `${legs} legs`,
  legOutcomes: {
    win: (count: number) => `${count} won`,
    loss: (count: number) => `${count} lost`,
    push: (count: number) => `${count} pushed`,
    void: (count: number) => `${count} void`,
  },
} as const;

export const resultLabels = {
  pending: 'Pending',
  win: 'Win',
  loss: 'Loss',
  push: 'Push',
  void: 'Void',
} as const;
