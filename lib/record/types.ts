import type { Values } from './ledger/fields';
import { correctableFields, ledgerColumns, markets, results, type columnModel } from './model.mjs';

/** A sport the site covers, as the pages name it (content/record/settings.mjs maps the ledger's codes). */
export type Sport = string;

export { markets, results };
export type Market = (typeof markets)[number];
export type Result = (typeof results)[number];

/** A column of picks.csv as lib/record/model.mjs declares it. */
type Column = (typeof columnModel)[number];

/**
 * One row of content/record/picks.csv, checked and typed: each column of the model under its `key`,
 * holding the value its check gives (lib/record/ledger/fields.ts), so a column added to the model is
 * a property here. The sport column gives two: the ledger's code and the name the pages use.
 */
export type Pick = {
  readonly [C in Exclude<Column, { name: 'sport' }> as C['key']]: Values[C['name']];
} & {
  /** The line of picks.csv the row starts on. */
  readonly line: number;
  readonly sport: Sport;
  /** The code written in the ledger (NFL, NCAAF …), for the published CSV. */
  readonly sportCode: Values['sport']['code'];
};

/** The columns of picks.csv, in the order the sample and /record.csv write them (lib/record/model.mjs). */
export { ledgerColumns };
export type LedgerColumn = (typeof ledgerColumns)[number];

/** A field a correction may change: everything but the pick's id, when it was posted and its secret. */
export { correctableFields };
export type CorrectableField = (typeof correctableFields)[number];

/** One row of content/record/corrections.csv. */
export interface Correction {
  readonly pickId: string;
  /** The ledger column it changes, as written in picks.csv's header. */
  readonly field: CorrectableField;
  /** The value it replaces, as written in picks.csv (or as an earlier correction left it). */
  readonly before: string;
  /** The new value, written as it would be in picks.csv. */
  readonly value: string;
  readonly reason: string;
  /** The day the correction was made: YYYY-MM-DD. */
  readonly date: string;
  /** The line of corrections.csv the row starts on. */
  readonly line: number;
}

/** When a time-stamping authority saw an entry's chain value (content/record/tokens/). */
export interface Timestamp {
  /** When the authority saw the chain value: ISO 8601 in UTC, as the token gives it. */
  readonly time: string;
}

/** What the record proves about every pick, sealed or revealed (lib/record/proof/). */
interface Proof {
  /** SHA-256 commitment to the pick as posted and its secret; the same string sealed and revealed. */
  readonly seal: string;
  /** The seal's encoding: 1 for picks posted before version 2 (content/record/settings.mjs). */
  readonly sealVersion: 1 | 2;
  /** The chain value before the pick's own entry (64 zeros for the first entry). */
  readonly previous: string;
  /** The chain value after the pick's own entry: the record up to this pick. */
  readonly chain: string;
  /** When an authority timestamped the pick's entry, if it has. */
  readonly timestamp: Timestamp | null;
  /** The earliest start the record ever gave the game (as posted or corrected): what "before the start" is measured against. */
  readonly earliestStart: string;
}

/** A pick with its corrections applied and its profit worked out. */
export type CorrectedPick = Pick & {
  /** Units won or lost; null while pending. */
  readonly profit: number | null;
  /** The corrections applied to this pick, oldest first. */
  readonly correctedBy: readonly Correction[];
};

/** A pick whose event has started by the build (or that was graded before it): everything is shown. */
export type RevealedPick = CorrectedPick & Proof & { readonly state: 'revealed' };

/** The properties of a pick whose columns are published while it is sealed (the model's `shownSealed`). */
type ShownSealedKey = Extract<Column, { shownSealed: true }>['key'];

/**
 * A pending pick whose event has not started by the build: only the model's `shownSealed` columns
 * (when it was posted, when its event starts, its sport, its stake) and its seal are published.
 * What was picked, the odds and the book are not in the type, so no page can show them.
 */
export type SealedPick = Proof & { readonly [K in ShownSealedKey]: Pick[K] } & {
  readonly state: 'sealed';
  readonly line: number;
  readonly sport: Sport;
  readonly result: 'pending';
  readonly settled: null;
  readonly profit: null;
  readonly correctedBy: readonly [];
};

/** A pick as the site publishes it at the build date. */
export type PublishedPick = RevealedPick | SealedPick;

/** Whether a pick shows what was picked: every pick but a sealed one (or a ledger row, before it is published). */
export function isRevealed<P extends Pick | SealedPick>(pick: P): pick is Exclude<P, SealedPick> {
  return !('state' in pick) || pick.state !== 'sealed';
}

export interface Summary {
  /** Every pick, pending ones included. */
  readonly picks: number;
  /** Picks with a result other than pending (voids included). */
  readonly settled: number;
  readonly pending: number;
  readonly wins: number;
  readonly losses: number;
  readonly pushes: number;
  readonly voids: number;
  /** Wins over wins and losses (0–1); null before the first win or loss. */
  readonly winRate: number | null;
  /** Net units over settled picks. */
  readonly unitsWon: number;
  /** Stakes of the wins, losses and pushes: a push risked its stake; a void, called off, did not. */
  readonly unitsRisked: number;
  /** unitsWon / unitsRisked; null when nothing was risked. */
  readonly roi: number | null;
  /** The median price of the wins, losses and pushes, as American odds; null when there are none. */
  readonly medianOdds: number | null;
  /** The share of wins, losses and pushes taken at odds shorter than even money (0–1); null when none. */
  readonly favoriteShare: number | null;
  /** Largest fall of cumulative units from a peak, in units (0 or positive). */
  readonly maxDrawdown: number;
  /** Most losses in a row, in the games' order; pushes and voids neither break nor extend a run. */
  readonly longestLosingRun: number;
  /** Closing-line value on price: the expected return at the fair closing price (lib/record/figures/stats.ts). */
  readonly priceClv: ClvFigure;
  /** Closing-line value on lines: points gained on spreads and totals with a closing line; one sport's at a time. */
  readonly lineClv: ClvFigure;
  readonly firstPosted: string | null;
  readonly lastSettled: string | null;
}

/** A closing-line figure and the picks it rests on. */
export interface ClvFigure {
  /** The mean over the picks measured, each weighted by its stake as in the ROI; null with none. */
  readonly value: number | null;
  /** The plain mean, each pick counted once whatever its stake; null with none. */
  readonly perPick: number | null;
  readonly picks: number;
  /** How many of those picks each market gave. */
  readonly markets: Readonly<Partial<Record<Market, number>>>;
}

/** Where a ledger problem is and what to do about it. */
export interface LedgerProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}
