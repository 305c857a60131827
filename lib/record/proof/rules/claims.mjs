/**
 * Rule "claims": every figure the site claims in record/claims.json is what the published files
 * prove, and its days are in the zone the verifier's settings give.
 */

/**
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

const file = 'record/claims.json';

/** @param {PublishedRecord} record @param {import('../published.mjs').Clock} clock @returns {Finding[]} */
export function claimedZone({ claimed }, { timeZone }) {
  return claimed?.timeZone === timeZone
    ? []
    : [
        {
          subject: file,
          message: `record/claims.json says the record's days are in ${JSON.stringify(claimed?.timeZone)}, but the record's settings (content/record/settings.mjs) put them in ${timeZone}: correction dates are read in ${timeZone}`,
        },
      ];
}

/** @param {PublishedRecord} record @returns {Finding[]} */
export function claimedFigures({ claimed, proven }) {
  return Object.entries(proven.figures).flatMap(([key, value]) => {
    const said = claimed?.[key];
    return JSON.stringify(said) === JSON.stringify(value)
      ? []
      : [
          {
            subject: file,
            message: `the site claims ${key} ${JSON.stringify(said)}, but the published files prove ${JSON.stringify(value)}`,
          },
        ];
  });
}
