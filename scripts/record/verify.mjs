#!/usr/bin/env node
// `npm run record:verify -- <folder or URL> [--since <chain value or saved checkpoint.txt>]…
//   [--authority <root PEM or SHA-256 fingerprint>]… [--at <ISO time>] [--sample] [--games <file or folder>]
//   [--witness [<archive or saved folder>]]`
// Checks the public record from what the site publishes alone, the way a sceptic would, with the
// rules of lib/record/proof/verify.mjs: every seal, every link of the chain (picks, grades and
// corrections), every token against authorities this check trusts (the pinned ones in
// scripts/record/trust/, or those given with --authority; never the record's own certificate
// file), the time on this machine's clock (or --at), and every figure the site claims. It prints
// what is proven, what is not, and each problem with its pick and rule, and exits 1 on any problem,
// 2 on a wrong command, and 3 on a sample record (its tokens prove nothing) unless --sample accepts one.
// Then what visitors read, with lib/record/proof/pageClaims.mjs: /record's headline, each year page's
// header, each pick page, every feed, and each share card's text and hash. With --games, each
// pick's event against public game data (lib/record/games/): its date, start and final score. With
// --witness, every head the public archive captured against the chain (lib/record/proof/witness.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readGames } from '../../data/record/games.mjs';
import { namedAuthority, pinnedAuthorities } from '../../data/record/trust.mjs';
import { sealedName } from '../../content/record/sealedName.mjs';
import { recordSettings } from '../../content/record/settings.mjs';
import { checkGames, gameRules, pickRowsOf } from '../../lib/record/games/check.mjs';
import { readCsvObjects } from '../../lib/record/ledger/csv.mjs';
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
  siteOrigin,
} from '../../lib/record/proof/pageClaims.mjs';
import { checkFeedOrder } from '../../lib/record/proof/feedOrder.mjs';
import { rules, verifyRecord } from '../../lib/record/proof/verify.mjs';
import { checkWitness, defaultArchive, witnessRules } from '../../lib/record/proof/witness.mjs';
import { readCheckpoint } from '../../lib/record/proof/encoding.mjs';
import { readCaptures } from './witness.mjs';

/** How long after a game's start a pick may still show sealed: the 15-minute publish, twice, and slack. */
const SEALED_GRACE_MINUTES = 45;

const usage =
  'usage: npm run record:verify -- <folder or URL> [--since <chain value or checkpoint.txt>]… [--authority <root.pem or SHA-256>]… [--at <ISO time>] [--sample] [--games <file or folder>] [--witness [<archive or folder>]]';
/** The words a sample record carries on every row, the site's own (content/samples.json). */
const samples = JSON.parse(readFileSync(new URL('../../content/samples.json', import.meta.url), 'utf8'));
const sampleLabel = samples['content/record/picks.csv'];
/** How many pages or cards are read at once: modest, for a site's server. */
const concurrency = (/** @type {boolean} */ remote) => (remote ? 8 : 32);

/**
 * Where the check prints: a line to standard output, a line to standard error.
 * @typedef {{ out: (line: string) => void, err: (line: string) => void }} Output
 */

/** Thrown to end the check early with an exit status, its lines already printed. */
class Exit extends Error {
  /** @param {number} status */
  constructor(status) {
    super(`exit ${status}`);
    this.status = status;
  }
}

/**
 * The command line read: the folder or address, the options and the checker's clock.
 * @param {string[]} argv @param {Output} io
 */
