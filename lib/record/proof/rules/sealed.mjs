/**
 * Rule "sealed": a sealed pick publishes nothing but its id, times, sport, stake and seal, and only
 * until its game starts.
 */
import { hiddenWhileSealed } from '../../model.mjs';

const MINUTE = 60_000;

/**
 * @param {import('../published.mjs').PickRow} pick @param {import('../published.mjs').PublishedRecord} record
 * @param {import('../published.mjs').Clock} clock @returns {import('../published.mjs').Finding[]}
 */
export function sealedPick(pick, record, clock) {
  const published = pick.cells;
  if (published.secret) return [];
  const id = published.id ?? '';
  const found = [];
  /** @type {string[]} */
  const shown = hiddenWhileSealed.filter((column) => published[column]);
  if (published.result !== 'pending') shown.push('result');
  if (shown.length)
    found.push({
      subject: id,
      message: `${id} is sealed (no secret published), but its ${shown.join(', ')} ${shown.length === 1 ? 'is' : 'are'} published`,
    });
  if (record.corrections.some((c) => c.pick_id === id))
    found.push({ subject: id, message: `${id} is sealed, but record/corrections.csv lists a correction of it` });
  const start = record.starts.get(pick) ?? Number.NaN;
  if (start + clock.sealedGraceMinutes * MINUTE < clock.now.getTime())
    found.push({
      subject: id,
      message: `${id} is still sealed although its game started ${new Date(start).toISOString()}, more than ${clock.sealedGraceMinutes} minutes before this check: a pick is revealed by the first build after its start`,
    });
  return found;
}
