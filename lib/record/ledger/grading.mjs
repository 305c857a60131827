/**
 * Grades a pick from the game's final score, as books settle it (docs/grading.md states each rule
 * once). The ledger's checks (lib/record/ledger/rows.ts), the profit of a parlay with a push leg
 * (lib/record/math.mjs) and the sample generator all read scores, events and selections here, so
 * a grade on the site is always the one the score gives.
 *
 * Grammar, as content/README.md and docs/grading.md describe it for editors:
 * - event: "Away at Home", or "Team vs Team" at a neutral site; a parlay's event is "N-leg parlay";
 * - score: "away-home" in the event's order ("24-17"), then " OT" (or " 2OT" …), " SO" or " F/10"
 *   when the game went past regulation; a prop on part of a game gives that part's score instead,
 *   led by 1H, Q1, F5 or P1 ("1H 14-10"); a parlay gives each leg's outcome and score, in the
 *   legs' order, separated by "; " ("win 24-17; push 110-107 OT; void");
 * - selection: see parseSelection.
 */

import { voidStatuses, voidStatusOf } from '../model.mjs';

/** @typedef {'win' | 'loss' | 'push'} Outcome */
/** @typedef {Outcome | 'void'} LegOutcome */
/** @typedef {'1H' | 'Q1' | 'F5' | 'P1'} Segment */

/** The parts of a game a prop may be on: the score's mark, and how a selection names it. */
export const segments = /** @type {const} */ ({
  '1H': 'first half',
  Q1: 'first quarter',
  F5: 'first five innings',
  P1: 'first period',
});

/**
 * @typedef {{ first: number, second: number, extra: string | null, segment: Segment | null }} Score
 *   first: the points of the team the event names first (the away team); extra: OT, 2OT, SO, F/10 …
 */

/**
 * @typedef {{ kind: 'moneyline', team: string, segment: Segment | null }
 *   | { kind: 'spread', team: string, line: number, segment: Segment | null }
 *   | { kind: 'total', over: boolean, line: number, segment: Segment | null }
 *   | { kind: 'team total', team: string, over: boolean, line: number }} Bet
 */

/** @typedef {{ event: string, teams: readonly [string, string], bet: Bet, odds: number }} Leg */

/** @template T @typedef {{ ok: true, value: T } | { ok: false, message: string }} Parsed */

/** @template T @param {T} value @returns {Parsed<T>} */
const ok = (value) => ({ ok: true, value });
/** @template T @param {string} message @returns {Parsed<T>} */
const fail = (message) => ({ ok: false, message });

const LINE = String.raw`\d{1,3}(?:\.5)?`;
const SIGNED_LINE = String.raw`[+-]\d{1,3}(?:\.5)?`;
const SEGMENT_NAMES = Object.values(segments).join('|');
const PARLAY_EVENT = /^([2-9]|1[0-2])-leg parlay$/;

/**
 * The two teams of an event as the ledger writes it: "Away at Home" or "Team vs Team"; null if
 * it is written another way.
 * @param {string} event
 * @returns {readonly [string, string] | null}
 */
export function teamsOf(event) {
  const match = /^(\S.*?) (?:at|vs) (\S.*)$/.exec(event);
  return match?.[1] && match[2] ? [match[1], match[2]] : null;
}

/**
 * A score as the ledger writes it, or null.
 * @param {string} text
 * @returns {Score | null}
 */
export function parseScore(text) {
  const match = /^(?:(1H|Q1|F5|P1) )?(\d{1,3})-(\d{1,3})(?: ((?:[2-9])?OT|SO|F\/(?:1\d|2\d)))?$/.exec(text);
  if (!match) return null;
  const segment = /** @type {Segment | undefined} */ (match[1]);
  const extra = match[4] ?? null;
  // A part of a game has no overtime; a shootout or extra innings always end with a winner (only an
  // NFL regular-season overtime may end level).
  if (segment && extra) return null;
  if (extra && !extra.endsWith('OT') && match[2] === match[3]) return null;
  return { first: Number(match[2]), second: Number(match[3]), extra, segment: segment ?? null };
}

