/**
 * The leagues the sample record bets on, as a bettor knows them: each one's seasons (regular season,
 * breaks and playoffs, from the leagues' published calendars for 2023–2027), the kickoff slots it
 * really uses (New York time), its teams, the markets it has and their usual lines, and what its
 * props are called. scripts/generate-sample-ledger.mjs draws games from here.
 */

/** @typedef {() => number} Random */
/** @typedef {{ home: string, away: string, time: string }} Game */
/** @typedef {readonly [string, string]} Span a first and last day, "YYYY-MM-DD" */

/** @param {string} date */
const weekday = (date) => new Date(`${date}T12:00:00Z`).getUTCDay();
/** @param {string} date @param {readonly Span[]} spans */
const within = (date, spans) => spans.some(([from, to]) => date >= from && date <= to);
/** @param {number} line */
const signed = (line) => (line > 0 ? `+${line}` : String(line));
/** @param {Random} random @param {number} low @param {number} high */
const half = (random, low, high) => Math.round((low + random() * (high - low)) * 2) / 2;

/**
 * Games at the given slots, no team playing twice in a day.
 * @param {Random} random @param {readonly string[]} teams @param {readonly string[]} times
 * @returns {Game[]}
 */
function matchups(random, teams, times) {
  const free = [...teams];
  /** A team not yet playing that day. */
  const draw = () => /** @type {string} */ (free.splice(Math.floor(random() * free.length), 1)[0]);
  return times.slice(0, Math.floor(teams.length / 2)).map((time) => ({ home: draw(), away: draw(), time }));
}

const nflTeams = [
  'Arizona Cardinals',
  'Atlanta Falcons',
  'Baltimore Ravens',
  'Buffalo Bills',
  'Carolina Panthers',
  'Chicago Bears',
  'Cincinnati Bengals',
  'Cleveland Browns',
  'Dallas Cowboys',
  'Denver Broncos',
  'Detroit Lions',
  'Green Bay Packers',
  'Houston Texans',
  'Indianapolis Colts',
  'Jacksonville Jaguars',
  'Kansas City Chiefs',
  'Las Vegas Raiders',
  'Los Angeles Chargers',
  'Los Angeles Rams',
  'Miami Dolphins',
  'Minnesota Vikings',
  'New England Patriots',
  'New Orleans Saints',
  'New York Giants',
  'New York Jets',
  'Philadelphia Eagles',
  'Pittsburgh Steelers',
  'San Francisco 49ers',
  'Seattle Seahawks',
  'Tampa Bay Buccaneers',
  'Tennessee Titans',
  'Washington Commanders',
];

/**
 * Regular season (first Thursday to the last Sunday), Thanksgiving, and the playoffs, by season.
 * @type {{ regular: Span, thanksgiving: string, wildCard: Span, divisional: Span, conference: string, superBowl: string }[]}
 */
const nfl = [
  {
    regular: ['2023-09-07', '2024-01-07'],
    thanksgiving: '2023-11-23',
    wildCard: ['2024-01-13', '2024-01-15'],
    divisional: ['2024-01-20', '2024-01-21'],
    conference: '2024-01-28',
    superBowl: '2024-02-11',
  },
  {
    regular: ['2024-09-05', '2025-01-05'],
    thanksgiving: '2024-11-28',
    wildCard: ['2025-01-11', '2025-01-13'],
    divisional: ['2025-01-18', '2025-01-19'],
    conference: '2025-01-26',
    superBowl: '2025-02-09',
  },
  {
    regular: ['2025-09-04', '2026-01-04'],
    thanksgiving: '2025-11-27',
    wildCard: ['2026-01-10', '2026-01-12'],
    divisional: ['2026-01-17', '2026-01-18'],
    conference: '2026-01-25',
    superBowl: '2026-02-08',
  },
  {
    regular: ['2026-09-10', '2027-01-10'],
    thanksgiving: '2026-11-26',
    wildCard: ['2027-01-16', '2027-01-18'],
    divisional: ['2027-01-23', '2027-01-24'],
    conference: '2027-01-31',
    superBowl: '2027-02-14',
  },
];

