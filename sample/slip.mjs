/**
 * Draws a sample pick's bet slip as a sportsbook's printed ticket, from its ledger row: the book,
 * when the bet was placed, the game, the bet, the odds, what it risked and could win, and how it
 * was graded, in dollars at the site's unit size, stamped SAMPLE. WebP, the same bytes every time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { formatOdds, profitOf, toWin, zonedIso } from '../lib/record/math.mjs';

const require = createRequire(import.meta.url);
const fonts = path.dirname(require.resolve('@fontsource/jetbrains-mono/package.json'));
GlobalFonts.registerFromPath(path.join(fonts, 'files/jetbrains-mono-latin-400-normal.woff2'), 'Ticket');
GlobalFonts.registerFromPath(path.join(fonts, 'files/jetbrains-mono-latin-700-normal.woff2'), 'Ticket');

const WIDTH = 360;
const HEIGHT = 520;
const COLUMNS = 32;
const ZONE = 'America/New_York';

/**
 * What a slip shows of a ledger row: the bet as sealed, and how the book graded it.
 * @typedef {Record<import('../lib/record/model.mjs').SealField | 'result' | 'score', string>} SlipRow
 */

/** @param {number} amount */
const dollars = (amount) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "Sep 1, 2025 10:43 AM" in New York time. @param {number} ms */
function stamp(ms) {
  const [date = '', time = ''] = zonedIso(ms, ZONE).split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${months[(month ?? 1) - 1]} ${day}, ${year} ${clock}`;
}

/** Text wrapped to the ticket's width. @param {string} text */
function wrap(text) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const last = lines.at(-1) ?? '';
    if (last && `${last} ${word}`.length > COLUMNS) lines.push(word);
    else lines[lines.length - 1] = last ? `${last} ${word}` : word;
  }
  return lines;
}

/** A label and a value at both ends of a line. @param {string} label @param {string} value */
const row = (label, value) => `${label}${' '.repeat(Math.max(1, COLUMNS - label.length - value.length))}${value}`;

/**
 * The slip of a pick as WebP bytes.
 * @param {SlipRow} pick @param {number} unitDollars
 */
export function drawSlip(pick, unitDollars) {
  const odds = Number(pick.odds);
  const risk = Number(pick.stake) * unitDollars;
  const win = toWin(odds, risk);
  // A parlay won with a push or void leg pays at the other legs' price (docs/grading.md).
  const won = profitOf({ ...pick, result: 'win', odds, stake: risk }) ?? win;
  // The bet is placed a few minutes before the pick goes out to members.
  const placed = Date.parse(pick.posted) - (Number.parseInt(pick.id.replace(/\D/g, ''), 10) % 9) * 60_000 - 60_000;
  const ticket = `${pick.sportsbook.slice(0, 2).toUpperCase()}-${pick.id.replace(/\D/g, '').padStart(6, '7')}`;
  const graded = {
    win: `WON ${dollars(won)}`,
    loss: 'LOST',
    push: 'PUSH: STAKE RETURNED',
    void: 'VOID: STAKE RETURNED',
  }[pick.result];

  // A parlay lists each leg's pick and price, as books print them.
  const legs =
    pick.market === 'parlay'
      ? pick.selection.split('; ').flatMap((leg) => wrap(`- ${leg.slice(leg.indexOf(': ') + 2)}`))
      : wrap(pick.selection);
  const lines = [
    row('Placed', stamp(placed)),
    '-'.repeat(COLUMNS),
    ...wrap(`${pick.sport}  ${pick.event}`),
    row('Starts', stamp(Date.parse(pick.event_start))),
    '',
    ...legs,
    row('Odds', formatOdds(odds)),
    row('Risk', dollars(risk)),
    row('To win', dollars(win)),
    '-'.repeat(COLUMNS),
  ];
  const height = Math.max(HEIGHT, 100 + lines.length * 22 + 120);
  const canvas = createCanvas(WIDTH, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fbfaf6';
  context.fillRect(0, 0, WIDTH, height);
  context.fillStyle = '#1b1b1b';
  context.textAlign = 'center';
  context.font = 'bold 20px Ticket';
  context.fillText(pick.sportsbook.toUpperCase(), WIDTH / 2, 40);
  context.font = '13px Ticket';
  context.fillText(`BET TICKET  ${ticket}`, WIDTH / 2, 62);

  context.textAlign = 'left';
  context.font = '14px Ticket';
  lines.forEach((line, index) => context.fillText(line, 18, 100 + index * 22));
  context.font = 'bold 15px Ticket';
  context.fillText(graded ?? '', 18, 100 + lines.length * 22 + 8);

  context.save();
  context.translate(WIDTH / 2, height - 70);
  context.rotate(-0.18);
  context.textAlign = 'center';
  context.font = 'bold 48px Ticket';
  context.fillStyle = 'rgba(180, 35, 24, 0.85)';
  context.fillText('SAMPLE', 0, 0);
  context.restore();
  return canvas.toBuffer('image/webp', 80);
}
