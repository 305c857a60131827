/**
 * "The pages are claims too": what visitors read (/record's headline, each year page's header,
 * each pick page, each feed entry, each share card's text) checked against the record the verifier
 * recomputed from the published CSV and chain (lib/record/proof/verify.mjs). The pages mark each
 * figure they show with `data-claim="…"` (components/ui/FigureList.tsx); a figure is read back from
 * its text, as a number to the precision it shows, or as the exact value the record gives, so no
 * formatting rule of the pages is written twice. scripts/record/verify.mjs reads the files.
 */
import { parse } from 'parse5';
import { create } from 'xmlbuilder2';
import { parseLegs, parseScore, teamsOf } from '../ledger/grading.mjs';
import { calendarYear, formatOdds } from '../math.mjs';
import { voidStatusOf } from '../model.mjs';
import { DATE_TAG, pickDateProblems } from './pageDates.mjs';
import { previewFigureProblems, previewImagePath } from './pagePreviews.mjs';
import { numbersIn, outcomesIn, sameNumber, unitsOrWordIn } from './pageText.mjs';
import { tally } from './provenRecord.mjs';
import {
  datesOf,
  descriptionsOf,
  namesOf,
  PAGE_TYPE,
  pickStructuredProblems,
  structuredNodes,
} from './structuredData.mjs';

/** The figures a page marks, by the name its `data-claim` attribute gives. */
export const pageClaims = /** @type {const} */ ([
  'record',
  'units',
  'roi',
  'picks',
  'not-proven',
  'event',
  'selection',
  'odds',
  'stake',
  'sportsbook',
  'result',
  'profit',
  'score',
  'posted',
  'start',
  'posted-lead',
  'sealed-lead',
]);
/** @typedef {(typeof pageClaims)[number]} PageClaim */

/** Where the build publishes every share card's text and its PNG's SHA-256 (scripts/build/pick-cards.tsx). */
export const cardSourcesFile = 'record/cards.json';

/** The rules of this module, by name, as lib/record/proof/verify.mjs names its own. */
export const pageRules = /** @type {const} */ ({
  pages:
    "every figure /record, a year page or a pick page shows is what the published files prove, each page shows the figures it must, names its own address and shares its own pick's card and name or its own preview, and its previews, dates and structured data state only what the files give",
  feeds:
    'every feed entry tells its pick as the published files give it, no feed tells a pick twice, and each holds the newest picks, in order',
  cards:
    "every share card is listed with the text it was drawn from and its PNG's hash, and that text tells its pick as the published files give it",
});

/**
 * @typedef {{ rule: keyof typeof pageRules, subject: string, message: string }} PageProblem
 * @typedef {import('./provenRecord.mjs').Tally} Tally
 * @typedef {{ pick: string, field: string, before: string, after: string }} PublishedCorrectionChange
 * @typedef {{
 *   rows: readonly Record<string, string>[],
 *   corrections: readonly (PublishedCorrectionChange & { date: string })[],
 *   proven: Tally,
 *   notProven: { picks: number, unitsWon: number },
 *   sample: string | null,
 *   timeZone: string,
 *   feedEntries: number,
 *   sealedName: string,
 *   starts: Readonly<Record<string, string>>,
 *   links: readonly { pick: string, time: string }[],
 * }} RecomputedRecord what the verifier proved: the published picks (unguarded), corrections and figures,
 *   the site's settings it is read with (the zone, how many entries a feed keeps, a sealed pick's name),
 *   the earliest start the record gives each pick's game (by id, as an instant; '' when none), and
 *   each entry of the chain, in order: its pick and its token's time
 */

const results = ['win', 'loss', 'push', 'void'];
const RESULT_WORD = /\b(win|loss|push|void)\b/gi;
/** A lead in days, hours and minutes, then the side of the start it falls on. */
const LEAD = /((?:\d+\s*(?:d|h|min)\b\s*)+)(before|after)\b/g;
/** @type {Readonly<Record<string, number>>} */
const LEAD_UNITS = { d: 86_400_000, h: 3_600_000, min: 60_000 };

/** The pages that show the record, by the path visitors open: the home page's headline, /record, each year's, each pick's. @param {RecomputedRecord} record */
export function pagePaths(record) {
  return ['/', '/record', ...yearsOf(record).map(yearPath), ...record.rows.map((row) => pickPagePath(row.id ?? ''))];
}
/** @param {string} id */
const pickPagePath = (id) => `/record/picks/${id}`;
/** @param {string} year */
const yearPath = (year) => `/record/${year}`;
/** @param {string} id */
export const cardImagePath = (id) => `/record/cards/${id}.png`;

/** The figures of a year's picks: those whose game started that year in the record's time zone. @param {RecomputedRecord} record @param {string} year */
const yearTally = (record, year) =>
  tally(
    record.rows
      .filter((row) => calendarYear(row.event_start ?? '', record.timeZone) === year)
      .map((cells, line) => ({ line, cells })),
  );

/**
 * The pages that state the record's figures, each with the figures the files prove for it: the
 * home page and /record the proven record's, a year page its year's.
 * @param {RecomputedRecord} record @returns {[string, Tally, string | null][]}
 */
const recordPages = (record) => [
  ['/', record.proven, null],
  ['/record', record.proven, null],
  ...yearsOf(record).map(
    (year) => /** @type {[string, Tally, string]} */ ([yearPath(year), yearTally(record, year), year]),
  ),
];

/** @param {RecomputedRecord} record */
function yearsOf(record) {
  return [...new Set(record.rows.map((row) => calendarYear(row.event_start ?? '', record.timeZone)))].sort();
}

/**
 * The feeds a page announces (`<link rel="alternate">` of a feed type), as paths.
 * @param {string} html @param {string} base the site's address, for absolute links
 */