function commandLine(argv, io) {
  let parsed;
  try {
    parsed = parseArgs({
      // A bare --witness (last, or before another option) reads the default archive.
      args: argv.map((arg, at) => (arg === '--witness' && !/^[^-]/.test(argv[at + 1] ?? '') ? '--witness=' : arg)),
      allowPositionals: true,
      options: {
        since: { type: 'string', multiple: true, default: [] },
        authority: { type: 'string', multiple: true, default: [] },
        at: { type: 'string' },
        sample: { type: 'boolean', default: false },
        games: { type: 'string' },
        witness: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : error}\n${usage}`);
    throw new Exit(2);
  }
  const { values: options, positionals } = parsed;
  // `--witness <folder or URL>` with no other: that is the record, read against the default archive.
  if (!positionals.length && options.witness) {
    positionals.push(options.witness);
    options.witness = '';
  }
  const source = positionals[0] ?? '';
  if (!source) {
    io.err(usage);
    throw new Exit(2);
  }
  const now = options.at ? new Date(options.at) : new Date();
  if (Number.isNaN(now.getTime())) {
    io.err(`--at "${options.at}" is not a time; write it like 2026-11-30T18:00:00Z`);
    throw new Exit(2);
  }
  return { options, source, now, remote: /^https?:\/\//.test(source) };
}

/**
 * Reads the published files from the folder or the site.
 * @param {string} source @param {boolean} remote
 */
function publishedFiles(source, remote) {
  /** A published file's bytes, from the folder or the site. @param {string} name */
  const fetchFile = async (name) => {
    if (remote) {
      const response = await fetch(new URL(name, source.endsWith('/') ? source : `${source}/`));
      if (!response.ok) throw new Error(`${name}: ${response.status} ${response.statusText}`);
      return new Uint8Array(await response.arrayBuffer());
    }
    return new Uint8Array(await readFile(path.join(source, name)));
  };
  /** @param {string} name */
  const text = async (name) => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await fetchFile(name));
  return { fetchFile, text };
}

/**
 * The record's own files, the authorities this check trusts and the values someone saved.
 * @param {ReturnType<typeof commandLine>} command @param {ReturnType<typeof publishedFiles>} read
 * @param {Output} io
 */
async function inputs({ options }, { text }, io) {
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
    io.err(`FAIL  cannot read the published record: ${error instanceof Error ? error.message : error}`);
    throw new Exit(1);
  }
  /** @type {import('../../data/record/trust.mjs').TrustedAuthority[]} */
  let authorities;
  try {
    authorities = options.authority.length
      ? options.authority.map((value) => namedAuthority(value))
      : pinnedAuthorities();
  } catch (error) {
    io.err(`FAIL  ${error instanceof Error ? error.message : error}`);
    throw new Exit(2);
  }
  /** A value someone saved: a chain value, or a checkpoint.txt file (its size and head). */
  const since = options.since.map((value) => {
    if (/^[0-9a-f]{64}$/.test(value)) return { chain: value, size: null, label: 'a saved chain value' };
    if (!existsSync(value)) {
      io.err(`--since ${value}: give a chain value (64 hex digits) or a saved checkpoint.txt`);
      throw new Exit(2);
    }
    const [, size = '', head = ''] = readFileSync(value, 'utf8').split('\n');
    return { chain: head, size: Number(size), label: value };
  });
  return { files, authorities, since };
}

/**
 * In a folder, the files a sealed pick must not have yet: any whose name starts with its id (its
 * slip, under any name the guide suggests), other than its token and its own page and share card,
 * which show it sealed (content/routes.ts: pickPath, pickPreviewPath).
 * @param {string} source @param {string[]} sealedIds
 */
function sealedFiles(source, sealedIds) {
  if (!sealedIds.length) return [];
  const prefixes = sealedIds.map((id) => id.toLowerCase());
  return readdirSync(source, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile() || entry.name.endsWith('.tsr')) return [];
    const name = entry.name.toLowerCase();
    const id = sealedIds.find((_, index) => name.startsWith(`${prefixes[index]}.`));
    const file = path.relative(source, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    return id && file !== `record/picks/${id}.html` && file !== `record/cards/${id}.png` ? [{ id, file }] : [];
  });
}

/**
 * What `digest` makes of each published file of a list (its bytes, or null when it is not published),
 * read a few at a time and let go of once used, so thousands of pages and cards never sit in memory.
 * @template T
 * @param {(name: string) => Promise<Uint8Array>} fetchFile @param {number} width how many at once
 * @param {readonly string[]} names @param {(bytes: Uint8Array | null) => T} digest
 * @returns {Promise<Map<string, T>>}
 */
async function readAll(fetchFile, width, names, digest) {
  /** @type {Map<string, T>} */
  const read = new Map();
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++] ?? '';
      read.set(name, digest(await fetchFile(name).catch(() => null)));
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  // In the order of `names`, not the order the reads finished in: the report lists them.
  const order = new Map(names.map((name, index) => [name, index]));
  return new Map([...read].sort(([a], [b]) => (order.get(a) ?? 0) - (order.get(b) ?? 0)));
}

const decode = (/** @type {Uint8Array | null | undefined} */ bytes) =>
  bytes ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) : null;

/**
 * What visitors read, compared with what the files prove: the line the report prints, and the problems.
 * @param {ReturnType<typeof commandLine>} command @param {ReturnType<typeof publishedFiles>} read
 * @param {Awaited<ReturnType<typeof verifyRecord>>['summary']} summary
 */
async function checkWhatVisitorsRead({ source, remote }, { fetchFile }, summary) {
  /** A page's file in a folder ("/record" → record.html, "/" → index.html), or its address on the site. @param {string} page */
  const pageFile = (page) => (remote ? page.slice(1) : `${page === '/' ? 'index' : page.slice(1)}.html`);
  // A folder of the record's files alone (no record.html) has no pages to read: said, not failed. A
  // site's address always has them.
  if (!remote && !existsSync(path.join(source, pageFile('/record'))))
    return {
      pagesRead: `pages    not read: ${source} holds no record.html, only the record's files; give the whole build to check what visitors read`,
      problems: [],
    };
  /** @type {<T>(names: readonly string[], digest: (bytes: Uint8Array | null) => T) => Promise<Map<string, T>>} */
  const readEach = (names, digest) => readAll(fetchFile, concurrency(remote), names, digest);
  const recomputed = {
    rows: summary.rows,
    corrections: summary.corrections,
    proven: summary.claims.proven,
    notProven: summary.claims.notProven,
    sample: summary.sample,
    timeZone: recordSettings.timeZone,
    feedEntries: recordSettings.feedEntries,
    sealedName,
    starts: summary.starts,
    links: summary.links,
  };
  const paths = pagePaths(recomputed);
  const recordPage = decode(await fetchFile(pageFile('/record')).catch(() => null));
  const read = await readEach(paths.map(pageFile), (bytes) => {
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
  const feeds = await readEach([...feedPaths].sort(), decode);
  const published = [...feeds].map(([file, text]) => ({ path: `/${file}`, text }));
  const ids = summary.rows.map((row) => row.id ?? '');
  const images = await readEach(
    ids.map((id) => cardImagePath(id).slice(1)),
    (bytes) => (bytes ? createHash('sha256').update(bytes).digest('hex') : null),
  );
  const hashes = new Map(ids.map((id) => [id, images.get(cardImagePath(id).slice(1)) ?? null]));
  const cardSources = (await readEach([cardSourcesFile], decode)).get(cardSourcesFile) ?? null;
  return {
    pagesRead: `pages    ${paths.length} pages (the home page, /record, each year, each pick), ${feeds.size} feeds (${[...feeds.keys()].join(', ')}) and ${ids.length} share cards (${cardSourcesFile}) compared with the files`,
    problems: [
      ...checkPages(recomputed, pages),
      ...checkHeads(recomputed, heads),
      ...checkFeeds(recomputed, published, siteOrigin(heads)),
      ...checkFeedOrder(recomputed, published),
      ...checkCards(recomputed, cardSources, hashes),
    ],
  };
}

/**
 * Each pick against public game data, when --games gives some: the report's lines and the problems.
 * @param {ReturnType<typeof commandLine>} command @param {string} record the published record.csv @param {Output} io
 */
function checkAgainstGames({ options }, record, io) {
  if (options.games === undefined) return { lines: [], problems: [] };
  let data;
  try {
    data = readGames(options.games);
  } catch (error) {
    io.err(`--games ${options.games}: ${error instanceof Error ? error.message : error}`);
    throw new Exit(2);
  }
  const rows = pickRowsOf(record);
  const report = checkGames(rows, data.games);
  return {
    lines: [`games    ${data.files.length} files of game data read from ${options.games}`, ...report.lines],
    problems: [
      ...data.drift.map((message) => ({ rule: 'games', subject: options.games ?? '', message })),
      ...report.problems,
    ],
  };
}

/**
 * With --witness, every capture of the checkpoint in the public archive (or a folder saved from it)
 * against the chain: the report's lines and the problems.
 * @param {ReturnType<typeof commandLine>} command @param {{ checkpoint: string, chain: string }} files @param {Output} io
 */
async function checkAgainstWitness({ options }, files, io) {
  if (options.witness === undefined) return { lines: [], problems: [] };
  const source = options.witness || defaultArchive;
  if (!/^https?:\/\//.test(source) && !existsSync(source)) {
    io.err(
      `--witness ${source}: give an archive's address or a folder of saved captures (docs/record-verification.md, section 7)`,
    );
    throw new Exit(2);
  }
  const origin = readCheckpoint(files.checkpoint)?.origin;
  if (!origin)
    return {
      lines: ['witness  not compared: record/checkpoint.txt is not a checkpoint (rule checkpoint)'],
      problems: [],
    };
  try {
    const read = await readCaptures(source, `${origin}/checkpoint.txt`);
    const chain = readCsvObjects(files.chain).map((row) => row.chain ?? '');
    return checkWitness({ ...read, source, origin, chain });
  } catch (error) {
    io.err(`FAIL  --witness ${source}: ${error instanceof Error ? error.message : error}`);
    throw new Exit(1);
  }
}

/**
 * The report's lines: what was checked and what is proven.
 * @param {ReturnType<typeof commandLine>} command
 * @param {Awaited<ReturnType<typeof verifyRecord>>} verified @param {string[]} read what was read beyond the files (pages, games)
 * @param {{ chain: string, label: string }[]} since
 */
function reportLines({ source, now, options }, { problems, summary }, read, since) {
  const { claims } = summary;
  return [
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
    ...read,
    ...since
      .map((saved) => `since    ${saved.chain.slice(0, 16)}… (${saved.label}) is on the chain`)
      .filter(() => !problems.some((p) => p.rule === 'since')),
  ];
}

/**
 * The whole check, printing through `io`; resolves to the exit status.
 * @param {string[]} argv @param {Output} io
 */
async function check(argv, io) {
  const command = commandLine(argv, io);
  const read = publishedFiles(command.source, command.remote);
  const { files, authorities, since } = await inputs(command, read, io);
  const verified = await verifyRecord({
    files,
    readToken: (name) => read.fetchFile(`record/timestamps/${name}.tsr`),
    authorities,
    now: command.now,
    since,
    sealedGraceMinutes: SEALED_GRACE_MINUTES,
    pendingDays: recordSettings.pendingGraceDays,
    timeZone: recordSettings.timeZone,
    sampleNotice: typeof sampleLabel === 'string' ? sampleNotice(sampleLabel) : null,
  });
  const { problems, summary } = verified;
  for (const { id, file } of command.remote ? [] : sealedFiles(command.source, summary.sealedIds)) {
    problems.push({
      rule: 'sealed',
      subject: id,
      message: `${file} is published while ${id} is sealed: nothing of a pick leaves the site before its game`,
    });
  }
  const visitors = await checkWhatVisitorsRead(command, read, summary);
  const games = checkAgainstGames(command, files.record, io);
  const witness = await checkAgainstWitness(command, files, io);
  problems.push(...visitors.problems, ...games.problems, ...witness.problems);
  io.out(reportLines(command, verified, [visitors.pagesRead, ...games.lines, ...witness.lines], since).join('\n'));
  if (summary.sample !== null) {
    io.out(
      `WARNING  this record says it is a sample ("${summary.sample}"): its tokens come from an authority whose key is public, so they prove nothing about when anything happened.`,
    );
  }
  io.out(unprovenLine(command.options.games !== undefined, command.options.witness !== undefined));
  const allRules = { ...rules, ...pageRules, ...gameRules, ...witnessRules };
  if (problems.length) {
    for (const problem of problems.slice(0, 50)) {
      io.err(
        `FAIL  ${problem.subject} [${problem.rule}: ${allRules[/** @type {keyof typeof allRules} */ (problem.rule)] ?? ''}] ${problem.message}`,
      );
    }
    if (problems.length > 50) io.err(`FAIL  … and ${problems.length - 50} more problems`);
    io.err(`FAIL  ${problems.length} problem${problems.length === 1 ? '' : 's'}: the record is not proven.`);
    return 1;
  }
  if (summary.sample !== null && !command.options.sample) {
    io.err(
      'SAMPLE  every check passed, on a sample record: nothing about it is proven. Exit 3; give --sample to accept a sample.',
    );
    return 3;
  }
  io.out(`ok    every check passed.`);
  return 0;
}

/**
 * What the run could not prove from files alone, and how a reader proves it otherwise: each
 * comparison it was not given, and keeping the chain values, which nothing replaces.
 * @param {boolean} games @param {boolean} witness
 */
function unprovenLine(games, witness) {
  const unproven = [
    ...(games ? [] : ['that the start times match an independent schedule']),
    "that the slips are the books' own",
    witness ? 'that you were shown what the archive captured' : 'that nothing was shown differently to other readers',
  ];
  const todo = [
    ...(games ? [] : ['compare with a schedule (--games)']),
    ...(witness ? [] : ["check the archive's captures (--witness)"]),
    'keep the chain values you are sent',
  ];
  const list = (/** @type {string[]} */ items) =>
    items.length > 2 ? `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}` : items.join(' and ');
  return `not proven by files alone: ${list(unproven)}; ${list(todo)} (docs/record-verification.md).${
    games ? ' Picks in leagues with no game data given are not compared with any schedule.' : ''
  }`;
}

/**
 * `npm run record:verify` with the arguments after the script's name, printing through `io`;
 * resolves to the exit status (0 proven, 1 a problem, 2 a wrong command, 3 a sample without --sample).
 * @param {string[]} argv @param {Output} io
 */
export async function main(argv, io) {
  try {
    return await check(argv, io);
  } catch (error) {
    if (error instanceof Exit) return error.status;
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2), { out: console.log, err: console.error }).then((status) => {
    process.exitCode = status;
  });
}
