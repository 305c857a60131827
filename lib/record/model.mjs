/**
 * The record's one model: every column of content/record/picks.csv, once, in order, with what it
 * is for. The parser, the CSV writer, the seal, the grade entry, the history rule, the published
 * download and the verifier all derive their column lists from here.
 *
 * - `sealed`: covered by the pick's seal, as posted (lib/record/proof/encoding.mjs);
 * - `graded`: written when the pick is graded, and covered by its grade entry in the chain;
 * - `shownSealed`: published while the pick is still sealed (before its game starts).
 */
const columns = /** @type {const} */ ([
  { name: 'id', sealed: true, graded: false, shownSealed: true },
  { name: 'posted', sealed: true, graded: false, shownSealed: true },
  { name: 'event_start', sealed: true, graded: false, shownSealed: true },
  { name: 'sport', sealed: true, graded: false, shownSealed: true },
  { name: 'event', sealed: true, graded: false, shownSealed: false },
  { name: 'market', sealed: true, graded: false, shownSealed: false },
  { name: 'selection', sealed: true, graded: false, shownSealed: false },
  { name: 'odds', sealed: true, graded: false, shownSealed: false },
  { name: 'stake', sealed: true, graded: false, shownSealed: true },
  { name: 'sportsbook', sealed: true, graded: false, shownSealed: false },
  { name: 'result', sealed: false, graded: true, shownSealed: true },
  { name: 'score', sealed: false, graded: true, shownSealed: false },
  { name: 'settled', sealed: false, graded: true, shownSealed: false },
  { name: 'closing_odds', sealed: false, graded: true, shownSealed: false },
  { name: 'closing_other_odds', sealed: false, graded: true, shownSealed: false },
  { name: 'closing_line', sealed: false, graded: true, shownSealed: false },
  { name: 'slip', sealed: false, graded: true, shownSealed: false },
  { name: 'note', sealed: false, graded: true, shownSealed: false },
  { name: 'secret', sealed: false, graded: false, shownSealed: false },
]);

/**
 * What an id may be: letters, digits, dashes and underscores, no dot. An id names its pick's page,
 * card and token, and "RC-0412.grade" is its grade's token.
 */
export const PICK_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** @typedef {(typeof columns)[number]} Column */
/** @typedef {Column['name']} LedgerColumn */
/** @typedef {Extract<Column, { sealed: true }>['name']} SealField */
/** @typedef {Extract<Column, { graded: true }>['name']} GradeField */

/** The columns of picks.csv, in the order the sample and /record.csv write them. */
export const ledgerColumns = Object.freeze(columns.map((column) => column.name));

/** The columns a seal covers, in order: what the pick was, as it went out to members. */
export const sealFields = Object.freeze(
  columns.flatMap((column) => (column.sealed ? [/** @type {SealField} */ (column.name)] : [])),
);

/** The columns a grade entry covers after the pick's id: how the pick was first graded. */
export const gradeFields = Object.freeze(
  columns.flatMap((column) => (column.graded ? [/** @type {GradeField} */ (column.name)] : [])),
);

/** The columns a sealed pick must leave blank in every published file until its game starts. */
export const hiddenWhileSealed = Object.freeze(columns.flatMap((column) => (column.shownSealed ? [] : [column.name])));

/** A field a correction may change: everything but the pick's id, when it was posted and its secret. */
export const correctableFields = Object.freeze(
  ledgerColumns.filter(
    /** @returns {column is Exclude<LedgerColumn, 'id' | 'posted' | 'secret'>} */
    (column) => column !== 'id' && column !== 'posted' && column !== 'secret',
  ),
);

/** The columns of /record.csv: the ledger's own (the secret last, once revealed), then the proof. */
export const publishedColumns = Object.freeze([
  ...ledgerColumns.filter((column) => column !== 'secret'),
  /** @type {const} */ ('profit'),
  /** @type {const} */ ('corrected'),
  /** @type {const} */ ('seal_version'),
  /** @type {const} */ ('seal'),
  /** @type {const} */ ('secret'),
  /** @type {const} */ ('chain'),
  /** @type {const} */ ('timestamped'),
]);

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
