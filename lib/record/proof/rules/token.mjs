/**
 * Rules "token" and "authority": every entry carries a token from a trusted authority over its
 * chain value, in chain order, and the published certificates are the ones the tokens need.
 */
import { fingerprint, subjectOf } from '../timestamp.mjs';

/**
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

/** A row of record/chain.csv has a time, no earlier than the row above's. @param {import('../publishedChain.mjs').ChainRow} row @returns {Finding[]} */
export function tokenTime({ cells, time, latestBefore }) {
  const { entry = '', pick_id: pickId = '', timestamped = '' } = cells;
  if (!timestamped || !Number.isFinite(time))
    return [
      {
        subject: pickId,
        message: `${entry} has no timestamp: every entry of the chain is timestamped by an authority`,
      },
    ];
  return time < latestBefore
    ? [
        {
          subject: pickId,
          message: `${entry} is timestamped ${timestamped}, before the entry above it: the chain is in the order its tokens were made`,
        },
      ]
    : [];
}

/**
 * Each entry's token proves its chain value at the time the chain gives, and only the sample's own
 * authority signs a record that says it is the site's sample.
 * @param {PublishedRecord} record @param {import('../published.mjs').Clock} clock @returns {Finding[]}
 */
export function tokenProofs({ tokens, tables }, { sampleNotice }) {
  const { sample } = tables;
  return tokens.reads.flatMap(({ row, unread, verified }) => {
    const { entry = '', pick_id: pickId = '', chain = '', timestamped = '' } = row.cells;
    /** @param {string} message */
    const finding = (message) => ({ subject: pickId, message });
    if (unread !== null) return [finding(`${entry}'s token cannot be read (${unread})`)];
    if (!verified?.ok) return [finding(`${entry}'s token does not prove its chain value: ${verified?.reason}`)];
    /** @type {Finding[]} */
    const found = [];
    if (verified.imprint !== chain) found.push(finding(`${entry}'s token covers another chain value`));
    if (verified.time.getTime() !== Date.parse(timestamped))
      found.push(
        finding(`${entry}'s token is dated ${verified.time.toISOString()}, but record/chain.csv says ${timestamped}`),
      );
    if (verified.authority.sample && (sample === null || sample !== sampleNotice))
      found.push(
        finding(
          `${entry} is timestamped by ${verified.authority.name}, the sample's own authority, but ${sample === null ? 'the record does not say it is a sample' : `its rows say "${sample}", not the site's sample notice${sampleNotice ? ` "${sampleNotice}"` : ''}`}`,
        ),
      );
    return found;
  });
}

/** No published certificate is one no token needs. @param {PublishedRecord} record @returns {Finding[]} */
export function unneededCertificates({ tokens }) {
  return tokens.untrusted.flatMap((certificate) => {
    const print = fingerprint(certificate);
    return tokens.needed.has(print) || tokens.used.has(print)
      ? []
      : [
          {
            subject: 'record/timestamps/authority.pem',
            message: `record/timestamps/authority.pem holds ${subjectOf(certificate)} (SHA-256 ${print}), which no token needs`,
          },
        ];
  });
}