/**
 * NFL kickoffs: Thursday night 8:15; Sunday 1:00 (the main window), 4:05, 4:25 and 8:20; Monday
 * night 8:15; Thanksgiving 12:30, 4:30 and 8:20; Saturdays from mid-December 1:00, 4:30 and 8:15;
 * the playoffs' own windows.
 * @param {string} date @param {Random} random
 */
function nflTimes(date, random) {
  for (const season of nfl) {
    const [from, to] = season.regular;
    if (date === season.thanksgiving) return ['12:30', '16:30', '20:20'];
    if (date >= from && date <= to) {
      const day = weekday(date);
      if (day === 4) return ['20:15'];
      if (day === 0) return ['13:00', '13:00', '13:00', '13:00', '16:05', '16:25', '16:25', '20:20'];
      if (day === 1) return random() < 0.3 ? ['19:15', '20:15'] : ['20:15'];
      if (day === 6 && date.slice(5) >= '12-14' && date.slice(5) <= '12-31') return ['13:00', '16:30', '20:15'];
      return [];
    }
    if (within(date, [season.wildCard])) {
      return weekday(date) === 1 ? ['20:15'] : weekday(date) === 6 ? ['16:30', '20:15'] : ['13:00', '16:30', '20:15'];
    }
    if (within(date, [season.divisional])) return ['16:30', '20:15'];
    if (date === season.conference) return ['15:00', '18:30'];
    if (date === season.superBowl) return ['18:30'];
  }
  return [];
}

const collegeFootballTeams = [
  'Alabama',
  'Georgia',
  'Ohio State',
  'Michigan',
  'Texas',
  'Oregon',
  'Penn State',
  'Notre Dame',
  'LSU',
  'Clemson',
  'Ole Miss',
  'Miami',
  'Tennessee',
  'Utah',
  'Oklahoma',
  'USC',
  'Washington',
  'Florida State',
  'Texas A&M',
  'Missouri',
  'Kansas State',
  'Iowa',
  'Wisconsin',
  'Louisville',
  'Arizona',
  'Iowa State',
  'SMU',
  'Boise State',
  'Indiana',
  'Auburn',
  'Florida',
  'Kentucky',
  'South Carolina',
  'Nebraska',
  'Minnesota',
  'Colorado',
  'Baylor',
  'TCU',
  'Virginia Tech',
  'North Carolina',
];

/**
 * Week 0 to the conference championships, then the bowls and the playoff, by season.
 * @type {{ regular: Span, bowls: Span, title: string }[]}
 */
const collegeFootball = [
  { regular: ['2023-08-26', '2023-12-09'], bowls: ['2023-12-16', '2024-01-01'], title: '2024-01-08' },
  { regular: ['2024-08-24', '2024-12-14'], bowls: ['2024-12-17', '2025-01-10'], title: '2025-01-20' },
  { regular: ['2025-08-23', '2025-12-13'], bowls: ['2025-12-16', '2026-01-09'], title: '2026-01-19' },
  { regular: ['2026-08-29', '2026-12-12'], bowls: ['2026-12-15', '2027-01-09'], title: '2027-01-18' },
];

/**
 * College football kickoffs: Saturday noon, 3:30, 7:00, 7:30 and the late 10:30 window; a Thursday
 * 7:30 and a Friday 7:00 most weeks; bowls at noon, 3:30 and 7:30; the title game at 7:30.
 * @param {string} date
 */
function collegeFootballTimes(date) {
  for (const season of collegeFootball) {
    if (within(date, [season.regular])) {
      const day = weekday(date);
      if (day === 6) return ['12:00', '12:00', '15:30', '15:30', '19:00', '19:30', '22:30'];
      if (day === 4) return ['19:30'];
      if (day === 5) return ['19:00'];
      return [];
    }
    if (within(date, [season.bowls])) return ['12:00', '15:30', '19:30'];
    if (date === season.title) return ['19:30'];
  }
  return [];
}

