import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revealedBuild, sealedPick } from './fixtures/record/moments.mjs';
import { expect, test } from '@playwright/test';

// "The pages are claims too": npm run record:verify reads what visitors read (the headlines, the
// year and pick pages, the feeds, the share cards' text and hashes) and fails when a built copy
// shows anything the published files do not prove. Each test tampers with one thing of a copy of
// the fixture build after kickoff (npm run build:fixtures:record).
const build = 'out-revealed';
/** A revealed, graded loss of the fixture record: Under 221.5 at -110, 1.5 u at Summit Bet, −1.50 u. */
const loss = 'FX-0002';

function copyOfBuild(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'pages-claims-'));
  cpSync(build, copy, { recursive: true });
  return copy;
}

/** Rewrites one published file of a copy, checking the text to change is there. */
function tamper(copy: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(copy, file);
  const text = readFileSync(target, 'utf8');
  expect(text, `${file} shows ${from}`).toMatch(from);
  writeFileSync(target, text.replace(from, to));
}

/** A figure's element as the pages write it (components/ui/FigureList.tsx). */
const figure = (claim: string) => new RegExp(`<dd data-claim="${claim}">[^<]*</dd>`);
/** A pick page's figure in its summary (components/pick/PickSummary.tsx): a span or a time, its words possibly linked. */
const pickFigure = (claim: string, element = 'span') =>
  new RegExp(`<${element}[^>]*data-claim="${claim}"[^>]*>.*?</${element}>`);

function verify(copy: string) {
  return spawnSync(
    process.execPath,
    ['scripts/record/verify.mjs', copy, '--at', revealedBuild.toISOString(), '--sample'],
    { encoding: 'utf8' },
  );
}

/** record:verify fails with one line naming the page and the rule, and saying what is wrong (each of several things). */
function expectFailure(copy: string, subject: string, rule: string, says: string | readonly string[]): void {
  const result = verify(copy);
  expect(result.status, result.stdout).toBe(1);
  const lines = result.stderr.split('\n').filter((line) => line.startsWith(`FAIL  ${subject} [${rule}:`));
  for (const problem of typeof says === 'string' ? [says] : says)
    expect(lines.join('\n'), result.stderr).toContain(problem);
}

test('the honest copy passes, having read every page, feed and card', () => {
  const result = verify(copyOfBuild());
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(
    /^pages {4}8 pages \(the home page, \/record, each year, each pick\), 2 feeds \(record\/feed\.atom, record\/feed\.json\) and 5 share cards/m,
  );
});

test("/record's headline showing more units than the files prove fails", () => {
  const copy = copyOfBuild();
  tamper(copy, 'record.html', figure('units'), '<dd data-claim="units">+154.32</dd>');
  expectFailure(
    copy,
    '/record',
    'pages',
    '/record shows units "+154.32" for the proven record, but the files prove 0.86',
  );
});

test("a year page's header showing another won-lost record fails", () => {
  const copy = copyOfBuild();
  tamper(copy, 'record/2026.html', figure('record'), '<dd data-claim="record">3-0-1</dd>');
  expectFailure(copy, '/record/2026', 'pages', '/record/2026 shows record "3-0-1" for 2026, but the files prove 2-1-1');
});

test('a pick page turning a loss into a win fails on its result and its units', () => {
  const copy = copyOfBuild();
  const page = `record/picks/${loss}.html`;
  tamper(copy, page, pickFigure('result'), '<span data-claim="result">Win</span>');
  tamper(copy, page, pickFigure('profit'), '<span data-claim="profit">+1.36 u</span>');
  const subject = `/record/picks/${loss}`;
  expectFailure(copy, subject, 'pages', `${subject} shows result "Win" for ${loss}, but the files grade it loss`);
  expectFailure(copy, subject, 'pages', `${subject} shows profit "+1.36 u" for ${loss}, but the files give -1.5 units`);
});

