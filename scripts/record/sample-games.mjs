#!/usr/bin/env node
// The build's check of the sample ledger against the public game data it was made from
// (content/games/): every pick whose league the data covers must name a game of the data, on its
// date and start, with its final score; the same check as `record:verify -- <site> --games
// content/games`. A ledger content/samples.json does not list as a sample is not checked here.
import { readFileSync } from 'node:fs';
import samples from '../../content/samples.json' with { type: 'json' };
import { readGames } from '../../data/record/games.mjs';
import { checkGames, pickRowsOf } from '../../lib/record/games/check.mjs';

const ledger = 'content/record/picks.csv';
if (ledger in samples) {
  const data = readGames('content/games');
  const rows = pickRowsOf(readFileSync(ledger, 'utf8'));
  const { lines, problems } = checkGames(rows, data.games);
  const wrong = problems.map((problem) => `${ledger}: ${problem.subject} ${problem.message}`);
  if (data.drift.length || wrong.length) {
    const count = `${wrong.length} pick${wrong.length === 1 ? '' : 's'}`;
    console.error(
      [
        ...data.drift,
        ...wrong,
        wrong.length
          ? `${count} of the sample ${wrong.length === 1 ? 'disagrees' : 'disagree'} with content/games: remake the sample (node sample/generate.mjs, then npm run sample:prove).`
          : 'content/games differs from its manifest: take the data again as content/games/README.md says.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`sample games: ${lines.at(-2)?.replace(/^games\s+/, '')}`);
}
