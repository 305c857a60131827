/**
 * The public witness (docs/record-verification.md, "7. A public witness"): the Internet Archive's
 * captures of the site's checkpoint, read in the archive's own formats (its Save Page Now answer,
 * its CDX captures index as JSON, a capture's raw bytes), and every captured head held to the chain.
 */
import { GENESIS, readCheckpoint } from './encoding.mjs';

/** The archive asked and read unless told otherwise. */
export const defaultArchive = 'https://web.archive.org';

/** The rule a witness problem breaks, as the verifier prints it. */
export const witnessRules = {
  witness: 'every head the public archive captured is on the chain, at its place, in time order',
};

/**
 * @typedef {{ timestamp: string, original: string, status: string }} IndexRow a row of the CDX index
 * @typedef {import('./encoding.mjs').Checkpoint} Checkpoint
 * @typedef {IndexRow & { body: string | null, error: string | null }} Capture a capture read: its bytes, or why not
 * @typedef {{ rule: 'witness', subject: string, message: string }} WitnessProblem
 */

const trimmed = (/** @type {string} */ archive) => archive.replace(/\/+$/, '');

/**
 * Where a record's checkpoint is published, from the origin its first line names ("receipts.club/record"):
 * the checkpoint sits under it, and a public site answers over https.
 * @param {string} origin
 */
export const checkpointAddress = (origin) => `https://${origin}/checkpoint.txt`;

/** Save Page Now's capture request for an address. @param {string} archive @param {string} address */
export const saveUrl = (archive, address) => `${trimmed(archive)}/save/${address}`;

/**
 * The CDX index's query for every capture of the checkpoint, as JSON. The address without its scheme
 * matches captures made over http and https alike.
 * @param {string} archive @param {string} address
 */
export const indexUrl = (archive, address) =>
  `${trimmed(archive)}/cdx/search/cdx?url=${encodeURIComponent(address.replace(/^https?:\/\//, ''))}&output=json`;

/** A capture's bytes exactly as the archive captured them (the `id_` flag). @param {string} archive @param {IndexRow} row */
export const rawUrl = (archive, { timestamp, original }) => `${trimmed(archive)}/web/${timestamp}id_/${original}`;

/** A capture as a person opens it in a browser. @param {string} archive @param {IndexRow} row */
export const captureUrl = (archive, { timestamp, original }) => `${trimmed(archive)}/web/${timestamp}/${original}`;

/** A capture's 14-digit timestamp (yyyyMMddhhmmss, UTC) as a date. @param {string} timestamp */
export function captureTime(timestamp) {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp) ?? [];
  return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
}

