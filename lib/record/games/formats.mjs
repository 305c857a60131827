/**
 * Public game data in the formats its publishers write, read into one shape: nflverse's games.csv
 * (NFL: kickoff in Eastern time, scores, closing lines) and Retrosheet's game logs (MLB: the date as
 * played, day or night, scores, no clock time). Each reader takes a file's text and its name, and
 * says where a file it cannot read goes wrong.
 */
import { readCsv } from '../ledger/csv.mjs';
import { zonedInstant } from '../math.mjs';

/**
 * One game as the data writes it. `day` is the data's own date ("2023-10-08"); `start` its start
 * as an instant when the data gives a clock time, else null; scores are null until played. `columns`:
 * every cell of the row by its header's name, where the format has a header (nflverse: the closing
 * lines, the site, overtime), for the sample's generator.
 * @typedef {{ league: string, format: string, file: string, line: number, day: string,
 *   start: number | null, away: string, home: string, awayScore: number | null,
 *   homeScore: number | null, postseason: boolean | null,
 *   columns?: Readonly<Record<string, string>> }} Game
 */

/** nflverse writes every kickoff in New York time, whatever the stadium's zone (its DATASETS.md, `gametime`). */
const NFLVERSE_ZONE = 'America/New_York';
const NFLVERSE_COLUMNS = ['game_type', 'gameday', 'gametime', 'away_team', 'away_score', 'home_team', 'home_score'];

/** @param {string} text */
const score = (text) => (/^\d+$/.test(text) ? Number(text) : null);

/**
 * nflverse/nfldata data/games.csv: a header row, one game a row.
 * @param {string} text @param {string} file
 * @returns {Game[]}
 */
export function nflverseGames(text, file) {
  const [header, ...rows] = readCsv(text);
  const names = header?.cells ?? [];
  const missing = NFLVERSE_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length)
    throw new Error(`${file}:1:1  has no ${missing.join(', ')} column: give nflverse's data/games.csv as published`);
  const at = Object.fromEntries(NFLVERSE_COLUMNS.map((name) => [name, names.indexOf(name)]));
  return rows.map(({ cells, endLine }) => {
    const cell = (/** @type {string} */ name) => cells[at[name] ?? -1] ?? '';
    const day = cell('gameday');
    const time = cell('gametime');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !(time === '' || /^\d{2}:\d{2}$/.test(time)))
      throw new Error(`${file}:${endLine}:1  gameday "${day}" or gametime "${time}" is not a date and an HH:MM time`);
    return {
      league: 'NFL',
      format: 'nflverse',
      file,
      line: endLine,
      day,
      start: time ? zonedInstant(day, time, NFLVERSE_ZONE) : null,
      away: cell('away_team'),
      home: cell('home_team'),
      awayScore: score(cell('away_score')),
      homeScore: score(cell('home_score')),
      postseason: cell('game_type') !== 'REG',
      columns: Object.fromEntries(names.map((name, index) => [name, cells[index] ?? ''])),
    };
  });
}

/**
 * A Retrosheet game log (GL2024.TXT, and the postseason logs): no header, one game a row, fields by
 * position (retrosheet.org/gamelogs/glfields.txt): 1 date, 4 visitor, 7 home, 10 and 11 the runs.
 * @param {string} text @param {string} file
 * @returns {Game[]}
 */
export function retrosheetGames(text, file) {
  return readCsv(text).map(({ cells, endLine }) => {
    const [date = '', , , away = '', , , home = '', , , awayRuns = '', homeRuns = ''] = cells;
    if (!/^\d{8}$/.test(date) || !away || !home)
      throw new Error(
        `${file}:${endLine}:1  is not a Retrosheet game log row (date, visitor, home): give the log as published`,
      );
    return {
      league: 'MLB',
      format: 'retrosheet',
      file,
      line: endLine,
      day: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`,
      start: null,
      away,
      home,
      awayScore: score(awayRuns),
      homeScore: score(homeRuns),
      postseason: /^GL(?:WC|DV|LC|WS)/i.test(file.split('/').at(-1) ?? '') ? true : null,
    };
  });
}

/**
 * The games in a file, in whichever of the formats above it is written: nflverse's starts with its
 * header, a Retrosheet log with a quoted eight-digit date.
 * @param {string} text @param {string} file
 * @returns {Game[]}
 */
export function gamesOf(text, file) {
  const start = text.replace(/^\uFEFF/, '').slice(0, 200);
  if (start.startsWith('game_id,')) return nflverseGames(text, file);
  if (/^"\d{8}",/.test(start)) return retrosheetGames(text, file);
  throw new Error(
    `${file}:1:1  is neither nflverse's games.csv nor a Retrosheet game log: give a file as its publisher writes it (docs/record-verification.md)`,
  );
}