export function announcedFeeds(html, base) {
  /** @type {string[]} */
  const feeds = [];
  walk(parse(html), (node) => {
    if (node.nodeName !== 'link') return;
    const rel = attribute(node, 'rel') ?? '';
    const type = attribute(node, 'type') ?? '';
    const href = attribute(node, 'href');
    if (href && rel.split(/\s+/).includes('alternate') && /(atom|rss|feed\+json)/.test(type))
      feeds.push(new URL(href, base).pathname);
  });
  return [...new Set(feeds)];
}

/**
 * @typedef {{ nodeName: string, attrs?: { name: string, value: string }[], childNodes?: Node[], value?: string, content?: Node }} Node
 */
/** @param {Node} node @param {(node: Node) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const child of node.childNodes ?? []) walk(child, visit);
  if (node.content) walk(node.content, visit);
}
/** @param {Node} node @param {string} name */
const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value ?? null;
/** @param {Node} node @returns {string} */
const textOf = (node) =>
  node.nodeName === '#text' ? (node.value ?? '') : (node.childNodes ?? []).map(textOf).join('');

/**
 * @typedef {{ claim: string, text: string, time?: string | null }} Figure
 * @typedef {{ tag: string, text: string }} Tagged
 * @typedef {{
 *   canonical: string[], images: { tag: string, url: string }[], alts: Tagged[], descriptions: Tagged[], title: string | null,
 *   structured: (import('./structuredData.mjs').StructuredNode[] | null)[], dates: import('./pageDates.mjs').StatedDate[],
 * }} Head what a link to the page shows before it is opened: its address, its card, the names given to the
 *   card and the page (alts), its descriptions and its title; its structured data, each block's typed
 *   objects (null: not JSON); and every moment it states
 */

/** The tags of a page's head that give a shared link's card and its words. */
const IMAGE_TAGS = ['og:image', 'twitter:image'];
/** Other names a crawler may read a page's image under: each, when present, must be the card too. */
const MORE_IMAGE_TAGS = ['og:image:url', 'og:image:secure_url', 'twitter:image:src', 'image_src'];
const ALT_TAGS = ['og:image:alt', 'twitter:image:alt', 'og:title', 'twitter:title'];
const DESCRIPTION_TAGS = ['description', 'og:description', 'twitter:description'];

/**
 * One block of structured data read into the head: each block's typed objects, the page node's
 * (schema.org's WebPage) name and description as the page's, and every moment any object states.
 * @param {Head} head @param {string} json
 */
function readStructured(head, json) {
  const nodes = structuredNodes(json);
  head.structured.push(nodes);
  if (nodes === null) {
    head.descriptions.push({ tag: 'JSON-LD', text: 'not JSON' });
    return;
  }
  for (const item of nodes) {
    if (item.types.includes(PAGE_TYPE)) {
      head.alts.push(...namesOf(item));
      head.descriptions.push(...descriptionsOf(item));
    }
    head.dates.push(...datesOf(item));
  }
}

/**
 * A meta tag read into the head. A crawler may read either attribute, in any case: a tag counts
 * under each name it gives.
 * @param {Head} head @param {Node} node
 */
function readMeta(head, node) {
  const content = attribute(node, 'content') ?? '';
  const names = ['property', 'name', 'itemprop'].map((name) => (attribute(node, name) ?? '').trim().toLowerCase());
  for (const tag of new Set(names)) {
    if ([...IMAGE_TAGS, ...MORE_IMAGE_TAGS].includes(tag)) head.images.push({ tag, url: content });
    if (ALT_TAGS.includes(tag)) head.alts.push({ tag, text: content });
    if (DESCRIPTION_TAGS.includes(tag)) head.descriptions.push({ tag, text: content });
    if (tag && DATE_TAG.test(tag)) head.dates.push({ tag, value: content });
  }
}

/**
 * A page read once: each element it marks with data-claim, as its claim and text, in page order (a
 * `<time>`'s machine-readable instant too), what its head tells a chat's preview, and every moment
 * it states.
 * @param {string} html @returns {{ claims: Figure[], head: Head }}
 */
export function readPage(html) {
  /** @type {Figure[]} */
  const claims = [];
  /** @type {Head} */
  const head = { canonical: [], images: [], alts: [], descriptions: [], title: null, structured: [], dates: [] };
  walk(parse(html), (node) => {
    if (node.nodeName === 'meta') readMeta(head, node);
    if (node.nodeName === 'link' && (attribute(node, 'rel') ?? '').toLowerCase().split(/\s+/).includes('image_src'))
      head.images.push({ tag: 'image_src', url: attribute(node, 'href') ?? '' });
    if (node.nodeName === 'script' && attribute(node, 'type') === 'application/ld+json')
      readStructured(head, textOf(node));
    if (node.nodeName === 'link' && (attribute(node, 'rel') ?? '').split(/\s+/).includes('canonical'))
      head.canonical.push(attribute(node, 'href') ?? '');
    // The document's title comes first; an SVG's <title> later in the body is not it.
    if (node.nodeName === 'title' && head.title === null) head.title = textOf(node).trim();
    const claim = attribute(node, 'data-claim');
    // A moment the page states beyond its marked figures (those are read as claims).
    if (node.nodeName === 'time' && claim === null && attribute(node, 'datetime') !== null)
      head.dates.push({ tag: '<time>', value: attribute(node, 'datetime') ?? '' });
    if (claim === null) return;
    const text = textOf(node).trim();
    claims.push(node.nodeName === 'time' ? { claim, text, time: attribute(node, 'datetime') } : { claim, text });
  });
  return { claims, head };
}

/** Each element a page marks with data-claim (readPage). @param {string} html */
export const claimsOf = (html) => readPage(html).claims;

/** The numbers a text shows as units ("1.5 u", "+0.91 u"), not those of an id or a score. @param {string} text */
const unitsIn = (text) =>
  [...text.matchAll(/([+\u2212-]?\d[\d,]*(?:\.\d+)?)\s*u\b/g)].flatMap(([, number = '']) => numbersIn(number));