const nbaTeams = [
  'Atlanta Hawks',
  'Boston Celtics',
  'Brooklyn Nets',
  'Charlotte Hornets',
  'Chicago Bulls',
  'Cleveland Cavaliers',
  'Dallas Mavericks',
  'Denver Nuggets',
  'Detroit Pistons',
  'Golden State Warriors',
  'Houston Rockets',
  'Indiana Pacers',
  'Los Angeles Clippers',
  'Los Angeles Lakers',
  'Memphis Grizzlies',
  'Miami Heat',
  'Milwaukee Bucks',
  'Minnesota Timberwolves',
  'New Orleans Pelicans',
  'New York Knicks',
  'Oklahoma City Thunder',
  'Orlando Magic',
  'Philadelphia 76ers',
  'Phoenix Suns',
  'Portland Trail Blazers',
  'Sacramento Kings',
  'San Antonio Spurs',
  'Toronto Raptors',
  'Utah Jazz',
  'Washington Wizards',
];

/**
 * Regular season (with the All-Star break out), then the playoffs, by season.
 * @type {{ regular: Span, allStar: Span, playoffs: Span }[]}
 */
const nba = [
  {
    regular: ['2023-10-24', '2024-04-14'],
    allStar: ['2024-02-16', '2024-02-21'],
    playoffs: ['2024-04-20', '2024-06-17'],
  },
  {
    regular: ['2024-10-22', '2025-04-13'],
    allStar: ['2025-02-14', '2025-02-19'],
    playoffs: ['2025-04-19', '2025-06-22'],
  },
  {
    regular: ['2025-10-21', '2026-04-12'],
    allStar: ['2026-02-13', '2026-02-18'],
    playoffs: ['2026-04-18', '2026-06-19'],
  },
  {
    regular: ['2026-10-20', '2027-04-11'],
    allStar: ['2027-02-12', '2027-02-17'],
    playoffs: ['2027-04-17', '2027-06-18'],
  },
];

/**
 * NBA tips: 7:00, 7:30, 8:00, 9:00 and the West Coast 10:00 and 10:30 on weeknights; weekend
 * afternoons too; Christmas's noon-to-10:30 slate; none on Thanksgiving or Christmas Eve.
 * @param {string} date
 */
function nbaTimes(date) {
  const monthDay = date.slice(5);
  if (
    monthDay === '12-24' ||
    date === '2023-11-23' ||
    date === '2024-11-28' ||
    date === '2025-11-27' ||
    date === '2026-11-26'
  ) {
    return [];
  }
  for (const season of nba) {
    if (within(date, [season.regular]) && !within(date, [season.allStar])) {
      if (monthDay === '12-25') return ['12:00', '14:30', '17:00', '20:00', '22:30'];
      const weekend = weekday(date) === 0 || weekday(date) === 6;
      return weekend
        ? ['15:30', '18:00', '19:00', '20:00', '21:00', '22:00']
        : ['19:00', '19:00', '19:30', '20:00', '21:00', '22:00', '22:30'];
    }
    if (within(date, [season.playoffs])) {
      const weekend = weekday(date) === 0 || weekday(date) === 6;
      return weekend ? ['13:00', '15:30', '18:00', '20:30'] : ['19:00', '21:30'];
    }
  }
  return [];
}

const nhlTeams = [
  'Anaheim Ducks',
  'Boston Bruins',
  'Buffalo Sabres',
  'Calgary Flames',
  'Carolina Hurricanes',
  'Chicago Blackhawks',
  'Colorado Avalanche',
  'Columbus Blue Jackets',
  'Dallas Stars',
  'Detroit Red Wings',
  'Edmonton Oilers',
  'Florida Panthers',
  'Los Angeles Kings',
  'Minnesota Wild',
  'Montreal Canadiens',
  'Nashville Predators',
  'New Jersey Devils',
  'New York Islanders',
  'New York Rangers',
  'Ottawa Senators',
  'Philadelphia Flyers',
  'Pittsburgh Penguins',
  'San Jose Sharks',
  'Seattle Kraken',
  'St. Louis Blues',
  'Tampa Bay Lightning',
  'Toronto Maple Leafs',
  'Vancouver Canucks',
  'Vegas Golden Knights',
  'Washington Capitals',
  'Winnipeg Jets',
];

