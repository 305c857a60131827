/**
 * The record's one model: every column of content/record/picks.csv, once, in order, with what it
 * is for. The parser, the CSV writer, the seal, the grade entry, the history rule, the published
 * download, the verifier, the `Pick` type and the column table in docs/grading.md all derive from here.
 *
 * - `key`: the column's property on a parsed pick (lib/record/types.ts);
 * - `kind`: how the writer turns the parsed value back into ledger text (lib/record/ledger/csv.mjs);
 * - `sealed`: covered by the pick's seal, as posted (lib/record/proof/encoding.mjs);
 * - `graded`: written when the pick is graded, and covered by its grade entry in the chain; the only
 *   columns a pending pick's row may change (lib/record/ledger/historyRules.mjs);
 * - `shownSealed`: published while the pick is still sealed (before its game starts);
 * - `description`: what the column is for, as docs/grading.md's table of columns says it.
 */
export const columnModel = /** @type {const} */ ([
  {
    name: 'id',
    key: 'id',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: true,
    description: "The pick's own id: letters, digits, dashes and underscores, never reused.",
  },
  {
    name: 'posted',
    key: 'posted',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: true,
    description: 'When the pick went out to members: ISO 8601 with its offset.',
  },
  {
    name: 'event_start',
    key: 'eventStart',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: true,
    description: 'When the game starts, written the same way: the moment the pick is revealed.',
  },
  {
    name: 'sport',
    key: 'sportCode',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: true,
    description: "The league's code (NFL, NCAAF …), one of the site's sports.",
  },
  {
    name: 'event',
    key: 'event',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: false,
    description: 'The game, away team first, or how many legs a parlay has.',
  },
  {
    name: 'market',
    key: 'market',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: false,
    description: 'The kind of bet: spread, total, moneyline, prop or parlay.',
  },
  {
    name: 'selection',
    key: 'selection',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: false,
    description: 'What was bet, written so the score can grade it.',
  },
  {
    name: 'odds',
    key: 'odds',
    kind: 'odds',
    sealed: true,
    graded: false,
    shownSealed: false,
    description: 'The American odds taken, with their sign; never between -100 and +100.',
  },
  {
    name: 'stake',
    key: 'stake',
    kind: 'number',
    sealed: true,
    graded: false,
    shownSealed: true,
    description: 'Units risked.',
  },
  {
    name: 'sportsbook',
    key: 'sportsbook',
    kind: 'text',
    sealed: true,
    graded: false,
    shownSealed: false,
    description: 'Where the bet was placed.',
  },
  {
    name: 'result',
    key: 'result',
    kind: 'text',
    sealed: false,
    graded: true,
    shownSealed: true,
    description: 'pending, win, loss, push or void: the grade the score gives.',
  },
  {
    name: 'score',
    key: 'score',
    kind: 'text',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: "The final score the result is graded from, away-home; a void's status word; empty while pending.",
  },
  {
    name: 'settled',
    key: 'settled',
    kind: 'text',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: 'When the bet was graded; empty while pending.',
  },
  {
    name: 'closing_odds',
    key: 'closingOdds',
    kind: 'odds',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: "Our side's odds at the closing book when the game started.",
  },
  {
    name: 'closing_other_odds',
    key: 'closingOtherOdds',
    kind: 'odds',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: "The other side's odds at the same moment, so the margin can be taken out of the closing price.",
  },
  {
    name: 'closing_line',
    key: 'closingLine',
    kind: 'line',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: 'For a spread or total, the line when the game started, to measure how far it moved.',
  },
  {
    name: 'slip',
    key: 'slip',
    kind: 'text',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: "The slip photo's path in the record's folder, published once the pick is revealed.",
  },
  {
    name: 'note',
    key: 'note',
    kind: 'text',
    sealed: false,
    graded: true,
    shownSealed: false,
    description: 'Anything members should know about the pick.',
  },
  {
    name: 'secret',
    key: 'secret',
    kind: 'text',
    sealed: false,
    graded: false,
    shownSealed: false,
    description:
      'The 32 random bytes the seal commits to, made by npm run record:seal; published once the game starts.',
  },
]);

/** The values of the market column. */
export const markets = /** @type {const} */ (['spread', 'total', 'moneyline', 'prop', 'parlay']);

/** The values of the result column. */
export const results = /** @type {const} */ (['pending', 'win', 'loss', 'push', 'void']);

/** The fields of content/record/corrections.csv, in order. */
export const correctionColumns = Object.freeze(/** @type {const} */ (['pick_id', 'field', 'value', 'reason', 'date']));

/**
 * What an id may be: letters, digits, dashes and underscores, no dot. An id names its pick's page,
 * card and token, and "RC-0412.grade" is its grade's token.
 */