/** The result words a text shows, lowercased. @param {string} text */
const resultWords = (text) => [...text.matchAll(RESULT_WORD)].map(([word]) => word.toLowerCase());

/**
 * Whether a text shows a value whole, or cut at a word and ended with an ellipsis (a card's line):
 * at least the first half of it, then "…".
 * @param {string} text @param {string} value
 */
function shows(text, value) {
  if (text.includes(value)) return true;
  for (let at = text.indexOf('…'); at !== -1; at = text.indexOf('…', at + 1)) {
    for (let length = Math.min(at, value.length - 1); length >= Math.ceil(value.length / 2); length -= 1) {
      if (value.startsWith(text.slice(at - length, at))) return true;
    }
  }
  return false;
}

/**
 * How a figure's text must read, or why it does not: headline and year figures from a tally.
 * @param {string} claim @param {string} text @param {Tally} figures
 * @returns {string | null}
 */
function tallyProblem(claim, text, figures) {
  const numbers = numbersIn(text);
  switch (claim) {
    case 'record': {
      const want = `${figures.wins}-${figures.losses}-${figures.pushes}`;
      const [wins, losses, pushes] = numbers.map((number) => Math.abs(number.value));
      return numbers.length === 3 && `${wins}-${losses}-${pushes}` === want ? null : `the files prove ${want}`;
    }
    case 'units':
      return numbers.length === 1 && sameNumber(numbers[0], figures.unitsWon)
        ? null
        : `the files prove ${figures.unitsWon} units`;
    case 'roi': {
      const roi = figures.unitsRisked > 0 ? (figures.unitsWon / figures.unitsRisked) * 100 : null;
      if (roi === null) return numbers.length === 0 ? null : 'the files prove no ROI yet (nothing risked)';
      return numbers.length === 1 && sameNumber(numbers[0], roi)
        ? null
        : `the files prove an ROI of ${roi.toFixed(4)}%`;
    }
    case 'picks':
      return numbers.length === 1 && numbers[0]?.value === figures.picks
        ? null
        : `the files prove ${figures.picks} picks`;
    default:
      return `${claim} is no figure of a record's header`;
  }
}

/** @param {string} text @param {string} result */
function resultProblem(text, result) {
  const words = resultWords(text);
  if (results.includes(result))
    return words.length === 1 && words[0] === result ? null : `the files grade it ${result}`;
  return words.length === 0 ? null : `the files give it no grade yet (${result})`;
}

/**
 * How a score with its teams named reads against the row's: "F5 (first five innings): Arizona
 * Diamondbacks 3, Minnesota Twins 2" for "F5 3-2", "Game postponed" for "postponed". The teams,
 * the part's mark and the extra time are taken out before the points are read, as a team's name
 * may hold digits ("Philadelphia 76ers").
 * @param {string} text @param {Record<string, string>} row
 */
function scoreProblem(text, row) {
  const written = row.score ?? '';
  const want = `the files give ${JSON.stringify(written)}`;
  const status = voidStatusOf(written);
  if (status) return new RegExp(`\\b${status.word}\\b`, 'i').test(text) && numbersIn(text).length === 0 ? null : want;
  const score = parseScore(written);
  const teams = teamsOf(row.event ?? '');
  if (!score || !teams) return want;
  if ((score.segment && !text.includes(score.segment)) || (score.extra && !text.includes(score.extra))) return want;
  let rest = text;
  for (const name of [...teams, score.segment, score.extra]) if (name) rest = rest.replaceAll(name, ' ');
  const numbers = numbersIn(rest).map((number) => number.value);
  const [away, home] = teams;
  return numbers.length === 2 &&
    numbers[0] === score.first &&
    numbers[1] === score.second &&
    text.indexOf(away) < text.indexOf(home)
    ? null
    : want;
}

/**
 * A moment a pick page shows (`<time dateTime>` and its text in a named zone), or why it is not
 * the row's instant: both the machine-readable instant and the words a reader sees must be it.
 * @param {string} text @param {string | null | undefined} time @param {string} instant the row's
 */
function momentProblem(text, time, instant) {
  const want = Date.parse(instant);
  const given = `the files give ${instant}`;
  if (!time || Date.parse(time) !== want) return `its dateTime says ${JSON.stringify(time ?? null)} where ${given}`;
  // The words must name their zone ("EST", "GMT+1"): a time without one reads differently in each reader's.
  const words = text.replace(/\s+/g, ' ');
  const minute = (/** @type {number} */ ms) => Math.floor(ms / 60_000);
  // The words show the minute, so they are read to the minute.
  if (!/\b(?:[A-Z]{2,5}|GMT[+-]\d{1,2}(?::\d{2})?)$/.test(words) || minute(Date.parse(words)) !== minute(want))
    return given;
  return null;
}

/**
 * A lead a page shows ("Posted 4 h before the start", "… 2 d 3 h after the start"), or why it is
 * not the lead the files give (ms, positive before the start), to the precision it shows: its last
 * unit. Read back, not formatted again, as the page's formatter is not the verifier's to import.
 * @param {string} text @param {number} lead
 */
function leadProblem(text, lead) {
  const want = Number.isFinite(lead)
    ? `the files give ${Math.floor(Math.abs(lead) / 60_000)} minutes ${lead > 0 ? 'before' : 'after'} the start`
    : 'the files give no lead';
  const [, parts = '', side] = [...text.matchAll(LEAD)].at(-1) ?? [];
  const units = [...parts.matchAll(/(\d+)\s*(d|h|min)\b/g)].map(([, count, unit = 'min']) => ({
    ms: Number(count) * (LEAD_UNITS[unit] ?? Number.NaN),
    step: LEAD_UNITS[unit] ?? Number.NaN,
  }));
  const shown = units.reduce((sum, unit) => sum + unit.ms, 0) * (side === 'before' ? 1 : -1);
  const step = units.at(-1)?.step ?? Number.NaN;
  return Math.abs(shown - lead) < step ? null : want;
}

