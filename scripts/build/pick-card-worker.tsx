// A drawing process of scripts/build/pick-cards.tsx: it receives its share of the cards to draw,
// draws them into the cache and exits.
import { drawHere, type PickCardJob } from './pick-card-cache';

process.once('message', (jobs: PickCardJob[]) => {
  drawHere(jobs).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
