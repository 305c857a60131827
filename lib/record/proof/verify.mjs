/**
 * The record's check, as a sceptic runs it: from the files the site publishes, with authorities the
 * sceptic trusts and the sceptic's own clock, never the site's. `npm run record:verify` and the
 * tests run it; the build runs the same rules on the record before it publishes it.
 *
 * It trusts nothing in the files: the authority's certificates are only a list to build a path
 * from, the checkpoint's build time is ignored, every encoding must have one reading, and every
 * claim the site makes about the record (claims.json) is recomputed and compared.
 */
import { parse } from 'csv-parse/sync';
import { formulaProblem, textProblem } from '../../text/cellText.mjs';
import { writeRows } from '../ledger/csv.mjs';
import { gradePick } from '../ledger/grading.mjs';
import { lineOf, profitOf } from '../math.mjs';
import {
  chainColumns,
  correctableFields,
  gradeFields,
  hiddenWhileSealed,
  publishedColumns,
  publishedCorrectionColumns,
  sampleColumn,
  sealFields,
} from '../model.mjs';
import {
  canonicalFields,
  chainOf,
  chainText,
  correctionText,
  entryName,
  GENESIS,
  gradeText,
  HASH_PATTERN,
  SECRET_PATTERN,
  sealOf,
  sha256,
  UNREADABLE,
} from './encoding.mjs';
import { tokenBeforeStart } from './proven.mjs';
import { provenPicks, tally, timingProblems } from './provenRecord.mjs';
import { voidReview } from './voids.mjs';
import {
  certificateName,
  certificatesFromPem,
  fingerprint,
  parseCertificates,
  subjectOf,
  verifyTimestamp,
} from './timestamp.mjs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * @typedef {{ rule: string, subject: string, message: string }} Problem
 * @typedef {{ chain: string, size: number | null, label: string }} SavedValue a chain value someone saved: alone, or with the size of the chain it ended (a checkpoint)
 * @typedef {{
 *   picks: number, revealed: number, sealed: number, graded: number, pending: number,
 *   wins: number, losses: number, pushes: number, voids: number, unitsWon: number,
 *   timestamped: { before: number, total: number },
 *   corrections: number,
 *   authorities: string[],
 *   proven: import('./provenRecord.mjs').Tally,
 *   notProven: { picks: number, unitsWon: number },
 * }} Claims what the site says about its record, in record/claims.json: the whole record, what the headline counts (proven, as posted) and the rest
 * @typedef {{ id: string, result: string, profit: string }} NotProven a pick with no token before its game
 * @typedef {{
 *   entries: number,
 *   head: string,
 *   sample: string | null,
 *   claims: Claims,
 *   unproven: { id: string, token: string | null, start: string }[],
 *   notProven: NotProven[],
 *   corrections: { pick: string, field: string, before: string, after: string, reason: string, date: string, sealedField: boolean }[],
 *   voids: import('./voids.mjs').VoidRead[],
 *   voidShare: { voids: number, graded: number },
 *   games: import('./voids.mjs').SharedGame[],
 *   authorities: { name: string, subject: string, fingerprint: string, sample: boolean, tokens: number, policies: string[] }[],
 *   tokens: number,
 *   sealedIds: string[],
 *   rows: Record<string, string>[],
 * }} Summary
 */

/** The rules, by name: each problem names one, and the tests break each in turn. */
export const rules = /** @type {const} */ ({
  table:
    'a published table has the columns and rows it must, in the one form the site writes, each value readable one way only',
  ids: 'ids are unique and picks are in the order they were posted',
  sealed: 'a sealed pick publishes nothing but its id, times, sport, stake and seal, and only before its start',
  secret: "a revealed pick's secret is 32 random bytes in hex, used once",
  seal: "a revealed pick's seal opens to its fields as posted",
  corrections: 'every correction replays from the value posted to the value published',
  chain: 'every pick, grade and correction is an entry of an unbroken chain, and nothing else is',
  token: 'every entry carries a token from a trusted authority over its chain value, in chain order',
  authority: 'the published certificates are the ones the tokens need',
  checkpoint: 'the checkpoint names the end of the chain',
  since: 'every saved chain value is still on the chain',
  grading:
    'a started pick is graded within the limit, its grade is the one its final score gives, and its profit follows',
  claims: 'every figure the site claims is what the published files prove',
  voids:
    "a void says why: an unfinished game's status word and no score, or a finished game's score with the book's reason and slip; one game is never both unplayed and finished, and a book's void stands on no game that carries another pick",
});

