import { lineValue, priceValue } from '../figures/stats';
import { parseLegs, parseLegScores, type LegOutcome } from '../ledger/grading.mjs';
import { calendarYear } from '../math.mjs';
import type { LinkedEntry } from '../proof/chain.mjs';
import type { PublishedPick, RevealedPick } from '../types';
import { teamScores, type ScoreReading } from './display';
import { linkCheck, tokenCheckCommands, type LinkCheck } from './verification';

/** One of a pick's links in the chain: the pick itself, its grade, or a correction. */
export interface PickLink {
  readonly name: string;
  readonly kind: LinkedEntry['kind'];
  /** Its place in the chain, from 1. */
  readonly position: number;
  readonly previous: string;
  readonly chain: string;
  /** When the authority saw it (ISO 8601, UTC), or null before its token. */
  readonly time: string | null;
}

/** A pinned authority, as /record names it. */
export interface PickAuthority {
  readonly name: string;
  readonly fingerprint: string;
  readonly rootUrl: string | null;
  readonly sample: boolean;
}

/** One leg of a parlay as its page lists it: null result and score while the parlay is pending. */
export interface PickLeg {
  readonly event: string;
  readonly selection: string;
  readonly odds: number;
  readonly result: LegOutcome | null;
  /** Null for a voided leg's game, or while pending. */
  readonly score: ScoreReading | null;
}

/** A pick's closing-line value, as /record measures it (lib/record/figures/stats.ts); null where it cannot be. */
export interface PickClv {
  /** The expected return at the fair closing price (0.021 = +2.1%). */
  readonly price: number | null;
  /** Points of line gained on a spread or total. */
  readonly line: number | null;
}

/**
 * Everything a pick's page and its place in the build cache rest on, as plain data: the page renders
 * this and nothing else, so two builds with equal data write the same page (data/record/pickPages.ts).
 * A sealed pick's data holds only what its sealed type does.
 */
export interface PickPageData {
  readonly pick: PublishedPick;
  /** The year page it is listed on. */
  readonly year: number;
  readonly links: readonly PickLink[];
  readonly previousId: string | null;
  readonly nextId: string | null;
  /** The slip as the page shows it, only once the pick is revealed. */
  readonly slip: { readonly src: string; readonly width: number; readonly height: number } | null;
  /** Its row of record.csv and the line it is on. */
  readonly row: { readonly line: number; readonly text: string };
  /** The checks of each of its links, in chain order. */
  readonly commands: readonly LinkCheck[];
  readonly authorities: readonly PickAuthority[];
  readonly sample: string | null;
  /** A revealed parlay's legs, in the order of its selection; null for any other pick. */
  readonly legs: readonly PickLeg[] | null;
  /** Null while sealed, and for a void, which /record's closing-line figures leave out. */
  readonly clv: PickClv | null;
}

export interface PickPageInput {
  readonly picks: readonly PublishedPick[];
  readonly chain: readonly LinkedEntry[];
  readonly trusted: readonly PickAuthority[];
  readonly sample: string | null;
  /** record.csv as published: a header line, then one line per pick in ledger order. */
  readonly recordCsv: string;
  readonly siteUrl: string;
  readonly timeZone: string;
  readonly tokenUrl: (entry: string) => string;
  readonly certificatesUrl: string;
  readonly slipSize: (slip: string) => { width: number; height: number };
}

/** The page data of every pick, by id, in ledger order. */
export function pickPages(input: PickPageInput): Map<string, PickPageData> {
  const { picks, chain } = input;
  const links = new Map<string, PickLink[]>();
  chain.forEach((entry, index) => {
    const own = links.get(entry.pickId) ?? [];
    own.push({
      name: entry.name,
      kind: entry.kind,
      position: index + 1,
      previous: entry.previous,
      chain: entry.chain,
      time: entry.time === null ? null : new Date(entry.time).toISOString(),
    });
    links.set(entry.pickId, own);
  });
  const rows = input.recordCsv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const authority = input.trusted[0] ?? null;
  return new Map(
    picks.map((pick, index) => {
      const own = links.get(pick.id) ?? [];
      const entry = own.find((link) => link.kind === 'pick');
      if (!entry) throw new Error(`pick ${pick.id} has no link in the chain`);
      const line = index + 2;
      const text = rows[line - 1];
      if (text === undefined || !text.split(',').includes(pick.id)) {
        throw new Error(`record.csv has no row for ${pick.id} on line ${line}: the download and the ledger disagree`);
      }
      const revealed = pick.state === 'revealed' ? pick : null;
      const slip = revealed?.slip
        ? { src: `/${revealed.slip.replace(/^\/+/, '')}`, ...input.slipSize(revealed.slip) }
        : null;
      const data: PickPageData = {
        pick,
        year: Number(calendarYear(pick.eventStart, input.timeZone)),
        links: own,
        previousId: picks[index - 1]?.id ?? null,
        nextId: picks[index + 1]?.id ?? null,
        slip,
        row: { line, text },
        commands: own.map((link) =>
          linkCheck(pick, link, (name) =>
            tokenCheckCommands(input.tokenUrl(name), {
              rootUrl: authority?.rootUrl ?? null,
              certificatesUrl: input.certificatesUrl,
            }),
          ),
        ),
        authorities: input.trusted,
        sample: input.sample,
        legs: revealed ? legsOf(revealed) : null,
        clv: revealed && revealed.result !== 'void' ? { price: priceValue(revealed), line: lineValue(revealed) } : null,
      };
      return [pick.id, data];
    }),
  );
}

/** A parlay's legs as the grading reads its selection and score; null for a straight bet (or legs the ledger's checks would refuse). */
function legsOf(pick: RevealedPick): PickLeg[] | null {
  if (pick.market !== 'parlay') return null;
  const legs = parseLegs(pick.selection);
  if (!legs.ok) return null;
  const scores = pick.score ? parseLegScores(pick.score, legs.value.length) : null;
  if (scores && !scores.ok) return null;
  return legs.value.map((leg, index) => {
    const scored = scores?.value[index];
    return {
      event: leg.event,
      selection: leg.selection,
      odds: leg.odds,
      result: scored?.outcome ?? null,
      score: scored?.score ? teamScores(leg.teams, scored.score) : null,
    };
  });
}