/** How a selection is written, per market, for the messages that refuse one. */
export const selectionHelp = {
  moneyline: 'write the team as the event names it and "moneyline": "San Diego Padres moneyline"',
  spread: 'write the team as the event names it and its signed line: "Detroit Tigers -1.5", "Boston Celtics +4"',
  total: 'write "Over" or "Under" and the line: "Over 8.5", "Under 221"',
  prop:
    'write a team total ("Boston Celtics team total over 112.5") or a part of the game: ' +
    '"Boston Celtics first quarter -1", "Detroit Tigers first five innings moneyline", "First period under 1.5" ' +
    `(parts: ${SEGMENT_NAMES})`,
  parlay:
    'write each leg as "<event>: <selection> (<odds>)", legs separated by "; ": ' +
    '"Buffalo Bills at New York Jets: Buffalo Bills -3.5 (-110); Boston Celtics at New York Knicks: Over 221.5 (-105)"',
};

/** @param {string} name @returns {Segment} */
const segmentOf = (name) =>
  /** @type {Segment} */ (Object.entries(segments).find(([, words]) => words === name.toLowerCase())?.[0]);

/**
 * A straight bet's selection read against its event's teams, or null if it is not written as
 * the market's grammar says (selectionHelp).
 * @param {'moneyline' | 'spread' | 'total' | 'prop'} market
 * @param {string} selection
 * @param {readonly [string, string]} teams
 * @returns {Bet | null}
 */
function straightBet(market, selection, teams) {
  /** @param {string | undefined} name */
  const team = (name) => (name !== undefined && teams.includes(name) ? name : null);
  if (market === 'moneyline') {
    const named = team(/^(.+) moneyline$/.exec(selection)?.[1]);
    return named ? { kind: 'moneyline', team: named, segment: null } : null;
  }
  if (market === 'spread') {
    const match = new RegExp(`^(.+) (${SIGNED_LINE})$`).exec(selection);
    const named = team(match?.[1]);
    return named ? { kind: 'spread', team: named, line: Number(match?.[2]), segment: null } : null;
  }
  if (market === 'total') {
    const match = new RegExp(`^(Over|Under) (${LINE})$`).exec(selection);
    return match ? { kind: 'total', over: match[1] === 'Over', line: Number(match[2]), segment: null } : null;
  }
  const teamTotal = new RegExp(`^(.+) team total (over|under) (${LINE})$`).exec(selection);
  if (teamTotal) {
    const named = team(teamTotal[1]);
    return named
      ? { kind: 'team total', team: named, over: teamTotal[2] === 'over', line: Number(teamTotal[3]) }
      : null;
  }
  const part = new RegExp(`^(.+) (${SEGMENT_NAMES}) (moneyline|${SIGNED_LINE})$`).exec(selection);
  if (part?.[1] && part[2] && part[3]) {
    const named = team(part[1]);
    if (!named) return null;
    const segment = segmentOf(part[2]);
    return part[3] === 'moneyline'
      ? { kind: 'moneyline', team: named, segment }
      : { kind: 'spread', team: named, line: Number(part[3]), segment };
  }
  const partTotal = new RegExp(`^(${SEGMENT_NAMES}) (over|under) (${LINE})$`, 'i').exec(selection);
  if (partTotal?.[1] && /^[A-Z]/.test(partTotal[1])) {
    return {
      kind: 'total',
      over: partTotal[2] === 'over',
      line: Number(partTotal[3]),
      segment: segmentOf(partTotal[1]),
    };
  }
  return null;
}

/**
 * A parlay's legs from its selection, each with its event's teams, its bet and its price.
 * @param {string} selection
 * @returns {Parsed<Leg[]>}
 */