/**
 * A pick page's figure, or why it does not read as the pick's published row.
 * @param {string} claim @param {string} text @param {Record<string, string>} row @param {string | null | undefined} time a `<time>`'s dateTime
 * @param {number} start the earliest start the record gives the pick's game
 */
function pickProblem(claim, text, row, time, start) {
  switch (claim) {
    case 'posted-lead':
      return leadProblem(text, Date.parse(row.event_start ?? '') - Date.parse(row.posted ?? ''));
    case 'sealed-lead':
      return leadProblem(text, start - Date.parse(row.timestamped ?? ''));
    case 'selection':
      // A parlay lists each leg's selection on its own (checkPages checks them all, in order).
      if (row.market === 'parlay' && row.secret) {
        const legs = parseLegs(row.selection ?? '');
        return legs.ok && legs.value.some((leg) => leg.selection === text)
          ? null
          : `no leg of ${JSON.stringify(row.selection ?? '')} is that`;
      }
      return text === (row.selection ?? '') ? null : `the files give ${JSON.stringify(row.selection ?? '')}`;
    case 'event':
    case 'sportsbook':
      return text === (row[claim] ?? '') ? null : `the files give ${JSON.stringify(row[claim] ?? '')}`;
    case 'score':
      return scoreProblem(text, row);
    case 'posted':
      return momentProblem(text, time, row.posted ?? '');
    case 'start':
      return momentProblem(text, time, row.event_start ?? '');
    case 'odds': {
      const odds = formatOdds(Number(row.odds));
      return text === odds ? null : `the files give ${odds}`;
    }
    case 'stake': {
      const numbers = numbersIn(text);
      return numbers.length === 1 && sameNumber(numbers[0], Number(row.stake))
        ? null
        : `the files give ${row.stake} units`;
    }
    case 'result':
      return resultProblem(text, row.result ?? '');
    case 'profit': {
      const numbers = numbersIn(text);
      return row.profit && numbers.length === 1 && sameNumber(numbers[0], Number(row.profit))
        ? null
        : `the files give ${row.profit || 'no'} units`;
    }
    default:
      return `${claim} is no figure of a pick's page`;
  }
}

/**
 * The claims a pick's page must show: a sealed pick only its stake, times and leads; a straight
 * bet's score once it has one (a parlay's legs give theirs); the token's lead once it has a token.
 * @param {Record<string, string>} row @returns {readonly string[]}
 */
function pickClaims(row) {
  const leads = ['posted-lead', ...(row.timestamped ? ['sealed-lead'] : [])];
  if (!row.secret) return ['stake', 'posted', 'start', ...leads];
  return [
    'event',
    'selection',
    'odds',
    'stake',
    'sportsbook',
    'result',
    'posted',
    'start',
    ...(row.profit ? ['profit'] : []),
    ...(row.score && row.market !== 'parlay' ? ['score'] : []),
    ...leads,
  ];
}

/**
 * Checks each page's marked figures: every figure the page must show is there, and each reads as
 * the recomputed record gives it.
 * @param {RecomputedRecord} record @param {ReadonlyMap<string, readonly { claim: string, text: string }[] | null>} pages each page's marked figures (claimsOf), by path (null: not published)
 * @returns {PageProblem[]}
 */
export function checkPages(record, pages) {
  /** @type {PageProblem[]} */
  const problems = [];
  /**
   * @param {string} path @param {readonly { claim: string, text: string, time?: string | null }[] | null | undefined} found @param {readonly string[]} required
   * @param {(claim: string, text: string, time: string | null | undefined) => string | null} check @param {string} what
   */
  const page = (path, found, required, check, what) => {
    if (found === null || found === undefined) {
      problems.push({ rule: 'pages', subject: path, message: `${path} is not published, but it shows ${what}` });
      return;
    }
    for (const claim of required) {
      if (!found.some((figure) => figure.claim === claim))
        problems.push({
          rule: 'pages',
          subject: path,
          message: `${path} lacks the figure "${claim}" of ${what} (no element with data-claim="${claim}")`,
        });
    }
    for (const { claim, text, time } of found) {
      const problem = check(claim, text, time);
      if (problem)
        problems.push({
          rule: 'pages',
          subject: path,
          message: `${path} shows ${claim} "${text}" for ${what}, but ${problem}`,
        });
    }
  };

  const headline = record.rows.length ? ['record', 'units', 'roi', 'picks'] : [];
  page('/', pages.get('/'), headline, (claim, text) => tallyProblem(claim, text, record.proven), 'the proven record');
  page(
    '/record',
    pages.get('/record'),
    record.rows.length ? [...headline, 'not-proven'] : [],
    (claim, text) => {
      if (claim !== 'not-proven') return tallyProblem(claim, text, record.proven);
      const [count, units] = numbersIn(text);
      const { picks, unitsWon } = record.notProven;
      return (count?.value ?? 0) === picks && (picks === 0 || sameNumber(units, unitsWon))
        ? null
        : `the files leave ${picks} picks (${unitsWon} units) not proven`;
    },
    'the proven record',
  );
  for (const year of yearsOf(record)) {
    const figures = yearTally(record, year);
    page(
      yearPath(year),
      pages.get(yearPath(year)),
      ['record', 'units', 'roi', 'picks'],
      (claim, text) => tallyProblem(claim, text, figures),
      `${year}`,
    );
  }
  for (const row of record.rows) {
    const id = row.id ?? '';
    const path = pickPagePath(id);
    const found = pages.get(path);
    const start = Date.parse(record.starts[id] ?? '');
    page(path, found, pickClaims(row), (claim, text, time) => pickProblem(claim, text, row, time, start), id);
    if (found) problems.push(...legsProblems(path, row, found));
  }
  return problems;
}

