/**
 * Rule "corrections": every correction replays from the value posted to the value published, and
 * carries the day its token was made in the record's time zone.
 */
import { entryName } from '../encoding.mjs';
import { correctionDayMatches } from '../proven.mjs';

/**
 * @typedef {import('../published.mjs').PublishedRecord} PublishedRecord
 * @typedef {import('../published.mjs').Finding} Finding
 */

/** Each step of the replay, latest correction first. @param {PublishedRecord} record @returns {Finding[]} */
export function replayProblems({ replay }) {
  return replay.flatMap(({ correction, known, correctable, leadsTo }) => {
    const { line, pick_id: pickId, field, after } = correction;
    const at = `record/corrections.csv:${line}`;
    if (!known) return [{ subject: pickId, message: `${at} corrects ${pickId}, which record.csv does not have` }];
    if (!correctable)
      return [{ subject: pickId, message: `${at} corrects "${field}", which no correction may change` }];
    return leadsTo === after
      ? []
      : [
          {
            subject: pickId,
            message: `${at} says ${pickId}'s ${field} became "${after}", but the value it leads to is "${leadsTo}"`,
          },
        ];
  });
}

/**
 * A correction's date is the day its token was made, in the record's zone (the verifier's setting,
 * never what the published files say).
 * @param {PublishedRecord} record @param {import('../published.mjs').Clock} clock @returns {Finding[]}
 */
export function correctionDays({ corrections, chain }, { timeZone }) {
  /** @type {Map<string, number>} */
  const perPick = new Map();
  return corrections.flatMap((correction) => {
    const index = (perPick.get(correction.pick_id) ?? 0) + 1;
    perPick.set(correction.pick_id, index);
    const name = entryName('correction', correction.pick_id, index);
    const time = chain.timeOf(name);
    return time !== null && !correctionDayMatches(correction.date, time, timeZone)
      ? [
          {
            subject: correction.pick_id,
            message: `record/corrections.csv:${correction.line} dates ${correction.pick_id}'s correction of ${correction.field} (${name}) ${correction.date}, but its token was made ${new Date(time).toISOString()}, another day in ${timeZone}: a correction carries the day it was made`,
          },
        ]
      : [];
  });
}