export function parseLegs(selection) {
  const texts = selection.split('; ');
  if (texts.length < 2) return fail(`a parlay has two legs or more — ${selectionHelp.parlay}`);
  /** @type {Leg[]} */
  const legs = [];
  for (const [index, text] of texts.entries()) {
    const match = /^(.+?): (.+) \(([+-]\d+)\)$/.exec(text);
    const teams = match?.[1] ? teamsOf(match[1]) : null;
    const odds = Number(match?.[3]);
    if (!match?.[1] || !match[2] || !teams || !Number.isFinite(odds) || (odds > -100 && odds < 100)) {
      return fail(`leg ${index + 1} "${text}" is not a leg — ${selectionHelp.parlay}`);
    }
    const bet = ['moneyline', 'spread', 'total', 'prop']
      .map((market) => straightBet(/** @type {'moneyline'} */ (market), match[2] ?? '', teams))
      .find((found) => found !== null);
    if (!bet) {
      return fail(
        `leg ${index + 1} "${match[2]}" is not a moneyline, spread, total or prop of ${match[1]} — ${selectionHelp.parlay}`,
      );
    }
    legs.push({ event: match[1], teams, bet, odds });
  }
  return ok(legs);
}

/**
 * A straight pick's bet, or why its event or selection cannot be graded.
 * @param {'moneyline' | 'spread' | 'total' | 'prop'} market @param {string} event @param {string} selection
 * @returns {Parsed<{ teams: readonly [string, string], bet: Bet }>}
 */
export function parseSelection(market, event, selection) {
  const teams = teamsOf(event);
  if (!teams)
    return fail(`event "${event}" does not name two teams — write "Away at Home", or "Team vs Team" at a neutral site`);
  const bet = straightBet(market, selection, teams);
  return bet
    ? ok({ teams, bet })
    : fail(
        `selection "${selection}" is not a ${market} of ${event} that the score can grade — ${selectionHelp[market]}`,
      );
}

/**
 * How a bet did on a score, or why the score does not fit it.
 * @param {Bet} bet @param {readonly [string, string]} teams @param {Score} score
 * @returns {Parsed<Outcome>}
 */
export function gradeBet(bet, teams, score) {
  const segment = bet.kind === 'team total' ? null : bet.segment;
  if (segment !== score.segment) {
    return fail(
      segment
        ? `the bet is on the ${segments[segment]}, so the score is that part's: write it like "${segment} 14-10"`
        : 'the bet is on the whole game, so the score is the final one, with no 1H, Q1, F5 or P1 mark',
    );
  }
  /** @param {number} difference */
  const outcome = (difference) => (difference > 0 ? 'win' : difference < 0 ? 'loss' : 'push');
  const total = score.first + score.second;
  if (bet.kind === 'total') return ok(outcome(bet.over ? total - bet.line : bet.line - total));
  const [ours, theirs] = bet.team === teams[0] ? [score.first, score.second] : [score.second, score.first];
  if (bet.kind === 'team total') return ok(outcome(bet.over ? ours - bet.line : bet.line - ours));
  if (bet.kind === 'spread') return ok(outcome(ours + bet.line - theirs));
  return ok(outcome(ours - theirs));
}

/**
 * Each leg's outcome as a parlay's score writes it: "win 24-17; push 110-107 OT; void".
 * @param {string} text @param {number} count the number of legs
 * @returns {Parsed<{ outcome: LegOutcome, score: Score | null }[]>}
 */
export function parseLegScores(text, count) {
  const parts = text.split('; ');
  if (parts.length !== count) {
    return fail(
      `score "${text}" gives ${parts.length} legs and the parlay has ${count} — write each leg's outcome and score, separated by "; ", like "win 24-17; push 110-107 OT; void"`,
    );
  }
  /** @type {{ outcome: LegOutcome, score: Score | null }[]} */
  const legs = [];
  for (const [index, part] of parts.entries()) {
    if (part === 'void') {
      legs.push({ outcome: 'void', score: null });
      continue;
    }
    const match = /^(win|loss|push) (.+)$/.exec(part);
    const score = match?.[2] ? parseScore(match[2]) : null;
    if (!match || !score) {
      return fail(
        `leg ${index + 1}'s score "${part}" is not an outcome and a score — write it like "win 24-17", "push 110-107 OT", or "void" for a leg the book voided`,
      );
    }
    legs.push({ outcome: /** @type {Outcome} */ (match[1]), score });
  }
  return ok(legs);
}

/** @param {number} odds American odds @returns {number} decimal odds, the stake included */
const decimal = (odds) => (odds < 0 ? 1 + 100 / -odds : 1 + odds / 100);

