import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { revealedBuild, sealedBuild, sealedPick } from './fixtures/record/moments.mjs';
import { expect, test } from '@playwright/test';

// "The pages are claims too": npm run record:verify reads what visitors read (the headlines, the
// year and pick pages, the feeds, the share cards' text and hashes) and fails when a built copy
// shows anything the published files do not prove. Each test tampers with one thing of a copy of
// the fixture build after kickoff (npm run build:fixtures:record).
const build = 'out-revealed';
/** A revealed, graded loss of the fixture record: Under 221.5 at -110, 1.5 u at Summit Bet, −1.50 u. */
const loss = 'FX-0002';

/** The fixture build before FX-0005's kickoff, its pick sealed (npm run build:fixtures:record). */
const sealedCopy = { build: 'out-sealed', at: sealedBuild };

function copyOfBuild(from = build): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'pages-claims-'));
  cpSync(from, copy, { recursive: true });
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

function verify(copy: string, at = revealedBuild) {
  return spawnSync(process.execPath, ['scripts/record/verify.mjs', copy, '--at', at.toISOString(), '--sample'], {
    encoding: 'utf8',
  });
}

/** record:verify fails with one line naming the page and the rule, and saying what is wrong (each of several things). */
function expectFailure(
  copy: string,
  subject: string,
  rule: string,
  says: string | readonly string[],
  at = revealedBuild,
): void {
  expectFailures(copy, rule, [[subject, says]], at);
}

