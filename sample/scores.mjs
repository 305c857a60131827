/**
 * Final scores as each sport makes them: football from touchdowns, field goals and safeties (so no
 * 3–2 NFL games), basketball points with overtime periods, hockey goals with overtime and the
 * shootout (whose winner is credited one goal), baseball runs with extra innings. Each score keeps
 * the parts of the game the sample's props are on (first half, first quarter, first five innings,
 * first period), split from the same scoring, so every part agrees with the final.
 */

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {import('../lib/record/ledger/grading.mjs').Segment} Segment */
/**
 * @typedef {{ away: number, home: number, extra: string | null,
 *   parts: Partial<Record<Segment, readonly [number, number]>> }} Final
 */

/** @typedef {'NFL' | 'NCAAF' | 'NBA' | 'NCAAB' | 'NHL' | 'MLB'} League */

/** Each league's average points per team, home edge, and the spread of team strengths (in points). */
export const scoring = /** @type {const} */ ({
  NFL: { points: 22, home: 1.5, strength: 4.5 },
  NCAAF: { points: 28, home: 3, strength: 9 },
  NBA: { points: 114, home: 2.5, strength: 5 },
  NCAAB: { points: 72, home: 3.5, strength: 6 },
  NHL: { points: 3.05, home: 0.15, strength: 0.32 },
  MLB: { points: 4.5, home: 0.15, strength: 0.45 },
});

/**
 * One team's scoring plays in a football game, each marked first half or not: its drives, each
 * ending in a touchdown, a field goal or nothing (a safety now and then), so a team is rarely held
 * scoreless and scores come in sevens and threes.
 * @param {Random} rng @param {League} league @param {number} expected points
 */
function footballPlays(rng, league, expected) {
  const scale = Math.max(0.25, expected / scoring[league].points);
  const [drives, touchdown, fieldGoal] = league === 'NFL' ? [11, 0.215, 0.165] : [13, 0.255, 0.13];
  /** @type {{ points: number, firstHalf: boolean }[]} */
  const plays = [];
  for (let drive = 0; drive < drives; drive += 1) {
    const firstHalf = drive < drives / 2;
    const roll = rng.random();
    if (roll < Math.min(0.6, touchdown * scale)) {
      plays.push({
        points: rng.weighted([
          [7, 90],
          [6, 5],
          [8, 5],
        ]),
        firstHalf,
      });
    } else if (roll < Math.min(0.6, touchdown * scale) + fieldGoal * Math.sqrt(scale)) {
      plays.push({ points: 3, firstHalf });
    }
  }
  if (rng.random() < 0.03) plays.push({ points: 2, firstHalf: rng.random() < 0.5 });
  return plays;
}

/** @param {{ points: number, firstHalf: boolean }[]} plays @param {boolean} firstHalf */
const sum = (plays, firstHalf = false) =>
  plays.filter((play) => !firstHalf || play.firstHalf).reduce((total, play) => total + play.points, 0);

/**
 * @param {Random} rng @param {League} league @param {number} margin expected home margin
 * @param {boolean} postseason @param {number} [base] each team's average points
 * @returns {Final}
 */
function football(rng, league, margin, postseason, base = scoring[league].points) {
  const away = footballPlays(rng, league, base - margin / 2);
  const home = footballPlays(rng, league, base + margin / 2);
  const parts = { '1H': /** @type {const} */ ([sum(away, true), sum(home, true)]) };
  let [a, h] = [sum(away), sum(home)];
  let extra = null;
  if (a === h) {
    const homeWins = rng.random() < 0.5 + margin / 40;
    if (league === 'NFL') {
      // NFL overtime: a field goal or a touchdown (no extra point after a walk-off touchdown);
      // a regular-season game can still end level.
      extra = 'OT';
      if (postseason || rng.random() < 0.88) {
        const points = rng.weighted([
          [3, 55],
          [6, 45],
        ]);
        if (homeWins) h += points;
        else a += points;
      }
    } else {
      // College overtime: possessions from the 25, both teams often scoring before one stops.
      const periods = rng.weighted([
        [1, 70],
        [2, 20],
        [3, 10],
      ]);
      extra = periods === 1 ? 'OT' : `${periods}OT`;
      const both = (periods - 1) * 7 + rng.choose([0, 3, 7]);
      a += both;
      h += both;
      const more = rng.weighted([
        [3, 45],
        [7, 35],
        [1, 20],
      ]);
      if (homeWins) h += more;
      else a += more;
    }
  }
  return { away: a, home: h, extra, parts };
}

/**
 * @param {Random} rng @param {League} league @param {number} margin @param {number} [points]
 * @returns {Final}
 */