/**
 * Regular season with its breaks (All-Star 2024, 4 Nations 2025, the 2026 Olympics), then the playoffs.
 * @type {{ regular: Span, breaks: Span[], playoffs: Span }[]}
 */
const nhl = [
  {
    regular: ['2023-10-10', '2024-04-18'],
    breaks: [['2024-02-01', '2024-02-06']],
    playoffs: ['2024-04-20', '2024-06-24'],
  },
  {
    regular: ['2024-10-08', '2025-04-17'],
    breaks: [['2025-02-09', '2025-02-21']],
    playoffs: ['2025-04-19', '2025-06-17'],
  },
  {
    regular: ['2025-10-07', '2026-04-16'],
    breaks: [['2026-02-05', '2026-02-24']],
    playoffs: ['2026-04-18', '2026-06-19'],
  },
  { regular: ['2026-10-07', '2027-04-15'], breaks: [], playoffs: ['2027-04-17', '2027-06-18'] },
];

/**
 * NHL puck drops: 7:00 most nights, 7:30, 8:00, and 10:00 out west; Saturday and Sunday matinees;
 * no games December 24–26.
 * @param {string} date
 */
function nhlTimes(date) {
  const monthDay = date.slice(5);
  if (monthDay >= '12-24' && monthDay <= '12-26') return [];
  for (const season of nhl) {
    if (within(date, [season.regular]) && !within(date, season.breaks)) {
      const weekend = weekday(date) === 0 || weekday(date) === 6;
      return weekend ? ['13:00', '15:30', '19:00', '19:00', '22:00'] : ['19:00', '19:00', '19:30', '20:00', '22:00'];
    }
    if (within(date, [season.playoffs])) return ['19:00', '21:30'];
  }
  return [];
}

const collegeBasketballTeams = [
  'Duke',
  'Kansas',
  'UConn',
  'Houston',
  'Purdue',
  'Gonzaga',
  'Kentucky',
  'North Carolina',
  'Arizona',
  'Baylor',
  'Tennessee',
  'Auburn',
  'Marquette',
  'Creighton',
  'Alabama',
  'Iowa State',
  'Illinois',
  'Michigan State',
  'Texas Tech',
  'Wisconsin',
  'Villanova',
  'St. John’s',
  'Florida',
  'Arkansas',
  'Saint Mary’s',
  'San Diego State',
  'BYU',
  'Indiana',
  'UCLA',
  'Virginia',
  'Xavier',
  'Dayton',
  'Memphis',
  'Ohio State',
  'Maryland',
  'Oregon',
  'Texas A&M',
  'Mississippi State',
  'Clemson',
  'Louisville',
];

/**
 * Opening night to the national title game, by season.
 * @type {Span[]}
 */
const collegeBasketball = [
  ['2023-11-06', '2024-04-08'],
  ['2024-11-04', '2025-04-07'],
  ['2025-11-03', '2026-04-06'],
  ['2026-11-02', '2027-04-05'],
];

/**
 * College basketball tips: 7:00 and 9:00 on weeknights, noon to 8:00 on weekends; from the second
 * Sunday of March only the tournaments' windows; none on Christmas Eve or Day.
 * @param {string} date
 */
function collegeBasketballTimes(date) {
  const monthDay = date.slice(5);
  if (monthDay === '12-24' || monthDay === '12-25') return [];
  if (!within(date, collegeBasketball)) return [];
  if (monthDay >= '04-01') return weekday(date) === 1 ? ['21:20'] : weekday(date) === 6 ? ['18:09', '20:49'] : [];
  const weekend = weekday(date) === 0 || weekday(date) === 6;
  return weekend ? ['12:00', '14:00', '16:00', '18:00', '20:00'] : ['19:00', '19:00', '21:00'];
}

