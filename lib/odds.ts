/** What a winning bet pays on top of the stake, from American odds (-110, +135). */
export function toWin(odds: number, stake: number): number {
  const profit = odds < 0 ? (stake * 100) / -odds : (stake * odds) / 100;
  return Math.round(profit * 100) / 100;
}

export function formatOdds(odds: number): string {
  return odds > 0 ? `+${odds}` : String(odds);
}
