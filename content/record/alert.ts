import { formatPostedTime, formatStake } from '@/lib/record/presentation/display';
import { formatOdds } from '@/lib/record/math.mjs';
import type { Pick } from '@/lib/record/types';
import { pickPath, routes } from '../routes';
import { site } from '../site';

/**
 * The message `npm run record:seal` prints for each new pick (and `npm run record:seal -- --alert <id>`
 * again), for an editor to post in the members' chat as it is: the pick, its seal and the chain value
 * after it, with the time the authority saw it, or a mark that it has not yet. Every member who keeps it holds
 * what the public record must still show after kickoff, so a changed pick, a deleted one or a
 * record shown differently to different readers is caught by anyone who saved it.
 */
export function memberAlert({
  pick,
  seal,
  chain,
  time,
  siteUrl,
  timeZone,
}: {
  pick: Pick;
  seal: string;
  chain: string;
  /** The token's time, or null while the pick has none. */
  time: string | null;
  siteUrl: string;
  timeZone: string;
}): string {
  const url = (path: string) => new URL(path, siteUrl).toString();
  return [
    `${site.name} pick ${pick.id}: ${pick.sport}, ${pick.event}, starts ${formatPostedTime(pick.eventStart, timeZone)}`,
    `${pick.selection} at ${formatOdds(pick.odds)}, ${formatStake(pick.stake)} unit${pick.stake === 1 ? '' : 's'} at ${pick.sportsbook}`,
    `Seal: ${seal}`,
    `Chain value after it: ${chain} (${time === null ? 'not timestamped yet' : `timestamped ${time}`})`,
    `Its page, to share (sealed until the start, revealed after): ${url(pickPath(pick.id))}`,
    `Keep this message. After the start, that page shows this pick with its secret, and its seal must be the one above. The chain value above must stay in ${url(`${routes.record}/chain.csv`)} for good. To check both at any time: npm run record:verify -- ${siteUrl} --since ${chain}`,
  ].join('\n');
}
