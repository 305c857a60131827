/**
 * The one alias table: each team as the ledger names it → the codes the public game data writes for
 * it, by league (a team that moved or was renamed keeps every code it played under in the seasons
 * the record covers). Only leagues with a dataset the checker reads are here
 * (lib/record/games/formats.mjs); content/games/README.md says where each dataset comes from.
 */

/** @typedef {Readonly<Record<string, readonly string[]>>} Aliases team name → the data's codes */

/** nflverse's codes (nflverse/nfldata data/games.csv, `away_team` and `home_team`). @type {Aliases} */
const nfl = {
  'Arizona Cardinals': ['ARI'],
  'Atlanta Falcons': ['ATL'],
  'Baltimore Ravens': ['BAL'],
  'Buffalo Bills': ['BUF'],
  'Carolina Panthers': ['CAR'],
  'Chicago Bears': ['CHI'],
  'Cincinnati Bengals': ['CIN'],
  'Cleveland Browns': ['CLE'],
  'Dallas Cowboys': ['DAL'],
  'Denver Broncos': ['DEN'],
  'Detroit Lions': ['DET'],
  'Green Bay Packers': ['GB'],
  'Houston Texans': ['HOU'],
  'Indianapolis Colts': ['IND'],
  'Jacksonville Jaguars': ['JAX'],
  'Kansas City Chiefs': ['KC'],
  'Las Vegas Raiders': ['LV'],
  'Los Angeles Chargers': ['LAC'],
  'Los Angeles Rams': ['LA'],
  'Miami Dolphins': ['MIA'],
  'Minnesota Vikings': ['MIN'],
  'New England Patriots': ['NE'],
  'New Orleans Saints': ['NO'],
  'New York Giants': ['NYG'],
  'New York Jets': ['NYJ'],
  'Philadelphia Eagles': ['PHI'],
  'Pittsburgh Steelers': ['PIT'],
  'San Francisco 49ers': ['SF'],
  'Seattle Seahawks': ['SEA'],
  'Tampa Bay Buccaneers': ['TB'],
  'Tennessee Titans': ['TEN'],
  'Washington Commanders': ['WAS'],
};

/** Retrosheet's codes (game logs, fields 4 and 7): OAK through 2024, ATH from 2025. @type {Aliases} */
const mlb = {
  'Arizona Diamondbacks': ['ARI'],
  Athletics: ['OAK', 'ATH'],
  'Oakland Athletics': ['OAK', 'ATH'],
  'Atlanta Braves': ['ATL'],
  'Baltimore Orioles': ['BAL'],
  'Boston Red Sox': ['BOS'],
  'Chicago Cubs': ['CHN'],
  'Chicago White Sox': ['CHA'],
  'Cincinnati Reds': ['CIN'],
  'Cleveland Guardians': ['CLE'],
  'Colorado Rockies': ['COL'],
  'Detroit Tigers': ['DET'],
  'Houston Astros': ['HOU'],
  'Kansas City Royals': ['KCA'],
  'Los Angeles Angels': ['ANA'],
  'Los Angeles Dodgers': ['LAN'],
  'Miami Marlins': ['MIA'],
  'Milwaukee Brewers': ['MIL'],
  'Minnesota Twins': ['MIN'],
  'New York Mets': ['NYN'],
  'New York Yankees': ['NYA'],
  'Philadelphia Phillies': ['PHI'],
  'Pittsburgh Pirates': ['PIT'],
  'San Diego Padres': ['SDN'],
  'San Francisco Giants': ['SFN'],
  'Seattle Mariners': ['SEA'],
  'St. Louis Cardinals': ['SLN'],
  'Tampa Bay Rays': ['TBA'],
  'Texas Rangers': ['TEX'],
  'Toronto Blue Jays': ['TOR'],
  'Washington Nationals': ['WAS'],
};

/** By the ledger's sport code. */
export const teamAliases = /** @type {const} */ ({ NFL: nfl, MLB: mlb });

/** @typedef {keyof typeof teamAliases} DataLeague */

/**
 * The data's codes for a team of a league, or null when the table does not know the name.
 * @param {string} sport the ledger's sport code @param {string} team as the ledger names it
 * @returns {readonly string[] | null}
 */
export function codesOf(sport, team) {
  const aliases = /** @type {Record<string, Aliases | undefined>} */ (teamAliases)[sport];
  return aliases?.[team] ?? null;
}