// An editor who moves a game's start on a pick page (to make a late post look early) changes both
// what the reader sees and the machine-readable instant; either must fail against record.csv.
test("a pick page's start moved an hour, in its words and its dateTime, fails naming the pick and the claim", () => {
  const copy = copyOfBuild();
  const page = `record/picks/${loss}.html`;
  tamper(
    copy,
    page,
    pickFigure('start', 'time'),
    '<time dateTime="2026-11-24T20:30:00-05:00" data-claim="start"><span>Nov 24, 2026,</span> <span>8:30 PM EST</span></time>',
  );
  const subject = `/record/picks/${loss}`;
  expectFailure(
    copy,
    subject,
    'pages',
    `${subject} shows start "Nov 24, 2026, 8:30 PM EST" for ${loss}, but its dateTime says "2026-11-24T20:30:00-05:00" where the files give 2026-11-24T19:30:00-05:00`,
  );
});

test("a pick page's start edited in its words alone fails too", () => {
  const copy = copyOfBuild();
  tamper(copy, `record/picks/${loss}.html`, '<span>7:30 PM EST</span>', '<span>8:30 PM EST</span>');
  const subject = `/record/picks/${loss}`;
  expectFailure(
    copy,
    subject,
    'pages',
    `${subject} shows start "Nov 24, 2026, 8:30 PM EST" for ${loss}, but the files give 2026-11-24T19:30:00-05:00`,
  );
});

test('a feed entry telling a loss as a win fails', () => {
  const copy = copyOfBuild();
  tamper(copy, 'record/feed.json', 'New York Knicks – Loss, 1.50 u lost', 'New York Knicks – Win, 1.36 u won');
  expectFailure(copy, '/record/feed.json', 'feeds', `tells ${loss} otherwise than the files: the files grade it loss`);
});

test('a feed telling a pick in two entries fails', () => {
  const copy = copyOfBuild();
  const feed = readFileSync(path.join(copy, 'record/feed.atom'), 'utf8');
  const entry = feed.match(new RegExp(`<entry>\\s*<id>[^<]*/record/picks/${loss}</id>[\\s\\S]*?</entry>`))?.[0] ?? '';
  expect(entry).toContain(`${loss}:`);
  tamper(copy, 'record/feed.atom', entry, `${entry}\n${entry}`);
  expectFailure(copy, '/record/feed.atom', 'feeds', `is a second entry of ${loss}`);
});

test('a feed entry left sealed after its pick was revealed fails', () => {
  const copy = copyOfBuild();
  const { id, selection } = sealedPick;
  tamper(
    copy,
    'record/feed.json',
    new RegExp(`"title": "${id}: [^"]*"`),
    `"title": "${id}: NFL, sealed until the start"`,
  );
  expectFailure(
    copy,
    '/record/feed.json',
    'feeds',
    `tells ${id} otherwise than the files: its title does not show "${selection}"`,
  );
});

test("a share card swapped for another pick's fails on its hash", () => {
  const copy = copyOfBuild();
  cpSync(path.join(copy, 'record/cards/FX-0001.png'), path.join(copy, `record/cards/${loss}.png`));
  expectFailure(copy, `/record/cards/${loss}.png`, 'cards', `is not the card record/cards.json lists for ${loss}`);
});

test("a card's text source edited to a win fails", () => {
  const copy = copyOfBuild();
  tamper(
    copy,
    'record/cards.json',
    '{"text":"Loss · 114-115 · −1.50 u","tone":"loss"}',
    '{"text":"Win · 114-115 · +1.36 u","tone":"win"}',
  );
  expectFailure(
    copy,
    `/record/cards/${loss}.png`,
    'cards',
    `${loss}'s card text in record/cards.json is toned "win", not loss`,
  );
});

test('a page without a figure it must show fails', () => {
  const copy = copyOfBuild();
  tamper(copy, 'record.html', figure('roi'), '<dd>+15.6%</dd>');
  expectFailure(copy, '/record', 'pages', '/record lacks the figure "roi" of the proven record');
});

