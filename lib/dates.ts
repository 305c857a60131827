/**
 * Facts that depend on when the site is built. Each takes the date it is asked about (content
 * modules pass `buildDate`), so a test can pin any day. Calendar days are compared in UTC, the
 * time zone of `SOURCE_DATE_EPOCH` and of every date in content/.
 */

export type CalendarMonth = { year: number; month: number };
export type CalendarDay = CalendarMonth & { day: number };

function startOfDay({ year, month, day }: CalendarDay): number {
  return Date.UTC(year, month - 1, day);
}

/** "2025-10-01" → { year: 2025, month: 10, day: 1 }; anything else is an editing mistake. */
export function parseIsoDay(isoDate: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day
  ) {
    throw new Error(`"${isoDate}" is not a real date written as "YYYY-MM-DD", for example "2025-10-01".`);
  }
  return { year, month, day };
}

/** True while `day` is still ahead of `date`'s calendar day: upcoming until the day itself. */
export function isAfter(day: CalendarDay, date: Date): boolean {
  return startOfDay(day) > Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * Whole years from a month to `date`, counted in months as the timeline counts its anniversaries:
 * from August 2023, 2 in August 2025 and still 2 in July 2026.
 */
export function wholeYearsSince(start: CalendarMonth, date: Date): number {
  const months = (date.getUTCFullYear() - start.year) * 12 + (date.getUTCMonth() + 1 - start.month);
  return Math.max(0, Math.floor(months / 12));
}

/** The years a copyright notice covers: "2023–2026", or "2026" in the first year. */
export function yearSpan(from: number, date: Date): string {
  const to = date.getUTCFullYear();
  return to > from ? `${from}–${to}` : String(from);
}