const mlbTeams = [
  'Arizona Diamondbacks',
  'Athletics',
  'Atlanta Braves',
  'Baltimore Orioles',
  'Boston Red Sox',
  'Chicago Cubs',
  'Chicago White Sox',
  'Cincinnati Reds',
  'Cleveland Guardians',
  'Colorado Rockies',
  'Detroit Tigers',
  'Houston Astros',
  'Kansas City Royals',
  'Los Angeles Angels',
  'Los Angeles Dodgers',
  'Miami Marlins',
  'Milwaukee Brewers',
  'Minnesota Twins',
  'New York Mets',
  'New York Yankees',
  'Philadelphia Phillies',
  'Pittsburgh Pirates',
  'San Diego Padres',
  'San Francisco Giants',
  'Seattle Mariners',
  'St. Louis Cardinals',
  'Tampa Bay Rays',
  'Texas Rangers',
  'Toronto Blue Jays',
  'Washington Nationals',
];

/**
 * Opening day to the last day of the regular season, with the All-Star break out, by year.
 * @type {{ regular: Span, allStar: Span }[]}
 */
const mlb = [
  { regular: ['2023-03-30', '2023-10-01'], allStar: ['2023-07-10', '2023-07-13'] },
  { regular: ['2024-03-28', '2024-09-29'], allStar: ['2024-07-15', '2024-07-18'] },
  { regular: ['2025-03-27', '2025-09-28'], allStar: ['2025-07-14', '2025-07-17'] },
  { regular: ['2026-03-26', '2026-09-27'], allStar: ['2026-07-13', '2026-07-16'] },
];

/**
 * MLB first pitches: 6:40 to 7:40 in the East, 8:10 in the Central, 9:40 and 10:10 out west; day
 * games at 1:05 to 4:10, most of them on weekends.
 * @param {string} date
 */
function mlbTimes(date) {
  const season = mlb.find(({ regular }) => within(date, [regular]));
  if (!season || within(date, [season.allStar])) return [];
  const weekend = weekday(date) === 0 || weekday(date) === 6;
  return weekend
    ? ['13:05', '13:35', '16:05', '16:10', '19:10', '19:15', '20:10']
    : ['13:10', '18:40', '19:05', '19:10', '19:40', '20:10', '21:40', '22:10'];
}

/**
 * Each league: its games on a day, how long a game lasts (for settlement times), how often a whole
 * number pushes, the markets in the proportions a handicapper of that sport bets them, the usual
 * spread and total, and its props by their real names (no "first half" in baseball or hockey).
 */