/**
 * A revealed parlay's page shows each leg's selection once, in the order the files give them.
 * @param {string} path @param {Record<string, string>} row @param {readonly { claim: string, text: string }[]} found
 * @returns {PageProblem[]}
 */
function legsProblems(path, row, found) {
  const legs = row.market === 'parlay' && row.secret ? parseLegs(row.selection ?? '') : null;
  if (!legs?.ok) return [];
  const shown = found.filter((figure) => figure.claim === 'selection').map((figure) => figure.text);
  const want = legs.value.map((leg) => leg.selection);
  return shown.join('\n') === want.join('\n')
    ? []
    : [
        {
          rule: 'pages',
          subject: path,
          message: `${path} shows the legs ${JSON.stringify(shown)} for ${row.id}, but the files give ${JSON.stringify(want)}`,
        },
      ];
}

/** A URL's origin, or null when it is not an absolute URL. @param {string | undefined} url */
function originOf(url) {
  try {
    return new URL(url ?? '').origin;
  } catch {
    return null;
  }
}

/** The site's origin, as /record's canonical address names it; null when it names none. @param {ReadonlyMap<string, Head | null>} heads */
export const siteOrigin = (heads) => originOf(heads.get('/record')?.canonical[0]);

/**
 * Checks what a link to each page shows before it is opened (a chat's or a search engine's preview):
 * each page names one address, its own, on the origin /record names; each pick page shares its own
 * pick's card there, and its title and the card's words name that pick (once revealed, what was
 * picked, as the files give it).
 * @param {RecomputedRecord} record @param {ReadonlyMap<string, Head | null>} heads each page's head (readPage), by path (null: not published)
 * @returns {PageProblem[]}
 */
export function checkHeads(record, heads) {
  /** @type {PageProblem[]} */
  const problems = [];
  /** @param {string} subject @param {string} message */
  const fail = (subject, message) => problems.push({ rule: 'pages', subject, message });
  const origin = siteOrigin(heads);
  for (const [path, head] of heads) {
    if (!head) continue;
    const [address, ...more] = head.canonical;
    const own = origin === null ? null : new URL(path, origin).href;
    if (address === undefined || more.length || originOf(address) === null)
      fail(path, `${path} must name one canonical address; it names ${head.canonical.length}`);
    else if (own !== null && new URL(address).href !== own)
      fail(path, `${path} names ${address} as its address, not its own (${own})`);
  }
  if (origin === null) return problems;
  for (const [path, figures, year] of recordPages(record)) {
    const head = heads.get(path);
    if (head) for (const message of recordPreviewProblems(path, head, figures, year, origin)) fail(path, message);
  }
  /** @type {Map<string, string[]>} */
  const linkTimes = new Map();
  for (const { pick, time } of record.links) linkTimes.set(pick, [...(linkTimes.get(pick) ?? []), time]);
  for (const row of record.rows) {
    const path = pickPagePath(row.id ?? '');
    const head = heads.get(path);
    if (!head) continue;
    const id = row.id ?? '';
    const facts = {
      links: linkTimes.get(id) ?? [],
      corrections: record.corrections.filter((correction) => correction.pick === id).map((c) => c.date),
      start: record.starts[id] ?? '',
      timeZone: record.timeZone,
    };
    for (const message of pickHeadProblems(path, head, row, origin, facts, record.sealedName)) fail(path, message);
  }
  return problems;
}

/**
 * The image tags of a head that do not give one image the test accepts: each of og:image and
 * twitter:image, and each other name a crawler reads one under when present.
 * @param {Head} head @param {string} base @param {(url: URL) => boolean} accepts
 * @returns {{ tag: string, urls: string[] }[]}
 */
function imageProblems(head, base, accepts) {
  return [...IMAGE_TAGS, ...MORE_IMAGE_TAGS].flatMap((tag) => {
    const urls = head.images.filter((image) => image.tag === tag).map((image) => image.url);
    if (!IMAGE_TAGS.includes(tag) && urls.length === 0) return [];
    const [url] = urls;
    return urls.length === 1 && url !== undefined && originOf(url) === originOf(base) && accepts(new URL(url))
      ? []
      : [{ tag, urls }];
  });
}

/**
 * What a record page's preview tells (the home page's, /record's, a year's): its own preview image
 * (previewImagePath) on the site, and only figures the files prove for it.
 * @param {string} path @param {Head} head @param {Tally} figures @param {string | null} year @param {string} origin
 * @returns {string[]}
 */
function recordPreviewProblems(path, head, figures, year, origin) {
  const own = new URL(previewImagePath(path), origin);
  return [
    ...imageProblems(head, own.href, (url) => url.pathname === own.pathname && !url.hash).map(
      ({ tag, urls }) =>
        `${path} shows ${urls.join(', ') || 'no image'} as its preview (${tag}), not its own (${own.href})`,
    ),
    ...previewFigureProblems(path, head, figures, year),
  ];
}

/**
 * What a pick page's head tells against the pick's row: its own card, a title and names that name
 * the pick, and descriptions that tell it as the files give it.
 * @param {string} path @param {Head} head @param {Record<string, string>} row @param {string} origin
 * @param {Parameters<typeof pickDateProblems>[3]} facts what the files give the pick's moments
 * @param {string} sealedName what a sealed pick's name says after its id
 * @returns {string[]}
 */
