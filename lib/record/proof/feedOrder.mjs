/**
 * A feed holds the newest picks, none left out: the newest `record.feedEntries` by when each last changed, in
 * that order, as lib/record/presentation/feed.ts writes them. Each entry's words are checked in
 * lib/record/proof/pageClaims.mjs (checkFeeds); this is what a feed leaves out, which no entry shows.
 */
import { entryPick, feedEntriesOf } from './pageClaims.mjs';

/** @typedef {import('./pageClaims.mjs').RecomputedRecord} RecomputedRecord */

/**
 * When a pick last changed as of a moment: posted; revealed (its start, or its grade when graded
 * before it, a void); graded; corrected (noon UTC of the correction's day, as the chain dates it).
 * A sealed pick changed only when posted.
 * @param {Record<string, string>} row @param {readonly string[]} corrected its corrections' days
 * @param {number} asOf
 */
function lastChange(row, corrected, asOf) {
  const posted = Date.parse(row.posted ?? '');
  if (!row.secret) return posted;
  const start = Date.parse(row.event_start ?? '');
  const settled = row.settled && row.result !== 'pending' ? Date.parse(row.settled) : Number.NaN;
  const changes = [
    settled < start ? settled : start,
    settled,
    ...corrected.map((day) => Date.parse(`${day}T12:00:00Z`)),
  ];
  return changes.filter((time) => time <= asOf).reduce((last, time) => Math.max(last, time), posted);
}

/**
 * The ids of the newest picks as of a moment, newest first; of two that changed at once the later row.
 * @param {RecomputedRecord} record @param {number} asOf
 */
function newestPicks(record, asOf) {
  return record.rows
    .map((row, line) => {
      const id = row.id ?? '';
      const days = record.corrections.filter((correction) => correction.pick === id).map((c) => c.date);
      return { id, line, changed: lastChange(row, days, asOf) };
    })
    .sort((a, b) => b.changed - a.changed || b.line - a.line)
    .slice(0, record.feedEntries)
    .map((pick) => pick.id);
}

/**
 * Checks each feed holds the newest `record.feedEntries` picks (all of them, when the record has fewer), in
 * order, as of when it was written: its newest entry's time, or the last token on the chain when
 * that is later (a feed cannot be written before the tokens the record publishes, and an entry a
 * feed leaves out cannot move that moment back).
 * @param {RecomputedRecord} record @param {readonly { path: string, text: string | null }[]} feeds
 * @returns {import('./pageClaims.mjs').PageProblem[]}
 */
export function checkFeedOrder(record, feeds) {
  const lastToken = Math.max(...record.links.map((link) => Date.parse(link.time)).filter(Number.isFinite));
  return feeds.flatMap(({ path, text }) => {
    const entries = text === null ? null : feedEntriesOf(text);
    // checkFeeds reports a feed that is missing or unreadable.
    if (entries === null) return [];
    const told = [...new Set(entries.map((entry) => entryPick(entry.id)).filter(Boolean))];
    const asOf = Math.max(lastToken, ...entries.map((entry) => Date.parse(entry.updated)).filter(Number.isFinite));
    const want = newestPicks(record, asOf);
    const when = Number.isFinite(asOf) ? new Date(asOf).toISOString() : 'its writing';
    /** @param {string} message */
    const fail = (message) => ({ rule: /** @type {const} */ ('feeds'), subject: path, message: `${path} ${message}` });
    const missing = want.filter((id) => !told.includes(id));
    const extra = told.filter((id) => !want.includes(id) && record.rows.some((row) => row.id === id));
    if (missing.length || extra.length)
      return [
        ...missing.map((id) =>
          fail(
            `leaves out ${id}, one of the newest ${want.length} picks the files give as of ${when}: a feed holds the newest ${record.feedEntries}`,
          ),
        ),
        ...extra.map((id) =>
          fail(`tells ${id}, which is not among the newest ${want.length} picks the files give as of ${when}`),
        ),
      ];
    const order = told.filter((id) => want.includes(id));
    return order.join() === want.join()
      ? []
      : [
          fail(
            `tells its picks in the order ${order.join(', ')}, but the files give, newest first, ${want.join(', ')}`,
          ),
        ];
  });
}
