/** A time zone's offset from UTC at a moment, and whether a written time's offset is the zone's. */

const formats = new Map<string, Intl.DateTimeFormat>();

/** The offset `format` gives at the instant `time`, written as in ISO 8601. */
function offsetAt(format: Intl.DateTimeFormat, time: number): string {
  const name = format.formatToParts(new Date(time)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" alone at UTC, "GMT-05:00" elsewhere.
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

const hour = 3_600_000;
/**
 * A zone's offset through each UTC hour it does not change in, by zone and hour: a ledger of thousands
 * of rows asks for a few hundred hours, and formatting each time alone took most of a large file's check.
 */
const hourOffsets = new Map<string, string | null>();

/** The offset of `timeZone` at the instant `time` (milliseconds since 1970), written as in ISO 8601: "-05:00". */
export function zoneOffset(timeZone: string, time: number): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const start = Math.floor(time / hour) * hour;
  const key = `${timeZone} ${start}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    // No zone changes its offset twice within an hour: the same offset at both ends holds throughout.
    const first = offsetAt(format, start);
    offset = first === offsetAt(format, start + hour - 1) ? first : null;
    hourOffsets.set(key, offset);
  }
  return offset ?? offsetAt(format, time);
}

/** Minutes east of UTC of an offset written as "-05:00". */
const minutesOf = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/** "America/New_York" → "New York": how a message names the zone. */
export const zoneCity = (timeZone: string) => (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');

/**
 * Why the offset written in an ISO 8601 time (already checked to be one) is neither UTC ("Z") nor
 * the one `timeZone` has at that moment, with the offset the zone has at the wall-clock time
 * written; null when it is right. A summer offset on a November date moves the time by an hour.
 */
export function offsetProblem(text: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match) return null;
  const [, date = '', clock = '', written = 'Z'] = match;
  if (written === 'Z') return null;
  const instant = Date.parse(text);
  if (zoneOffset(timeZone, instant) === written) return null;
  // The zone's offset at the wall-clock time written: found from the offset at that time read as UTC.
  const wall = Date.parse(`${date}T${clock}Z`);
  const expected = zoneOffset(timeZone, wall - minutesOf(zoneOffset(timeZone, wall)) * 60_000);
  return `has the offset ${written}, but the offset is ${expected} on ${date} in ${zoneCity(timeZone)} — write ${date}T${clock}${expected} if ${clock} is the local time there, or give the time in UTC with Z; a wrong offset moves the time by the difference`;
}