/** As expectFailure, for problems on several pages, from one run of record:verify. */
function expectFailures(
  copy: string,
  rule: string,
  problems: readonly (readonly [string, string | readonly string[]])[],
  at = revealedBuild,
): void {
  const result = verify(copy, at);
  expect(result.status, result.stdout).toBe(1);
  for (const [subject, says] of problems) {
    const lines = result.stderr.split('\n').filter((line) => line.startsWith(`FAIL  ${subject} [${rule}:`));
    for (const problem of typeof says === 'string' ? [says] : says)
      expect(lines.join('\n'), result.stderr).toContain(problem);
  }
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

/** A pick's row of a built copy's record.csv, by id, as named cells (its values hold no comma the fixture needs). */
function ledgerRow(copy: string, id: string): Record<string, string> {
  const [header = '', ...lines] = readFileSync(path.join(copy, 'record.csv'), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\n');
  const names = header.split(',');
  const cells = lines.find((line) => line.split(',')[1] === id)?.split(',') ?? [];
  return Object.fromEntries(names.map((name, index) => [name, cells[index] ?? '']));
}

// A page dated days before its pick was posted (to crawlers, or in a <time> a reader's tools read)
// would pass a late pick for an early one.
test("a pick page's dates moved earlier fail: its structured data's, a meta tag's and a <time>'s", () => {
  const copy = copyOfBuild();
  const page = `record/picks/${loss}.html`;
  const { posted = '' } = ledgerRow(copy, loss);
  const earlier = new Date(Date.parse(posted) - 4 * 86_400_000).toISOString();
  tamper(copy, page, `"datePublished":"${posted}"`, `"datePublished":"${earlier}"`);
  tamper(copy, page, /"dateModified":"[^"]*"/, `"dateModified":"${earlier}"`);
  tamper(copy, page, '<title>', `<meta property="article:published_time" content="${earlier}"/><title>`);
  tamper(copy, page, '<h1', `<p>Posted <time dateTime="${earlier}">four days early</time></p><h1`);
  const subject = `/record/picks/${loss}`;
  expectFailure(copy, subject, 'pages', [
    `${subject} states JSON-LD datePublished "${earlier}", but the files give ${loss} posted ${posted}`,
    `${subject} states JSON-LD dateModified "${earlier}", but the files give ${loss}'s last entry on the chain at`,
    `${subject} states article:published_time "${earlier}", but the files give ${loss} posted ${posted}`,
    `${subject} states <time> "${earlier}", which is no moment the files give ${loss}`,
  ]);
});

// The home page's, /record's and a year's previews (a chat's card, a search result) may state the
// record's headline: only as the files prove it, with the site's own preview image.
test("a record page's preview stating other figures, or another image, fails", () => {
  const copy = copyOfBuild();
  tamper(copy, 'record.html', 'og:description" content="', 'og:description" content="Up +154.32 units. ');
  tamper(copy, 'index.html', '<title>Receipts Club:', '<title>Receipts Club, 58% ROI:');
  tamper(copy, 'record/2026.html', /"description":"All \d+ picks/, '"description":"All 40 picks');
  const preview = /record\/opengraph-image\/preview\.png\?[0-9a-f]+"/g;
  const text = readFileSync(path.join(copy, 'record.html'), 'utf8');
  writeFileSync(path.join(copy, 'record.html'), text.replace(preview, `record/cards/${loss}.png"`));
  expectFailures(copy, 'pages', [
    [
      '/record',
      [
        '/record\'s og:description reads "Up +154.32 units. Every pick',
        'but the files prove 0.86 units',
        `/record shows https://receipts.club/record/cards/${loss}.png as its preview (og:image), not its own (https://receipts.club/record/opengraph-image/preview.png)`,
      ],
    ],
    ['/', '/\'s title reads "Receipts Club, 58% ROI: Handicappers'],
    ['/record/2026', ['/record/2026\'s JSON-LD description reads "All 40 picks', 'but the files prove 5 picks']],
  ]);
});

// Deleting a losing pick's entry from the feeds leaves every other entry true: what a feed leaves
// out must fail too.
test("a losing pick's entry left out of both feeds fails", () => {
  const copy = copyOfBuild();
  const json = JSON.parse(readFileSync(path.join(copy, 'record/feed.json'), 'utf8'));
  const items = json.items.filter((item: { id: string }) => !item.id.endsWith(`/record/picks/${loss}`));
  expect(items).toHaveLength(json.items.length - 1);
  writeFileSync(path.join(copy, 'record/feed.json'), JSON.stringify({ ...json, items }));
  tamper(copy, 'record/feed.atom', new RegExp(`<entry>\\s*<id>[^<]*/record/picks/${loss}</id>[\\s\\S]*?</entry>`), '');
  expectFailures(
    copy,
    'feeds',
    ['/record/feed.json', '/record/feed.atom'].map((feed) => [feed, `${feed} leaves out ${loss}, one of the newest`]),
  );
});

// A sealed pick's selection, odds and book are in no published file: its page's title and previews
// can only say it is sealed, or they leak (or invent) the pick.
test("a sealed pick's title naming a pick fails, in every name its page gives", () => {
  const copy = copyOfBuild(sealedCopy.build);
  const page = `record/picks/${sealedPick.id}.html`;
  const text = readFileSync(path.join(copy, page), 'utf8');
  const sealed = `${sealedPick.id}: sealed until the start`;
  expect(text).toContain(sealed);
  writeFileSync(path.join(copy, page), text.replaceAll(sealed, `${sealedPick.id}: Eagles moneyline`));
  const subject = `/record/picks/${sealedPick.id}`;
  expectFailure(
    copy,
    subject,
    'pages',
    [
      ...['title', 'og:title', 'twitter:title', 'og:image:alt', 'JSON-LD name'].map(
        (tag) => `${subject}'s ${tag} reads "${sealedPick.id}: Eagles moneyline`,
      ),
      `${subject}'s JSON-LD name of its ListItem reads "${sealedPick.id}: Eagles moneyline"`,
    ],
    sealedCopy.at,
  );
});

// Crawlers read every JSON-LD block, a top-level array and any type: a pick page's structured data
// is read whole, and a type these checks do not read fails, named.
test("a pick page's structured data as a second block, an array, or another type fails", () => {
  const copy = copyOfBuild();
  const page = `record/picks/${loss}.html`;
  const block = JSON.stringify([
    { '@context': 'https://schema.org', '@type': 'WebPage', name: `${loss}: Under 221.5 ✅ WON` },
  ]);
  tamper(copy, page, '"@type":"WebPage"', '"@type":"ItemPage"');
  tamper(copy, page, '<title>', `<script type="application/ld+json">${block}</script><title>`);
  const subject = `/record/picks/${loss}`;
  expectFailure(copy, subject, 'pages', [
    `${subject}'s JSON-LD name reads "${loss}: Under 221.5 ✅ WON"`,
    `${subject}'s structured data has an object typed "ItemPage"`,
  ]);
});
