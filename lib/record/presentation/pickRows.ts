import { formatLead, formatPostedTime, formatScore, formatStake, formatTimeOfDay, formatUnits } from './display';
import { formatOdds } from '../math.mjs';
import { parseLegs, parseLegScores } from '../ledger/grading.mjs';
import type { CorrectableField, PublishedPick, Result, RevealedPick, SealedPick } from '../types';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

type ImageSize = { width: number; height: number };

/** A cell's heading, shown beside its value when a narrow screen lays each row out as a card. */
const label = (text: string) => ` data-l="${escape(text)}"`;

export type PickRowOptions = {
  /** The zone times are shown in (and named). */
  timeZone: string;
  /** The pixel size of a slip image under public/, so its box is reserved before it loads. */
  slipSize: (slip: string) => ImageSize;
  resultLabels: Readonly<Record<Result, string>>;
  /** The address of a pick's own page. */
  pickHref: (id: string) => string;
  /** What a cell whose number says nothing alone is headed by where a narrow screen shows no headings. */
  labels: { stake: string; profit: string; timestamped: string };
  words: {
    /** The slip image's alternative text: "Slip from Harbor Sports". */
    slipAlt: (sportsbook: string) => string;
    /** A sealed pick's event cell: "Sealed until Nov 24, 7:30 PM EST". */
    sealedUntil: (start: string) => string;
    /** A sealed pick's result. */
    sealed: string;
    /** "8 h before start" / "2 h after start". */
    lead: (lead: string, before: boolean) => string;
    /** A pick no authority has timestamped yet. */
    notTimestamped: string;
    /** Where a corrected value links: the correction on /record, by its line in corrections.csv. */
    correctionLink: string;
    correctionAnchor: (line: number) => string;
    /** A parlay's pick, for its page lists the legs: "4 legs: 3 won, 1 lost". */
    parlayLegs: (legs: number, outcomes: readonly string[]) => string;
    /** How many legs ended one way: "3 won". */
    legOutcomes: Readonly<Record<LegOutcome, (count: number) => string>>;
  };
};

type LegOutcome = 'win' | 'loss' | 'push' | 'void';

/** A value as posted, struck through, beside the corrected one; a visitor sees both on the pick's row. */
function corrected(pick: RevealedPick, field: CorrectableField, shown: string, options: PickRowOptions): string {
  const correction = pick.correctedBy.findLast((entry) => entry.field === field);
  if (!correction) return escape(shown);
  const first = pick.correctedBy.find((entry) => entry.field === field) ?? correction;
  const href = `${options.words.correctionLink}#${options.words.correctionAnchor(correction.line)}`;
  return `<s>${escape(first.before || '–')}</s> <a href="${escape(href)}">${escape(shown)}</a>`;
}

/** The final score the result is graded from, under it, so a reader checks it against a box score. */
function scoreLine(pick: RevealedPick, options: PickRowOptions): string {
  if (pick.score === null || pick.market === 'parlay') return '';
  return `<small>${corrected(pick, 'score', formatScore(pick.score), options)}</small>`;
}

/**
 * A parlay's pick cell: its legs counted by how each ended, not every leg (a 12-leg parlay made its
 * row 600 px tall); the pick's page lists them. A corrected leg or score links to its correction.
 */
function parlayCell(pick: RevealedPick, options: PickRowOptions): string {
  const { words } = options;
  const legs = parseLegs(pick.selection);
  const count = legs.ok ? legs.value.length : 0;
  const scores = pick.score === null ? null : parseLegScores(pick.score, count);
  const outcomes = scores?.ok ? scores.value.map((leg) => leg.outcome) : [];
  const tally = (['win', 'loss', 'push', 'void'] as const).flatMap((outcome) => {
    const ended = outcomes.filter((leg) => leg === outcome).length;
    return ended ? [words.legOutcomes[outcome](ended)] : [];
  });
  const text = escape(words.parlayLegs(count, tally));
  const correction = pick.correctedBy.findLast((entry) => entry.field === 'selection' || entry.field === 'score');
  if (!correction) return text;
  return `<a href="${escape(`${words.correctionLink}#${words.correctionAnchor(correction.line)}`)}">${text}</a>`;
}

