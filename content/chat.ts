import { formatDate, formatMonthYear } from '@/lib/format';
import { isAfter, parseIsoDay } from '@/lib/dates';
import { site } from './site';

export const chatLaunchDay = parseIsoDay(site.chatLaunch);

/**
 * The chat community as of `date`: upcoming until its launch day, and the phrase every section
 * uses for it, "opens October 1, 2025" before the day and "open since October 2025" from it on.
 */
export function chatStatusAt(date: Date): { upcoming: boolean; phrase: string } {
  const upcoming = isAfter(chatLaunchDay, date);
  return {
    upcoming,
    phrase: upcoming
      ? `opens ${formatDate(site.chatLaunch)}`
      : `open since ${formatMonthYear(chatLaunchDay.year, chatLaunchDay.month)}`,
  };
}
