import { gradePick, mismatchHelp, parseLegs, parseSelection, readVoid } from './grading.mjs';
import type { LedgerColumn } from '../types';
import type { Values } from './fields';

type Problem = { column: LedgerColumn; message: string };

/** The column a grading message is about, by the word it starts with. */
function columnOf(message: string): LedgerColumn {
  if (message.startsWith('event')) return 'event';
  if (message.startsWith('selection') || message.startsWith('a parlay') || /^leg \d+ "/.test(message)) {
    return 'selection';
  }
  return message.startsWith('odds') ? 'odds' : 'score';
}

/**
 * Whether a row's selection can be graded, and whether its result is the one its score gives
 * (lib/record/ledger/grading.mjs): a graded pick needs its score, a void its reason (readVoid), a pending pick no score.
 */
export function gradeProblems(values: Partial<Values>): Problem[] {
  const { market, event, selection, odds, result, score, note, slip } = values;
  if (market === undefined || event === undefined || selection === undefined) return [];
  if (market === 'parlay') {
    const legs = parseLegs(selection);
    if (!legs.ok) return [{ column: 'selection', message: `selection: ${legs.message}` }];
  } else {
    const parsed = parseSelection(market, event, selection);
    if (!parsed.ok) return [{ column: columnOf(parsed.message), message: parsed.message }];
  }
  if (result === undefined || score === undefined) return [];
  if (result === 'pending') {
    return score === null
      ? []
      : [
          {
            column: 'score',
            message: `score is set but the result is pending — leave score empty until the game is final`,
          },
        ];
  }
  if (result === 'void') {
    if (odds === undefined || note === undefined || slip === undefined) return [];
    const read = readVoid({ market, event, selection, odds, score: score ?? '', note, slip: slip ?? '' });
    return read.ok ? [] : [{ column: read.column, message: read.message }];
  }
  if (score === null) {
    return [
      {
        column: 'score',
        message: `score is empty but the result is ${result} — write the final score the grade comes from, away-home as the event names the teams, like "24-17" (docs/grading.md)`,
      },
    ];
  }
  if (odds === undefined) return [];
  const grade = gradePick({ market, event, selection, odds, score });
  if (!grade.ok) return [{ column: columnOf(grade.message), message: grade.message }];
  if (grade.value.result === result) return [];
  return [
    { column: 'result', message: mismatchHelp({ market, event, selection, odds, score }, result, grade.value.result) },
  ];
}
