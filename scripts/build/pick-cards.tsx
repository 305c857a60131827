// Post-build step, after tokens: each pick's share card at pickPreviewPath(id), the image a
// shared link to its page shows. Drawing one takes about 40 ms and encoding it as a palette PNG
// about 25 ms more, and a scheduled build every 15 minutes changes a few picks at most, so each
// card is kept in a cache by the hash of its text and of the sources the build reads (frameKey,
// the pick pages' key too: the encoder and its version in the lockfile with them), and only a card
// whose text or sources changed is drawn again. A sealed pick's card is made from the sealed type's
// fields only, and the step stops the build before drawing if one still holds what the seal hides.
// Then it publishes every card's text and the SHA-256 of its PNG in one file (cardSourcesFile),
// which `npm run record:verify` checks against the record.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pickPreviewPath } from '@/content/routes';
import { cardCharacters } from '@/data/fontGlyphs';
import { getRecord, readLedger } from '@/data/record/ledger';
import { pickCard } from '@/data/record/pickCard';
import { frameKey, getPickPages } from '@/data/record/pickPages';
import { cardTextProblem } from '@/lib/record/presentation/cardCharacters';
import { cardSourcesFile } from '@/lib/record/proof/pageClaims.mjs';
import { isRevealed } from '@/lib/record/types';
import type { Build, Step } from './build.mjs';
import { publishPickCards } from './pick-card-cache';

type Card = ReturnType<typeof pickCard>;

/** Stops when a sealed pick's card would show what its seal hides. */
function checkSealedCards(record: ReturnType<typeof getRecord>, cards: readonly Card[]): void {
  const sealed = new Set(record.picks.filter((pick) => !isRevealed(pick)).map((pick) => pick.id));
  if (sealed.size === 0) return;
  const hidden = readLedger().posted.filter((pick) => sealed.has(pick.id));
  const leaks = hidden.filter((pick) => {
    const text = JSON.stringify(cards.find((card) => card.id === pick.id));
    return [pick.event, pick.selection, pick.sportsbook, pick.secret].some((value) => value && text.includes(value));
  });
  if (leaks.length) {
    throw new Error(
      `error pick-cards: the card of ${leaks.map((pick) => pick.id).join(', ')} would show what its seal hides until the start — a sealed card is drawn from the sealed pick's fields only (lib/record/presentation/pickCard.ts).`,
    );
  }
}

async function drawPickCards({ dir }: Build): Promise<void> {
  const started = performance.now();
  const record = getRecord();
  const pages = getPickPages();
  const cards = record.picks.filter((pick) => pages.has(pick.id)).map((pick) => pickCard(pick, record));
  checkSealedCards(record, cards);
  // scripts/check-pick-cards.ts refused the ledger's characters the fonts lack before the build;
  // this finds the rest (the card's words, the authority's name) before any card is drawn.
  const allowed = await cardCharacters();
  const undrawable = cards.flatMap((card) => cardTextProblem(card, allowed) ?? []);
  if (undrawable.length) throw new Error(undrawable.map((problem) => `error pick-cards: ${problem}`).join('\n'));
  const { drawn, reused, pruned } = await publishPickCards(cards, { out: dir, fingerprint: frameKey() });
  const sources = cards.map((text) => ({
    pick: text.id,
    text,
    sha256: createHash('sha256')
      .update(readFileSync(path.join(dir, pickPreviewPath(text.id))))
      .digest('hex'),
  }));
  writeFileSync(path.join(dir, cardSourcesFile), `${JSON.stringify({ cards: sources })}\n`);
  console.log(
    `pick-cards: drew ${drawn}, reused ${reused} from the cache${pruned ? `, pruned ${pruned} unused` : ''} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

export const pickCards: Step = { name: 'pick-cards', needs: [], run: drawPickCards };
