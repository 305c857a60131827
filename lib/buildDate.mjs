/**
 * The build date from `SOURCE_DATE_EPOCH` (seconds since 1970, UTC, the reproducible-builds
 * convention) when it is set, otherwise `now`. data/buildDate.mjs reads the environment and calls this.
 * @param {string | undefined} sourceDateEpoch
 * @param {Date} now
 * @returns {Date}
 */
export function parseBuildDate(sourceDateEpoch, now) {
  const value = sourceDateEpoch?.trim();
  if (!value) return now;
  if (!/^\d+$/.test(value)) {
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970 (UTC), got "${value}".`);
  }
  return new Date(Number(value) * 1000);
}
