import { formatLead, formatPostedTime, formatScore, formatStake, formatUnits } from './display';
import { formatOdds } from '../math.mjs';
import type { CorrectableField, CorrectedPick, PublishedPick, Result, RevealedPick, SealedPick } from '../types';
import { describeCharacters, refusedCharacters } from './cardCharacters';

/** How the outcome line is colored: money won, money lost, or neither. */
export type PickCardTone = 'win' | 'loss' | 'neutral';

/**
 * Everything a pick's share card says, and nothing else: the card is drawn from this object alone,
 * so its hash is the key of the drawn image (scripts/build/pick-cards.tsx).
 */
export interface PickCardText {
  readonly id: string;
  readonly brand: string;
  /** The badge while the record is a sample, else null. */
  readonly sample: string | null;
  /** Above the headline: the sport, and the game once revealed. */
  readonly kicker: string;
  /** The pick and its odds, or until when it is sealed. */
  readonly headline: string;
  /** Under the headline: the stake, and the book once revealed. */
  readonly detail: string;
  readonly outcome: { readonly text: string; readonly tone: PickCardTone };
  /** How long before the start the pick provably existed, and who says so. */
  readonly proof: string;
}

export interface PickCardWords {
  readonly sealedUntil: (start: string) => string;
  readonly sealedOutcome: string;
  readonly pending: string;
  readonly stake: (stake: string) => string;
  readonly stakeAt: (stake: string, book: string) => string;
  readonly headline: (pick: string, odds: string) => string;
  readonly units: (units: string) => string;
  readonly stakeReturned: string;
  readonly before: (lead: string, authority: string | null) => string;
  readonly after: (lag: string, authority: string | null) => string;
  readonly notTimestamped: (lead: string) => string;
  readonly separator: string;
}

export interface PickCardOptions {
  readonly timeZone: string;
  readonly brand: string;
  /** The authority the record's tokens chain to, or null when the record names none. */
  readonly authority: string | null;
  /** The badge to show, while the record is a sample; null once it is real. */
  readonly sample: string | null;
  readonly resultLabels: Readonly<Record<Result, string>>;
  readonly words: PickCardWords;
}

/**
 * The longest text a line of the card takes before it is cut: at 1200 px wide, two lines of the
 * headline's type, so it stays readable when a chat app shows the card 400 px wide.
 */
const maxHeadline = 50;
/** The line above it, in smaller type: one line. */
const maxKicker = 54;
/** An authority's name in the proof line, which may take two lines beside the pick's id. */
const maxAuthority = 40;
/** A score longer than this (a parlay's legs) is left to the pick's page. */
const maxScore = 20;

/** Cut at a word before `max` characters, with an ellipsis: the page has the whole text. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:·-]+$/, '')}…`;
}

/**
 * How long before the start the pick existed. With a token, from the token's time, not the posted
 * time we wrote ourselves: the token comes after the posting, so the claim is never larger than
 * the authority backs. Both measure against the earliest start the record gave the game, so a start
 * a correction moved later proves nothing.
 */
function proof(pick: PublishedPick, { words, ...options }: PickCardOptions): string {
  const authority = options.authority === null ? null : clip(options.authority, maxAuthority);
  const start = Date.parse(pick.earliestStart);
  if (!pick.timestamp) return words.notTimestamped(formatLead(Math.max(0, start - Date.parse(pick.posted))));
  const lead = start - Date.parse(pick.timestamp.time);
  return lead > 0 ? words.before(formatLead(lead), authority) : words.after(formatLead(-lead), authority);
}

/** "college football · Colorado at Tennessee" → "College football · …": the line starts the card. */
function kicker(text: string): string {
  const line = clip(text, maxKicker);
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}

function sealedCard(pick: SealedPick, options: PickCardOptions) {
  const { words } = options;
  return {
    kicker: kicker(pick.sport),
    headline: words.sealedUntil(formatPostedTime(pick.eventStart, options.timeZone)),
    detail: words.stake(formatStake(pick.stake)),
    outcome: { text: words.sealedOutcome, tone: 'neutral' as const },
  };
}

function outcome(pick: RevealedPick, { resultLabels, words }: PickCardOptions): PickCardText['outcome'] {
  if (pick.result === 'pending') return { text: words.pending, tone: 'neutral' };
  const score = pick.score !== null && pick.score.length <= maxScore ? [formatScore(pick.score)] : [];
  const money =
    pick.result === 'win' || pick.result === 'loss' ? words.units(formatUnits(pick.profit ?? 0)) : words.stakeReturned;
  return {
    text: [resultLabels[pick.result], ...score, money].join(words.separator),
    tone: pick.result === 'win' ? 'win' : pick.result === 'loss' ? 'loss' : 'neutral',
  };
}

function revealedCard(pick: RevealedPick, options: PickCardOptions) {
  const { words } = options;
  // A parlay's selection lists every leg; its event ("4-leg parlay") is what fits on a card.
  const parlay = pick.market === 'parlay';
  return {
    kicker: kicker(parlay ? pick.sport : `${pick.sport}${words.separator}${pick.event}`),
    headline: words.headline(clip(parlay ? pick.event : pick.selection, maxHeadline), formatOdds(pick.odds)),
    detail: words.stakeAt(formatStake(pick.stake), pick.sportsbook),
    outcome: outcome(pick, options),
  };
}

/**
 * What a pick's share card says. A sealed pick's card is made from the sealed type's fields only
 * (sport, start, stake, times), so it cannot show what was picked.
 */
export function pickCardText(pick: PublishedPick, options: PickCardOptions): PickCardText {
  return {
    id: pick.id,
    brand: options.brand,
    sample: options.sample,
    ...(pick.state === 'sealed' ? sealedCard(pick, options) : revealedCard(pick, options)),
    proof: proof(pick, options),
  };
}

/** The ledger's columns a revealed pick's card shows (its sport is named by content/record/settings.mjs). */
const cardColumns = ['event', 'selection', 'sportsbook', 'score'] as const satisfies readonly CorrectableField[];

/**
 * Each character of a column a pick's card shows that the card's fonts cannot draw, one line per
 * value, naming the row it comes from: the pick's, or the correction's that set it. Sealed picks
 * are checked too, so a pick is refused when it is posted, not by the build after its game starts.
 */
export function pickCardRefusals(
  picks: readonly CorrectedPick[],
  allowed: ReadonlySet<string>,
  files: { readonly ledger: string; readonly corrections: string },
): string[] {
  return picks.flatMap((pick) =>
    cardColumns.flatMap((column) => {
      const refused = refusedCharacters(pick[column] ?? '', allowed);
      if (!refused.length) return [];
      const correction = pick.correctedBy.filter((entry) => entry.field === column).at(-1);
      const row = correction ? `${files.corrections}:${correction.line}` : `${files.ledger}:${pick.line}`;
      const them = refused.length > 1 ? 'them' : 'it';
      return [
        `${row}  ${pick.id}'s ${column} holds ${describeCharacters(refused)}, which the pick's share card cannot draw: its fonts (data/fonts.ts) lack ${them} — write the ${column} without ${them}.`,
      ];
    }),
  );
}