function pickHeadProblems(path, head, row, origin, facts, sealedName) {
  const id = row.id ?? '';
  /** @type {string[]} */
  const problems = [];
  const card = new URL(cardImagePath(id), origin).href;
  problems.push(
    ...imageProblems(head, card, (url) => url.href === card).map(
      ({ tag, urls }) =>
        `${path} shares ${urls.join(', ') || 'no card'} as its card (${tag}), not ${id}'s own (${card})`,
    ),
  );
  const name = pickName(row, sealedName);
  for (const { tag, text } of [...head.alts, { tag: 'title', text: head.title ?? '' }]) {
    // After the name: nothing but, in the document's title, the site's name after " | ". No result
    // and no number.
    const rest = text.startsWith(name) ? text.slice(name.length) : null;
    if (rest === null || outcomesIn(rest).length || !(tag === 'title' ? /^(?: \| [^|\d]*)?$/.test(rest) : rest === ''))
      problems.push(`${path}'s ${tag} reads ${JSON.stringify(text)}, but the files give ${JSON.stringify(name)}`);
  }
  problems.push(
    ...pickStructuredProblems(path, head.structured, name),
    ...pickDateProblems(path, head.dates, row, facts),
  );
  if (!head.descriptions.length) problems.push(`${path} has no description`);
  for (const { tag, text } of head.descriptions) {
    const problem = descriptionProblem(text, row);
    if (problem) problems.push(`${path}'s ${tag} tells ${id} otherwise than the files: ${problem}`);
  }
  return problems;
}

/**
 * A pick's name, as its page's title and previews give it: its id, then what was picked (a parlay by
 * its event) once revealed, and the sealed name before: nothing of what was picked, word for word.
 * @param {Record<string, string>} row @param {string} sealedName
 */
const pickName = (row, sealedName) =>
  `${row.id ?? ''}: ${row.secret ? ((row.market === 'parlay' ? row.event : row.selection) ?? '') : sealedName}`;

/**
 * A sealed pick's description shows no result; a revealed one's shows the pick (a parlay by its
 * event), its odds and book, its stake, and once graded how it ended and the units won or lost.
 * @param {string} text @param {Record<string, string>} row @returns {string | null}
 */
function descriptionProblem(text, row) {
  const what = (row.market === 'parlay' ? row.event : row.selection) ?? '';
  // What it says beyond the pick, its game and its book, whose words may be anything ("Rams won't…"),
  // and beyond a parlay's count of winning legs.
  const told = [what, row.event ?? '', row.sportsbook ?? '']
    .reduce((rest, value) => (value ? rest.replaceAll(value, ' ') : rest), text)
    .replace(/\d+ of \d+ legs won/g, ' ');
  const outcomes = outcomesIn(told);
  if (!row.secret) return outcomes.length ? 'it shows a result while the pick is sealed' : null;
  const odds = formatOdds(Number(row.odds));
  const missing = [what, odds, row.sportsbook ?? ''].filter((value) => !text.includes(value));
  if (missing.length) return `it does not show ${missing.map((value) => JSON.stringify(value)).join(', ')}`;
  const graded = results.includes(row.result ?? '');
  if (graded ? outcomes.join() !== row.result : outcomes.length) return `the files grade it ${row.result}`;
  const [stake, profit, ...more] = unitsOrWordIn(told);
  if (!sameNumber(stake, Number(row.stake))) return `its stake is ${row.stake} units`;
  if (more.length || (row.profit ? !sameNumber(profit, Number(row.profit)) : profit !== undefined))
    return `its units are ${row.profit || 'none yet'}`;
  return null;
}

/**
 * The entries of a feed, Atom or JSON Feed, as what a reader sees: id, title, text and image, and
 * when it says it last changed.
 * @param {string} text @returns {{ id: string, title: string, text: string, texts: string[], images: string[], url: string, updated: string }[] | null} null: not a feed
 */
export function feedEntriesOf(text) {
  try {
    if (text.trimStart().startsWith('{')) {
      const feed = JSON.parse(text);
      return (Array.isArray(feed?.items) ? feed.items : []).map((/** @type {Record<string, unknown>} */ item) => ({
        id: String(item.id ?? ''),
        title: String(item.title ?? ''),
        ...told([item.content_text, item.content_html, item.summary].map((value) => String(value ?? ''))),
        images: [item.image, item.banner_image].flatMap((value) => (value ? [String(value)] : [])),
        url: String(item.url ?? ''),
        updated: String(item.date_modified ?? ''),
      }));
    }
    const feed = /** @type {Record<string, unknown>} */ (create(text).end({ format: 'object' }));
    const root = /** @type {Record<string, unknown>} */ (feed.feed ?? {});
    const entries = root.entry ?? [];
    /** @param {unknown} value @returns {string} */
    const plain = (value) =>
      typeof value === 'string'
        ? value
        : value && typeof value === 'object'
          ? String(/** @type {Record<string, unknown>} */ (value)['#'] ?? '')
          : '';
    return (Array.isArray(entries) ? entries : [entries]).map((/** @type {Record<string, unknown>} */ entry) => ({
      id: plain(entry.id),
      title: plain(entry.title),
      ...told([plain(entry.summary), plain(entry.content)]),
      images: linksOf(entry.link, 'enclosure'),
      url: linksOf(entry.link, 'alternate')[0] ?? '',
      updated: plain(entry.updated),
    }));
  } catch {
    return null;
  }
}

