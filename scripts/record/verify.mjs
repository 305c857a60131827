#!/usr/bin/env node
// `npm run record:verify -- <folder or URL> [--since <chain value or saved checkpoint.txt>]…
//   [--authority <root PEM or SHA-256 fingerprint>]… [--at <ISO time>] [--sample] [--games <file or folder>]`
// Checks the public record from what the site publishes alone, the way a sceptic would, with the
// rules of lib/record/proof/verify.mjs: every seal, every link of the chain (picks, grades and
// corrections), every token against authorities this check trusts (the pinned ones in
// scripts/record/trust/, or those given with --authority; never the record's own certificate
// file), the time on this machine's clock (or --at), and every figure the site claims. It prints
// what is proven, what is not, and each problem with its pick and rule, and exits 1 on any problem,
// 2 on a wrong command, and 3 on a sample record (its tokens prove nothing) unless --sample accepts one.
// Then what visitors read, with lib/record/proof/pageClaims.mjs: /record's headline, each year page's
// header, each pick page, every feed, and each share card's text and hash. With --games, each
// pick's event against public game data (lib/record/games/): its date, start and final score.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readGames } from '../../data/record/games.mjs';
import { namedAuthority, pinnedAuthorities } from '../../data/record/trust.mjs';
import { recordSettings } from '../../content/record/settings.mjs';
import { checkGames, gameRules } from '../../lib/record/games/check.mjs';
import { readCsv } from '../../lib/record/ledger/csv.mjs';
import { sampleNotice } from '../../lib/record/model.mjs';
import {
  announcedFeeds,
  cardImagePath,
  cardSourcesFile,
  checkCards,
  checkFeeds,
  checkHeads,
  checkPages,
  pagePaths,
  pageRules,
  readPage,
} from '../../lib/record/proof/pageClaims.mjs';
import { rules, verifyRecord } from '../../lib/record/proof/verify.mjs';

/** How long after a game's start a pick may still show sealed: the 15-minute publish, twice, and slack. */
const SEALED_GRACE_MINUTES = 45;

const usage =
  'usage: npm run record:verify -- <folder or URL> [--since <chain value or checkpoint.txt>]… [--authority <root.pem or SHA-256>]… [--at <ISO time>] [--sample] [--games <file or folder>]';
/** The words a sample record carries on every row, the site's own (content/samples.json). */
const samples = JSON.parse(readFileSync(new URL('../../content/samples.json', import.meta.url), 'utf8'));
const sampleLabel = samples['content/record/picks.csv'];
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      since: { type: 'string', multiple: true, default: [] },
      authority: { type: 'string', multiple: true, default: [] },
      at: { type: 'string' },
      sample: { type: 'boolean', default: false },
      games: { type: 'string' },
    },
  });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}
const { values: options, positionals } = parsed;
const source = positionals[0] ?? '';
if (!source) {
  console.error(usage);
  process.exit(2);
}
const now = options.at ? new Date(options.at) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`--at "${options.at}" is not a time; write it like 2026-11-30T18:00:00Z`);
  process.exit(2);
}
const remote = /^https?:\/\//.test(source);

/** A published file's bytes, from the folder or the site. @param {string} name */
async function fetchFile(name) {
  if (remote) {
    const response = await fetch(new URL(name, source.endsWith('/') ? source : `${source}/`));
    if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
    return new Uint8Array(await response.arrayBuffer());
  }
  return new Uint8Array(await readFile(path.join(source, name)));
}
/** @param {string} name */
const text = async (name) => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await fetchFile(name));

