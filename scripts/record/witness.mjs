// The only code that talks to the public archive (docs/record-verification.md, "7. A public witness"):
// after a publish it asks Save Page Now to capture the checkpoint, and for `record:verify --witness`
// it reads the captures back, from the archive or from a folder someone saved them in. Only Node's
// own modules: the publish imports it, and the publish reinstalls node_modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  captureAnswer,
  captureRefusal,
  checkpointAddress,
  defaultArchive,
  indexUrl,
  rawUrl,
  readIndex,
  saveUrl,
} from '../../lib/record/proof/witness.mjs';
import { readCheckpoint } from '../../lib/record/proof/encoding.mjs';

/** How long the publish waits for Save Page Now: it never holds a publish up for long. */
export const CAPTURE_TIMEOUT_MS = 5_000;
/** How long the verifier waits for each answer of the archive. */
const READ_TIMEOUT_MS = 30_000;
/** A saved folder of captures: the index's JSON answer, and each capture's bytes by its timestamp. */
export const indexFile = 'cdx.json';
export const captureFile = (/** @type {string} */ timestamp) => `${timestamp}.txt`;

const remoteSource = (/** @type {string} */ source) => /^https?:\/\//.test(source);

/**
 * Why a request failed, in a few words: read by shape, since fetch's errors may come from another
 * realm than this module's Error (a test's sandbox).
 * @param {unknown} error @param {number} timeoutMs
 */
function failure(error, timeoutMs) {
  const { name, message, cause } = /** @type {{ name?: string, message?: string, cause?: { code?: string } }} */ (
    Object(error)
  );
  if (name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  return cause?.code ?? message ?? String(error);
}

/** A text from the archive. @param {string} url @param {number} timeoutMs */
async function fetchText(url, timeoutMs) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new Error(`${url}: ${failure(error, timeoutMs)}`);
  }
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

/**
 * Every capture of the checkpoint at `address`: from the archive at `source` (its address), or from a
 * folder saved from it. Throws when the index cannot be read; a capture that cannot be read carries
 * why. One request at a time: the archive is a shared service.
 * @param {string} source @param {string} address @param {number} [timeoutMs]
 */
export async function readCaptures(source, address, timeoutMs = READ_TIMEOUT_MS) {
  const remote = remoteSource(source);
  /** @param {string} url @param {string} file */
  const read = (url, file) => (remote ? fetchText(url, timeoutMs) : readFileSync(path.join(source, file), 'utf8'));
  const { rows, other } = readIndex(await read(indexUrl(source, address), indexFile));
  /** @type {import('../../lib/record/proof/witness.mjs').Capture[]} */
  const captures = [];
  for (const row of rows) {
    try {
      captures.push({ ...row, body: await read(rawUrl(source, row), captureFile(row.timestamp)), error: null });
    } catch (error) {
      captures.push({ ...row, body: null, error: failure(error, timeoutMs) });
    }
  }
  return { archive: remote ? source : defaultArchive, captures, other };
}

/**
 * After a publish, asks the archive to capture the checkpoint the new release serves, unless
 * PUBLISH_WITNESS=off, a preview, or an address the archive cannot reach. Never throws: writes the
 * archive's answer to the log, and returns a warning for the publish's line when it failed.
 * @param {{ checkpoint: string, witness: string | undefined, siteEnv: string, log: (line: string) => void, timeoutMs?: number }} run
 *   witness: PUBLISH_WITNESS (unset: the Internet Archive; "off"; or another archive's address)
 * @returns {Promise<string | null>}
 */
export async function askCapture({ checkpoint, witness, siteEnv, log, timeoutMs = CAPTURE_TIMEOUT_MS }) {
  const seen = readCheckpoint(checkpoint);
  const address = seen ? checkpointAddress(seen.origin) : 'record/checkpoint.txt';
  const warn = (/** @type {string} */ why) =>
    `warning: the archive did not capture ${address} (${why}); the release is online, and the next publish asks again`;
  if (!seen) return warn('the release holds no readable checkpoint');
  const refusal = captureRefusal({ witness, siteEnv, address });
  if (refusal) {
    log(`witness: ${address} not sent to the archive: ${refusal}`);
    return null;
  }
  const archive = witness?.trim() || defaultArchive;
  if (!remoteSource(archive))
    return warn(`PUBLISH_WITNESS must be off or an archive's https address, not "${archive}"`);
  try {
    const response = await fetch(saveUrl(archive, address), {
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    const answer = captureAnswer(archive, response);
    if (!answer.ok) return warn(answer.line);
    log(`witness: asked ${archive} to capture ${address}: ${answer.line}`);
    return null;
  } catch (error) {
    return warn(failure(error, timeoutMs));
  }
}
