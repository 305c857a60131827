/**
 * The one clock of the site. Every time-relative fact (upcoming events, the copyright year, years of
 * results, the record's checks) reads the build date, so a build is reproducible: `SOURCE_DATE_EPOCH`
 * (seconds since 1970, UTC, the reproducible-builds convention) when set, otherwise the current time.
 */
export function parseBuildDate(sourceDateEpoch: string | undefined, now: Date): Date {
  const value = sourceDateEpoch?.trim();
  if (!value) return now;
  if (!/^\d+$/.test(value)) {
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (UTC), got "${value}".`);
  }
  return new Date(Number(value) * 1000);
}

export const buildDate: Date = parseBuildDate(process.env.SOURCE_DATE_EPOCH, new Date());