/** The pick a feed entry names by its page's address (its id), or '' when it names none. @param {string} id */
export const entryPick = (id) => /\/record\/picks\/([^/#?]+)$/.exec(id)?.[1] ?? '';

/**
 * The addresses of an Atom entry's links of one relation (its card: enclosure; its page: alternate).
 * @param {unknown} links the entry's link elements as xmlbuilder2 reads them @param {string} rel
 */
function linksOf(links, rel) {
  const list = /** @type {Record<string, unknown>[]} */ (Array.isArray(links) ? links : links ? [links] : []);
  return list.filter((link) => (link?.['@rel'] ?? 'alternate') === rel).map((link) => String(link['@href'] ?? ''));
}

/** An entry's texts a reader may show, each checked: the first, and all that are there. @param {string[]} values */
const told = (values) => {
  const texts = values.filter(Boolean);
  return { text: texts[0] ?? '', texts: texts.length ? texts : [''] };
};

/**
 * Checks each entry of each feed: it names a pick of the record by the pick page's address, no other
 * entry of its feed names the same pick (one entry per pick, updated in place), and it tells the
 * pick as the published files give it.
 * @param {{ rows: RecomputedRecord['rows'], corrections: readonly PublishedCorrectionChange[] }} record the published picks and corrections
 * @param {readonly { path: string, text: string | null }[]} feeds
 * @param {string | null} [origin] the site's origin (as /record names it): every entry's address is on it
 * @returns {PageProblem[]}
 */
export function checkFeeds(record, feeds, origin = null) {
  /** @type {PageProblem[]} */
  const problems = [];
  const byId = new Map(record.rows.map((row) => [row.id ?? '', row]));
  for (const feed of feeds) {
    const entries = feed.text === null ? null : feedEntriesOf(feed.text);
    if (entries === null) {
      problems.push({
        rule: 'feeds',
        subject: feed.path,
        message: `${feed.path} ${feed.text === null ? 'is announced but not published' : 'is not a feed a reader can read'}`,
      });
      continue;
    }
    /** @type {Set<string>} */
    const seen = new Set();
    for (const entry of entries) {
      const id = entryPick(entry.id);
      const row = byId.get(id);
      /** @param {string} problem */
      const fail = (problem) =>
        problems.push({
          rule: 'feeds',
          subject: feed.path,
          message: `${feed.path} entry ${JSON.stringify(entry.id)} (${JSON.stringify(entry.title)}) ${problem}`,
        });
      if (!row) {
        fail("names no pick of record.csv by its page's address");
        continue;
      }
      if (seen.has(id)) {
        fail(`is a second entry of ${id}: a feed tells each pick in one entry, updated in place`);
        continue;
      }
      seen.add(id);
      const corrections = record.corrections.filter((c) => c.pick === id);
      for (const problem of entryProblems(entry, row, corrections, origin)) fail(problem);
    }
  }
  return problems;
}

/**
 * What a feed entry tells beyond its address: its address is on the site, the page it links is its
 * pick's, each image is its own card, and each of its texts tells the pick as the files give it.
 * @param {{ id: string, title: string, texts: string[], images: string[], url: string }} entry
 * @param {Record<string, string>} row @param {readonly PublishedCorrectionChange[]} corrections
 * @param {string | null} origin
 * @returns {string[]}
 */
function entryProblems(entry, row, corrections, origin) {
  const id = row.id ?? '';
  const at = originOf(entry.id);
  if (at === null) return ['has no absolute address'];
  /** @type {string[]} */
  const problems = [];
  if (origin !== null && at !== origin) problems.push(`is addressed on ${at}, not the site's ${origin}`);
  const page = new URL(entry.id).href;
  if (entry.url && new URL(entry.url, entry.id).href !== page) problems.push(`links ${entry.url}, not ${id}'s page`);
  const card = new URL(cardImagePath(id), entry.id).href;
  for (const image of entry.images)
    if (new URL(image, entry.id).href !== card) problems.push(`shows ${image} as ${id}'s card, not its own (${card})`);
  for (const text of entry.texts) {
    const problem = feedEntryProblem({ title: entry.title, text }, row, corrections);
    if (problem) problems.push(`tells ${id} otherwise than the files: ${problem}`);
  }
  return [...new Set(problems)];
}

/**
 * The units a text says were won or lost ("1.50 u lost" is -1.5), not a stake's.
 * @param {string} text
 */
const unitsWonOrLost = (text) =>
  [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*u\s+(won|lost)\b/g)].flatMap(([, number = '', way]) =>
    numbersIn(number).map(({ value, step }) => ({ value: way === 'lost' ? -value : value, step })),
  );

/**
 * What a revealed pick's entry text states of its result, as content/record/feed.ts writes it
 * ("Result: Loss, final score 114-115, −1.50 u on a 1.5 u stake, graded …", or "Result: not graded
 * yet."): once, and as the files give it.
 * @param {string} text @param {Record<string, string>} row @returns {string | null}
 */
function textResultProblem(text, row) {
  const statements = text.split('Result: ').length - 1;
  if (statements !== 1) return `its text states a result ${statements} times, not once`;
  const result = row.result ?? '';
  if (!results.includes(result))
    return text.includes('Result: not graded yet.')
      ? null
      : `its text states a result the files do not give (${result})`;
  const stated = /Result: (\S+?),(?: final score .*?,)? ([+\u2212-]?\d[\d,]*(?:\.\d+)?) u on a /.exec(text);
  if (stated?.[1]?.toLowerCase() !== result) return `its text does not state the grade the files give (${result})`;
  return sameNumber(numbersIn(stated[2] ?? '')[0], Number(row.profit || 0))
    ? null
    : `its text's units are not the files' ${row.profit || '0'}`;
}

/**
 * A sealed pick's entry shows its stake and no result; a revealed pick's shows the pick, its odds
 * and its book, its title the pick (a parlay by its event) and its odds, then its result and the
 * units won or lost once graded; and its text every value a correction changed.
 * @param {{ title: string, text: string }} entry @param {Record<string, string>} row
 * @param {readonly PublishedCorrectionChange[]} corrections
 * @returns {string | null}
 */
function feedEntryProblem({ title, text }, row, corrections) {
  if (!row.secret) {
    if (resultWords(title).length) return 'it shows a result while the pick is sealed';
    return sameNumber(unitsIn(text)[0], Number(row.stake)) ? null : `its stake is ${row.stake} units`;
  }
  const odds = formatOdds(Number(row.odds));
  const what = (row.market === 'parlay' ? row.event : row.selection) ?? '';
  if (!title.includes(what) || !title.includes(odds))
    return `its title does not show ${JSON.stringify(what)} at ${odds}`;
  const missing = [row.selection ?? '', odds, row.sportsbook ?? ''].filter((value) => !text.includes(value));
  if (missing.length) return `it does not show ${missing.map((value) => JSON.stringify(value)).join(', ')}`;
  // What the title says beyond the pick and its game, whose words may be anything ("Rams to win").
  const told = [row.selection ?? '', row.event ?? ''].reduce(
    (rest, value) => (value ? rest.replaceAll(value, ' ') : rest),
    title,
  );
  const result = resultProblem(told, row.result ?? '');
  if (result) return result;
  const units = unitsWonOrLost(told);
  const profit = Number(row.profit || 0);
  if (
    profit === 0 ? units.some((shown) => !sameNumber(shown, 0)) : !(units.length === 1 && sameNumber(units[0], profit))
  )
    return `its units are ${row.profit || 'none yet'}`;
  const stated = textResultProblem(text, row);
  if (stated) return stated;
  const changed = corrections.flatMap((correction) => [correction.before, correction.after]);
  const unshown = changed.filter((value) => value && !text.includes(value));
  return unshown.length
    ? `it does not show what a correction changed (${unshown.map((value) => JSON.stringify(value)).join(', ')})`
    : null;
}

/**
 * Checks the share cards: the list (cardSourcesFile) names every pick once, each card's PNG has the
 * hash the list gives, and the text it was drawn from tells the pick as the published files give it.
 * @param {RecomputedRecord} record @param {string | null} sources the list's text (null: not published)
 * @param {ReadonlyMap<string, string | null>} hashes each pick's published PNG's SHA-256 (null: not published)
 * @returns {PageProblem[]}
 */
export function checkCards(record, sources, hashes) {
  /** @type {PageProblem[]} */
  const problems = [];
  /** @param {string} subject @param {string} message */
  const fail = (subject, message) => problems.push({ rule: 'cards', subject, message });
  /** @type {unknown} */
  let list = null;
  try {
    list = sources === null ? null : JSON.parse(sources);
  } catch {
    list = null;
  }
  const cards = /** @type {{ cards?: unknown }} */ (list ?? {}).cards;
  if (!Array.isArray(cards)) {
    fail(
      cardSourcesFile,
      `${cardSourcesFile} is ${sources === null ? 'not published' : 'not a list of cards'}: no card's text can be checked`,
    );
    return problems;
  }
  /** @type {Map<string, Record<string, unknown>>} */
  const byPick = new Map();
  for (const card of cards) {
    const pick = String(card?.pick ?? '');
    if (byPick.has(pick)) fail(cardSourcesFile, `${cardSourcesFile} lists ${pick} twice`);
    byPick.set(pick, card);
  }
  const ids = new Set(record.rows.map((row) => row.id ?? ''));
  for (const pick of byPick.keys())
    if (!ids.has(pick))
      fail(cardSourcesFile, `${cardSourcesFile} lists a card of ${pick}, which record.csv does not have`);
  for (const row of record.rows) {
    const id = row.id ?? '';
    const image = cardImagePath(id);
    const card = byPick.get(id);
    if (!card) {
      fail(image, `${cardSourcesFile} does not list ${id}'s card: its text cannot be checked`);
      continue;
    }
    const hash = hashes.get(id) ?? null;
    if (hash === null) fail(image, `${image}, ${id}'s share card, is not published`);
    else if (hash !== card.sha256)
      fail(
        image,
        `${image} is not the card ${cardSourcesFile} lists for ${id} (its SHA-256 is ${hash}, not ${card.sha256})`,
      );
    const text = /** @type {Record<string, unknown>} */ (card.text ?? {});
    const problem = cardTextProblem(text, row, record.sample !== null);
    if (problem) fail(image, `${id}'s card text in ${cardSourcesFile} ${problem}`);
  }
  return problems;
}

/**
 * @param {Record<string, unknown>} card @param {Record<string, string>} row @param {boolean} sample
 * @returns {string | null}
 */
function cardTextProblem(card, row, sample) {
  const line = (/** @type {string} */ name) =>
    typeof card[name] === 'string' ? /** @type {string} */ (card[name]) : '';
  const outcome = /** @type {{ text?: unknown, tone?: unknown }} */ (card.outcome ?? {});
  const said = typeof outcome.text === 'string' ? outcome.text : '';
  if (card.id !== row.id) return `names ${JSON.stringify(card.id)}`;
  if ((card.sample === null || card.sample === undefined) === sample)
    return sample
      ? 'lacks the sample badge the record carries'
      : 'carries a sample badge on a record that is no sample';
  if (!sameNumber(numbersIn(line('detail'))[0], Number(row.stake)))
    return `does not show the stake of ${row.stake} units`;
  const result = row.result ?? '';
  const tone = result === 'win' ? 'win' : result === 'loss' ? 'loss' : 'neutral';
  if (outcome.tone !== tone) return `is toned ${JSON.stringify(outcome.tone)}, not ${tone}`;
  if (!row.secret) return resultWords(said).length ? 'shows a result while the pick is sealed' : null;
  const headline = row.market === 'parlay' ? (row.event ?? '') : (row.selection ?? '');
  const odds = formatOdds(Number(row.odds));
  if (!shows(line('headline'), headline) || !line('headline').includes(odds))
    return `does not show ${JSON.stringify(headline)} at ${odds}`;
  if (!line('detail').includes(row.sportsbook ?? '')) return `does not show the book ${JSON.stringify(row.sportsbook)}`;
  const grade = resultProblem(said.split(/\s+/)[0] ?? '', result);
  if (grade) return grade;
  if ((result === 'win' || result === 'loss') && !sameNumber(numbersIn(said).at(-1), Number(row.profit)))
    return `does not show its ${row.profit} units`;
  return null;
}