export const PICK_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** @typedef {(typeof columnModel)[number]} Column */
/** @typedef {Column['name']} LedgerColumn */
/** @typedef {Extract<Column, { sealed: true }>['name']} SealField */
/** @typedef {Extract<Column, { graded: true }>['name']} GradeField */
/** @typedef {Extract<Column, { shownSealed: true }>['name']} ShownSealedColumn */
/** @typedef {Exclude<LedgerColumn, 'id' | 'posted' | 'secret'>} CorrectableField */
/**
 * A column as the derivations read it: the model's, or a test's model with a column added.
 * @typedef {{ name: string, key: string, kind: 'text' | 'odds' | 'line' | 'number', sealed: boolean,
 *   graded: boolean, shownSealed: boolean, description: string }} ModelColumn
 */

/** What a correction never changes: which pick it is, when it went out, and the secret its seal commits to. */
const uncorrectable = ['id', 'posted', 'secret'];

/** The columns /record.csv adds to the ledger's: the proof, with the secret (once revealed) among them. */
const proofColumns = /** @type {const} */ ([
  'profit',
  'corrected',
  'seal_version',
  'seal',
  'secret',
  'chain',
  'timestamped',
]);

/**
 * Every column list a model gives, in the model's order.
 * @param {readonly ModelColumn[]} model
 */
export function columnLists(model) {
  const names = (/** @type {(column: ModelColumn) => boolean} */ keep) =>
    model.flatMap((column) => (keep(column) ? [column.name] : []));
  return {
    ledgerColumns: names(() => true),
    sealFields: names((column) => column.sealed),
    gradeFields: names((column) => column.graded),
    shownWhileSealed: names((column) => column.shownSealed),
    hiddenWhileSealed: names((column) => !column.shownSealed),
    correctableFields: names((column) => !uncorrectable.includes(column.name)),
    publishedColumns: [...names((column) => column.name !== 'secret'), ...proofColumns],
  };
}

const lists = columnLists(columnModel);

/** The columns of picks.csv, in the order the sample and /record.csv write them. */
export const ledgerColumns = Object.freeze(/** @type {LedgerColumn[]} */ (lists.ledgerColumns));

/** The columns a seal covers, in order: what the pick was, as it went out to members. */
export const sealFields = Object.freeze(/** @type {SealField[]} */ (lists.sealFields));

/** The columns a grade entry covers after the pick's id: how the pick was first graded. */
export const gradeFields = Object.freeze(/** @type {GradeField[]} */ (lists.gradeFields));

/** The columns a sealed pick publishes before its game starts. */
export const shownWhileSealed = Object.freeze(/** @type {ShownSealedColumn[]} */ (lists.shownWhileSealed));

/** The columns a sealed pick must leave blank in every published file until its game starts. */
export const hiddenWhileSealed = Object.freeze(
  /** @type {Exclude<LedgerColumn, ShownSealedColumn>[]} */ (lists.hiddenWhileSealed),
);

/** A field a correction may change: everything but the pick's id, when it was posted and its secret. */
export const correctableFields = Object.freeze(/** @type {CorrectableField[]} */ (lists.correctableFields));

/** The columns of /record.csv: the ledger's own (the secret last, once revealed), then the proof. */
export const publishedColumns = Object.freeze(
  /** @type {(Exclude<LedgerColumn, 'secret'> | (typeof proofColumns)[number])[]} */ (lists.publishedColumns),
);

/**
 * The words a game-side void writes in `score`: the game was not finished, so it has no final score
 * and the book voided every bet on it. `started`: the game began before it stopped, so a part of it
 * (first five innings, first half) may have finished and been graded, and its void comes after the
 * start; a postponed or canceled game may be graded void before it.
 */
export const voidStatuses = Object.freeze(
  /** @type {const} */ ([
    { word: 'postponed', started: false },
    { word: 'canceled', started: false },
    { word: 'suspended', started: true },
  ]),
);

/** @typedef {(typeof voidStatuses)[number]['word']} VoidStatus */

/** The status a void's score states, or null when the score is not one of those words. @param {string | null | undefined} score */
export const voidStatusOf = (score) => voidStatuses.find((status) => status.word === score) ?? null;

/** The column a sample record's published files start with, its label in every row. */
export const sampleColumn = 'sample';

/** That label: the site's words for a sample record (content/samples.json), after this. */
export const sampleNotice = (/** @type {string} */ label) => `SAMPLE DATA: ${label}`;

/** The columns of /record/corrections.csv. */
export const publishedCorrectionColumns = Object.freeze(
  /** @type {const} */ (['pick_id', 'field', 'before', 'after', 'reason', 'date']),
);

/** The columns of /record/chain.csv: every entry of the chain, in order. */
export const chainColumns = Object.freeze(
  /** @type {const} */ (['entry', 'kind', 'pick_id', 'leaf', 'chain', 'timestamped']),
);