const iso = (/** @type {Date} */ date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * A host no one else can reach, or one reserved for tests and examples: the archive cannot capture it.
 * @param {string} host
 */
const privateHost = (host) =>
  /^(localhost|\[.*\]|\d+\.\d+\.\d+\.\d+)$/.test(host) ||
  /\.(test|example|invalid|localhost|local|internal)$/.test(host);

/**
 * Why a publish does not ask the archive to capture the checkpoint, or null when it does.
 * @param {{ witness: string | undefined, siteEnv: string, address: string }} settings
 *   witness: PUBLISH_WITNESS (unset: the default archive; "off"; or an archive's address)
 */
export function captureRefusal({ witness, siteEnv, address }) {
  if (witness?.trim() === 'off') return 'PUBLISH_WITNESS=off';
  if (siteEnv !== 'production') return `SITE_ENV=${siteEnv}: a preview is no record to witness`;
  if (!URL.canParse(address)) return `${address} is not an address`;
  const host = new URL(address).hostname;
  return privateHost(host) ? `${host} is not a public address the archive can reach` : null;
}

/**
 * What Save Page Now answered, in one line: the capture's address when it gives one (a redirect to
 * it, Content-Location, or a Link header's "memento"), else its status.
 * @param {string} archive @param {{ status: number, headers: Headers }} answer
 */
export function captureAnswer(archive, { status, headers }) {
  const memento = /<([^>]+)>;\s*rel="(?:[^"]*\s)?memento(?:\s[^"]*)?"/.exec(headers.get('link') ?? '')?.[1];
  const location = headers.get('location') ?? headers.get('content-location') ?? memento;
  if (status >= 400) return { ok: false, line: `the archive answered ${status}` };
  return {
    ok: true,
    line: location
      ? `captured at ${new URL(location, `${trimmed(archive)}/`).href}`
      : `the archive answered ${status} without the capture's address`,
  };
}

/**
 * The CDX index's JSON answer: a header row of field names, then one row per capture. Rows whose
 * status is not 200 (a redirect, an error page) hold no checkpoint and are set apart; a revisit
 * ("-") is a capture of the same bytes as an earlier one, read like any other.
 * @param {string} text @returns {{ rows: IndexRow[], other: IndexRow[] }}
 */
export function readIndex(text) {
  /** @type {unknown} */
  let json;
  try {
    json = JSON.parse(text || '[]');
  } catch (error) {
    throw new Error(`the captures index is not JSON (${error instanceof Error ? error.message : error})`);
  }
  if (!Array.isArray(json)) throw new Error('the captures index is not a JSON array of rows');
  if (!json.length) return { rows: [], other: [] };
  const [header = [], ...rows] = /** @type {unknown[][]} */ (json);
  const at = (/** @type {string} */ name) => {
    const index = Array.isArray(header) ? header.indexOf(name) : -1;
    if (index === -1) throw new Error(`the captures index's header row has no "${name}" field`);
    return index;
  };
  const fields = { timestamp: at('timestamp'), original: at('original'), status: at('statuscode') };
  const read = rows.map((row, index) => {
    if (!Array.isArray(row) || row.length !== header.length || row.some((cell) => typeof cell !== 'string'))
      throw new Error(`row ${index + 2} of the captures index is not ${header.length} strings like its header`);
    const cells = /** @type {string[]} */ (row);
    const entry = {
      timestamp: cells[fields.timestamp] ?? '',
      original: cells[fields.original] ?? '',
      status: cells[fields.status] ?? '',
    };
    if (!/^\d{14}$/.test(entry.timestamp) || Number.isNaN(captureTime(entry.timestamp).getTime()))
      throw new Error(`row ${index + 2} of the captures index has the timestamp "${entry.timestamp}", not 14 digits`);
    return entry;
  });
  // One capture per timestamp and address: the index may list a capture twice, and two addresses
  // (http and https, say) may be captured in the same second.
  const unique = [...new Map(read.map((row) => [`${row.timestamp} ${row.original}`, row])).values()];
  // A successful answer of any kind holds the checkpoint; a revisit ("-") repeats an earlier one.
  const held = (/** @type {{ status: string }} */ row) => /^2\d\d$/.test(row.status) || row.status === '-';
  return { rows: unique.filter(held), other: unique.filter((row) => !held(row)) };
}

/**
 * One capture against the chain: the problem it shows, or null when its head is on the chain at its
 * place and the chain it saw is no shorter than one captured before it.
 * @param {Checkpoint | null} seen @param {{ origin: string, chain: readonly string[], at: string, longest: { size: number, at: string, url: string } | null }} context
 * @param {Capture} capture
 */
function captureProblem(seen, { origin, chain, at, longest }, capture) {
  if (seen === null)
    return capture.error
      ? `could not be read (${capture.error}): run again, or check the saved copy`
      : 'is not a checkpoint (four lines: the origin, the size, the head, the build time)';
  const place = seen.size === 0 ? GENESIS : chain[seen.size - 1];
  if (seen.origin !== origin) return `names the record ${seen.origin}, not ${origin}`;
  if (place === undefined)
    return `the archive saw ${seen.size} entries ending at ${seen.head} on ${at}, but the site's chain has only ${chain.length}: the record was cut short or forked since`;
  if (place !== seen.head)
    return `the archive saw entry ${seen.size} as ${seen.head} on ${at}, but the site's chain has ${place} there: the chain was forked or rewritten after this capture`;
  if (longest && seen.size < longest.size)
    return `the archive saw ${seen.size} entries on ${at}, after it saw ${longest.size} on ${longest.at} (${longest.url}): the site served a shorter chain later (a rollback, or another chain shown at times)`;
  return null;
}

/**
 * Every captured head against the site's chain, in the order the archive captured them: each must
 * be the chain's value at the size it names, and no capture may show a shorter chain than one before it.
 * @param {{ archive: string, source: string, origin: string, chain: readonly string[], captures: readonly Capture[], other: readonly IndexRow[] }} input
 *   archive: where the captures are opened; source: where they were read (the archive or a folder); chain: the chain values in order
 * @returns {{ lines: string[], problems: WitnessProblem[] }}
 */
export function checkWitness({ archive, source, origin, chain, captures, other }) {
  const sorted = [...captures].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  /** @type {WitnessProblem[]} */
  const problems = [];
  /** @type {string[]} */
  const notes = [];
  const heads = new Set();
  /** @type {{ size: number, at: string, url: string } | null} */
  let longest = null;
  for (const capture of sorted) {
    const url = captureUrl(archive, capture);
    const time = captureTime(capture.timestamp);
    const at = iso(time);
    const seen = capture.body === null ? null : readCheckpoint(capture.body);
    const problem = captureProblem(seen, { origin, chain, at, longest }, capture);
    if (problem !== null || seen === null) {
      problems.push({ rule: 'witness', subject: url, message: problem ?? '' });
      continue;
    }
    heads.add(seen.head);
    if (!longest || seen.size > longest.size) longest = { size: seen.size, at, url };
    if (time < seen.built)
      notes.push(
        `note     ${url} was captured on ${at}, before the build time it names (${iso(seen.built)}): the site's clock ran ahead`,
      );
  }
  const address = `${origin}/checkpoint.txt`;
  const [first, last] = [sorted[0], sorted.at(-1)].map((row) => (row ? iso(captureTime(row.timestamp)) : ''));
  const span = `${sorted.length} capture${sorted.length === 1 ? '' : 's'} from ${first} to ${last}`;
  const counted = problems.length
    ? `${span}: ${sorted.length - problems.length} on the chain, ${problems.length} not`
    : `${span}, all on the chain: ${heads.size} distinct head${heads.size === 1 ? '' : 's'}, up to entry ${longest?.size ?? 0} of ${chain.length}`;
  const statuses = [...new Set(other.map((row) => row.status))].join(', ');
  return {
    lines: [
      sorted.length
        ? `witness  ${counted} (${address} in ${source})`
        : `witness  no capture of ${address} in ${source}: nothing is witnessed yet`,
      ...(other.length
        ? [`witness  ${other.length} more rows of the index hold no checkpoint (status ${statuses}): not compared`]
        : []),
      ...notes,
    ],
    problems,
  };
}