function slipCell(pick: RevealedPick, { slipSize, words }: PickRowOptions): string {
  if (!pick.slip) return '–';
  const src = escape(`/${pick.slip.replace(/^\/+/, '')}`);
  const { width, height } = slipSize(pick.slip);
  const alt = escape(words.slipAlt(pick.sportsbook));
  return `<a href="${src}"><img src="${src}" width="${width}" height="${height}" loading="lazy" alt="${alt}"></a>`;
}

/**
 * When the authority saw the pick's chain value, and how long before (or after) the earliest start
 * the record gave its game (a start a correction moved later proves nothing). Kept
 * to plain text: a year page has a thousand of these.
 */
function timestampCell(pick: PublishedPick, { timeZone, words }: PickRowOptions): string {
  if (!pick.timestamp) return escape(words.notTimestamped);
  const lead = Date.parse(pick.earliestStart) - Date.parse(pick.timestamp.time);
  const text = `${formatTimeOfDay(pick.timestamp.time, timeZone)}, ${words.lead(formatLead(Math.abs(lead)), lead > 0)}`;
  return lead > 0 ? escape(text) : `<strong>${escape(text)}</strong>`;
}

function sealedCells(pick: SealedPick, options: PickRowOptions): string[] {
  return [
    `<th scope="row">${escape(options.words.sealedUntil(formatPostedTime(pick.eventStart, options.timeZone)))}<small>${escape(pick.sport)}</small></th>`,
    `<td><code>${pick.seal}</code></td>`,
    '<td>–</td>',
    `<td${label(options.labels.stake)}>${formatStake(pick.stake)}</td>`,
    `<td>${escape(options.words.sealed)}</td>`,
    `<td${label(options.labels.profit)}>–</td>`,
    `<td${label(options.labels.timestamped)}>${timestampCell(pick, options)}</td>`,
    '<td>–</td>',
  ];
}

function revealedCells(pick: RevealedPick, options: PickRowOptions): string[] {
  const { resultLabels } = options;
  return [
    `<th scope="row">${corrected(pick, 'event', pick.event, options)}<small>${escape(pick.sport)}</small></th>`,
    `<td>${pick.market === 'parlay' ? parlayCell(pick, options) : corrected(pick, 'selection', pick.selection, options)}</td>`,
    `<td>${corrected(pick, 'odds', formatOdds(pick.odds), options)}</td>`,
    `<td${label(options.labels.stake)}>${corrected(pick, 'stake', formatStake(pick.stake), options)}</td>`,
    `<td data-r="${pick.result}">${corrected(pick, 'result', resultLabels[pick.result], options)}${scoreLine(pick, options)}</td>`,
    `<td${label(options.labels.profit)}>${pick.profit === null ? '–' : formatUnits(pick.profit)}</td>`,
    `<td${label(options.labels.timestamped)}>${timestampCell(pick, options)}</td>`,
    `<td>${slipCell(pick, options)}</td>`,
  ];
}

/**
 * The rows of a picks table as HTML. A year page holds a thousand picks, and Next sends a page's
 * React tree twice (as HTML and as the inlined payload that hydrates it): one string per table
 * instead of ten elements per pick keeps a full year within its size budget (bench/record.mjs).
 * A corrected or sealed pick's row carries its id, the anchor its correction or its seal is linked by.
 */
export function pickRowsHtml(picks: readonly PublishedPick[], options: PickRowOptions): string {
  return picks
    .map((pick) => {
      const cells = [
        `<td>${escape(formatPostedTime(pick.posted, options.timeZone))}<small><a href="${escape(options.pickHref(pick.id))}">${escape(pick.id)}</a></small></td>`,
        ...(pick.state === 'sealed' ? sealedCells(pick, options) : revealedCells(pick, options)),
      ];
      const id = pick.state === 'sealed' || pick.correctedBy.length > 0 ? ` id="${escape(pick.id)}"` : '';
      return `<tr${id}>${cells.join('')}</tr>`;
    })
    .join('');
}
