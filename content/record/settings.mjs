/**
 * The editors' settings for the public record (content/record/picks.csv). The build checks every
 * row against these and refuses a ledger that breaks them; see "The record" in content/README.md.
 * Plain JavaScript so that `npm run record:verify` reads the same time zone and limits with Node alone.
 * @satisfies {{
 *   maxStake: number,
 *   maxLength: import('@/lib/record/ledger/fields').TextLimits,
 *   unitDollars: number,
 *   closingBook: string,
 *   interval: { resamples: number, seed: number, smallSample: number },
 *   pendingGraceDays: number,
 *   sealV2From: string,
 *   timeZone: string,
 *   feedEntries: number,
 *   sports: Record<string, import('@/lib/record/types').Sport>,
 * }}
 */
export const recordSettings = /** @type {const} */ ({
  /** The largest stake a row may carry, in units. */
  maxStake: 5,
  /**
   * The most characters a cell may hold: picks.csv's event, selection, sportsbook, note and score
   * (a 12-leg parlay's score is about 200), corrections.csv's reason, and every other cell of
   * either file. A longer value stops the build, naming its row and column.
   */
  maxLength: { event: 100, selection: 400, sportsbook: 50, note: 280, reason: 280, score: 240, other: 100 },
  /**
   * What one unit is in dollars when we bet it: a stake in the ledger is the amount risked (not the
   * amount to win), so a 1.5-unit pick at -110 risks $150 to win $136.36.
   */
  unitDollars: 100,
  /**
   * The book whose prices and lines at the start the closing-line figures compare against. It is a
   * retail book and we record its closing prices ourselves; /record says so beside every such figure.
   */
  closingBook: 'Summit Bet',
  /**
   * Every 95% interval on /record (the ROI's, and each table row's): how many bootstrap resamples,
   * the seed that makes them the same every build, and the fewest picks one is worked out on. A
   * table row on fewer picks shows "small sample" instead of an interval (explained once on /record).
   */
  interval: { resamples: 2000, seed: 20230802, smallSample: 30 },
  /** How long a pick may stay pending after its event started before the build refuses it. */
  pendingGraceDays: 7,
  /**
   * Picks posted from this time on are sealed with version 2 of the seal (lib/record/proof/encoding.mjs);
   * earlier ones keep the version 1 seal they were posted with. Never change it once a pick is posted.
   */
  sealV2From: '2024-01-01T00:00:00-05:00',
  /**
   * The time zone that decides which day, month and year a pick belongs to: the one of the
   * market the site serves, so a late West Coast game still counts on the evening it was played.
   */
  timeZone: 'America/New_York',
  /**
   * How many entries the record's feeds keep, newest first (/record/feed.atom, /record/feed.json): one
   * entry per pick, updated in place, so a reader keeps the entries it has fetched and needs only what
   * changes between two fetches. At the busiest pace (3 picks a day) 50 entries are more than two weeks
   * of picks, and the file stays small for the bots that fetch it every few minutes. Every pick ever
   * posted is in /record.csv and on the year pages; `record:verify` requires the newest ones.
   */
  feedEntries: 50,
  /** The code an editor writes in the ledger's sport column, and the sport the pages show. */
  sports: {
    NFL: 'NFL',
    NBA: 'NBA',
    MLB: 'MLB',
    NHL: 'NHL',
    NCAAF: 'college football',
    NCAAB: 'college basketball',
  },
});
