/**
 * The moments a pick page states to crawlers and chat previews (its structured data's
 * datePublished and dateModified, a meta tag such as article:published_time, any `<time
 * datetime>`), held to the moments the published files give its pick: a page dated days before its
 * pick was posted would pass a late pick for an early one.
 */
import { calendarDay } from '../math.mjs';

/** @typedef {{ tag: string, value: string }} StatedDate a moment a page states, and where (a meta tag's name, `JSON-LD <key>`, `<time>`) */

/** A meta tag's name, or a structured data's key, that states a moment. */
export const DATE_TAG = /date|time|published|modified|updated|created/i;
const PUBLISHED = /publish|created/i;
const MODIFIED = /modif|updated/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a pick page states about when, against its pick: when it was published is when the pick was
 * posted; when it was modified, the time of the pick's last entry on the chain (its post, grade or
 * latest correction, as the authority timestamped it); any other moment one the files give the pick
 * (posted, its start, graded, an entry's time), or a day one of them falls on or a correction is dated.
 * @param {string} path @param {readonly StatedDate[]} dates @param {Record<string, string>} row
 * @param {{ links: readonly string[], corrections: readonly string[], start: string, timeZone: string }} facts
 *   the times of the pick's entries on the chain, its corrections' days, the earliest start the record gives its game
 * @returns {string[]}
 */
export function pickDateProblems(path, dates, row, { links, corrections, start, timeZone }) {
  const id = row.id ?? '';
  const posted = row.posted ?? '';
  const latest = links.reduce((last, time) => (!last || Date.parse(time) > Date.parse(last) ? time : last), '');
  const moments = [posted, row.event_start ?? '', row.settled ?? '', start, ...links].filter(
    (moment) => moment && Number.isFinite(Date.parse(moment)),
  );
  const instants = new Set(moments.map((moment) => Date.parse(moment)));
  const days = new Set([...corrections, ...moments.map((moment) => calendarDay(moment, timeZone))]);
  return dates.flatMap(({ tag, value }) => {
    const stated = `${path} states ${tag} ${JSON.stringify(value)}`;
    const at = Date.parse(value);
    if (PUBLISHED.test(tag))
      return at === Date.parse(posted) ? [] : [`${stated}, but the files give ${id} posted ${posted}`];
    if (MODIFIED.test(tag))
      return latest && at === Date.parse(latest)
        ? []
        : [
            `${stated}, but ${latest ? `the files give ${id}'s last entry on the chain at ${latest}` : 'the files give no entry of it'}`,
          ];
    if (DAY.test(value) ? days.has(value) : instants.has(at)) return [];
    return [
      `${stated}, which is no moment the files give ${id} (posted, start, graded, its entries on the chain, a correction's day)`,
    ];
  });
}
