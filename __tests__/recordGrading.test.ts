/**
 * @jest-environment node
 */
import { gradePick, parlayOdds, parseScore } from '@/lib/record/ledger/grading.mjs';
import { profitOf } from '@/lib/record/math.mjs';

type Straight = { market: string; event: string; selection: string; score: string; odds?: number };
const grade = ({ odds = -110, ...pick }: Straight) => {
  const graded = gradePick({ odds, ...pick });
  return graded.ok ? graded.value.result : graded.message;
};

describe('straight bets, graded from the final score (away-home, as the event names them)', () => {
  test.each([
    // A whole-number spread landing on the number is a push, not a loss.
    ['spread', 'Miami Dolphins at Buffalo Bills', 'Buffalo Bills -3', '20-23', 'push'],
    ['spread', 'Miami Dolphins at Buffalo Bills', 'Miami Dolphins +3', '20-23', 'push'],
    ['spread', 'Miami Dolphins at Buffalo Bills', 'Buffalo Bills -3.5', '20-23', 'loss'],
    ['spread', 'Miami Dolphins at Buffalo Bills', 'Miami Dolphins +3.5', '20-23', 'win'],
    // Overtime counts: a total that was under after regulation goes over in OT.
    ['total', 'Boston Celtics at New York Knicks', 'Over 221.5', '114-112 OT', 'win'],
    ['total', 'Boston Celtics at New York Knicks', 'Under 226', '113-113', 'push'],
    ['moneyline', 'Dallas Cowboys at Detroit Lions', 'Dallas Cowboys moneyline', '30-24 OT', 'win'],
    ['moneyline', 'Dallas Cowboys at Detroit Lions', 'Detroit Lions moneyline', '20-20 OT', 'push'],
    // Extra innings count for the run line and the total.
    ['spread', 'Kansas City Royals at Detroit Tigers', 'Kansas City Royals -1.5', '6-4 F/11', 'win'],
    ['total', 'Kansas City Royals at Detroit Tigers', 'Over 8.5', '5-4 F/10', 'win'],
    // A shootout credits its winner one goal: the puck line and the moneyline follow that score.
    ['spread', 'Boston Bruins at Toronto Maple Leafs', 'Toronto Maple Leafs -1.5', '2-3 SO', 'loss'],
    ['spread', 'Boston Bruins at Toronto Maple Leafs', 'Boston Bruins +1.5', '2-3 SO', 'win'],
    ['moneyline', 'Boston Bruins at Toronto Maple Leafs', 'Toronto Maple Leafs moneyline', '2-3 SO', 'win'],
    ['total', 'Boston Bruins at Toronto Maple Leafs', 'Under 5.5', '2-3 SO', 'win'],
    // Neutral sites name the teams with "vs"; the score follows the event's order.
    ['spread', 'Kansas City Chiefs vs Philadelphia Eagles', 'Philadelphia Eagles -1.5', '22-40', 'win'],
    // Props: a team total on the final score, a part of the game on that part's score.
    ['prop', 'Boston Celtics at New York Knicks', 'New York Knicks team total over 112.5', '120-112', 'loss'],
    ['prop', 'Boston Celtics at New York Knicks', 'Boston Celtics first quarter -1', 'Q1 28-27', 'push'],
    ['prop', 'Seattle Mariners at Cincinnati Reds', 'Seattle Mariners first five innings moneyline', 'F5 2-2', 'push'],
    ['prop', 'Seattle Mariners at Cincinnati Reds', 'Cincinnati Reds first five innings -0.5', 'F5 1-3', 'win'],
    ['prop', 'Boston Bruins at Toronto Maple Leafs', 'First period under 1.5', 'P1 1-1', 'loss'],
    ['prop', 'Alabama at Texas', 'Texas first half +3', '1H 17-14', 'push'],
  ])('%s %s: %s on %s is a %s', (market, event, selection, score, expected) => {
    expect(grade({ market, event, selection, score })).toBe(expected);
  });

  test('a selection, a score or a part of the game that cannot be graded is refused with what to write', () => {
    const event = 'Boston Celtics at New York Knicks';
    expect(grade({ market: 'spread', event, selection: 'Celtics -4', score: '110-100' })).toMatch(
      /^selection "Celtics -4" is not a spread of Boston Celtics at New York Knicks that the score can grade — write the team as the event names it/,
    );
    expect(grade({ market: 'total', event, selection: 'Over 221.5', score: '110–100' })).toMatch(
      /^score "110–100" is not a final score/,
    );
    expect(grade({ market: 'prop', event, selection: 'Boston Celtics first quarter -1', score: '110-100' })).toMatch(
      /the bet is on the first quarter, so the score is that part's: write it like "Q1 14-10"/,
    );
    expect(grade({ market: 'total', event, selection: 'Over 221.5', score: 'Q1 30-20' })).toMatch(
      /the bet is on the whole game, so the score is the final one/,
    );
    expect(grade({ market: 'prop', event, selection: 'Jayson Tatum over 27.5 points', score: '110-100' })).toMatch(
      /^selection "Jayson Tatum over 27.5 points" is not a prop/,
    );
    expect(grade({ market: 'moneyline', event: 'Celtics-Knicks', selection: 'x moneyline', score: '1-0' })).toMatch(
      /^event "Celtics-Knicks" does not name two teams/,
    );
  });

  test('scores: a game past regulation cannot end level, a part of the game has no overtime, no formula starts', () => {
    expect(parseScore('24-17')).toEqual({ first: 24, second: 17, extra: null, segment: null });
    expect(parseScore('3-2 SO')).toEqual({ first: 3, second: 2, extra: 'SO', segment: null });
    expect(parseScore('101-99 2OT')).toEqual({ first: 101, second: 99, extra: '2OT', segment: null });
    expect(parseScore('1H 14-10')).toEqual({ first: 14, second: 10, extra: null, segment: '1H' });
    for (const bad of ['3-3 SO', '4-4 F/10', '1-1 P1', '1H 14-10 OT', '-3-2', '=1-0', '3-2 F/9', '24 - 17', '']) {
      expect(parseScore(bad)).toBeNull();
    }
  });
});

