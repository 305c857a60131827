import { formatMoment, formatStake, formatUnits } from '@/lib/record/presentation/display';
import { voidStatusOf } from '@/lib/record/model.mjs';
import { formatOdds } from '@/lib/record/math.mjs';
import type { PickPageData } from '@/lib/record/presentation/pickPage';
import type { Market, Result } from '@/lib/record/types';
import { pickPath, routes } from '../routes';
import type { GlossaryTermId } from './glossary';
import { sealedName } from './sealedName.mjs';

/** Words with some of the glossary's terms in them: each [id, text] pair links its text to the term's definition. */
export type TermText = readonly (string | readonly [GlossaryTermId, string])[];

/** Words about one value a check quotes: a part with a label and an address links there. */
export type CheckQuote = readonly (string | { readonly label: string; readonly href: string })[];

/** The words of a pick's own page (/record/picks/RC-0412) and of the latest picks (/record/picks). */
export const pickPage = {
  /** The page's h1 and title: "RC-0412: Kansas City Chiefs -3.5" once revealed. */
  title: (id: string, selection: string) => `${id}: ${selection}`,
  sealedTitle: (id: string) => `${id}: ${sealedName}`,
  sealedLead: (sport: string) =>
    `This ${sport} pick is sealed: what we picked, at what odds and at which book shows here once the game starts, at this address and under this seal, so you can check it is the pick we posted.`,
  revealedLead: (sport: string, event: string) => `${sport}: ${event}.`,
  description: (id: string, what: string, posted: string) =>
    `Pick ${id}: ${what}. Posted ${posted}, with its seal, timestamp and slip.`,
  sealedWhat: (sport: string, start: string) => `${sport}, sealed until ${start}`,
  /** How a graded pick ended, in a sentence: "won", "lost". */
  outcome: { pending: 'not graded yet', win: 'won', loss: 'lost', push: 'pushed', void: 'void' } as Record<
    Result,
    string
  >,
  /** A parlay named by its legs' count and how it ended: "4-leg parlay, lost: 1 of 4 legs won". */
  parlay: (legs: number, outcome: string, won: number | null) =>
    `${legs}-leg parlay, ${outcome}${won === null ? '' : `: ${won} of ${legs} legs won`}`,
  /** The result pill of a sealed pick, in place of a result. */
  sealedUntil: (start: string) => `Sealed until ${start}`,
  at: 'at',
  stakeOf: 'stake',
  postedLead: (lead: string, before: boolean) => `Posted ${lead} ${before ? 'before' : 'after'} the start`,
  why: (authority: string, lead: string, before: boolean) =>
    `Sealed and timestamped by ${authority} ${lead} ${before ? 'before' : 'after'} the start`,
  whyNotYet: 'Sealed when posted; the authority’s timestamp comes with the next update',
  whyCheck: 'check it yourself',
  corrected: (count: number) =>
    count === 1 ? 'Corrected once since posted:' : `Corrected ${count} times since posted:`,
  correctedLink: 'see why',
  /** A game that was not finished, in place of its score: "Game postponed". */
  gameStatus: (status: string) => `Game ${status}`,
  /** What a part of a game's mark stands for, after it: "F5 (first five innings)". */
  partName: (name: string) => `(${name})`,
  detailsTitle: 'The details',
  legsCaption: (count: number) => `The parlay’s ${count} legs, in the order of the slip`,
  legVoid: 'Voided by the book',
  labels: {
    sport: 'Sport',
    event: 'Event',
    market: 'Market',
    selection: 'Pick',
    odds: 'Odds',
    stake: 'Stake',
    sportsbook: 'Sportsbook',
    posted: 'Posted',
    start: 'Starts',
    result: 'Result',
    score: 'Final score',
    profit: 'Profit',
    settled: 'Graded',
    note: 'Note',
    closingOdds: (book: string) => `Closing odds at ${book}`,
    clv: 'Closing-line value',
    corrections: 'Corrections',
  },
  markets: { spread: 'Spread', total: 'Total', moneyline: 'Moneyline', prop: 'Prop', parlay: 'Parlay' } as Record<
    Market,
    string
  >,
  stake: (units: string) => `${units} u`,
  profit: (units: string) => `${units} u`,
  noClosingOdds: 'Not recorded',
  clvPrice: (value: string) => `${value} expected return at the fair closing price`,
  clvLine: (points: string) => `${points} of line against the close`,
  clvNone: 'Not measured for this pick (a parlay, or no closing price recorded)',
  correctionOnRecord: 'in the record’s list of corrections',
  slipTitle: 'The slip',
  slipAlt: (sportsbook: string) => `The settled ticket from ${sportsbook}`,
  slipNote: 'The sportsbook’s ticket for this bet, as it settled: the stake, the odds and what it paid.',
  noSlip:
    'No ticket from the sportsbook is published for this pick: a ticket is added with the grade, once the bet settles.',
  sealedSlip: 'The sportsbook’s ticket is published once the bet settles, after the game.',
  proofTitle: 'The proof',
  proofIntro: [
    'This pick is a link of the record’s chain: its ',
    ['term-seal', 'seal'],
    ', made from the pick and a ',
    ['term-secret', 'secret'],
    ', went into the chain when we posted it, and a time-stamping authority signed the new ',
    ['term-chain', 'chain value'],
    ' in a ',
    ['term-token', 'token'],
    ' with the time it saw it. Its grade and any correction are links of their own.',
  ] satisfies TermText,
  sealLabel: 'Seal',
  sealVersion: (version: number) => `seal version ${version}`,
  secretLabel: 'Secret',
  leadLabel: 'Timestamped',
  lead: (time: string, lead: string, before: boolean) => `${time}, ${lead} ${before ? 'before' : 'after'} the start`,
  notTimestamped: 'Not yet: the next update asks the authority.',
  authorityLabel: 'Authority',
  authority: (name: string, fingerprint: string) => `${name} (root SHA-256 ${fingerprint})`,
  sampleAuthority:
    'A sample authority whose key is public signs the sample record’s tokens: the checks work and prove nothing.',
  linksCaption: 'The pick’s links in the chain',
  /** The anchor of the links table, which the checks link for the chain values they quote. */
  linksAnchor: (id: string) => `${id}-links`,
  linkColumns: {
    link: 'Link',
    previous: 'Chain value before',
    chain: 'Chain value after',
    time: 'Timestamped',
    token: 'Token',
  },
  linkKind: { pick: 'The pick', grade: 'Its grade', correction: 'A correction' } as Record<
    'pick' | 'grade' | 'correction',
    string
  >,
  position: (position: number) => `link ${position.toLocaleString('en-US')} of the chain`,
  noToken: 'Not yet',
  rowTitle: 'Its row in record.csv',
  /** The anchor of the row block, which the checks link for the values they quote from record.csv. */
  rowAnchor: (id: string) => `${id}-row`,
  rowNote: (line: number) => `Line ${line.toLocaleString('en-US')} of the download, as published:`,
  checkTitle: 'Check this pick yourself',
  checkSummary: [
    'What these checks prove: that the pick shown after the start is the one we ',
    ['term-seal', 'sealed'],
    ' with its ',
    ['term-secret', 'secret'],
    ' before it; that its grade and corrections are the ones we recorded, each a link of the chain that nobody can change without changing every ',
    ['term-chain', 'chain value'],
    ' after it; and that an authority that is not us signed each in a ',
    ['term-token', 'token'],
    ' at the time shown. What they cannot prove: that the game’s start time and score are the real ones (compare them with any schedule and box score), that the slip is the book’s own, that you see the same record as everyone else (compare a saved chain value with someone else’s), or that every bet we placed was posted.',
  ] satisfies TermText,
  checkSealed:
    'Before the start you can already check that this seal is in the chain and when the authority saw it. After the start, the secret published here lets you recompute the seal from the pick.',
  checkTools: (rootUrl: string | null) =>
    rootUrl
      ? `Each block runs in bash with curl, sha256sum and OpenSSL, pasted as it is. The token checks take the authority’s root certificate from the authority itself, at ${rootUrl}: compare the fingerprint it prints with the one the authority publishes, not with this page, which we control.`
      : 'Each block runs in bash with curl, sha256sum and OpenSSL, pasted as it is. The token checks read the certificates this site publishes; for proof, use the root certificate as the authority itself publishes it, never one from this site.',
  checkProves: {
    pick: (before: boolean) =>
      before
        ? 'This shows the pick you see is the one we sealed before the start.'
        : 'This shows the pick you see is the one we sealed, and when an authority that is not us saw it.',
    sealed: 'This shows this seal is in the record’s chain, and when an authority that is not us saw it.',
    grade: 'This shows how we first graded the pick, and when: any change since is a correction, a link of its own.',
    correction:
      'This shows what the correction changed, why and when, as a dated link of its own rather than a quiet edit.',
  },
  checkPrints: {
    pick: 'The first line it prints must be the seal above; the second, the chain value after the pick.',
    sealed: 'The line it prints must be the chain value after the pick.',
    grade:
      'It hashes the grade as first graded (where a correction changed a value, the value before it): the first line is its fingerprint (its leaf in chain.csv), the second its chain value.',
    correction:
      'It hashes the field, its value before and after, the reason and the day: the first line is its fingerprint (its leaf in chain.csv), the second its chain value.',
  },
  checkToken: 'Then OpenSSL prints “Verification: OK” and the time the authority saw that chain value.',
  checkNoToken: 'The authority has not seen this link yet: the next update asks it, and its token check appears here.',
  /** What a check quotes, each file linked for download and each value to where the page shows it. */
  quotes: {
    intro: 'It quotes ',
    row: (line: number, shown: string): CheckQuote => [
      `line ${line.toLocaleString('en-US')} of `,
      { label: 'record.csv', href: routes.recordCsv },
      ', ',
      { label: 'shown above', href: shown },
    ],
    before: [
      'each correction’s value before, in ',
      { label: 'corrections.csv', href: `${routes.record}/corrections.csv` },
    ] satisfies CheckQuote,
    correction: (line: number, shown: string): CheckQuote => [
      `line ${line.toLocaleString('en-US')} of `,
      { label: 'corrections.csv', href: `${routes.record}/corrections.csv` },
      ', ',
      { label: 'shown on the record page', href: shown },
    ],
    previous: (shown: string): CheckQuote => [
      'the chain value before this link, ',
      { label: 'in the table above', href: shown },
      ' and in ',
      { label: 'chain.csv', href: `${routes.record}/chain.csv` },
    ],
  },
  verifyStep: (siteUrl: string, chain: string) =>
    `Save the chain value after this pick (${chain}). Later, with Node.js and this site’s source, npm run record:verify -- ${siteUrl} --since ${chain} checks that the whole record still holds it and that nothing before it changed.`,
  navLabel: 'More picks',
  previous: (id: string) => `Previous pick: ${id}`,
  next: (id: string) => `Next pick: ${id}`,
  year: (year: number) => `Every pick of ${year}`,
  record: 'The whole record',
} as const;

