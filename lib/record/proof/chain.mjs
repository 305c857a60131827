/**
 * The record's chain: one entry per posted pick, per grade and per correction, linked in the order
 * they were timestamped. The order is the tokens' own: every entry with a token comes in the order
 * of its token's time, and the entries still waiting for one follow, in the order they happened
 * (the build asks the authority for them in that order, so a new token always lands at the end).
 * Nothing else decides the order, so it is never stored and never typed by hand.
 */
import { chainOf, correctionText, entryKinds, entryName, GENESIS, gradeText, sha256 } from './encoding.mjs';

/**
 * @typedef {import('./encoding.mjs').EntryKind} EntryKind
 * @typedef {{
 *   readonly name: string,
 *   readonly kind: EntryKind,
 *   readonly pickId: string,
 *   readonly leaf: string,
 *   readonly happened: number,
 *   readonly position: number,
 * }} Entry an entry of the chain, before it is linked: `happened` is when the pick was posted, graded or corrected (ms), `position` its place in its file
 * @typedef {Entry & { readonly previous: string, readonly chain: string, readonly time: number | null }} LinkedEntry
 */

/**
 * A pick's entry: its seal.
 * @param {{ id: string, seal: string, posted: string, position: number }} pick
 * @returns {Entry}
 */
export function pickEntry({ id, seal, posted, position }) {
  return { name: entryName('pick', id), kind: 'pick', pickId: id, leaf: seal, happened: Date.parse(posted), position };
}

/**
 * A grade's entry: the SHA-256 of the pick's graded fields as first graded.
 * @param {import('./encoding.mjs').GradedFields} fields @param {number} position
 * @returns {Entry}
 */
export function gradeEntry(fields, position) {
  return {
    name: entryName('grade', fields.id),
    kind: 'grade',
    pickId: fields.id,
    leaf: sha256(gradeText(fields)),
    happened: Date.parse(fields.settled),
    position,
  };
}

/**
 * A correction's entry: the SHA-256 of the field, its value before and after, the reason and the day.
 * @param {import('./encoding.mjs').CorrectionFields} fields @param {number} index its number among the pick's corrections, from 1 @param {number} position
 * @returns {Entry}
 */
export function correctionEntry(fields, index, position) {
  return {
    name: entryName('correction', fields.pick_id, index),
    kind: 'correction',
    pickId: fields.pick_id,
    leaf: sha256(correctionText(fields)),
    happened: Date.parse(`${fields.date}T12:00:00Z`),
    position,
  };
}

/**
 * The entries in chain order, each linked to the one before: timestamped entries by their token's
 * time, then the rest in the order they happened. Equal times keep the order they happened in,
 * which is the order the build asked for their tokens.
 * @param {readonly Entry[]} entries
 * @param {ReadonlyMap<string, number>} tokenTimes each timestamped entry's token time (ms), by name
 * @returns {LinkedEntry[]}
 */
export function linkEntries(entries, tokenTimes) {
  /** @param {Entry} a @param {Entry} b */
  const byHappening = (a, b) =>
    a.happened - b.happened || entryKinds.indexOf(a.kind) - entryKinds.indexOf(b.kind) || a.position - b.position;
  const timed = entries.filter((entry) => tokenTimes.has(entry.name));
  const waiting = entries.filter((entry) => !tokenTimes.has(entry.name)).sort(byHappening);
  timed.sort((a, b) => (tokenTimes.get(a.name) ?? 0) - (tokenTimes.get(b.name) ?? 0) || byHappening(a, b));
  let previous = GENESIS;
  return [...timed, ...waiting].map((entry) => {
    const chain = chainOf(previous, entry.kind, entry.leaf);
    const linked = { ...entry, previous, chain, time: tokenTimes.get(entry.name) ?? null };
    previous = chain;
    return linked;
  });
}
