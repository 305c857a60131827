import { recordSettings } from '../../content/record/settings.mjs';
import { calendarDay } from '../../lib/legal/versions.mjs';
import { buildDate } from '../buildDate.mjs';

/**
 * The build date's day in the site's time zone (the record's): the day that decides which legal
 * version is in effect, so a version takes effect at midnight there, as the record counts days.
 */
export const legalBuildDay = calendarDay(buildDate, recordSettings.timeZone);
