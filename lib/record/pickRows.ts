import { formatOdds } from '@/lib/odds';
import { formatPostedTime, formatStake, formatUnits } from './display';
import type { ImageSize } from './imageSize';
import type { PublishedPick, Result } from './types';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

function slipCell(pick: PublishedPick, slipSize: (slip: string) => ImageSize): string {
  if (!pick.slip) return '–';
  const src = escape(`/${pick.slip.replace(/^\/+/, '')}`);
  const { width, height } = slipSize(pick.slip);
  const alt = escape(`Slip from ${pick.sportsbook}`);
  return `<a href="${src}"><img src="${src}" width="${width}" height="${height}" loading="lazy" alt="${alt}"></a>`;
}

/**
 * The rows of a picks table as HTML. A year page holds a thousand picks, and Next sends a page's
 * React tree twice (as HTML and as the inlined payload that hydrates it): one string per table
 * instead of ten elements per pick keeps a full year within its size budget (scripts/bench-record.mjs).
 * Only a corrected pick carries an id, the anchor its correction links to.
 */
export function pickRowsHtml(
  picks: readonly PublishedPick[],
  timeZone: string,
  slipSize: (slip: string) => ImageSize,
  resultLabels: Readonly<Record<Result, string>>,
): string {
  return picks
    .map((pick) => {
      const id = pick.correctedBy.length > 0 ? ` id="${escape(pick.id)}"` : '';
      const cells = [
        `<td>${escape(formatPostedTime(pick.posted, timeZone))}</td>`,
        `<th scope="row">${escape(pick.event)}<small>${escape(pick.sport)}</small></th>`,
        `<td>${escape(pick.selection)}</td>`,
        `<td>${formatOdds(pick.odds)}</td>`,
        `<td>${formatStake(pick.stake)}</td>`,
        `<td data-r="${pick.result}">${resultLabels[pick.result]}</td>`,
        `<td>${pick.profit === null ? '–' : formatUnits(pick.profit)}</td>`,
        `<td>${slipCell(pick, slipSize)}</td>`,
      ];
      return `<tr${id}>${cells.join('')}</tr>`;
    })
    .join('');
}