function basketball(rng, league, margin, points = scoring[league].points) {
  const spread = league === 'NBA' ? 11.5 : 9.5;
  let a = Math.max(40, Math.round(points - margin / 2 + rng.gaussian() * spread));
  let h = Math.max(40, Math.round(points + margin / 2 + rng.gaussian() * spread));
  /** @param {number} total @param {number} share */
  const part = (total, share) => Math.round(total * (share + rng.gaussian() * 0.025));
  /** @type {Final['parts']} */
  const parts = { '1H': [part(a, 0.5), part(h, 0.5)] };
  if (league === 'NBA') {
    parts.Q1 = [Math.min(parts['1H']?.[0] ?? 0, part(a, 0.25)), Math.min(parts['1H']?.[1] ?? 0, part(h, 0.25))];
  }
  let periods = 0;
  while (a === h) {
    periods += 1;
    const per = league === 'NBA' ? 11 : 8;
    a += Math.max(2, Math.round(per + rng.gaussian() * 3));
    h += Math.max(2, Math.round(per + margin / 10 + rng.gaussian() * 3));
  }
  return { away: a, home: h, extra: periods === 0 ? null : periods === 1 ? 'OT' : `${periods}OT`, parts };
}

/**
 * @param {Random} rng @param {number} margin @param {boolean} postseason @param {number} [points]
 * @returns {Final}
 */
function hockey(rng, margin, postseason, points = scoring.NHL.points) {
  let a = rng.poisson(Math.max(1, points - margin / 2));
  let h = rng.poisson(Math.max(1, points + margin / 2));
  /** @param {number} goals */
  const firstPeriod = (goals) => Array.from({ length: goals }, () => rng.random() < 0.31).filter(Boolean).length;
  const parts = { P1: /** @type {const} */ ([firstPeriod(a), firstPeriod(h)]) };
  let extra = null;
  if (a === h) {
    const homeWins = rng.random() < 0.5 + margin / 2;
    // A tied game goes to overtime; in the regular season a shootout follows a scoreless one. The
    // official final score credits the shootout's winner with one goal.
    extra = postseason
      ? rng.weighted([
          ['OT', 75],
          ['2OT', 20],
          ['3OT', 5],
        ])
      : rng.random() < 0.62
        ? 'OT'
        : 'SO';
    if (homeWins) h += 1;
    else a += 1;
  }
  return { away: a, home: h, extra, parts };
}

/**
 * @param {Random} rng @param {number} margin @param {number} [points]
 * @returns {Final}
 */
function baseball(rng, margin, points = scoring.MLB.points) {
  /** Runs over nine innings: Poisson around the game's mean (its starters, weather and park). */
  const runs = (/** @type {number} */ mean) => {
    const varied = Math.max(0.5, mean * (0.8 + rng.random() * 0.4));
    return Array.from({ length: 9 }, () => rng.poisson(varied / 9));
  };
  const away = runs(points - margin / 2);
  const home = runs(points + margin / 2);
  const total = (/** @type {number[]} */ innings, /** @type {number} */ through = 9) =>
    innings.slice(0, through).reduce((sum, value) => sum + value, 0);
  const parts = { F5: /** @type {const} */ ([total(away, 5), total(home, 5)]) };
  let [a, h] = [total(away), total(home)];
  let inning = 9;
  // Extra innings, each starting with a runner on second: the home team's half ends at the
  // winning run.
  while (a === h) {
    inning += 1;
    const top = rng.poisson(0.85);
    const bottom = rng.poisson(0.95);
    if (bottom > top) {
      a += top;
      h += top + (rng.random() < 0.8 ? 1 : 2);
    } else {
      a += top;
      h += bottom;
    }
  }
  return { away: a, home: h, extra: inning > 9 ? `F/${inning}` : null, parts };
}

/**
 * A game's final score.
 * @param {Random} rng @param {League} league
 * @param {number} margin the home team's expected margin (strengths and home edge)
 * @param {boolean} postseason
 * @param {number} [points] each team's average points in this game (half the closing total where
 *   the game has one, or the pace drawn for it), instead of the league's
 * @returns {Final}
 */
export function playGame(rng, league, margin, postseason, points) {
  switch (league) {
    case 'NFL':
    case 'NCAAF':
      return football(rng, league, margin, postseason, points);
    case 'NBA':
    case 'NCAAB':
      return basketball(rng, league, margin, points);
    case 'NHL':
      return hockey(rng, margin, postseason, points);
    default:
      return baseball(rng, margin, points);
  }
}

/**
 * A score as the ledger writes it: the whole game ("24-17 OT"), or a part of it ("1H 14-10").
 * @param {Final} final @param {Segment | null} segment
 */
export function scoreText(final, segment = null) {
  if (segment) {
    const [away, home] = final.parts[segment] ?? [0, 0];
    return `${segment} ${away}-${home}`;
  }
  return `${final.away}-${final.home}${final.extra ? ` ${final.extra}` : ''}`;
}
