/**
 * @jest-environment node
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { revealedBuild } from '@/e2e/fixtures/record/moments.mjs';
import { edit, editRow, publishedSite, recordCopy, resealed, verify, withLedger } from './support/publishedRecord';

jest.setTimeout(30_000);

/** A 1×1 PNG: a slip the ledger reads as an image. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const bookReason = 'The listed Michigan starter did not play; the book voided the bet.';

/**
 * FX-0003 and FX-0004 made two picks of one game (Ohio State at Michigan, November 28), each
 * graded as `grades` says, with a slip for FX-0004.
 */
function oneGame(dir: string, grades: { three: Record<string, string>; four: Record<string, string> }) {
  const game = { sport: 'NCAAF', event: 'Ohio State at Michigan', event_start: '2026-11-28T12:00:00-05:00' };
  editRow(dir, 'picks.csv', 'FX-0003', {
    ...game,
    market: 'spread',
    selection: 'Ohio State -6.5',
    odds: '-110',
    closing_odds: '',
    closing_other_odds: '',
    closing_line: '',
    note: '',
    ...grades.three,
  });
  editRow(dir, 'picks.csv', 'FX-0004', { selection: 'Michigan +6.5', ...grades.four });
  mkdirSync(path.join(dir, 'slips'), { recursive: true });
  writeFileSync(path.join(dir, 'slips/fx-0004.png'), png);
}

const postponed = { result: 'void', score: 'postponed', settled: '2026-11-28T10:30:00-05:00' };
const win = { result: 'win', score: '28-21', settled: '2026-11-28T15:40:00-05:00' };
const loss = { result: 'loss', score: '28-21', settled: '2026-11-28T15:40:00-05:00' };

/** The ledger's problems with the record in `dir`, as the build prints them, or '' when it loads. */
function buildProblems(dir: string): string {
  return withLedger(dir, (ledger) => {
    try {
      ledger.readLedger(process.cwd(), revealedBuild);
      return '';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  });
}

test('an honest postponement of a game with two picks, both void, passes and is listed with the share of voids', async () => {
  const dir = await resealed((copy) => oneGame(copy, { three: postponed, four: postponed }));
  const result = await verify(publishedSite(revealedBuild, dir), revealedBuild);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('voids    2 of 4 graded picks (50.0%)');
  expect(result.stdout).toContain('void     FX-0004: postponed');
  expect(result.stdout).toContain('game     NCAAF Ohio State at Michigan on 2026-11-28 carries FX-0003, FX-0004');
});

test('row 1: every loss graded void with its score kept fails, naming each pick; the build refuses it too', async () => {
  const site = publishedSite(revealedBuild);
  edit(site, 'record.csv', (csv) =>
    csv.replace(',loss,114-115,', ',void,114-115,').replace(/(,void,114-115,.*?),-1\.5,/, '$1,0,'),
  );
  const result = await verify(site, revealedBuild);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /FAIL {2}FX-0002 \[voids: .*\] FX-0002 is void, but the pick is void beside the final score "114-115" and note is empty/,
  );
  const dir = recordCopy();
  editRow(dir, 'picks.csv', 'FX-0002', { result: 'void' });
  expect(buildProblems(dir)).toMatch(
    /\/picks\.csv:3:\d+ {2}the pick is void beside the final score "114-115" and note is empty — .*write postponed, canceled, suspended in score instead$/m,
  );
});

test('a void with a blank score is refused by the build and fails the verifier', async () => {
  const dir = recordCopy();
  editRow(dir, 'picks.csv', 'FX-0002', { result: 'void', score: '', note: 'Called off.' });
  expect(buildProblems(dir)).toMatch(
    /\/picks\.csv:3:\d+ {2}the pick is void but score is empty — write postponed, canceled, suspended in score when the game was not finished, or its final score/m,
  );
  const site = publishedSite(revealedBuild);
  editRow(site, 'record.csv', 'FX-0002', { result: 'void', score: '', note: 'Called off.', profit: '0' });
  const result = await verify(site, revealedBuild);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /FAIL {2}FX-0002 \[voids: .*\] FX-0002 is void, but the pick is void but score is empty/,
  );
});

test('a book-side void without its slip fails, naming the pick', async () => {
  const site = publishedSite(revealedBuild);
  editRow(site, 'record.csv', 'FX-0002', { result: 'void', note: bookReason, profit: '0' });
  const result = await verify(site, revealedBuild);
  expect(result.status).toBe(1);
  expect(result.stderr).toMatch(
    /FAIL {2}FX-0002 \[voids: .*\] FX-0002 is void, but the pick is void beside the final score "114-115" and slip is empty/,
  );
});

test('row 2a: both sides of one game posted, the loser corrected to void, fails naming both; the headline keeps the loss', async () => {
  const dir = await resealed((copy) => {
    oneGame(copy, { three: win, four: { ...loss, slip: 'slips/fx-0004.png' } });
    edit(
      copy,
      'corrections.csv',
      (csv) =>
        `${csv}FX-0004,note,${bookReason},The slip shows the void.,2026-11-29\nFX-0004,result,void,The slip shows the void.,2026-11-29\n`,
    );
  });
  expect(buildProblems(dir)).toBe('');
  const result = await verify(publishedSite(revealedBuild, dir), revealedBuild);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    "FX-0004 is a book's void of Ohio State at Michigan on 2026-11-28, while FX-0003 of the same game stands as a win",
  );
  expect(result.stdout).toContain(
    `void     FX-0004: the book's, beside the final score 28-21 (a loss by it): ${bookReason} Check that the slip shows the void: slips/fx-0004.png`,
  );
  // First graded a loss, then voided: the headline counts the loss (FX-0004's 2 units).
  expect(result.stdout).toMatch(/^proven {3}5 picks the headline counts: 2-2-0, 0 void;/m);
});

test('row 2b: the loser graded void beside a final score fails; so does a postponed pick beside a graded one', async () => {
  const dir = await resealed((copy) =>
    oneGame(copy, { three: win, four: { ...loss, result: 'void', note: bookReason, slip: 'slips/fx-0004.png' } }),
  );
  const hedge = await verify(publishedSite(revealedBuild, dir), revealedBuild);
  expect(hedge.status).toBe(1);
  expect(hedge.stderr).toContain(
    "FX-0004 is a book's void of Ohio State at Michigan on 2026-11-28, while FX-0003 of the same game stands as a win",
  );
  const unplayed = await resealed((copy) => oneGame(copy, { three: win, four: postponed }));
  const both = await verify(publishedSite(revealedBuild, unplayed), revealedBuild);
  expect(both.status).toBe(1);
  expect(both.stderr).toContain(
    'FX-0004 is void as postponed, but FX-0003 of the same game (Ohio State at Michigan on 2026-11-28) is graded from the score "28-21": a game is not both unplayed and finished',
  );
});
