/**
 * The record's check, as a sceptic runs it: from the files the site publishes, with authorities the
 * sceptic trusts and the sceptic's own clock, never the site's. `npm run record:verify` and the
 * tests run it; the build runs the same rules on the record before it publishes it.
 *
 * It trusts nothing in the files: the authority's certificates are only a list to build a path
 * from, the checkpoint's build time is ignored, every encoding must have one reading, and every
 * claim the site makes about the record (claims.json) is recomputed and compared.
 */
import { readPublished } from './published.mjs';
import { chainEntry, downloadColumns, missingEntries } from './rules/chain.mjs';
import { checkpointEnd, savedValues } from './rules/checkpoint.mjs';
import { claimedFigures, claimedZone } from './rules/claims.mjs';
import { correctionDays, replayProblems } from './rules/corrections.mjs';
import { gradedAfterStart, gradedInTime, gradeFollowsScore } from './rules/grading.mjs';
import { idProblems } from './rules/ids.mjs';
import { sealOpens, sealShape, secretDrawn } from './rules/seal.mjs';
import { sealedPick } from './rules/sealed.mjs';
import { readingProblems, sampleLabel, writtenForm } from './rules/table.mjs';
import { tokenProofs, tokenTime, unneededCertificates } from './rules/token.mjs';
import { summaryOf } from './summary.mjs';

/**
 * @typedef {import('./published.mjs').Problem} Problem
 * @typedef {import('./published.mjs').Finding} Finding
 * @typedef {import('./published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('./published.mjs').Clock} Clock
 * @typedef {import('./published.mjs').SavedValue} SavedValue
 * @typedef {import('./summary.mjs').Summary} Summary
 */

/** The rules, by name: each problem names one, and the tests break each in turn. */
export const rules = /** @type {const} */ ({
  table:
    'a published table has the columns and rows it must, in the one form the site writes, each value readable one way only',
  ids: 'ids are unique and picks are in the order they were posted',
  sealed: 'a sealed pick publishes nothing but its id, times, sport, stake and seal, and only before its start',
  secret: "a revealed pick's secret is 32 random bytes in hex, used once",
  seal: "a revealed pick's seal opens to its fields as posted",
  corrections: 'every correction replays from the value posted to the value published',
  chain: 'every pick, grade and correction is an entry of an unbroken chain, and nothing else is',
  token: 'every entry carries a token from a trusted authority over its chain value, in chain order',
  authority: 'the published certificates are the ones the tokens need',
  checkpoint: 'the checkpoint names the end of the chain',
  since: 'every saved chain value is still on the chain',
  grading:
    'a started pick is graded within the limit, its grade is the one its final score gives, and its profit follows',
  claims: 'every figure the site claims is what the published files prove',
  voids:
    "a void says why: an unfinished game's status word and no score, or a finished game's score with the book's reason and slip; one game is never both unplayed and finished, and a book's void stands on no game that carries another pick",
});

/** @typedef {keyof typeof rules} Rule */
/**
 * @template Item
 * @typedef {{ rule: Rule, check: (item: Item, record: PublishedRecord, clock: Clock) => Finding[] }} ItemCheck
 */
/**
 * @typedef {{ rule: Rule, check: (record: PublishedRecord, clock: Clock) => Finding[] }
 *   | { eachPick: ItemCheck<import('./published.mjs').PickRow>[] }
 *   | { eachChainRow: ItemCheck<import('./publishedChain.mjs').ChainRow>[] }} Check
 */

/**
 * The checks in the order their problems print, each with the rule it reports under. A group of
 * checks of each pick, or of each row of the chain, runs item by item, so one item's problems print
 * together.
 * @type {readonly Check[]}
 */
export const checks = [
  { rule: 'table', check: readingProblems },
  { rule: 'table', check: sampleLabel },
  { rule: 'ids', check: idProblems },
  { rule: 'corrections', check: replayProblems },
  {
    eachPick: [
      { rule: 'table', check: writtenForm },
      { rule: 'seal', check: sealShape },
      { rule: 'sealed', check: sealedPick },
      { rule: 'secret', check: secretDrawn },
      { rule: 'seal', check: sealOpens },
      { rule: 'grading', check: gradedInTime },
      { rule: 'grading', check: gradeFollowsScore },
    ],
  },
  {
    eachChainRow: [
      { rule: 'chain', check: chainEntry },
      { rule: 'token', check: tokenTime },
    ],
  },
  { rule: 'chain', check: missingEntries },
  { rule: 'token', check: tokenProofs },
  { rule: 'authority', check: unneededCertificates },
  { rule: 'checkpoint', check: checkpointEnd },
  { rule: 'since', check: savedValues },
  { rule: 'chain', check: downloadColumns },
  { rule: 'claims', check: claimedZone },
  { rule: 'grading', check: gradedAfterStart },
  { rule: 'corrections', check: correctionDays },
  { rule: 'voids', check: (record) => record.voids.problems },
  { rule: 'claims', check: claimedFigures },
];

/**
 * Every problem the checks find, in table order, each named by its rule.
 * @param {PublishedRecord} record @param {Clock} clock @returns {Problem[]}
 */
function runChecks(record, clock) {
  /**
   * @template Item
   * @param {ItemCheck<Item>[]} group @param {Item} item
   */
  const each = (group, item) => group.flatMap(({ rule, check }) => named(rule, check(item, record, clock)));
  return checks.flatMap((step) => {
    if ('eachPick' in step) return record.picks.flatMap((pick) => each(step.eachPick, pick));
    if ('eachChainRow' in step) return record.chain.rows.flatMap((row) => each(step.eachChainRow, row));
    return named(step.rule, step.check(record, clock));
  });
}

/** @param {Rule} rule @param {readonly Finding[]} findings @returns {Problem[]} */
const named = (rule, findings) => findings.map(({ subject, message }) => ({ rule, subject, message }));

/**
 * Checks a published record. Returns every problem found (empty: everything the site claims is
 * proven) and what was proven.
 * @param {{
 *   files: import('./published.mjs').PublishedFiles,
 *   readToken: (name: string) => Promise<Uint8Array>,
 *   authorities: readonly import('./timestamp.mjs').PinnedAuthority[],
 *   now: Date,
 *   since?: readonly SavedValue[],
 *   sealedGraceMinutes: number,
 *   pendingDays: number,
 *   timeZone: string,
 *   sampleNotice?: string | null,
 * }} input
 * @returns {Promise<{ problems: Problem[], summary: Summary }>}
 */
export async function verifyRecord({ files, readToken, authorities, now, since = [], sampleNotice = null, ...limits }) {
  const record = await readPublished({ files, readToken, authorities, timeZone: limits.timeZone });
  return { problems: runChecks(record, { now, since, sampleNotice, ...limits }), summary: summaryOf(record) };
}