// A follower's chat shows a shared link's card and title before anyone opens the page: another
// pick's card, a title that names another pick, or an address that is another page's would tell
// them something the files do not.
test("a pick page sharing another pick's card, title or address fails on each", () => {
  const copy = copyOfBuild();
  const page = `record/picks/${loss}.html`;
  const other = 'FX-0001';
  const card = (id: string) => `https://receipts.club/record/cards/${id}.png`;
  const text = readFileSync(path.join(copy, page), 'utf8');
  expect(text.split(card(loss)).length - 1, 'og:image and twitter:image').toBe(2);
  writeFileSync(path.join(copy, page), text.replaceAll(card(loss), card(other)));
  tamper(copy, page, '<title>FX-0002: Under 221.5 |', '<title>FX-0002: Over 221.5 |');
  tamper(copy, page, 'image:alt" content="FX-0002: Under 221.5"', 'image:alt" content="FX-0002: Over 221.5"');
  // A title that names the pick and then a result, and the card under a name some crawlers read.
  tamper(copy, page, 'og:title" content="FX-0002: Under 221.5"', 'og:title" content="FX-0002: Under 221.5 ✅ WON"');
  tamper(copy, page, '<title>', `<meta name="OG:IMAGE:SECURE_URL" content="${card(other)}"/><title>`);
  tamper(
    copy,
    page,
    `canonical" href="https://receipts.club/record/picks/${loss}"`,
    `canonical" href="https://receipts.club/record/picks/${other}"`,
  );
  const subject = `/record/picks/${loss}`;
  expectFailure(copy, subject, 'pages', [
    ...['og:image', 'twitter:image'].map(
      (tag) => `${subject} shares ${card(other)} as its card (${tag}), not ${loss}'s own (${card(loss)})`,
    ),
    `${subject}'s title reads "FX-0002: Over 221.5 | Receipts Club", but the files give "FX-0002: Under 221.5"`,
    `${subject}'s og:image:alt reads "FX-0002: Over 221.5"`,
    `${subject}'s og:title reads "FX-0002: Under 221.5 ✅ WON"`,
    `${subject} shares ${card(other)} as its card (og:image:secure_url), not ${loss}'s own (${card(loss)})`,
    `${subject} names https://receipts.club/record/picks/${other} as its address, not its own (https://receipts.club${subject})`,
  ]);
});

test("a feed entry showing another pick's card fails, in either feed", () => {
  const copy = copyOfBuild();
  const own = `https://receipts.club/record/cards/${loss}.png`;
  const other = 'https://receipts.club/record/cards/FX-0001.png';
  tamper(copy, 'record/feed.json', `"image": "${own}"`, `"image": "${other}"`);
  tamper(
    copy,
    'record/feed.atom',
    `rel="enclosure" type="image/png" href="${own}"`,
    `rel="enclosure" type="image/png" href="${other}"`,
  );
  // A text a reader may show first, a second image, and an entry addressed off the site.
  tamper(
    copy,
    'record/feed.json',
    `"image": "${other}"`,
    `"image": "${other}", "banner_image": "${other}", "content_html": "<p>WON +20.00 units</p>"`,
  );
  tamper(
    copy,
    'record/feed.json',
    /"id": "https:\/\/receipts\.club\/record\/picks\/FX-0001"/,
    '"id": "https://evil.example/record/picks/FX-0001"',
  );
  expectFailure(copy, '/record/feed.json', 'feeds', [
    `shows ${other} as ${loss}'s card, not its own (${own})`,
    `tells ${loss} otherwise than the files: it does not show`,
    'entry "https://evil.example/record/picks/FX-0001"',
    "is addressed on https://evil.example, not the site's https://receipts.club",
  ]);
  expectFailure(copy, '/record/feed.atom', 'feeds', `shows ${other} as ${loss}'s card, not its own (${own})`);
});

test("a pick page's description telling a loss as a win fails, in the meta tags and the structured data", () => {
  const copy = copyOfBuild();
  const page = `record/picks/${loss}.html`;
  const text = readFileSync(path.join(copy, page), 'utf8');
  const told = 'lost 114-115 (−1.50 u)';
  expect(text.split(told).length - 1, 'description, og:, twitter: and JSON-LD').toBe(4);
  writeFileSync(path.join(copy, page), text.replaceAll(told, 'won 114-115 (+1.36 u)'));
  // The words in any case, and units spelled out.
  tamper(copy, page, 'name="description" content="', 'name="description" content="WON +4.50 units. ');
  const subject = `/record/picks/${loss}`;
  expectFailure(
    copy,
    subject,
    'pages',
    ['description', 'og:description', 'twitter:description', 'JSON-LD description'].map(
      (tag) => `${subject}'s ${tag} tells ${loss} otherwise than the files: the files grade it loss`,
    ),
  );
});