/** /record/picks: the newest picks, each linked to its own page. */
export const latestPicksPage = {
  title: 'Latest picks',
  description:
    'The newest picks we posted, sealed until their games start and revealed after, each with its own page, seal and timestamp.',
  count: 25,
  caption: (count: number) => `The ${count} most recent picks, newest first; each links to its page`,
  empty: 'No picks are in the ledger yet. Each one gets its own page here the moment it is posted.',
  feeds: 'Follow them as they are posted:',
  atom: 'Atom feed',
  json: 'JSON Feed',
} as const;

/** How a revealed pick's grade reads in a sentence; a parlay by its legs: "4-leg parlay, lost: 1 of 4 legs won". */
function graded(page: PickPageData): string {
  const { pick, legs } = page;
  if (pick.state === 'sealed') return '';
  const outcome = pickPage.outcome[pick.result];
  if (legs) {
    const won = pick.result === 'pending' ? null : legs.filter((leg) => leg.result === 'win').length;
    return pickPage.parlay(legs.length, outcome, won);
  }
  if (pick.result === 'pending' || !pick.score) return outcome;
  const status = voidStatusOf(pick.score);
  return status ? `${outcome}, ${pickPage.gameStatus(status.word).toLowerCase()}` : `${outcome} ${pick.score}`;
}