let files;
try {
  const [record, corrections, chain, checkpoint, authority, claims] = await Promise.all([
    text('record.csv'),
    text('record/corrections.csv'),
    text('record/chain.csv'),
    text('record/checkpoint.txt'),
    text('record/timestamps/authority.pem'),
    text('record/claims.json'),
  ]);
  files = { record, corrections, chain, checkpoint, authority, claims };
} catch (error) {
  console.error(`FAIL  cannot read the published record: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

/** @type {import('../../data/record/trust.mjs').TrustedAuthority[]} */
let authorities;
try {
  authorities = options.authority.length
    ? options.authority.map((value) => namedAuthority(value))
    : pinnedAuthorities();
} catch (error) {
  console.error(`FAIL  ${error instanceof Error ? error.message : error}`);
  process.exit(2);
}

/** A value someone saved: a chain value, or a checkpoint.txt file (its size and head). */
const since = options.since.map((value) => {
  if (/^[0-9a-f]{64}$/.test(value)) return { chain: value, size: null, label: 'a saved chain value' };
  if (!existsSync(value)) {
    console.error(`--since ${value}: give a chain value (64 hex digits) or a saved checkpoint.txt`);
    process.exit(2);
  }
  const [, size = '', head = ''] = readFileSync(value, 'utf8').split('\n');
  return { chain: head, size: Number(size), label: value };
});

/**
 * In a folder, the files a sealed pick must not have yet: any whose name starts with its id (its
 * slip, under any name the guide suggests), other than its token and its own page and share card,
 * which show it sealed (content/routes.ts: pickPath, pickPreviewPath).
 * @param {string[]} sealedIds
 */
function sealedFiles(sealedIds) {
  if (remote || !sealedIds.length) return [];
  const prefixes = sealedIds.map((id) => id.toLowerCase());
  return readdirSync(source, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile() || entry.name.endsWith('.tsr')) return [];
    const name = entry.name.toLowerCase();
    const id = sealedIds.find((_, index) => name.startsWith(`${prefixes[index]}.`));
    const file = path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    return id && file !== `record/picks/${id}.html` && file !== `record/cards/${id}.png` ? [{ id, file }] : [];
  });
}

const { problems, summary } = await verifyRecord({
  files,
  readToken: (name) => fetchFile(`record/timestamps/${name}.tsr`),
  authorities,
  now,
  since,
  sealedGraceMinutes: SEALED_GRACE_MINUTES,
  pendingDays: recordSettings.pendingGraceDays,
  timeZone: recordSettings.timeZone,
  sampleNotice: typeof sampleLabel === 'string' ? sampleNotice(sampleLabel) : null,
});

for (const { id, file } of sealedFiles(summary.sealedIds)) {
  problems.push({
    rule: 'sealed',
    subject: id,
    message: `${file} is published while ${id} is sealed: nothing of a pick leaves the site before its game`,
  });
}
/** How many pages or cards are read at once: modest, for a site's server. */
const CONCURRENCY = remote ? 8 : 32;
/**
 * What `digest` makes of each published file of a list (its bytes, or null when it is not published),
 * read a few at a time and let go of once used, so thousands of pages and cards never sit in memory.
 * @template T
 * @param {readonly string[]} names @param {(bytes: Uint8Array | null) => T} digest
 * @returns {Promise<Map<string, T>>}
 */
async function readAll(names, digest) {
  /** @type {Map<string, T>} */
  const read = new Map();
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++] ?? '';
      read.set(name, digest(await fetchFile(name).catch(() => null)));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // In the order of `names`, not the order the reads finished in: the report lists them.
  const order = new Map(names.map((name, index) => [name, index]));
  return new Map([...read].sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
}
/** A page's file in a folder ("/record" → record.html, "/" → index.html), or its address on the site. @param {string} page */
const pageFile = (page) => (remote ? page.slice(1) : `${page === '/' ? 'index' : page.slice(1)}.html`);
const decode = (/** @type {Uint8Array | null | undefined} */ bytes) =>
  bytes ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) : null;

/** What the page checks read, for the report. */
let pagesRead = '';
// A folder of the record's files alone (no record.html) has no pages to read: said, not failed. A
// site's address always has them.
const withPages = remote || existsSync(path.join(source, pageFile('/record')));
if (!withPages)
  pagesRead = `pages    not read: ${source} holds no record.html, only the record's files; give the whole build to check what visitors read`;
if (withPages) {
  const recomputed = {
    rows: summary.rows,
    corrections: summary.corrections,
    proven: summary.claims.proven,
    notProven: summary.claims.notProven,
    sample: summary.sample,
    timeZone: recordSettings.timeZone,
    starts: summary.starts,
  };
  const paths = pagePaths(recomputed);
  const recordPage = decode(await fetchFile(pageFile('/record')).catch(() => null));
  const read = await readAll(paths.map(pageFile), (bytes) => {
    const html = decode(bytes);
    return html === null ? null : readPage(html);
  });
  const pages = new Map(paths.map((page) => [page, read.get(pageFile(page))?.claims ?? null]));
  const heads = new Map(paths.map((page) => [page, read.get(pageFile(page))?.head ?? null]));
  const feedPaths = new Set(
    announcedFeeds(recordPage ?? '', remote ? source : 'http://localhost/').map((feed) => feed.slice(1)),
  );
  if (!remote) {
    for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
      const name = file.split(path.sep).join('/');
      if (/\.(?:atom|rss)$|(?:^|\/)feed\.json$/.test(name)) feedPaths.add(name);
    }
  }
  const feeds = await readAll([...feedPaths].sort(), decode);
  const ids = summary.rows.map((row) => row.id ?? '');
  const images = await readAll(
    ids.map((id) => cardImagePath(id).slice(1)),
    (bytes) => (bytes ? createHash('sha256').update(bytes).digest('hex') : null),
  );
  const hashes = new Map(ids.map((id) => [id, images.get(cardImagePath(id).slice(1)) ?? null]));
  const cardSources = (await readAll([cardSourcesFile], decode)).get(cardSourcesFile) ?? null;
  pagesRead = `pages    ${paths.length} pages (the home page, /record, each year, each pick), ${feeds.size} feeds (${[...feeds.keys()].join(', ')}) and ${ids.length} share cards (${cardSourcesFile}) compared with the files`;
  problems.push(
    ...checkPages(recomputed, pages),
    ...checkHeads(recomputed, heads),
    ...checkFeeds(
      recomputed,
      [...feeds].map(([file, text]) => ({ path: `/${file}`, text })),
    ),
    ...checkCards(recomputed, cardSources, hashes),
  );
}

/** Each pick against public game data, when --games gives some. */
let gamesLines = /** @type {string[]} */ ([]);
if (options.games !== undefined) {
  let data;
  try {
    data = readGames(options.games);
  } catch (error) {
    console.error(`--games ${options.games}: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
  const [header, ...records] = readCsv(files.record);
  const names = header?.cells ?? [];
  const rows = records.map(({ cells }) => {
    const cell = (/** @type {string} */ name) => cells[names.indexOf(name)] ?? '';
    return {
      id: cell('id'),
      sport: cell('sport'),
      event: cell('event'),
      event_start: cell('event_start'),
      selection: cell('selection'),
      score: cell('score'),
      settled: cell('settled'),
    };
  });
  const report = checkGames(rows, data.games);
  gamesLines = [`games    ${data.files.length} files of game data read from ${options.games}`, ...report.lines];
  problems.push(
    ...data.drift.map((message) => ({ rule: 'games', subject: options.games ?? '', message })),
    ...report.problems,
  );
}

const { claims } = summary;
const lines = [
  `record   ${source}, checked at ${now.toISOString()} by this machine's clock${options.at ? ' (--at)' : ''}`,
  `picks    ${claims.picks}: ${claims.revealed} revealed, seals recomputed; ${claims.sealed} sealed; ${claims.graded} graded (${claims.wins}-${claims.losses}-${claims.pushes}, ${claims.voids} void), ${claims.pending} pending; ${claims.unitsWon} units`,
  `proven   ${claims.proven.picks} picks the headline counts: ${claims.proven.wins}-${claims.proven.losses}-${claims.proven.pushes}, ${claims.proven.voids} void; ${claims.proven.unitsWon} units on ${claims.proven.unitsRisked} risked`,
  ...(summary.notProven.length
    ? [
        `not proven ${claims.notProven.picks} pick${claims.notProven.picks === 1 ? '' : 's'}, ${claims.notProven.unitsWon} units, counted apart (no token before the start): ${summary.notProven
          .slice(0, 10)
          .map((pick) => `${pick.id} ${pick.result}`)
          .join('; ')}${summary.notProven.length > 10 ? '; …' : ''}`,
      ]
    : []),
  `chain    ${summary.entries} entries (picks, grades, corrections), ending at ${summary.head}`,
  `tokens   ${summary.tokens} verified; ${claims.timestamped.before} of ${claims.timestamped.total} picks proven timestamped before the earliest start the record gives`,
  ...summary.authorities.map(
    (authority) =>
      `trusted  ${authority.name}${authority.sample ? ' (SAMPLE)' : ''}: root ${authority.subject}, SHA-256 ${authority.fingerprint}, ${authority.tokens} tokens, policy ${authority.policies.join(', ')}`,
  ),
  ...(summary.unproven.length
    ? [
        `unproven ${summary.unproven.length} pick${summary.unproven.length === 1 ? '' : 's'} without a token before the start: ${summary.unproven
          .slice(0, 10)
          .map((pick) => `${pick.id} (token ${pick.token ?? 'none'}, start ${pick.start})`)
          .join('; ')}${summary.unproven.length > 10 ? '; …' : ''}`,
      ]
    : []),
  ...summary.corrections.map(
    (c) =>
      `corrected ${c.pick} ${c.field} "${c.before}" → "${c.after}" on ${c.date}${c.sealedField ? ' (changes what was posted)' : ''}: ${c.reason}`,
  ),
  `voids    ${summary.voidShare.voids} of ${summary.voidShare.graded} graded picks (${summary.voidShare.graded ? ((summary.voidShare.voids / summary.voidShare.graded) * 100).toFixed(1) : '0.0'}%)`,
  ...summary.voids.map((v) =>
    v.side === 'game'
      ? `void     ${v.pick}: ${v.score || 'every leg void'}${v.reason ? `; ${v.reason}` : ''}`
      : `void     ${v.pick}: the book's, beside the final score ${v.score} (a ${v.graded} by it): ${v.reason} Check that the slip shows the void: ${v.slip}`,
  ),
  ...summary.games.map(
    (game) => `game     ${game.sport} ${game.event} on ${game.day} carries ${game.picks.join(', ')}`,
  ),
  ...(pagesRead ? [pagesRead] : []),
  ...gamesLines,
  ...since
    .map((saved) => `since    ${saved.chain.slice(0, 16)}… (${saved.label}) is on the chain`)
    .filter(() => !problems.some((p) => p.rule === 'since')),
];
console.log(lines.join('\n'));
if (summary.sample !== null) {
  console.log(
    `WARNING  this record says it is a sample ("${summary.sample}"): its tokens come from an authority whose key is public, so they prove nothing about when anything happened.`,
  );
}
console.log(
  options.games === undefined
    ? "not proven by files alone: that the start times match an independent schedule, that the slips are the books' own, and that nothing was shown differently to other readers; compare with a schedule (--games), and keep the chain values you are sent (docs/record-verification.md)."
    : "not proven by files alone: that the slips are the books' own, and that nothing was shown differently to other readers; keep the chain values you are sent (docs/record-verification.md). Picks in leagues with no game data given are not compared with any schedule.",
);
const allRules = { ...rules, ...pageRules, ...gameRules };
if (problems.length) {
  for (const problem of problems.slice(0, 50)) {
    console.error(
      `FAIL  ${problem.subject} [${problem.rule}: ${allRules[/** @type {keyof typeof allRules} */ (problem.rule)] ?? ''}] ${problem.message}`,
    );
  }
  if (problems.length > 50) console.error(`FAIL  … and ${problems.length - 50} more problems`);
  console.error(`FAIL  ${problems.length} problem${problems.length === 1 ? '' : 's'}: the record is not proven.`);
  process.exit(1);
}
if (summary.sample !== null && !options.sample) {
  console.error(
    'SAMPLE  every check passed, on a sample record: nothing about it is proven. Exit 3; give --sample to accept a sample.',
  );
  process.exit(3);
}
console.log(`ok    every check passed.`);
