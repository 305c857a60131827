/**
 * Rules "checkpoint" and "since": the checkpoint names the end of the chain, and every chain value
 * a reader saved is still on it.
 */

import { readCheckpoint } from '../encoding.mjs';

/**
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

/** @param {PublishedRecord} record @returns {Finding[]} */
export function checkpointEnd({ files, chain }) {
  if (!readCheckpoint(files.checkpoint))
    return [
      {
        subject: 'record/checkpoint.txt',
        message:
          'record/checkpoint.txt is not a checkpoint as the build writes it: four lines (the origin, the number of entries, the chain value after the last, "built" and the build time to the second in UTC), each ending in a line break, nothing else',
      },
    ];
  const [, size = '', head = ''] = files.checkpoint.split('\n');
  return size === String(chain.rows.length) && head === chain.head
    ? []
    : [
        {
          subject: 'record/checkpoint.txt',
          message: `record/checkpoint.txt says ${size} entries ending at ${head}, but record/chain.csv has ${chain.rows.length} ending at ${chain.head}`,
        },
      ];
}

/** @param {PublishedRecord} record @param {import('../published.mjs').Clock} clock @returns {Finding[]} */
export function savedValues({ chain }, { since }) {
  return since.flatMap((saved) => {
    const at = chain.rows.findIndex((row) => row.cells.chain === saved.chain);
    return at === -1 || (saved.size !== null && at + 1 !== saved.size)
      ? [
          {
            subject: saved.label,
            message: `the chain value ${saved.chain}${saved.size !== null ? ` (entry ${saved.size})` : ''} saved from ${saved.label} is not on the chain${saved.size !== null && at !== -1 ? ` at that place (it is entry ${at + 1})` : ''}: the record was rewritten, cut short or forked since`,
          },
        ]
      : [];
  });
}
