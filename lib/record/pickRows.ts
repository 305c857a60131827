import { formatOdds } from '@/lib/record/math.mjs';
import { formatPostedTime, formatStake, formatUnits } from './display';
import type { PublishedPick, Result } from './types';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

type ImageSize = { width: number; height: number };

export type PickRowOptions = {
  /** The zone the posting time is shown in (and named). */
  timeZone: string;
  /** The pixel size of a slip image under public/, so its box is reserved before it loads. */
  slipSize: (slip: string) => ImageSize;
  resultLabels: Readonly<Record<Result, string>>;
  /** The slip image's alternative text: "Slip from Harbor Sports". */
  slipAlt: (sportsbook: string) => string;
};

function slipCell(pick: PublishedPick, { slipSize, slipAlt }: PickRowOptions): string {
  if (!pick.slip) return '–';
  const src = escape(`/${pick.slip.replace(/^\/+/, '')}`);
  const { width, height } = slipSize(pick.slip);
  const alt = escape(slipAlt(pick.sportsbook));
  return `<a href="${src}"><img src="${src}" width="${width}" height="${height}" loading="lazy" alt="${alt}"></a>`;
}

/**
 * The rows of a picks table as HTML. A year page holds a thousand picks, and Next sends a page's
 * React tree twice (as HTML and as the inlined payload that hydrates it): one string per table
 * instead of ten elements per pick keeps a full year within its size budget (bench/record.mjs).
 * Only a corrected pick carries an id, the anchor its correction links to.
 */
export function pickRowsHtml(picks: readonly PublishedPick[], options: PickRowOptions): string {
  const { timeZone, resultLabels } = options;
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
        `<td>${slipCell(pick, options)}</td>`,
      ];
      return `<tr${id}>${cells.join('')}</tr>`;
    })
    .join('');
}