/**
 * The American price of legs' decimal odds multiplied, as a book quotes a parlay: whole odds.
 * @param {readonly number[]} odds each leg's American odds
 */
export function parlayOdds(odds) {
  const product = odds.reduce((value, leg) => value * decimal(leg), 1);
  return Math.round(product >= 2 ? (product - 1) * 100 : -100 / (product - 1));
}

/**
 * @typedef {{ result: Outcome | 'void', paid: number | null }} Grade
 *   result: what the score gives; paid: for a parlay won with a push or void leg, the decimal odds
 *   of the legs that won, which the book pays instead of the parlay's price (null otherwise)
 */

/**
 * The grade a pick's score gives, or why the score, the event or the selection cannot give one.
 * @param {{ market: string, event: string, selection: string, odds: number, score: string }} pick
 * @returns {Parsed<Grade>}
 */
export function gradePick({ market, event, selection, odds, score }) {
  if (market !== 'parlay') {
    const parsed = parseSelection(/** @type {'prop'} */ (market), event, selection);
    if (!parsed.ok) return parsed;
    const final = parseScore(score);
    if (!final) return fail(scoreHelp(score));
    const outcome = gradeBet(parsed.value.bet, parsed.value.teams, final);
    return outcome.ok ? ok({ result: outcome.value, paid: null }) : outcome;
  }
  if (!PARLAY_EVENT.test(event))
    return fail(`event "${event}" is not a parlay's — write how many legs it has, like "3-leg parlay"`);
  const legs = parseLegs(selection);
  if (!legs.ok) return legs;
  if (event !== `${legs.value.length}-leg parlay`) {
    return fail(
      `event "${event}" does not match the ${legs.value.length} legs of the selection — write "${legs.value.length}-leg parlay"`,
    );
  }
  const price = parlayOdds(legs.value.map((leg) => leg.odds));
  if (Math.abs(price - odds) > 1) {
    return fail(
      `odds ${odds > 0 ? '+' : ''}${odds} are not the legs' prices multiplied (${price > 0 ? '+' : ''}${price}) — check the legs' odds and the parlay's`,
    );
  }
  const scores = parseLegScores(score, legs.value.length);
  if (!scores.ok) return scores;
  let paid = 1;
  let won = 0;
  let lost = false;
  for (const [index, leg] of legs.value.entries()) {
    const written = scores.value[index];
    if (!written || written.outcome === 'void' || !written.score) continue;
    const outcome = gradeBet(leg.bet, leg.teams, written.score);
    if (!outcome.ok) return fail(`leg ${index + 1}: ${outcome.message}`);
    if (outcome.value !== written.outcome) {
      return fail(
        `leg ${index + 1} is written as a ${written.outcome}, but its score gives a ${outcome.value} — check the leg's score and outcome`,
      );
    }
    if (outcome.value === 'loss') lost = true;
    if (outcome.value === 'win') {
      won += 1;
      paid *= decimal(leg.odds);
    }
  }
  if (lost) return ok({ result: 'loss', paid: null });
  if (won === 0) {
    return ok({ result: scores.value.every((leg) => leg.outcome === 'void') ? 'void' : 'push', paid: null });
  }
  return ok({ result: 'win', paid: won === legs.value.length ? null : paid });
}

/** @param {string} score */
export function scoreHelp(score) {
  return `score "${score}" is not a final score — write the points in the event's order, away-home, like "24-17", with " OT", " SO" or " F/10" after a game that went past regulation; a part of a game leads with 1H, Q1, F5 or P1 ("1H 14-10")`;
}

/**
 * Why a pick's written result is not the one its score gives, and the fix that keeps the record
 * true: the score must be the game's real final, and the result is whatever that final gives. A
 * result is never rewritten to agree with a score typed wrong, so the message never offers that.
 * When the score read the other way round gives the written result, it says so: a score typed
 * home-away is the usual slip.
 * @param {{ market: string, event: string, selection: string, odds: number, score: string }} pick
 * @param {string} result the result written @param {string} graded the result the score gives
 */