export const leagues = /** @type {const} */ ({
  NFL: {
    /** How much of the day's card the league gets in its season. */
    share: 12,
    /** @param {string} date @param {Random} random */
    games: (date, random) => matchups(random, nflTeams, nflTimes(date, random)),
    hours: 3.2,
    pushRate: 0.07,
    markets: /** @type {const} */ ([
      ['spread', 34],
      ['total', 30],
      ['moneyline', 16],
      ['prop', 16],
      ['parlay', 4],
    ]),
    spread: { kind: 'points', range: [1, 10], perPoint: 0.03 },
    total: { range: [37, 54.5], step: 0.5, perPoint: 0.025 },
    props: [
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} team total over ${half(random, 17, 27) + 0.5}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} team total under ${half(random, 18, 27) + 0.5}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} first half ${signed(half(random, 0.5, 4) * (random() < 0.6 ? -1 : 1))}`,
    ],
  },
  NCAAF: {
    /** How much of the day's card the league gets in its season. */
    share: 5,
    /** @param {string} date @param {Random} random */
    games: (date, random) => matchups(random, collegeFootballTeams, collegeFootballTimes(date)),
    hours: 3.4,
    pushRate: 0.04,
    markets: /** @type {const} */ ([
      ['spread', 42],
      ['total', 30],
      ['moneyline', 12],
      ['prop', 12],
      ['parlay', 4],
    ]),
    spread: { kind: 'points', range: [1.5, 21], perPoint: 0.022 },
    total: { range: [40.5, 66.5], step: 0.5, perPoint: 0.02 },
    props: [
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} team total over ${half(random, 20, 38) + 0.5}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} first half ${signed(half(random, 1, 10) * (random() < 0.6 ? -1 : 1))}`,
    ],
  },
  NBA: {
    /** How much of the day's card the league gets in its season. */
    share: 3,
    /** @param {string} date @param {Random} random */
    games: (date, random) => matchups(random, nbaTeams, nbaTimes(date)),
    hours: 2.4,
    pushRate: 0.03,
    markets: /** @type {const} */ ([
      ['spread', 38],
      ['total', 32],
      ['moneyline', 12],
      ['prop', 15],
      ['parlay', 3],
    ]),
    spread: { kind: 'points', range: [1, 13], perPoint: 0.028 },
    total: { range: [208.5, 241.5], step: 0.5, perPoint: 0.022 },
    props: [
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} team total over ${half(random, 104, 121) + 0.5}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} first half ${signed(half(random, 0.5, 6) * (random() < 0.6 ? -1 : 1))}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} first quarter ${signed(half(random, 0.5, 2.5) * (random() < 0.6 ? -1 : 1))}`,
    ],
  },
  NCAAB: {
    /** How much of the day's card the league gets in its season. */
    share: 2,
    /** @param {string} date @param {Random} random */
    games: (date, random) => matchups(random, collegeBasketballTeams, collegeBasketballTimes(date)),
    hours: 2.1,
    pushRate: 0.03,
    markets: /** @type {const} */ ([
      ['spread', 46],
      ['total', 30],
      ['moneyline', 10],
      ['prop', 11],
      ['parlay', 3],
    ]),
    spread: { kind: 'points', range: [1, 15], perPoint: 0.025 },
    total: { range: [126.5, 158.5], step: 0.5, perPoint: 0.02 },
    props: [
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} team total over ${half(random, 62, 80) + 0.5}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} first half ${signed(half(random, 0.5, 6) * (random() < 0.6 ? -1 : 1))}`,
    ],
  },
  NHL: {
    /** How much of the day's card the league gets in its season. */
    share: 1.5,
    /** @param {string} date @param {Random} random */
    games: (date, random) => matchups(random, nhlTeams, nhlTimes(date)),
    hours: 2.6,
    pushRate: 0,
    markets: /** @type {const} */ ([
      ['moneyline', 44],
      ['total', 26],
      ['spread', 14],
      ['prop', 13],
      ['parlay', 3],
    ]),
    spread: { kind: 'run-line', range: [1.5, 1.5], perPoint: 0 },
    total: { range: [5.5, 6.5], step: 1, perPoint: 0 },
    props: [
      /** @param {string} side */ (side) => `${side} team total over 2.5`,
      /** @param {string} side */ (side) => `${side} team total under 3.5`,
      /** @param {string} side */ (side) => `${side} first period moneyline`,
      () => 'First period under 1.5',
    ],
  },
  MLB: {
    /** How much of the day's card the league gets in its season. */
    share: 2.5,
    /** @param {string} date @param {Random} random */
    games: (date, random) =>
      matchups(random, mlbTeams, mlbTimes(date)).map((game) => ({
        ...game,
        // The A's played as the Oakland Athletics through 2024.
        home: date < '2025' && game.home === 'Athletics' ? 'Oakland Athletics' : game.home,
        away: date < '2025' && game.away === 'Athletics' ? 'Oakland Athletics' : game.away,
      })),
    hours: 2.7,
    pushRate: 0.08,
    markets: /** @type {const} */ ([
      ['moneyline', 44],
      ['total', 28],
      ['spread', 12],
      ['prop', 13],
      ['parlay', 3],
    ]),
    spread: { kind: 'run-line', range: [1.5, 1.5], perPoint: 0 },
    total: { range: [6.5, 10.5], step: 0.5, perPoint: 0.04 },
    props: [
      /** @param {string} side */ (side) => `${side} first five innings moneyline`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} first five innings ${random() < 0.5 ? '-0.5' : '+0.5'}`,
      /** @param {string} side @param {Random} random */ (side, random) =>
        `${side} team total over ${random() < 0.5 ? '3.5' : '4.5'}`,
      /** @param {string} side */ (side) => `${side} team total under 4.5`,
    ],
  },
});

/** The sample's sportsbooks: made-up names, so no real book is shown as ours. */
export const sportsbooks = [
  'Northline Sportsbook',
  'Harbor Sports',
  'Summit Bet',
  'Riverbend Bets',
  'Keystone Sportsbook',
];