describe('parlays: each leg graded from its own score', () => {
  const legs = [
    'Miami Dolphins at Buffalo Bills: Buffalo Bills -3 (-110)',
    'Boston Celtics at New York Knicks: Over 221.5 (-105)',
    'Kansas City Royals at Detroit Tigers: Detroit Tigers moneyline (+120)',
  ];
  const selection = legs.join('; ');
  const odds = parlayOdds([-110, -105, 120]);
  const parlay = (score: string, stake = 1) => {
    const pick = { market: 'parlay', event: '3-leg parlay', selection, odds, score, stake };
    const graded = gradePick(pick);
    return { graded, profit: graded.ok ? profitOf({ ...pick, result: graded.value.result }) : null };
  };

  test('the price is the legs’ decimal odds multiplied, as books quote it', () => {
    // 1.9091 × 1.9524 × 2.2 = 8.2000 → +720
    expect(odds).toBe(720);
    expect(parlayOdds([-110, -110])).toBe(264);
  });

  test('every leg won pays the parlay’s price', () => {
    const { graded, profit } = parlay('win 17-24; win 115-110; win 3-4');
    expect(graded).toEqual({ ok: true, value: { result: 'win', paid: null } });
    expect(profit).toBe(7.2);
  });

  test('a push leg drops out: the parlay pays at the other legs’ price', () => {
    const { graded, profit } = parlay('push 20-23; win 115-110 OT; win 3-4 F/10');
    expect(graded.ok && graded.value.result).toBe('win');
    // 1.9524 × 2.2 = 4.2952 → 3.30 units on 1 unit, not the 7.20 the three legs would pay.
    expect(profit).toBe(3.3);
    expect(parlay('push 20-23; win 115-110; win 3-4', 2).profit).toBe(6.59);
  });

  test('a void leg drops out too; a losing leg loses the parlay; legs that all push or are void refund it', () => {
    expect(parlay('void; win 115-110; win 3-4').profit).toBe(3.3);
    expect(parlay('push 20-23; loss 100-110; win 3-4').graded).toEqual({
      ok: true,
      value: { result: 'loss', paid: null },
    });
    expect(parlay('push 20-23; void; void').graded).toEqual({ ok: true, value: { result: 'push', paid: null } });
    expect(parlay('void; void; void').graded).toEqual({ ok: true, value: { result: 'void', paid: null } });
  });

  test('a leg whose written outcome its score does not give, or a price that is not the legs’, is refused', () => {
    expect(parlay('win 20-23; win 115-110; win 3-4').graded).toEqual({
      ok: false,
      message: 'leg 1 is written as a win, but its score gives a push — check the leg’s score and outcome'.replace(
        '’',
        "'",
      ),
    });
    expect(
      gradePick({ market: 'parlay', event: '3-leg parlay', selection, odds: 700, score: 'void; void; void' }),
    ).toEqual({
      ok: false,
      message: "odds +700 are not the legs' prices multiplied (+720) — check the legs' odds and the parlay's",
    });
    expect(gradePick({ market: 'parlay', event: '2-leg parlay', selection, odds, score: 'void; void; void' })).toEqual({
      ok: false,
      message: 'event "2-leg parlay" does not match the 3 legs of the selection — write "3-leg parlay"',
    });
    expect(parlay('win 17-24; win 115-110').graded).toMatchObject({
      ok: false,
      message: expect.stringMatching(/gives 2 legs and the parlay has 3/),
    });
  });
});

test('a void is not graded from a score: its profit is nothing', () => {
  expect(profitOf({ result: 'void', odds: -110, stake: 2 })).toBe(0);
  expect(profitOf({ result: 'push', odds: -110, stake: 2 })).toBe(0);
});
