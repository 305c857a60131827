/**
 * The one rule for naming legal versions, shared by the site, the MDX plugin and the checks: a
 * document is a folder (content/terms/, content/privacy/) of files named by their effective date,
 * "2025-09-16.mdx". The file name is the only place a version's date is written.
 */
export const LEGAL_DOCUMENTS = /** @type {const} */ (['terms', 'privacy']);

const VERSION_FILE = /^(\d{4}-\d{2}-\d{2})\.mdx$/;

/** @param {unknown} value */
export function isCalendarDate(value) {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The effective date of a version file, or undefined when the name is not a real date + ".mdx".
 * @param {string} fileName
 */
export function versionDate(fileName) {
  const date = VERSION_FILE.exec(fileName)?.[1];
  return isCalendarDate(date) ? date : undefined;
}

/**
 * The calendar day ("YYYY-MM-DD") an instant falls on in `timeZone`, the site's (the record's
 * settings): a version dated December 2 takes effect at midnight there, not at midnight UTC.
 * @param {Date} date
 * @param {string} timeZone an IANA zone, for example "America/New_York"
 * @returns {string}
 */
export function calendarDay(date, timeZone) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(date)
    .reduce((/** @type {Record<string, string>} */ found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** @param {string} day "YYYY-MM-DD" @returns {string} the day after */
export function nextDay(day) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
