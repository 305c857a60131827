import { parseBuildDate } from '../lib/buildDate.mjs';

/**
 * The one clock of the site. Every time-relative fact (upcoming events, the copyright year, years of
 * results, the legal version in effect, the record's checks and seals) reads it, so a build is
 * reproducible: `SOURCE_DATE_EPOCH` when set, otherwise the current time.
 * @type {Date}
 */
export const buildDate = parseBuildDate(process.env.SOURCE_DATE_EPOCH, new Date());