/** A text cell as written before the site guarded it for spreadsheets (one leading ' dropped). @param {string} value */
const unguarded = (value) => (/^'[=+\-@\t\r']/.test(value) ? value.slice(1) : value);

/**
 * A published CSV as rows of cells, refusing any reading but one: the exact header, every row as
 * wide, no unreadable character in any cell, and the file in the one form the site writes (its
 * byte-order mark, line endings and quotes), so the bytes a reader opens are the ones checked.
 * @param {string} text @param {string} file @param {readonly string[]} columns @param {(problem: Problem) => void} report
 * @param {{ optionalFirst?: string, byteOrderMark?: boolean }} [options]
 * @returns {{ rows: { line: number, cells: Record<string, string> }[], first: string[] | null }}
 */
function readTable(text, file, columns, report, { optionalFirst, byteOrderMark = false } = {}) {
  const unmarked = text.replace(/^\uFEFF/, '');
  /** @type {string[][]} */
  let records;
  try {
    records = parse(unmarked, { relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    report({
      rule: 'table',
      subject: file,
      message: `${file} is not one CSV table (${error instanceof Error ? error.message : error})`,
    });
    return { rows: [], first: null };
  }
  if (byteOrderMark !== text.startsWith('\uFEFF')) {
    report({
      rule: 'table',
      subject: file,
      message: `${file} ${byteOrderMark ? 'lacks' : 'has'} the byte-order mark the site ${byteOrderMark ? 'writes' : 'does not write'}: a spreadsheet could read its names another way than the proof does`,
    });
  }
  const lines = unmarked.split('\n');
  const written = writeRows(records).split('\n');
  const at = lines.findIndex((line, index) => line !== written[index]);
  if (at !== -1 || lines.length !== written.length) {
    const line = (at === -1 ? Math.min(lines.length, written.length) : at) + 1;
    report({
      rule: 'table',
      subject: file,
      message: `${file}:${line} is not written as the site writes it (${JSON.stringify(lines[line - 1] ?? '')}, not ${JSON.stringify(written[line - 1] ?? '')}): the same values in other bytes are a file the proof does not cover`,
    });
  }
  const [header = [], ...body] = records;
  const leading = optionalFirst && header[0] === optionalFirst ? optionalFirst : null;
  const expected = leading ? [leading, ...columns] : [...columns];
  if (header.join('\u0000') !== expected.join('\u0000')) {
    const duplicates = header.filter((name, index) => header.indexOf(name) !== index);
    report({
      rule: 'table',
      subject: file,
      message: `${file} has the columns ${header.join(',')}${duplicates.length ? ` (${duplicates.join(', ')} more than once)` : ''}, not ${expected.join(',')}: a reader could see another table than the one the proof covers`,
    });
    return { rows: [], first: null };
  }
  const rows = [];
  for (const [index, record] of body.entries()) {
    const line = index + 2;
    if (record.length !== expected.length) {
      report({
        rule: 'table',
        subject: file,
        message: `${file}:${line} has ${record.length} values, not ${expected.length}`,
      });
      continue;
    }
    const bad = record.findIndex((cell) => UNREADABLE.test(cell));
    if (bad !== -1) {
      report({
        rule: 'table',
        subject: file,
        message: `${file}:${line} column ${expected[bad]} holds a line break, control or invisible character (U+${(record[bad]?.match(UNREADABLE)?.[0] ?? '').codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}), so its value reads two ways`,
      });
      continue;
    }
    // The ledger's own cell rule (lib/text/cellText.mjs), so a file the build would refuse is refused here too.
    const cellRule = record
      .map((cell, at) => ({ at, problem: textProblem(cell, { maxLength: Infinity }) ?? formulaProblem(cell) }))
      .find(({ problem }) => problem);
    if (cellRule) {
      report({
        rule: 'table',
        subject: file,
        message: `${file}:${line} column ${expected[cellRule.at]} ${cellRule.problem}`,
      });
      continue;
    }
    rows.push({ line, cells: Object.fromEntries(expected.map((column, at) => [column, record[at] ?? ''])) });
  }
  return { rows, first: leading ? rows.map((row) => row.cells[leading] ?? '') : null };
}

/** @param {string} a @param {string} b natural order of ids: RC-0099 before RC-0100 */
const idOrder = (a, b) => a.localeCompare(b, 'en', { numeric: true });

/**
 * Checks a published record. Returns every problem found (empty: everything the site claims is
 * proven) and what was proven.
 * @param {{
 *   files: { record: string, corrections: string, chain: string, checkpoint: string, authority: string, claims: string },
 *   readToken: (name: string) => Promise<Uint8Array>,
 *   authorities: readonly import('./timestamp.mjs').PinnedAuthority[],
 *   now: Date,
 *   since?: readonly SavedValue[],
 *   sealedGraceMinutes: number,
 *   pendingDays: number,
 *   timeZone: string,
 *   sampleNotice?: string | null,
 * }} input
 * @returns {Promise<{ problems: Problem[], summary: Summary }>}
 */
export async function verifyRecord({
  files,
  readToken,
  authorities,
  now,
  since = [],
  sealedGraceMinutes,
  pendingDays,
  timeZone,
  sampleNotice = null,
}) {
  /** @type {Problem[]} */
  const problems = [];
  /** @param {Problem} problem */
  const report = (problem) => problems.push(problem);

  const record = readTable(files.record, 'record.csv', publishedColumns, report, {
    optionalFirst: sampleColumn,
    byteOrderMark: true,
  });
  const correctionsTable = readTable(files.corrections, 'record/corrections.csv', publishedCorrectionColumns, report, {
    optionalFirst: sampleColumn,
    byteOrderMark: true,
  });
  const chainTable = readTable(files.chain, 'record/chain.csv', chainColumns, report);

  const labels = new Set([...(record.first ?? []), ...(correctionsTable.first ?? [])]);
  const sample = labels.size ? ([...labels][0] ?? null) : null;
  if (
    [...labels].some((label) => !label) ||
    labels.size > 1 ||
    (record.first === null) !== (correctionsTable.first === null)
  ) {
    report({
      rule: 'table',
      subject: 'record.csv',
      message: 'the sample label is not the same on every row of record.csv and record/corrections.csv',
    });
  }

  // The picks as published, their text cells unguarded.
  const picks = record.rows.map(({ line, cells }) => ({
    line,
    cells: Object.fromEntries(Object.entries(cells).map(([column, value]) => [column, unguarded(value)])),
  }));
  /** @type {Map<string, typeof picks[number]>} */
  const byId = new Map();
  let previousPosted = -Infinity;
  let previousId = '';
  for (const pick of picks) {
    const { id = '', posted = '' } = pick.cells;
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id))
      report({
        rule: 'ids',
        subject: id || `record.csv:${pick.line}`,
        message: `record.csv:${pick.line} id "${id}" is not an id`,
      });
    if (byId.has(id)) report({ rule: 'ids', subject: id, message: `${id} appears twice in record.csv` });
    if (previousId && idOrder(previousId, id) >= 0)
      report({
        rule: 'ids',
        subject: id,
        message: `${id} comes after ${previousId} in record.csv: ids go up in the order picks are posted`,
      });
    const time = Date.parse(posted);
    if (!Number.isFinite(time) || time < previousPosted)
      report({ rule: 'ids', subject: id, message: `${id} was posted (${posted}) before the pick above it` });
    previousPosted = Number.isFinite(time) ? time : previousPosted;
    previousId = id;
    byId.set(id, pick);
  }

  // Corrections, replayed backwards from the published values to the values as posted and graded.
  const corrections = correctionsTable.rows.map(({ line, cells }) => {
    /** @param {(typeof publishedCorrectionColumns)[number]} column */
    const value = (column) => unguarded(cells[column] ?? '');
    return {
      line,
      pick_id: value('pick_id'),
      field: value('field'),
      before: value('before'),
      after: value('after'),
      reason: value('reason'),
      date: value('date'),
    };
  });
  /** @type {Map<string, Record<string, string>>} */
  const original = new Map(picks.map((pick) => [pick.cells.id ?? '', { ...pick.cells }]));
  for (const correction of [...corrections].reverse()) {
    const { pick_id: pickId = '', field = '', before = '', after = '' } = correction;
    const values = original.get(pickId);
    if (!values) {
      report({
        rule: 'corrections',
        subject: pickId,
        message: `record/corrections.csv:${correction.line} corrects ${pickId}, which record.csv does not have`,
      });
      continue;
    }
    if (!(/** @type {readonly string[]} */ (correctableFields).includes(field))) {
      report({
        rule: 'corrections',
        subject: pickId,
        message: `record/corrections.csv:${correction.line} corrects "${field}", which no correction may change`,
      });
      continue;
    }
    if (values[field] !== after) {
      report({
        rule: 'corrections',
        subject: pickId,
        message: `record/corrections.csv:${correction.line} says ${pickId}'s ${field} became "${after}", but the value it leads to is "${values[field]}"`,
      });
    }
    values[field] = before;
  }

  // Each pick: sealed or revealed, its seal, its secret, its grade.
  const nowMs = now.getTime();
  /** @type {Map<string, { leaf: string, kind: 'pick' | 'grade' | 'correction', pickId: string, after: string[] }>} */
  const expected = new Map();
  const secrets = new Set();
  /** @type {Map<string, number>} */
  const startOf = new Map();
  for (const pick of picks) {
    const id = pick.cells.id ?? '';
    const posted = original.get(id) ?? {};
    const published = pick.cells;
    const written = canonicalFields(/** @type {import('./encoding.mjs').SealedFields} */ (published));
    for (const column of /** @type {const} */ (['odds', 'stake'])) {
      if ((published[column] ?? '') !== written[column])
        report({
          rule: 'table',
          subject: id,
          message: `record.csv:${pick.line} writes ${id}'s ${column} "${published[column]}", not "${written[column]}" as the site does: a value has one written form`,
        });
    }
    const starts = [
      posted.event_start ?? '',
      published.event_start ?? '',
      ...corrections
        .filter((c) => c.pick_id === id && c.field === 'event_start')
        .flatMap((c) => [c.before ?? '', c.after ?? '']),
    ];
    const start = Math.min(...starts.map((value) => Date.parse(value)).filter(Number.isFinite));
    startOf.set(id, start);
    const sealed = !published.secret;
    if (!HASH_PATTERN.test(published.seal ?? ''))
      report({ rule: 'seal', subject: id, message: `${id}'s seal "${published.seal}" is not a SHA-256 value` });
    if (sealed) {
      /** @type {string[]} */
      const shown = hiddenWhileSealed.filter((column) => published[column]);
      if (published.result !== 'pending') shown.push('result');
      if (shown.length)
        report({
          rule: 'sealed',
          subject: id,
          message: `${id} is sealed (no secret published), but its ${shown.join(', ')} ${shown.length === 1 ? 'is' : 'are'} published`,
        });
      if (corrections.some((c) => c.pick_id === id))
        report({
          rule: 'sealed',
          subject: id,
          message: `${id} is sealed, but record/corrections.csv lists a correction of it`,
        });
      if (start + sealedGraceMinutes * MINUTE < nowMs) {
        report({
          rule: 'sealed',
          subject: id,
          message: `${id} is still sealed although its game started ${new Date(start).toISOString()}, more than ${sealedGraceMinutes} minutes before this check: a pick is revealed by the first build after its start`,
        });
      }
      expected.set(entryName('pick', id), { leaf: published.seal ?? '', kind: 'pick', pickId: id, after: [] });
      continue;
    }
    const secret = published.secret ?? '';
    if (!SECRET_PATTERN.test(secret) || /^(.)\1*$/.test(secret))
      report({ rule: 'secret', subject: id, message: `${id}'s secret is not 32 random bytes in lowercase hex` });
    else if (secrets.has(secret))
      report({
        rule: 'secret',
        subject: id,
        message: `${id}'s secret is used by another pick: a secret is drawn at random for each pick`,
      });
    secrets.add(secret);
    const version = published.seal_version === '1' ? 1 : published.seal_version === '2' ? 2 : null;
    if (version === null)
      report({
        rule: 'seal',
        subject: id,
        message: `${id}'s seal_version "${published.seal_version}" is neither 1 nor 2`,
      });
    else {
      const fields = /** @type {import('./encoding.mjs').SealedFields} */ (
        Object.fromEntries(sealFields.map((field) => [field, posted[field] ?? '']))
      );
      if (sealOf(version, fields, secret) !== published.seal) {
        report({
          rule: 'seal',
          subject: id,
          message: `${id}'s seal does not open to its fields as posted with its secret: the pick was changed after it was sealed`,
        });
      }
    }
    expected.set(entryName('pick', id), { leaf: published.seal ?? '', kind: 'pick', pickId: id, after: [] });
    if (posted.result && posted.result !== 'pending') {
      const graded = /** @type {import('./encoding.mjs').GradedFields} */ (
        Object.fromEntries([['id', id], ...gradeFields.map((field) => [field, posted[field] ?? ''])])
      );
      expected.set(entryName('grade', id), {
        leaf: sha256(gradeText(graded)),
        kind: 'grade',
        pickId: id,
        after: [entryName('pick', id)],
      });
    } else if (start + pendingDays * DAY < nowMs) {
      report({
        rule: 'grading',
        subject: id,
        message: `${id} is still ungraded although its game started ${new Date(start).toISOString()}, more than ${pendingDays} days before this check`,
      });
    }
    const result = published.result ?? '';
    const bet = {
      market: published.market ?? '',
      event: published.event ?? '',
      selection: published.selection ?? '',
      odds: Number(published.odds),
      stake: Number(published.stake),
      score: published.score ?? '',
    };
    if (result === 'win' || result === 'loss' || result === 'push') {
      const grade = gradePick(bet);
      if (!grade.ok) {
        report({
          rule: 'grading',
          subject: id,
          message: `${id}'s score "${bet.score}" cannot grade it: ${grade.message}`,
        });
      } else if (grade.value.result !== result) {
        report({
          rule: 'grading',
          subject: id,
          message: `${id} is graded ${result}, but its score "${bet.score}" gives ${bet.selection} a ${grade.value.result}`,
        });
      }
    }
    const expectedProfit = ['win', 'loss', 'push', 'void'].includes(result)
      ? profitOf({ ...bet, result: /** @type {'win' | 'loss' | 'push' | 'void'} */ (result) })
      : null;
    if (String(expectedProfit ?? '') !== (published.profit ?? '')) {
      report({
        rule: 'grading',
        subject: id,
        message: `${id}'s profit is "${published.profit}", but a ${result} at ${published.odds} for ${published.stake} units gives ${expectedProfit ?? 'none'}`,
      });
    }
    if (published.closing_line && published.market && !lineOf(published.market, published.selection ?? '')) {
      report({
        rule: 'grading',
        subject: id,
        message: `${id} has a closing line but its selection gives no line to compare it with`,
      });
    }
  }
  /** @type {Map<string, number>} */
  const perPick = new Map();
  for (const correction of corrections) {
    const id = correction.pick_id ?? '';
    const index = (perPick.get(id) ?? 0) + 1;
    perPick.set(id, index);
    const name = entryName('correction', id, index);
    const graded = /** @type {readonly string[]} */ (gradeFields).includes(correction.field);
    expected.set(name, {
      leaf: sha256(correctionText(correction)),
      kind: 'correction',
      pickId: id,
      after: [
        entryName('pick', id),
        ...(graded ? [entryName('grade', id)] : []),
        ...(index > 1 ? [entryName('correction', id, index - 1)] : []),
      ],
    });
  }

  // The chain: exactly the expected entries, each linked to the one before, each with its token.
  const untrusted = parseCertificates(certificatesFromPem(files.authority));
  /** @type {Map<string, { name: string, subject: string, fingerprint: string, sample: boolean, tokens: number, policies: Set<string> }>} */
  const used = new Map();
  /** The names the signing certificates give their holders: what the site names as its authorities. */
  const signers = new Set();
  const needed = new Set();
  /** @type {Map<string, number>} */
  const position = new Map();
  /** @type {Map<string, { chain: string, time: number | null }>} */
  const linked = new Map();
  let previous = GENESIS;
  let previousTime = -Infinity;
  let tokens = 0;
  const chainRows = chainTable.rows;
  const checks = [];
  for (const [index, { line, cells }] of chainRows.entries()) {
    const { entry = '', kind = '', pick_id: pickId = '', leaf = '', chain = '', timestamped = '' } = cells;
    const want = expected.get(entry);
    if (position.has(entry))
      report({ rule: 'chain', subject: pickId, message: `record/chain.csv:${line} lists ${entry} a second time` });
    else if (!want)
      report({
        rule: 'chain',
        subject: pickId,
        message: `record/chain.csv:${line} lists ${entry}, which no pick, grade or correction of the record gives: the chain holds an entry the tables do not show`,
      });
    else {
      if (want.kind !== kind || want.pickId !== pickId)
        report({
          rule: 'chain',
          subject: pickId,
          message: `record/chain.csv:${line} gives ${entry} the kind "${kind}" and pick "${pickId}"`,
        });
      if (want.leaf !== leaf)
        report({
          rule: 'chain',
          subject: pickId,
          message: `record/chain.csv:${line}: ${entry} in the chain is not the ${want.kind} the tables show (its leaf differs): it was changed after it was chained`,
        });
      const missing = want.after.filter((name) => !position.has(name));
      if (missing.length)
        report({
          rule: 'chain',
          subject: pickId,
          message: `record/chain.csv:${line}: ${entry} comes before ${missing.join(', ')}`,
        });
    }
    position.set(entry, index);
    const link = chainOf(previous, /** @type {import('./encoding.mjs').EntryKind} */ (kind), leaf);
    if (link !== chain)
      report({
        rule: 'chain',
        subject: pickId,
        message: `record/chain.csv:${line}: the chain breaks at ${entry}: its chain value is not the one the entry before it and its leaf give`,
      });
    const time = timestamped ? Date.parse(timestamped) : Number.NaN;
    if (!timestamped || !Number.isFinite(time))
      report({
        rule: 'token',
        subject: pickId,
        message: `${entry} has no timestamp: every entry of the chain is timestamped by an authority`,
      });
    else if (time < previousTime)
      report({
        rule: 'token',
        subject: pickId,
        message: `${entry} is timestamped ${timestamped}, before the entry above it: the chain is in the order its tokens were made`,
      });
    if (Number.isFinite(time)) previousTime = time;
    linked.set(entry, { chain, time: Number.isFinite(time) ? time : null });
    checks.push({
      entry,
      pickId,
      data: new TextEncoder().encode(
        chainText(previous, /** @type {import('./encoding.mjs').EntryKind} */ (kind), leaf),
      ),
      chain,
      timestamped,
    });
    previous = chain;
  }
  for (const [name, want] of expected) {
    if (!position.has(name))
      report({
        rule: 'chain',
        subject: want.pickId,
        message: `${name} is not in record/chain.csv: every pick, grade and correction is an entry of the chain`,
      });
  }

  for (let start = 0; start < checks.length; start += 32) {
    await Promise.all(
      checks.slice(start, start + 32).map(async ({ entry, pickId, data, chain, timestamped }) => {
        let der;
        try {
          der = await readToken(entry);
        } catch (error) {
          report({
            rule: 'token',
            subject: pickId,
            message: `${entry}'s token cannot be read (${error instanceof Error ? error.message : error})`,
          });
          return;
        }
        const result = await verifyTimestamp(der, { data, authorities, untrusted });
        if (!result.ok) {
          report({
            rule: 'token',
            subject: pickId,
            message: `${entry}'s token does not prove its chain value: ${result.reason}`,
          });
          return;
        }
        if (result.imprint !== chain)
          report({ rule: 'token', subject: pickId, message: `${entry}'s token covers another chain value` });
        if (result.time.getTime() !== Date.parse(timestamped))
          report({
            rule: 'token',
            subject: pickId,
            message: `${entry}'s token is dated ${result.time.toISOString()}, but record/chain.csv says ${timestamped}`,
          });
        if (result.authority.sample && (sample === null || sample !== sampleNotice))
          report({
            rule: 'token',
            subject: pickId,
            message: `${entry} is timestamped by ${result.authority.name}, the sample's own authority, but ${sample === null ? 'the record does not say it is a sample' : `its rows say "${sample}", not the site's sample notice${sampleNotice ? ` "${sampleNotice}"` : ''}`}`,
          });
        tokens += 1;
        signers.add(certificateName(new Uint8Array(result.signer.toSchema().toBER(false))));
        needed.add(fingerprint(result.signer));
        const issuer = untrusted.find(
          (cert) => cert.subject.isEqual(result.signer.issuer) && fingerprint(cert) !== fingerprint(result.signer),
        );
        if (issuer) needed.add(fingerprint(issuer));
        const key = result.authority.fingerprint;
        const seen = used.get(key) ?? {
          name: result.authority.name,
          subject: subjectOf(result.authority.roots[0] ?? result.signer),
          fingerprint: key,
          sample: result.authority.sample,
          tokens: 0,
          policies: new Set(),
        };
        seen.tokens += 1;
        seen.policies.add(result.policy);
        used.set(key, seen);
      }),
    );
  }
  for (const certificate of untrusted) {
    const print = fingerprint(certificate);
    if (!needed.has(print) && !used.has(print)) {
      report({
        rule: 'authority',
        subject: 'record/timestamps/authority.pem',
        message: `record/timestamps/authority.pem holds ${subjectOf(certificate)} (SHA-256 ${print}), which no token needs`,
      });
    }
  }

  // The checkpoint and the values readers saved.
  const [, size = '', head = ''] = files.checkpoint.split('\n');
  if (size !== String(chainRows.length) || head !== previous) {
    report({
      rule: 'checkpoint',
      subject: 'record/checkpoint.txt',
      message: `record/checkpoint.txt says ${size} entries ending at ${head}, but record/chain.csv has ${chainRows.length} ending at ${previous}`,
    });
  }
  for (const saved of since) {
    const at = chainRows.findIndex((row) => row.cells.chain === saved.chain);
    if (at === -1 || (saved.size !== null && at + 1 !== saved.size)) {
      report({
        rule: 'since',
        subject: saved.label,
        message: `the chain value ${saved.chain}${saved.size !== null ? ` (entry ${saved.size})` : ''} saved from ${saved.label} is not on the chain${saved.size !== null && at !== -1 ? ` at that place (it is entry ${at + 1})` : ''}: the record was rewritten, cut short or forked since`,
      });
    }
  }

  // The download's own chain and timestamp columns, which a spreadsheet shows, say what the chain says.
  const chainRowOf = new Map(chainRows.map((row) => [row.cells.entry, row]));
  for (const pick of picks) {
    const id = pick.cells.id ?? '';
    const link = linked.get(entryName('pick', id));
    const chainRow = chainRowOf.get(entryName('pick', id));
    if (!link || !chainRow) continue;
    if (pick.cells.chain !== link.chain || pick.cells.timestamped !== chainRow.cells.timestamped) {
      report({
        rule: 'chain',
        subject: id,
        message: `record.csv gives ${id} the chain value ${pick.cells.chain} and the time ${pick.cells.timestamped}, but record/chain.csv gives ${link.chain} and ${chainRow.cells.timestamped}`,
      });
    }
  }

  // What the tokens prove about timing, and every figure the site claims.
  /** @type {Summary['unproven']} */
  const unproven = [];
  let before = 0;
  for (const pick of picks) {
    const id = pick.cells.id ?? '';
    const time = linked.get(entryName('pick', id))?.time ?? null;
    const start = startOf.get(id) ?? Number.NaN;
    if (tokenBeforeStart(time, start)) before += 1;
    else
      unproven.push({
        id,
        token: time === null ? null : new Date(time).toISOString(),
        start: Number.isFinite(start) ? new Date(start).toISOString() : '',
      });
  }
  const revealed = picks.filter((pick) => pick.cells.secret);
  const count = (/** @type {string} */ result) => revealed.filter((pick) => pick.cells.result === result).length;
  const unitsWon = revealed.reduce((sum, pick) => sum + Math.round(Number(pick.cells.profit || 0) * 100), 0) / 100;
  const judged = provenPicks(
    picks,
    (id) => original.get(id) ?? {},
    (id) => linked.get(entryName('pick', id))?.time ?? null,
    (id) => startOf.get(id) ?? Number.NaN,
  );
  const notProven = judged.filter((judgement) => !judgement.proven).map(({ pick }) => pick);
  /** @type {Claims} */
  const proven = {
    picks: picks.length,
    revealed: revealed.length,
    sealed: picks.length - revealed.length,
    graded: revealed.filter((pick) => pick.cells.result !== 'pending').length,
    pending: picks.filter((pick) => pick.cells.result === 'pending').length,
    wins: count('win'),
    losses: count('loss'),
    pushes: count('push'),
    voids: count('void'),
    unitsWon,
    timestamped: { before, total: picks.length },
    corrections: corrections.length,
    authorities: [...signers].sort(),
    proven: tally(judged.filter((judgement) => judgement.proven).map(({ counted }) => counted)),
    notProven: { picks: notProven.length, unitsWon: tally(notProven).unitsWon },
  };
  /** @type {unknown} */
  let claimed;
  try {
    claimed = JSON.parse(files.claims);
  } catch {
    claimed = null;
  }
  const claims = /** @type {Record<string, unknown> | null} */ (
    claimed && typeof claimed === 'object' ? claimed : null
  );
  if (claims?.timeZone !== timeZone)
    report({
      rule: 'claims',
      subject: 'record/claims.json',
      message: `record/claims.json says the record's days are in ${JSON.stringify(claims?.timeZone)}, but the record's settings (content/record/settings.mjs) put them in ${timeZone}: correction dates are read in ${timeZone}`,
    });
  const firstGrade = (/** @type {string} */ id) => ({
    result: original.get(id)?.result ?? '',
    score: original.get(id)?.score ?? '',
  });
  for (const problem of timingProblems(
    picks,
    corrections,
    (name) => linked.get(name)?.time ?? null,
    firstGrade,
    timeZone,
  ))
    report(problem);
  const voided = voidReview(picks, timeZone);
  for (const problem of voided.problems) report(problem);
  for (const [key, value] of Object.entries(proven)) {
    const said = claims?.[key];
    if (JSON.stringify(said) !== JSON.stringify(value)) {
      report({
        rule: 'claims',
        subject: 'record/claims.json',
        message: `the site claims ${key} ${JSON.stringify(said)}, but the published files prove ${JSON.stringify(value)}`,
      });
    }
  }

  return {
    problems,
    summary: {
      entries: chainRows.length,
      head: previous,
      sample,
      claims: proven,
      unproven,
      notProven: notProven.map((pick) => ({
        id: pick.cells.id ?? '',
        result: pick.cells.result ?? '',
        profit: pick.cells.profit ?? '',
      })),
      corrections: corrections.map((c) => ({
        pick: c.pick_id ?? '',
        field: c.field ?? '',
        before: c.before ?? '',
        after: c.after ?? '',
        reason: c.reason ?? '',
        date: c.date ?? '',
        sealedField: /** @type {readonly string[]} */ (sealFields).includes(c.field ?? ''),
      })),
      voids: voided.voids,
      voidShare: voided.share,
      games: voided.games,
      authorities: [...used.values()].map((authority) => ({ ...authority, policies: [...authority.policies] })),
      tokens,
      sealedIds: picks.filter((pick) => !pick.cells.secret).map((pick) => pick.cells.id ?? ''),
      rows: picks.map((pick) => pick.cells),
    },
  };
}