/** A pick page's h1 and the line under it: sealed until its start, then what was picked. */
export function pickHeadline(page: PickPageData): { title: string; lead: string } {
  const { pick } = page;
  if (pick.state === 'sealed') return { title: pickPage.sealedTitle(pick.id), lead: pickPage.sealedLead(pick.sport) };
  // A parlay is named by its legs' count and how it ended; its legs are listed once, in the details.
  if (page.legs) return { title: pickPage.title(pick.id, pick.event), lead: `${pick.sport}: ${graded(page)}.` };
  return { title: pickPage.title(pick.id, pick.selection), lead: pickPage.revealedLead(pick.sport, pick.event) };
}

/** A pick page's title, description, address and dates, for its metadata and structured data. */
export function pickMetadata(page: PickPageData, timeZone: string) {
  const { pick } = page;
  const when = (iso: string) => formatMoment(iso, timeZone);
  let what: string;
  if (pick.state === 'sealed') what = pickPage.sealedWhat(pick.sport, when(pick.eventStart));
  else {
    const bet = page.legs ? graded(page) : pick.selection;
    const result = page.legs ? '' : pick.result === 'pending' ? '' : `, ${graded(page)}`;
    const units = pick.profit === null ? '' : ` (${formatUnits(pick.profit)} u)`;
    what = `${bet} at ${formatOdds(pick.odds)}, ${formatStake(pick.stake)} u at ${pick.sportsbook}${result}${units}`;
  }
  const times = page.links.flatMap((link) => (link.time ? [link.time] : []));
  return {
    title: pickHeadline(page).title,
    description: `${page.sample ? `${page.sample} ` : ''}${pickPage.description(pick.id, what, when(pick.posted))}`,
    path: pickPath(pick.id),
    datePublished: pick.posted,
    ...(times.length ? { dateModified: times.sort().at(-1) } : {}),
  };
}