export function mismatchHelp(pick, result, graded) {
  const said = `result is ${result}, but the score "${pick.score}" grades "${pick.selection}" a ${graded}`;
  const teams = pick.market === 'parlay' ? null : teamsOf(pick.event);
  const final = parseScore(pick.score);
  if (teams && final) {
    const swapped = pick.score.replace(/(\d{1,3})-(\d{1,3})/, '$2-$1');
    const other = gradePick({ ...pick, score: swapped });
    if (other.ok && other.value.result === result && swapped !== pick.score) {
      return `${said}; read the other way round, "${swapped}" gives the ${result} written — a score is written away-home, in the event's order (${teams[0]} first): check the game's final and write its score in that order (docs/grading.md)`;
    }
    return `${said} — check the score against the game's final, away-home in the event's order (${teams[0]} first); the result is the one the real final gives (docs/grading.md says how each market is graded)`;
  }
  return `${said} — check each leg's score and outcome against the games' finals; the result is the one the real finals give (docs/grading.md says how each market is graded)`;
}

/**
 * What a won parlay pays on top of the stake when a leg pushed or was voided: the stake times the
 * winning legs' decimal odds, less the stake, to the cent; null when every leg won (the parlay's
 * own price pays) or the pick is not such a parlay.
 * @param {{ market?: string, event?: string, selection?: string, odds: number, score?: string | null, stake: number }} pick
 */
export function reducedParlayWin(pick) {
  if (pick.market !== 'parlay' || pick.event === undefined || pick.selection === undefined || !pick.score) return null;
  const grade = gradePick({
    market: pick.market,
    event: pick.event,
    selection: pick.selection,
    odds: pick.odds,
    score: pick.score,
  });
  if (!grade.ok || grade.value.paid === null) return null;
  return Math.round(pick.stake * (grade.value.paid - 1) * 100) / 100;
}

const STATUS_WORDS = voidStatuses.map((status) => status.word).join(', ');

/**
 * @typedef {{ side: 'game', status: import('../model.mjs').VoidStatus | null }
 *   | { side: 'book', graded: Outcome | 'void' }} VoidKind
 *   game: the game was not finished (status null for a parlay whose every leg was voided);
 *   book: the game finished and the book voided the bet; graded is what its score would give
 */

/**
 * What kind of void a row is, or why the record does not take it (docs/grading.md, "Void"). A game
 * that was not finished writes its status word in score (postponed, canceled, suspended) and no
 * final score; a finished game the book voided gives its final score, the reason in note and the
 * slip that shows the void. A void never leaves its score blank.
 * @param {{ market: string, event: string, selection: string, odds: number, score: string, note: string, slip: string }} pick
 * @returns {{ ok: true, value: VoidKind } | { ok: false, column: 'score' | 'note' | 'slip', message: string }}
 */
export function readVoid(pick) {
  const { score, note, slip } = pick;
  const status = voidStatusOf(score);
  if (status) return { ok: true, value: { side: 'game', status: status.word } };
  const either = `write ${STATUS_WORDS} in score when the game was not finished, or its final score when it finished and the book voided the bet, with the reason in note and the slip that shows the void (docs/grading.md, "Void")`;
  if (!score) return { ok: false, column: 'score', message: `the pick is void but score is empty — ${either}` };
  const grade = gradePick(pick);
  if (!grade.ok) {
    const message = grade.message.startsWith('score "') ? `${grade.message}; for a void, ${either}` : grade.message;
    return { ok: false, column: 'score', message };
  }
  if (pick.market === 'parlay' && grade.value.result === 'void')
    return { ok: true, value: { side: 'game', status: null } };
  if (!note) {
    return {
      ok: false,
      column: 'note',
      message: `the pick is void beside the final score "${score}" and note is empty — a book's void of a finished game says why in note ("Listed pitcher scratched; the book voided the bet."), or, if the game was not finished, write ${STATUS_WORDS} in score instead`,
    };
  }
  if (!slip) {
    return {
      ok: false,
      column: 'slip',
      message: `the pick is void beside the final score "${score}" and slip is empty — a book's void of a finished game needs the slip that shows the void (slips/rc-0412.jpg), or, if the game was not finished, write ${STATUS_WORDS} in score instead`,
    };
  }
  return { ok: true, value: { side: 'book', graded: grade.value.result } };
}
