import { recordPage as copy } from '@/content/record/words';
import { formatPrice } from '@/content/site';
import { formatOdds, toWin } from '@/lib/record/math.mjs';

const EXAMPLE = { stake: 1.5, odds: -110 };

/** What a unit is in dollars, and that a stake is what is risked, with a worked example. */
export function RecordUnitNote({ unitDollars }: { unitDollars: number }) {
  const risk = EXAMPLE.stake * unitDollars;
  return (
    <p>
      {copy.unitNote(formatPrice(unitDollars), {
        stake: String(EXAMPLE.stake),
        odds: formatOdds(EXAMPLE.odds),
        risk: formatPrice(risk),
        win: formatPrice(toWin(EXAMPLE.odds, risk)),
      })}
    </p>
  );
}
