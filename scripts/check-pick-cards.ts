#!/usr/bin/env node
// Before `next build`: every character a pick's share card would show is in the card's bundled
// fonts (data/fontGlyphs.ts), so the card step after the build never meets one next/og would fetch
// a font for from the internet. Every pick is checked, sealed or not, so a pick is refused when it
// is posted. Run with tsx, after the sample slips exist (the ledger's check reads them).
import { cardCharacters } from '@/data/fontGlyphs';
import { correctionsFile, ledgerFile } from '@/data/record/files';
import { readLedger } from '@/data/record/ledger';
import { pickCardRefusals } from '@/lib/record/presentation/pickCard';

let corrected;
try {
  ({ corrected } = readLedger());
} catch (error) {
  // The ledger's own check says what to fix, as the build's earlier steps do.
  console.error(`error ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const refusals = pickCardRefusals(corrected, await cardCharacters(), {
  ledger: ledgerFile,
  corrections: correctionsFile,
});
for (const refusal of refusals) console.error(`error ${refusal}`);
if (refusals.length) process.exit(1);
console.log(`ok    pick cards: the cards of ${corrected.length} picks hold only characters their fonts draw`);
